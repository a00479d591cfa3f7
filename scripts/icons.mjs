// Makes the app's PNG icons from web/public/icon.svg with Chromium screenshots (no image library):
//   web/public/icons/icon-192.png, icon-512.png          purpose "any": the icon as drawn
//   web/public/icons/maskable-192.png, maskable-512.png  purpose "maskable": full-bleed background,
//                                                        artwork inside the central 80% safe zone
//   web/public/icons/apple-touch-icon.png (180)          opaque square; iOS rounds it itself
// Run: node scripts/icons.mjs  (then commit the PNGs). Uses the browser lib/bootstrap.mjs finds.
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath, ensureBrowser } from "./lib/bootstrap.mjs";

await ensureBrowser();
const CHROMIUM = chromiumPath();
const root = new URL("../", import.meta.url);
const svg = readFileSync(new URL("web/public/icon.svg", root), "utf8");
const out = new URL("web/public/icons/", root);
mkdirSync(out, { recursive: true });

// The artwork without its rounded background, for the full-bleed variants.
const background = svg.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/)?.[1] ?? "#0f766e";
const artwork = svg
  .replace(/<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<rect[^>]*\/>/, "");
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${artwork}</g></svg>`;

const variants = [
  { file: "icon-192.png", size: 192, svg },
  { file: "icon-512.png", size: 512, svg },
  // The safe zone is a circle of radius 40% of the size: the artwork (about 40 of 64 units wide) is shrunk to fit in it.
  { file: "maskable-192.png", size: 192, svg: fullBleed(0.8) },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
try {
  for (const v of variants) {
    const page = await browser.newPage({ viewport: { width: v.size, height: v.size }, deviceScaleFactor: 1 });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(v.svg).toString("base64")}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${v.size}" height="${v.size}" style="display:block"></body></html>`);
    await page.waitForFunction(() => document.images[0]?.complete);
    await page.screenshot({ path: new URL(v.file, out).pathname, omitBackground: true, clip: { x: 0, y: 0, width: v.size, height: v.size } });
    await page.close();
    console.log(`web/public/icons/${v.file} (${v.size}x${v.size})`);
  }
} finally {
  await browser.close();
}
