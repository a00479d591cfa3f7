// Screenshots of pages for a human look: node scripts/screenshots.mjs http://127.0.0.1:8787 / /auth ...
// Writes .tmp/shots/<page>-<width>-<theme>.png. Set TOKEN and USER_JSON to shoot signed-in pages;
// the path "overlay" opens the diary overlay from the phone menu, as a person would (375 px only).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumPath } from "./lib/bootstrap.mjs";

const [base, ...paths] = process.argv.slice(2);
const out = ".tmp/shots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const theme of /** @type {const} */ (["light", "dark"])) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 800 }, colorScheme: theme });
    await page.goto(base);
    await page.evaluate(
      ([t, token, user]) => {
        localStorage.setItem("theme", t);
        if (token) {
          localStorage.setItem("auth_token", token);
          localStorage.setItem("auth_user", user);
        }
      },
      [theme, process.env.TOKEN ?? "", process.env.USER_JSON ?? ""],
    );
    for (const path of paths) {
      if (path === "overlay" && width > 500) continue; // opened from the phone menu
      if (path === "overlay") {
        await page.goto(base + "/", { waitUntil: "networkidle" });
        const menu = page.getByRole("button", { name: "Open menu" });
        if (await menu.isVisible()) await menu.click();
        await page.getByRole("button", { name: "My Diary" }).first().click();
        await page.getByRole("dialog", { name: "My Diary" }).waitFor();
      } else await page.goto(base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(400);
      const name = path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home";
      await page.screenshot({ path: `${out}/${name}-${width}-${theme}.png`, fullPage: process.env.FULL === "1" });
    }
    await page.close();
  }
}
await browser.close();
console.log(`screenshots in ${out}`);
