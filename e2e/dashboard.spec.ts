import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";
import { setTier } from "./tier";

// In order, in one worker: setTier's `wrangler d1 execute` briefly locks the local database,
// which stalls a parallel test's requests on the same Worker.
test.describe.configure({ mode: "default" });

const DATE_FORMAT = /^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`);
}

test("signed out, the dashboard asks to sign in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByText("Sign In Required")).toBeVisible();
  await page.locator("#main").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a new free user sees an empty dashboard with every part in place", async ({ page }) => {
  await signUpViaApi(page, "Robin");
  await page.goto("/dashboard");
  // A first visit is a welcome, not a welcome back.
  await expect(page.getByRole("heading", { name: "Welcome, Robin!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Chat with Mindy" })).toHaveAttribute("href", "/chat");
  await expect(page.getByTestId("sos-button")).toBeVisible();

  // Counters: today's insight was made on demand for the new account; no entries yet.
  await expect(page.getByTestId("counter-insights")).toContainText("1");
  await expect(page.getByTestId("counter-entries")).toContainText("0");
  await expect(page.getByTestId("insight-text")).not.toBeEmpty();
  await expect(page.getByTestId("insight-category")).not.toBeEmpty();

  const assessment = page.getByTestId("assessment-card");
  await expect(assessment.getByText("Complete Your Assessment")).toBeVisible();
  await expect(assessment.getByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");

  // Journal is the default tab.
  await expect(page.getByRole("tab", { name: "Journal" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Daily Reflection", { exact: true })).toBeVisible();
  await expect(page.getByText("Your entries are completely private. Upgrade for AI insights.")).toBeVisible();
  await expect(page.getByText("No journal entries yet")).toBeVisible();
  await expect(page.getByText("Start by writing your first daily reflection above.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Entry" })).toBeDisabled();

  // Sidebar.
  const stats = page.getByTestId("quick-stats");
  await expect(stats).toContainText("Assessment completeNo");
  await expect(stats).toContainText("Journal entries0");
  await expect(stats).toContainText("PlanFree");
  await expect(page.getByRole("link", { name: "Take Assessment" })).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByTestId("plan-card").getByRole("link", { name: "Start Premium Trial" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Progress tab: zero streak, no trend, the free upsell.
  await page.getByRole("button", { name: "View Progress" }).click();
  await expect(page.getByRole("tab", { name: "Progress" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("stat-streak")).toContainText("0 days");
  await expect(page.getByTestId("stat-assessment")).toContainText("Not completed");
  await expect(page.getByTestId("stat-trend")).toHaveCount(0);
  await expect(page.getByText("Daily Reflections")).toBeVisible();
  await expect(page.getByText("AI Insights Received")).toHaveCount(0);
  await expect(page.getByText("Unlock Advanced Progress Tracking")).toBeVisible();
  await expect(page.getByText("Premium Feature")).toBeVisible();
  await expect(page.getByTestId("mood-chart")).toContainText("No moods recorded in the last 30 days yet.");

  // AI Coach tab: the sample preview, truncated to 8 lines until expanded.
  await page.getByRole("tab", { name: "AI Coach" }).click();
  const response = page.getByTestId("sample-response");
  await expect(response).toHaveClass(/line-clamp-8/);
  // Cut at a word with exactly one ellipsis, and short enough that the clamp itself cuts nothing (even at 375 px).
  const collapsed = await response.innerText();
  expect(collapsed).toMatch(/\w…$/);
  expect(collapsed.match(/…|\.\.\./g)).toHaveLength(1);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await response.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(1);
  }
  await page.getByRole("button", { name: "Show Full Response" }).click();
  await expect(response).not.toHaveClass(/line-clamp-8/);
  await expect(response).toContainText("a strong, healthy step.");
  await expect(response).not.toContainText("…");
  await expect(page.getByTestId("coach-sample").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
  expect(await seriousViolations(page)).toEqual([]);
});

test("the dashboard's reads start while its code is still downloading, so no card arrives late and pushes the page down", async ({ page }) => {
  await signUpViaApi(page, "Robin");
  // Hold the page's chunk back: its reads must not wait for it.
  await page.route(/\/assets\/dashboard-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const events: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/assessments") events.push("assessments requested");
  });
  page.on("requestfinished", (r) => {
    if (/\/dashboard-page-[^/]*\.js$/.test(new URL(r.url()).pathname)) events.push("chunk loaded");
  });
  await page.goto("/dashboard");
  await expect(page.getByTestId("assessment-card")).toBeVisible();
  expect(events.slice(0, 2)).toEqual(["assessments requested", "chunk loaded"]);
});

test("a free user writes entries: toast, list, counters, streak and mood trend", async ({ page }) => {
  await signUpViaApi(page, "Kai");
  await page.goto("/dashboard");
  const box = page.getByLabel("What's on your mind today?");

  // A failed save keeps the text and says why.
  await page.route("**/api/journal", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "The diary is resting." }) })
      : route.fallback(),
  );
  await box.fill("  A slow morning, then a good talk with a friend.  ");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Failed to save entry")).toBeVisible();
  await expect(page.getByText("The diary is resting.")).toBeVisible();
  await expect(box).toHaveValue("  A slow morning, then a good talk with a friend.  ");
  await page.unroute("**/api/journal");

  await page.getByRole("button", { name: "Sad", exact: true }).click();
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();
  await expect(page.getByText("Entry saved successfully.")).toBeVisible();
  await expect(box).toHaveValue("");
  const entries = page.getByTestId("recent-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("A slow morning, then a good talk with a friend.");
  await expect(entries.first().locator("time")).toHaveText(DATE_FORMAT);
  await expect(entries.first()).toContainText("Reflective");
  await expect(page.getByTestId("counter-entries")).toContainText("1");

  await box.fill("Evening: feeling lighter after a walk.");
  await page.getByRole("button", { name: "Happy", exact: true }).click();
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText("Evening: feeling lighter");
  await expect(page.getByTestId("quick-stats")).toContainText("Journal entries2");

  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByTestId("stat-entries")).toContainText("2");
  await expect(page.getByTestId("stat-streak")).toContainText("1 day");
  // Two moods minutes apart are one day, not a trend (decision 0021).
  await expect(page.getByTestId("stat-trend")).toHaveCount(0);
  await expect(page.getByText("1/7")).toBeVisible();
  await expect(page.getByTestId("mood-chart")).toContainText("from 1 day with a mood");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a diary save from the overlay updates the dashboard's counter and list without a reload", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, "Ash");
  await page.goto("/dashboard");
  await expect(page.getByTestId("counter-entries")).toContainText("0");
  await expect(page.getByText("No journal entries yet")).toBeVisible();
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "My Diary" }).click();
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await overlay.getByRole("radio", { name: "Happy" }).click();
  await overlay.getByRole("textbox", { name: "Diary entry" }).fill("Wrote this from the overlay, over the dashboard.");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your diary entry has been saved successfully.")).toBeVisible();
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();

  await expect(page.getByTestId("counter-entries")).toContainText("1");
  await expect(page.getByTestId("quick-stats")).toContainText("Journal entries1");
  await expect(page.getByTestId("recent-entry")).toHaveCount(1);
  await expect(page.getByTestId("recent-entry").first()).toContainText("Wrote this from the overlay");
  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByTestId("mood-chart")).toContainText("from 1 day with a mood");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

/** Lets the first POST /api/journal reach the server, then answers the browser with `lose` instead of the server's reply. */
async function loseFirstReply(page: Page, lose: "gateway-error" | "dropped") {
  const sent: { content: string; clientId: string }[] = [];
  let lost = false;
  await page.route("**/api/journal", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    sent.push(route.request().postDataJSON());
    if (lost) return route.fallback();
    lost = true;
    const stored = await route.fetch();
    expect(stored.status()).toBe(201);
    if (lose === "dropped") await route.abort("connectionreset");
    else await route.fulfill({ status: 502, contentType: "text/plain", body: "Bad Gateway" });
  });
  return sent;
}

async function savedContents(page: Page, token: string): Promise<string[]> {
  const res = await page.request.get("/api/journal", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).map((e: { content: string }) => e.content);
}

test("the Daily Reflection form keeps an edit made after a save whose reply was lost", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Lee");
  await page.goto("/dashboard");
  const box = page.getByLabel("What's on your mind today?");
  const sent = await loseFirstReply(page, "gateway-error");

  // The first save reaches the server, but its reply is lost on the way back.
  await box.fill("A first version of today.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Failed to save entry")).toBeVisible();
  await expect(box).toHaveValue("A first version of today.");

  // The person edits and saves again: the edit is stored as written, under a new client id.
  await box.fill("A first version of today, and what I understood later.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();
  await expect(box).toHaveValue("");
  expect(sent.map((s) => s.content)).toEqual(["A first version of today.", "A first version of today, and what I understood later."]);
  expect(sent[1]!.clientId).not.toBe(sent[0]!.clientId);
  expect(await savedContents(page, token)).toEqual(["A first version of today, and what I understood later.", "A first version of today."]);
  await expect(page.getByTestId("recent-entry").first()).toContainText("and what I understood later");
  await expect(page.getByTestId("counter-entries")).toContainText("2");
});

test("a Daily Reflection save whose connection drops is kept on the device and sent again, stored once", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Rae");
  await page.goto("/dashboard");
  const box = page.getByLabel("What's on your mind today?");
  const sent = await loseFirstReply(page, "dropped");

  await box.fill("Written just as the train went into a tunnel.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Kept on this device")).toBeVisible();
  // Online, the words stay on screen until the resend is confirmed.
  await expect(box).toHaveValue("Written just as the train went into a tunnel.");

  // The queue sends the same draft again a few seconds later: the server already had it, so it stays one entry.
  await expect(page.getByTestId("counter-entries")).toContainText("1", { timeout: 20_000 });
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(2);
  await expect(box).toHaveValue("");
  expect(sent[1]).toEqual(sent[0]);
  expect(await savedContents(page, token)).toEqual(["Written just as the train went into a tunnel."]);
  await expect(page.getByTestId("recent-entry")).toHaveCount(1);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("clearday.journalDraft.")))).toEqual([]);
});

test("a Daily Reflection edited after a save whose reply was dropped keeps the edit, and the server stores it as written", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Ivo");
  await page.goto("/dashboard");
  const box = page.getByLabel("What's on your mind today?");
  const sent = await loseFirstReply(page, "dropped");

  // The first save reaches the server; its reply is aborted on the way back.
  await box.fill("Rain all day.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Kept on this device")).toBeVisible();
  await expect(box).toHaveValue("Rain all day.");

  // The person edits. The queue's resend of the first version is confirmed meanwhile; the edit stays.
  await box.fill("Rain all day, and then a rainbow over the harbour.");
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(2);
  expect(sent[1]).toEqual(sent[0]);
  await expect(page.getByText("Back online")).toBeVisible();
  await expect(box).toHaveValue("Rain all day, and then a rainbow over the harbour.");

  // Saved again: under a new client id, stored as written; the first version is there once.
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Journal entry saved")).toBeVisible();
  await expect(box).toHaveValue("");
  expect(sent).toHaveLength(3);
  expect(sent[2]!.content).toBe("Rain all day, and then a rainbow over the harbour.");
  expect(sent[2]!.clientId).not.toBe(sent[0]!.clientId);
  expect(await savedContents(page, token)).toEqual(["Rain all day, and then a rainbow over the harbour.", "Rain all day."]);
  await expect(page.getByTestId("recent-entry").first()).toContainText("and then a rainbow");
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("clearday.journalDraft.")))).toEqual([]);
});

test("a premium user gets the paid note, three insights, the chat panel and the premium plan card", async ({ page }) => {
  // Two setTier calls each start wrangler (several seconds on a busy machine).
  test.setTimeout(150_000);
  const { email } = await signUpViaApi(page, "Noor");
  await setTier(page, email, "premium");
  await page.goto("/dashboard");
  await expect(page.getByText("Your entries are completely private and will receive AI insights.")).toBeVisible();
  await expect(page.getByTestId("counter-insights")).toContainText("3");
  await expect(page.getByTestId("quick-stats")).toContainText("PlanPremium");
  const plan = page.getByTestId("plan-card");
  await expect(plan).toContainText("Premium Active");
  await expect(plan.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Progress" }).click();
  await expect(page.getByText("AI Insights Received")).toBeVisible();
  await expect(page.getByText("Unlock Advanced Progress Tracking")).toHaveCount(0);

  await page.getByRole("tab", { name: "AI Coach" }).click();
  await expect(page.getByTestId("coach-sample")).toHaveCount(0);
  await expect(page.getByText("Your AI Life Coach Mindy")).toBeVisible();

  await setTier(page, email, "pro");
  await page.reload();
  await expect(page.getByTestId("plan-card")).toContainText("Pro Transformation Active");
  await expect(page.getByRole("list", { name: "Your active Pro features" })).toBeVisible();
});

test.describe("time zone", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  test("an account on UTC quietly takes the browser's zone, once", async ({ page }) => {
    const { token } = await signUpViaApi(page);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await expect.poll(async () => (await (await page.request.get("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } })).json()).timeZone).toBe("Asia/Tokyo");
    const summary = await (await page.request.get("/api/dashboard/summary", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(summary.timeZone).toBe("Asia/Tokyo");
  });
});

test("/coaching and /insights", async ({ page }) => {
  await page.goto("/insights");
  await expect(page.getByText("Sign In to View Insights")).toBeVisible();
  await page.goto("/coaching");
  await expect(page.locator("#main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");

  await signUpViaApi(page);
  await page.goto("/coaching");
  for (const name of ["Daily Conversations", "Goal Setting", "Progress Tracking"]) await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("link", { name: "Start Coaching Session" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/insights");
  for (const name of ["Daily Insights", "Mood Patterns", "Personal Growth"]) await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("link", { name: "View Full Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe("streaks", () => {
  test.use({ timezoneId: "UTC" });
  test("a missed day between two written days shows as a rest day, and the streak goes on", async ({ page }) => {
    const { token } = await signUpViaApi(page);
    const auth = { Authorization: `Bearer ${token}` };
    // Written the day before yesterday (a dated file, imported) and today; yesterday is missed.
    const day = (age: number) => new Date(Date.now() - age * 86_400_000).toISOString().slice(0, 10);
    const preview = await page.request.post("/api/imports", {
      headers: auth,
      multipart: { file: { name: `${day(2)}.md`, mimeType: "text/markdown", buffer: Buffer.from("A long walk, then soup.") } },
    });
    expect(preview.status()).toBe(201);
    const { id } = await preview.json();
    expect((await page.request.post(`/api/imports/${id}/confirm`, { headers: auth })).status()).toBe(202);
    await expect.poll(async () => (await (await page.request.get(`/api/imports/${id}`, { headers: auth })).json()).status).toBe("done");
    expect((await page.request.post("/api/journal", { headers: auth, data: { content: "Back at it today." } })).status()).toBe(201);

    await page.goto("/dashboard");
    await page.getByRole("tab", { name: "Progress" }).click();
    await expect(page.getByTestId("stat-streak")).toContainText("2 days");
    await expect(page.getByTestId("stat-streak")).toContainText("with a rest day");
    await expect(page.getByTestId("stat-longest")).toContainText("2 days");
    const dots = page.getByTestId("week-dots").getByRole("listitem");
    await expect(dots).toHaveCount(7);
    await expect(dots.nth(4)).toHaveAttribute("data-state", "written");
    await expect(dots.nth(5)).toHaveAttribute("data-state", "rest");
    await expect(dots.nth(5)).toContainText("rest day");
    await expect(dots.nth(6)).toHaveAttribute("data-state", "written");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
