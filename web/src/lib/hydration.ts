// Pages prerendered at build time (see scripts/lib/vite-prerender.mjs) are hydrated, not re-rendered.
// The first client render must then match the server's HTML, so anything that depends on the
// browser (a stored preference, lazily loaded extras) waits for `useHydrated()`.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** `read()` in the browser; `serverValue` on the server and during hydration. `read` must return a stable value. */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

const yes = () => true;

/** False on the server and during hydration, true from the first client render after it. */
export function useHydrated(): boolean {
  return useClientValue(yes, false);
}

/** On <html>: the path whose HTML the server sent in #root, when it was prerendered. */
export const PRERENDERED_ATTR = "data-prerendered";
/** On <html> once the first page has rendered or hydrated (layout.tsx): end-to-end tests wait for it. */
export const READY_ATTR = "data-app-ready";
export const markAppReady = () => document.documentElement.setAttribute(READY_ATTR, "");
/** On <html>, set by theme-init.js: that HTML is not for this visit (hidden by index.css). */
export const STALE_ATTR = "data-stale-prerender";
