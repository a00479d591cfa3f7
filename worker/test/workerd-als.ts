import { AsyncLocalStorage } from "node:async_hooks";

// vitest's module mocker calls AsyncLocalStorage#disable(), which workerd declares but does not
// implement (it throws); vitest only turns the storage off for speed, so doing nothing is the same.
Object.defineProperty(AsyncLocalStorage.prototype, "disable", { value: () => {}, configurable: true, writable: true });
