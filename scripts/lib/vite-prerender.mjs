// Vite plugin: after the client build, render the public landing pages to static HTML, so they
// paint before the JavaScript has loaded (docs/decisions/0060-prerendered-landing-pages.md).
// The pages come from web/src/prerender.tsx, built for Node into a scratch folder and run once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const ROOT_DIV = '<div id="root"></div>';

/** The file Workers Static Assets serves for a path ("/auth" → auth.html). */
const fileFor = (path) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

export function prerender({ configFile }) {
  let outDir;
  let root;
  return {
    name: "clearday-prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      const scratch = resolve(root, "../.tmp/prerender", String(process.pid));
      rmSync(scratch, { recursive: true, force: true });
      await build({
        configFile,
        logLevel: "warn",
        build: { ssr: "src/prerender.tsx", outDir: scratch, emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: "prerender.mjs" } } },
      });
      const { render, PRERENDERED_PATHS } = await import(pathToFileURL(join(scratch, "prerender.mjs")).href);
      const template = readFileSync(join(outDir, "index.html"), "utf8");
      if (!template.includes(ROOT_DIV)) throw new Error(`prerender: index.html has no ${ROOT_DIV}`);
      for (const path of PRERENDERED_PATHS) {
        const body = await render(path);
        const html = template.replace('<html lang="en">', `<html lang="en" data-prerendered="${path}">`).replace(ROOT_DIV, `<div id="root">${body}</div>`);
        const file = join(outDir, fileFor(path));
        mkdirSync(resolve(file, ".."), { recursive: true });
        writeFileSync(file, html);
      }
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
