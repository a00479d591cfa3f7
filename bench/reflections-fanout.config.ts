// Runs bench/reflections-fanout.ts inside workerd (local D1), apart from the test suites:
//   npx vitest run -c bench/reflections-fanout.config.ts
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import PUSH_TEST_BINDINGS from "../worker/test/push-stub/test-bindings.json" with { type: "json" };

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@shared": fileURLToPath(new URL("../shared", import.meta.url)) } },
  plugins: [
    cloudflareTest(async () => ({
      main: "./worker/index.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("../migrations", import.meta.url))),
          JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
          AI_PROVIDER: "offline",
          ENVIRONMENT: "bench",
          ...PUSH_TEST_BINDINGS,
        },
      },
    })),
  ],
  test: { name: "bench", include: ["bench/reflections-fanout.ts"], testTimeout: 30 * 60_000, hookTimeout: 10 * 60_000 },
});
