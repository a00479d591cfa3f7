// Starts a throwaway local Clearday (own build, own D1/KV/R2 state) for a benchmark.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { applyMigrations, buildWeb, ensureDevVars, root, startWorker, waitForHttp } from "../../scripts/lib/env.mjs";

/** `web: false` serves a placeholder page instead of building the app (API-only benchmarks). */
export async function startBenchApp({ port, vars = {}, manifest = false, web = true }) {
  ensureDevVars();
  const persistTo = `${root}/.wrangler/bench-state-${port}`;
  const assets = `${root}/.tmp/bench-dist-${port}`;
  rmSync(persistTo, { recursive: true, force: true });
  if (web) buildWeb(assets, { manifest });
  else {
    mkdirSync(assets, { recursive: true });
    writeFileSync(`${assets}/index.html`, "<!doctype html><title>bench</title>");
  }
  applyMigrations(persistTo);
  const worker = startWorker({
    port,
    persistTo,
    assets,
    stdio: ["ignore", "ignore", "ignore"],
    vars: { AI_PROVIDER: "offline", AUTH_RATE_LIMIT: "1000000", COACH_DAILY_LIMIT_FREE: "1000000", COACH_DAILY_LIMIT_PAID: "1000000", ...vars },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`);
  return { base, assets, persistTo, stop: () => worker.kill("SIGINT") };
}
