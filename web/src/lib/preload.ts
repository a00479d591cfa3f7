/**
 * Fetches a lazily loaded chunk once the page is idle (or after a moment where there is no idle
 * callback), so it is in the cache (and the service worker's) before anyone needs it, without
 * being part of the first load. Returns a cancel function for an effect's cleanup.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => {});
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}
