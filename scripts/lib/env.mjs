// Shared helpers for the start, dev and test scripts: .dev.vars, the build, wrangler.
import { spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
process.env.WRANGLER_SEND_METRICS = "false";

/** A Web Push VAPID key pair (P-256): the public key as an uncompressed point, both base64url. */
/** @returns {{ publicKey: string, privateKey: string }} */
export function vapidKeys() {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: String(jwk.d) };
}

/** Sets `NAME=value` in a .dev.vars text: replaces an empty or missing line, keeps a value already there. */
function withVar(text, name, value) {
  const line = new RegExp(`^${name}=(.*)$`, "m");
  const found = text.match(line);
  if (found && found[1].trim() !== "") return text;
  return found ? text.replace(line, `${name}=${value}`) : `${text.replace(/\n*$/, "\n")}${name}=${value}\n`;
}

/** Creates .dev.vars from the example with a fresh JWT secret, once; adds VAPID keys when missing. */
export function ensureDevVars() {
  const path = `${root}/.dev.vars`;
  if (!existsSync(path)) {
    const example = readFileSync(`${root}/.dev.vars.example`, "utf8");
    writeFileSync(path, example.replace(/^JWT_SECRET=.*$/m, `JWT_SECRET=${randomBytes(32).toString("hex")}`));
    console.log("Created .dev.vars with a new JWT secret.");
  }
  const text = readFileSync(path, "utf8");
  if (!/^VAPID_PUBLIC_KEY=\S/m.test(text) || !/^VAPID_PRIVATE_KEY=\S/m.test(text)) {
    const keys = vapidKeys();
    // Both or neither: a public key without its private key signs nothing.
    const cleared = text.replace(/^VAPID_(PUBLIC|PRIVATE)_KEY=.*$/gm, (l) => l.replace(/=.*$/, "="));
    writeFileSync(path, withVar(withVar(cleared, "VAPID_PUBLIC_KEY", keys.publicKey), "VAPID_PRIVATE_KEY", keys.privateKey));
    console.log("Added a new VAPID key pair (Web Push reminders) to .dev.vars.");
  }
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;

/** Runs a command to completion, failing loudly. */
/** @param {string} name @param {string[]} args @param {{ quiet?: boolean, env?: Record<string, string> }} [opts] */
export function run(name, args, opts = {}) {
  const res = spawnSync(bin(name), args, { cwd: root, stdio: opts.quiet ? "pipe" : "inherit", env: { ...process.env, CI: "true", ...opts.env } });
  if (res.status !== 0) {
    if (opts.quiet) process.stderr.write(`${res.stdout?.toString() ?? ""}${res.stderr?.toString() ?? ""}`);
    throw new Error(`${name} ${args.join(" ")} failed (${res.status})`);
  }
  return res;
}

/**
 * Builds the SPA into dist/ (or outDir, so parallel test runs do not share one folder). Mode
 * "e2e" is the production build plus the check of every API answer against the Worker's schemas.
 */
export function buildWeb(outDir, { manifest = false, mode = "production" } = {}) {
  run("vite", ["build", "--logLevel", "warn", "--mode", mode, ...(outDir ? ["--outDir", outDir] : []), ...(manifest ? ["--manifest"] : [])]);
}

export function applyMigrations(persistTo) {
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])], { quiet: true });
}

/**
 * Starts `wrangler dev` with remote bindings off (Workers AI would need a login).
 * @param {{ port: number | string, persistTo?: string, assets?: string, vars?: Record<string, string>, stdio?: import("node:child_process").StdioOptions }} opts
 */
export function startWorker({ port, persistTo, assets, vars = {}, stdio = "inherit" }) {
  const args = ["dev", "--local", "--port", String(port), "--ip", "127.0.0.1", "--show-interactive-dev-session=false"];
  if (persistTo) args.push("--persist-to", persistTo);
  if (assets) args.push("--assets", assets);
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  return spawn(bin("wrangler"), args, { cwd: root, stdio, env: { ...process.env, FORCE_COLOR: "0" } });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}
