import { expect, test, type Page } from "./test";
import { openDiaryOverlay as openOverlay, signUpViaApi } from "./helpers";

// Issue: the daily writing loop (confetti under the CSP, one mood scale, prompts by time of day).

/** Records every CSP violation the page reports, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const consoleCsp: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleCsp];
}

const bursts = (page: Page) => page.evaluate(() => Number(document.querySelector<HTMLCanvasElement>("canvas[data-testid=confetti-canvas]")?.dataset.bursts ?? 0));

/** Whether the confetti canvas has any painted pixel right now. */
const confettiDrawn = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("canvas[data-testid=confetti-canvas]");
    if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });

test("a diary save runs confetti on the app's canvas with no CSP violation; a heavy entry gets a gentle toast and none", async ({ page }) => {
  const violations = await watchCsp(page);
  await signUpViaApi(page, "Ari");
  const overlay = await openOverlay(page);
  const area = overlay.getByRole("textbox", { name: "Diary entry" });

  await area.fill("A good walk by the sea with my sister.");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your diary entry has been saved successfully.")).toBeVisible();
  await expect.poll(() => confettiDrawn(page), { timeout: 5_000, intervals: [50] }).toBe(true);
  expect(await bursts(page)).toBe(1);

  // Screened as distress: saved, said quietly, nothing celebrates.
  await area.fill("I feel so hopeless tonight.");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Be gentle with yourself today.")).toBeVisible();
  await expect(area).toHaveValue("");
  expect(await bursts(page)).toBe(1);
  expect(await violations()).toEqual([]);
});

test("the mood picked in the diary is the mood the dashboard shows, and two moods minutes apart make no trend", async ({ page }) => {
  await signUpViaApi(page, "Sam");
  const overlay = await openOverlay(page);
  const area = overlay.getByRole("textbox", { name: "Diary entry" });
  await overlay.getByRole("radio", { name: "Sad" }).click();
  await area.fill("Missing my grandmother today.");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(area).toHaveValue("");
  await overlay.getByRole("radio", { name: "Peaceful" }).click();
  await area.fill("A quiet hour in the garden after.");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(overlay.getByTestId("entry-counter")).toHaveText("2 saved");
  await overlay.getByRole("button", { name: "Close" }).click();

  await page.goto("/dashboard");
  const entries = page.getByTestId("recent-entry");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByTestId("entry-mood")).toHaveText(/😌 Peaceful/);
  await expect(entries.nth(1).getByTestId("entry-mood")).toHaveText(/😢 Sad/);
  await expect(entries.nth(1)).not.toContainText("Very Sad");

  // The Daily Reflection form offers the same five moods; what is picked there shows the same way.
  await page.getByLabel("What's on your mind today?").fill("Stuck in traffic for an hour.");
  await page.getByRole("button", { name: "Frustrated", exact: true }).click();
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0).getByTestId("entry-mood")).toHaveText(/😤 Frustrated/);

  // Three moods within minutes are one day: no 'Needs Attention', no trend at all yet.
  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByTestId("stat-entries")).toContainText("3");
  await expect(page.getByTestId("stat-trend")).toHaveCount(0);
  await expect(page.getByText("Needs Attention")).toHaveCount(0);
});

test("at 20:00 the overlay and /diary offer the same evening prompts; a first dashboard visit says Welcome", async ({ page }) => {
  await signUpViaApi(page, "Noa");
  // 20:00 on the browser's clock today (the time stands still; timers still run).
  const evening = new Date(await page.evaluate(() => Date.now()));
  evening.setHours(20, 0, 0, 0);
  await page.clock.setFixedTime(evening);
  const EVENING = ["Evening Reflection", "Daily Growth", "Tomorrow's Hope"];

  const overlay = await openOverlay(page);
  const cards = overlay.getByRole("list").first().getByRole("button");
  await expect(cards).toHaveCount(3);
  for (const [i, title] of EVENING.entries()) await expect(cards.nth(i)).toContainText(title);
  await overlay.getByRole("button", { name: "Close" }).click();

  await page.goto("/diary");
  for (const title of EVENING) await expect(page.getByRole("button", { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("button", { name: /Morning Reflection/ })).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Noa!");
  await expect(page.getByTestId("insight-text")).not.toContainText("Good morning");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Noa!");
});
