// Runs bench/safety-timing.ts inside workerd, apart from the test suites:
//   npx vitest run -c bench/safety-timing.config.ts
import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { "@shared": fileURLToPath(new URL("../shared", import.meta.url)) } },
  plugins: [
    cloudflareTest(async () => ({
      main: "./worker/index.ts",
      remoteBindings: false,
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: { bindings: { JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123", AI_PROVIDER: "offline", ENVIRONMENT: "bench" } },
    })),
  ],
  test: { name: "bench", include: ["bench/safety-timing.ts"], testTimeout: 10 * 60_000 },
});
