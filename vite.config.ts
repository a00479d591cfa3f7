import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { prerender } from "./scripts/lib/vite-prerender.mjs";
import { SECURITY_HEADERS } from "./worker/lib/security-headers.ts";

/** Writes dist/_headers so static assets get the same security headers as the API. */
function securityHeadersFile(): Plugin {
  return {
    name: "clearday-security-headers",
    apply: "build",
    generateBundle() {
      const lines = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
      const source = ["/*", ...lines, "", "/assets/*", "  Cache-Control: public, max-age=31536000, immutable", ""].join("\n");
      this.emitFile({ type: "asset", fileName: "_headers", source });
    },
  };
}

export default defineConfig(async ({ command }) => ({
  root: "web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    securityHeadersFile(),
    prerender({ configFile: fileURLToPath(import.meta.url) }),
    // `npm run dev`: the Worker runs in workerd next to Vite's hot-reloading dev server.
    ...(command === "serve" && !process.env.VITEST ? [(await import("@cloudflare/vite-plugin")).cloudflare({ configPath: "../wrangler.toml", remoteBindings: false })] : []),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./web/src", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: { outDir: "../dist", emptyOutDir: true, target: "es2022", sourcemap: false },
}));
