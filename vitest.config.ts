import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
// Stripe stub ids, shared with scripts/e2e.mjs.
import STRIPE_TEST_BINDINGS from "./worker/test/stripe-stub/test-bindings.json" with { type: "json" };
// Test-only VAPID keys; push requests go to the local push-service stub.
import PUSH_TEST_BINDINGS from "./worker/test/push-stub/test-bindings.json" with { type: "json" };

const alias = {
  "@": fileURLToPath(new URL("./web/src", import.meta.url)),
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

// A 2-core machine running both projects at once can take seconds over a CPU-heavy test (mp3
// encoding, PNG re-encoding): time limits are for hangs, not speed.
const TEST_TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic (worker and web), in Node: fast.
        resolve: { alias },
        test: {
          name: "unit",
          testTimeout: TEST_TIMEOUT_MS,
          include: ["shared/**/*.unit.test.ts", "worker/**/*.unit.test.ts", "web/src/**/*.unit.test.ts", "scripts/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        // The Worker inside workerd, against the real migrations on local D1, KV, R2 and Queues.
        resolve: { alias },
        plugins: [
          cloudflareTest(async ({ inject }) => ({
            main: "./worker/index.ts",
            // Workers AI is remote-only; tests use the offline coach and mock models.
            remoteBindings: false,
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
                JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
                AI_PROVIDER: "offline",
                ENVIRONMENT: "test",
                // Stripe: the local stub started by worker/test/stripe-stub/global-setup.ts.
                ...STRIPE_TEST_BINDINGS,
                STRIPE_API_BASE: inject("stripeStubUrl"),
                ...PUSH_TEST_BINDINGS,
                PUSH_API_BASE: inject("pushStubUrl"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          testTimeout: TEST_TIMEOUT_MS,
          include: ["worker/test/**/*.test.ts"],
          setupFiles: ["./worker/test/workerd-als.ts", "./worker/test/setup.ts"],
          globalSetup: ["./worker/test/stripe-stub/global-setup.ts", "./worker/test/push-stub/global-setup.ts"],
        },
      },
    ],
  },
});
