import { applyD1Migrations, env } from "cloudflare:test";
import { vi } from "vitest";
import type { TestEnv } from "./helpers";

// Every route asks lib/coach.ts for its coach; in tests it is mock-models.ts's, which uses the mock
// model a test picks with mockCoach() (the offline coach otherwise). Production code has no hook.
vi.mock("../coach/for-env", () => import("./mock-models"));

// The real migrations, applied to the test run's local D1 (idempotent across files).
const bindings = env as unknown as TestEnv;
await applyD1Migrations(bindings.DB, bindings.TEST_MIGRATIONS);
