import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** End-to-end tests drive Debian's Chromium; say how to get it instead of failing obscurely. */
export function requireChromium() {
  if (existsSync(CHROMIUM)) return;
  console.error(`Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
  process.exit(1);
}
