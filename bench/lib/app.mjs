// Starts a throwaway local Clearday (own build, own D1/KV/R2 state) for a benchmark.
import { rmSync } from "node:fs";
import { applyMigrations, buildWeb, ensureDevVars, root, startWorker, waitForHttp } from "../../scripts/lib/env.mjs";

export async function startBenchApp({ port, vars = {}, manifest = false }) {
  ensureDevVars();
  const persistTo = `${root}/.wrangler/bench-state-${port}`;
  const assets = `${root}/.tmp/bench-dist-${port}`;
  rmSync(persistTo, { recursive: true, force: true });
  buildWeb(assets, { manifest });
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
