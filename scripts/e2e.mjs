// End-to-end tests: a fresh local app (own D1/KV/R2 state) in workerd, driven by Playwright in
// Debian's Chromium. Extra arguments go to `playwright test`.
import { rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { requireChromium } from "./lib/chromium.mjs";
import { applyMigrations, buildWeb, ensureDevVars, requireNode22, root, startWorker, waitForHttp } from "./lib/env.mjs";
import { seedAudio } from "./seed-audio.mjs";

requireNode22();
requireChromium();
ensureDevVars();
const port = Number(process.env.E2E_PORT ?? 8799);
// Own state and build folder per port, so two runs on one machine do not collide.
const persistTo = `${root}/.wrangler/e2e-state-${port}`;
const assets = `${root}/.tmp/e2e-dist-${port}`;
rmSync(persistTo, { recursive: true, force: true });

if (!process.env.E2E_SKIP_BUILD) buildWeb(assets);
applyMigrations(persistTo);
await seedAudio(persistTo);

const worker = startWorker({
  port,
  persistTo,
  assets,
  stdio: ["ignore", "ignore", "inherit"],
  vars: { AI_PROVIDER: "offline", AUTH_RATE_LIMIT: "10000", COACH_DAILY_LIMIT_FREE: "1000", COACH_DAILY_LIMIT_PAID: "1000", ENVIRONMENT: "e2e" },
});
let status = 1;
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  const res = spawnSync(`${root}/node_modules/.bin/playwright`, ["test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_STATE: persistTo },
  });
  status = res.status ?? 1;
} finally {
  worker.kill("SIGINT");
}
process.exit(status);
