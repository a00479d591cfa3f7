// End-to-end tests: a fresh local app (own D1/KV/R2 state) in workerd, driven by Playwright in
// Chromium (lib/bootstrap.mjs finds or installs it). Extra arguments go to `playwright test`.
import { rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { ensureBrowser, ensureNode22 } from "./lib/bootstrap.mjs";

await ensureNode22();
await ensureBrowser();
const { applyMigrations, buildWeb, ensureDevVars, root, startWorker, waitForHttp } = await import("./lib/env.mjs");
const { seedAudio } = await import("./seed-audio.mjs");
const { default: STRIPE_TEST_BINDINGS } = await import("../worker/test/stripe-stub/test-bindings.json", { with: { type: "json" } });
const { spawnStripeStub } = await import("../worker/test/stripe-stub/server.mjs");
const { spawnPushStub } = await import("../worker/test/push-stub/server.mjs");

ensureDevVars();
const port = Number(process.env.E2E_PORT ?? 8799);
// Own state and build folder per port, so two runs on one machine do not collide.
const persistTo = `${root}/.wrangler/e2e-state-${port}`;
const assets = `${root}/.tmp/e2e-dist-${port}`;
rmSync(persistTo, { recursive: true, force: true });

if (!process.env.E2E_SKIP_BUILD) buildWeb(assets, { mode: "e2e" });
applyMigrations(persistTo);
await seedAudio(persistTo);

// Payments against the local Stripe stub (no network here); E2E_STRIPE_STUB=0 runs without Stripe keys.
// Its own process: spawnSync below blocks this one's event loop while Playwright runs.
const stripeStub = process.env.E2E_STRIPE_STUB === "0" ? null : await spawnStripeStub();
const stripeVars = stripeStub ? { STRIPE_API_BASE: stripeStub.url, ...STRIPE_TEST_BINDINGS } : {};
// Web Push: no push service is reachable offline; the Worker sends to a local stub instead.
const pushStub = await spawnPushStub();

const worker = startWorker({
  port,
  persistTo,
  assets,
  stdio: ["ignore", "ignore", "inherit"],
  vars: {
    AI_PROVIDER: "offline",
    AUTH_RATE_LIMIT: "10000",
    COACH_DAILY_LIMIT_FREE: "1000",
    COACH_DAILY_LIMIT_PAID: "1000",
    ENVIRONMENT: "e2e",
    PUSH_API_BASE: pushStub.url,
    ...stripeVars,
  },
});
let status = 1;
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  const res = spawnSync(`${root}/node_modules/.bin/playwright`, ["test", "-c", "e2e/playwright.config.ts", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      E2E_STATE: persistTo,
      E2E_PUSH_STUB_URL: pushStub.url,
      ...(stripeStub && { E2E_STRIPE_STUB_URL: stripeStub.url }),
    },
  });
  status = res.status ?? 1;
} finally {
  worker.kill("SIGINT");
  stripeStub?.kill();
  pushStub.kill();
}
process.exit(status);
