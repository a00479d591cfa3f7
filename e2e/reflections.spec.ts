// Issue 19 §3: weekly reflections, made by the hourly cron at the person's local Sunday 19:00 and
// shown on /insights with quotes that open their entry in the diary's reading view.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

const ZONE = "Asia/Tokyo"; // UTC+9 all year: 19:00 there is 10:00 UTC
const ENTRIES = [
  "Work was hectic today and the deadline pressure is real. My manager added two more tasks.",
  "Slept badly again, awake at 3am thinking about the project at work.",
  "Had dinner with my sister and we laughed a lot; family time always resets me.",
];

/** The instant of 19:00 in Tokyo on the Sunday that ends the current Tokyo week (Monday to Sunday). */
function tokyoSunday19(now = Date.now()): number {
  const today = new Date(now + 9 * 3_600_000); // Tokyo's wall clock, read through the UTC getters
  const isoDay = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + (7 - isoDay), 10);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include("#reflections").analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function fireCron(page: Page, at: number) {
  // The local dev server's scheduled handler, at a simulated time (as the README describes).
  const res = await page.request.get(`/cdn-cgi/handler/scheduled?time=${at}`);
  expect(res.ok()).toBe(true);
}

test("a weekly reflection made by the cron at local Sunday 19:00 shows on /insights; a quote opens its entry", async ({ page }) => {
  test.setTimeout(120_000); // a build of the reflection through the local queue, and axe twice
  const { email, token } = await signUpViaApi(page, "Robin");
  const auth = { Authorization: `Bearer ${token}` };
  await setTier(page, email, "premium");
  expect((await page.request.patch("/api/user/profile", { data: { timeZone: ZONE }, headers: auth })).status()).toBe(200);
  for (const [i, content] of ENTRIES.entries()) {
    expect((await page.request.post("/api/journal", { data: { content, mood: [2, 3, 5][i] }, headers: auth })).status()).toBe(201);
  }

  // An hour early: nothing. At 19:00 local on Sunday: one reflection, through the queue.
  await fireCron(page, tokyoSunday19() - 3_600_000);
  await fireCron(page, tokyoSunday19());
  await expect(async () => {
    const list = await (await page.request.get("/api/reflections", { headers: auth })).json();
    expect(list).toHaveLength(1);
  }).toPass({ timeout: 30_000 });
  // Fired again (a retried cron): still one.
  await fireCron(page, tokyoSunday19());

  await page.goto("/dashboard");
  await expect(page.getByTestId("reflection-card")).toContainText("Your weekly reflection");
  await page.getByTestId("reflection-card").getByRole("link", { name: "Read reflection" }).click();
  await expect(page).toHaveURL(/\/insights#reflections$/);

  const section = page.getByRole("region", { name: "Weekly reflections" });
  const reflection = section.getByTestId("reflection");
  await expect(reflection).toContainText(/Week of/);
  await expect(reflection).toContainText("3 entries");
  await expect(reflection.getByTestId("mood-chart")).toContainText("Average mood over this week");
  await expect(section.getByRole("navigation", { name: "Earlier reflections" }).getByRole("button")).toHaveCount(1);

  const quotes = reflection.getByRole("list", { name: "Themes" }).getByRole("button");
  expect(await quotes.count()).toBeGreaterThanOrEqual(2);
  const quoteText = ((await quotes.first().textContent()) ?? "").replace(/: open this entry$/, "").replace(/^“|”$/g, "");
  expect(ENTRIES.some((e) => e.includes(quoteText))).toBe(true);
  // On a phone, light and dark: no serious accessibility problems.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await page.waitForTimeout(300); // colours settle after the theme switch
    expect(await seriousViolations(page), dark ? "dark" : "light").toEqual([]);
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // Keyboard: the quote is a button; Enter opens its entry in the diary's reading view.
  await quotes.first().focus();
  await page.keyboard.press("Enter");
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("article")).toContainText(quoteText);
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
});

test("a free person sees what reflections are and an upgrade button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpViaApi(page, "Sam");
  await page.goto("/insights");
  const section = page.getByRole("region", { name: "Weekly reflections" });
  await expect(section.getByTestId("reflections-upgrade")).toContainText("part of Premium and Pro");
  await section.getByRole("link", { name: "Upgrade" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
