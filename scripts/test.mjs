// `npm test`: every layer, in order: types, lint (ESLint: import boundaries, hooks, accessibility,
// floating promises), formatting (Prettier), unit and Worker integration (vitest, inside workerd for the Worker), then
// end-to-end in Chromium. Stops at the first failing layer.
// It first provides what it needs: Node 22 and a browser (lib/bootstrap.mjs).
import { spawnSync } from "node:child_process";
import { ensureBrowser, ensureNode22, say } from "./lib/bootstrap.mjs";

await ensureNode22();
await ensureBrowser();
const { root } = await import("./lib/env.mjs");

/** @type {[string, string, string[]][]} */
const steps = [
  // TypeScript 7 by its own path: node_modules/.bin/tsc may be TypeScript 6, which typescript-eslint
  // needs beside it (decision 0089). The DOM, node and workers types cannot share one program, so
  // the end-to-end specs, the benches and the scripts have their own tsconfigs.
  ["Type check", "node", ["node_modules/typescript7/bin/tsc", "-b"]],
  ["Type check: end-to-end specs", "node", ["node_modules/typescript7/bin/tsc", "-p", "e2e"]],
  ["Type check: benches", "node", ["node_modules/typescript7/bin/tsc", "-p", "bench"]],
  ["Type check: scripts and tool configs", "node", ["node_modules/typescript7/bin/tsc", "-p", "scripts"]],
  ["Type check: the .mjs scripts and benches (JSDoc)", "node", ["node_modules/typescript7/bin/tsc", "-p", "scripts/tsconfig.mjs.json"]],
  ["Lint", "eslint", ["."]],
  ["Format check", "prettier", ["--check", "."]],
  ["Unit and Worker integration tests", "vitest", ["run"]],
  ["End-to-end tests", "node", ["scripts/e2e.mjs"]],
];
for (const [title, cmd, args] of steps) {
  say(title);
  const bin = cmd === "node" ? process.execPath : `${root}/node_modules/.bin/${cmd}`;
  const res = spawnSync(bin, args, { cwd: root, stdio: "inherit" });
  if (res.status !== 0) {
    console.error(`\n✗ ${title} failed.`);
    process.exit(res.status ?? 1);
  }
}
console.log("\n✓ All tests passed.");
