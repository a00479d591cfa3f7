import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { readFile } from "node:fs/promises";
import { promptSetFor } from "../shared/diary";
import { openDiaryOverlay as openOverlay, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

const seriousAxe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");

/** The page's text area opens full screen on focus; types there and leaves with Escape. */
async function writeOnPage(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Diary entry", exact: true }).click();
  const full = page.getByTestId("full-screen-writer");
  await expect(full).toBeVisible();
  await full.getByRole("textbox").fill(text);
  await page.keyboard.press("Escape");
  await expect(full).toBeHidden();
}

async function saveOnPage(page: Page) {
  await page.getByRole("button", { name: "Save Entry" }).click();
  // Cleared only on a confirmed save; a previous toast may still be fading out beside the new one.
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toHaveValue("");
  await expect(page.getByText("Entry Saved", { exact: true }).first()).toBeVisible();
}

test("overlay: write with a mood and an emoji, save, and browse past entries", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Robin");
  const overlay = await openOverlay(page);
  await expect(overlay.getByRole("heading", { name: "Robin's Diary" })).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "Today's Prompts" })).toBeVisible();
  await expect(overlay.getByRole("list").first().getByRole("button")).toHaveCount(3);
  expect(await seriousAxe(page)).toEqual([]);

  // First entry: mood Happy, text, and an emoji inserted at the caret.
  await overlay.getByRole("radio", { name: "Happy" }).click();
  const area = overlay.getByRole("textbox", { name: "Diary entry" });
  await area.fill("Walked by the river");
  await area.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
  await overlay.getByRole("button", { name: "Add emoji" }).click();
  await expect(page.getByRole("tab", { name: /emotions/ })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Insert 😊" }).click();
  await expect(area).toHaveValue("Walked😊 by the river");
  await expect(area).toBeFocused();
  expect(await area.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(8);
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your diary entry has been saved successfully.")).toBeVisible();
  await expect(area).toHaveValue("");
  await expect(overlay.getByRole("radio", { name: "Happy" })).toHaveAttribute("aria-checked", "false");
  // Composed as on /diary: "title: prompt", a blank line, the text.
  const [first] = promptSetFor(new Date(await page.evaluate(() => Date.now())));
  const stored = await (await page.request.get("/api/journal", { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(stored[0].content).toBe(`${first!.title}: ${first!.prompt}\n\nWalked😊 by the river`);

  // Second entry, mood Sad.
  await overlay.getByRole("radio", { name: "Sad" }).click();
  await area.fill("A heavy afternoon at work");
  await overlay.getByRole("button", { name: "Save", exact: true }).click();
  await expect(overlay.getByTestId("entry-counter")).toHaveText("2 saved");

  // Browse: newest first, buttons off at the ends.
  const next = overlay.getByRole("button", { name: "Next" });
  const prev = overlay.getByRole("button", { name: "Prev" });
  await next.click();
  await expect(overlay.getByTestId("entry-counter")).toHaveText("1/2");
  await expect(overlay.getByText("A heavy afternoon at work")).toBeVisible();
  await expect(overlay.getByText(/Reflective/)).toBeVisible();
  await expect(prev).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(overlay.getByTestId("entry-counter")).toHaveText("2/2");
  await expect(overlay.getByText("Walked😊 by the river")).toBeVisible();
  await expect(overlay.getByText(/Positive/)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(overlay.getByRole("button", { name: "Create Snapshot" })).toBeVisible();
  await overlay.getByRole("button", { name: "Write New Entry" }).click();
  await expect(area).toBeVisible();

  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
});

test("/diary: prompts, full-screen writing, save and browse, Free Account badge and upsell after the third entry", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/diary");
  await expect(page.getByText("Free Account")).toBeVisible();
  // The same prompts by time of day as the overlay (the browser's clock is this machine's).
  const prompts = promptSetFor(new Date(await page.evaluate(() => Date.now())));
  for (const { title } of prompts) {
    await expect(page.getByRole("button", { name: new RegExp(title) })).toBeVisible();
  }
  const second = prompts[1]!.title;
  await expect(page.getByText("No entries yet")).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);

  await page.getByRole("button", { name: new RegExp(second) }).click();
  await expect(page.getByRole("button", { name: new RegExp(second) })).toHaveAttribute("aria-pressed", "true");

  // Full screen opens on focus and closes with Escape, the close button, or 'Exit Full Screen'.
  await page.getByRole("textbox", { name: "Diary entry", exact: true }).click();
  const full = page.getByTestId("full-screen-writer");
  await expect(full).toBeVisible();
  await full.getByRole("button", { name: "Close full screen" }).click();
  await expect(full).toBeHidden();
  await page.getByRole("button", { name: "Full Screen" }).click();
  await full.getByRole("textbox").fill("Finished the report early");
  await full.getByRole("button", { name: "Exit Full Screen" }).click();
  await expect(full).toBeHidden();
  await expect(page.getByTestId("char-count")).toHaveText("25 characters");
  await saveOnPage(page);
  await expect(page.getByText("Entry saved successfully.").first()).toBeVisible();
  await expect(page.getByText("Get AI Insights on Your Journal Entries")).toBeHidden();

  await writeOnPage(page, "Second entry");
  await saveOnPage(page);
  await writeOnPage(page, "Third entry");
  await saveOnPage(page);

  await expect(page.getByText("Get AI Insights on Your Journal Entries")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
  const counter = page.getByTestId("page-entry-counter");
  await expect(counter).toHaveText("1 / 3");
  await expect(page.getByText("Third entry")).toBeVisible();
  await page.getByRole("button", { name: "Next entry" }).click();
  await page.getByRole("button", { name: "Next entry" }).click();
  await expect(counter).toHaveText("3 / 3");
  // Composed as "title: prompt", a blank line, then the text; the header is shown apart.
  await expect(page.getByRole("article").getByText(second, { exact: true })).toBeVisible();
  await expect(page.getByText("Finished the report early")).toBeVisible();

  // Delete with a confirmation.
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByText("Entry deleted", { exact: true })).toBeVisible();
  await expect(counter).toHaveText("2 / 2");

  await page.getByRole("button", { name: "Close diary" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a draft survives a reload, and a save that fails keeps the text until the server confirms", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/diary");
  await page.getByRole("radio", { name: "Peaceful" }).click();
  await writeOnPage(page, "Words I must not lose");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toHaveValue("Words I must not lose");
  await expect(page.getByRole("radio", { name: "Peaceful" })).toHaveAttribute("aria-checked", "true");

  // The first save fails.
  let failed = false;
  await page.route("**/api/journal", async (route) => {
    if (route.request().method() === "POST" && !failed) {
      failed = true;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: "Service unavailable" }) });
    } else await route.fallback();
  });
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("Failed to save your diary entry. Please try again.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toHaveValue("Words I must not lose");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toHaveValue("Words I must not lose");

  // Saving again works; then, and only then, the draft is gone.
  await saveOnPage(page);
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Diary entry", exact: true })).toHaveValue("");
  await expect(page.getByTestId("page-entry-counter")).toHaveText("1 / 1");
});

test("snapshot: the download is a 600x400 PNG with a dated name; Copy link publishes it and the owner can delete it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUpViaApi(page);
  await page.goto("/diary");
  await page.getByRole("radio", { name: "Happy" }).click();
  await writeOnPage(page, "A bright morning with coffee and a long walk. ".repeat(10));
  await saveOnPage(page);
  await page.getByRole("button", { name: "Create Snapshot" }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Journal Entry" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("snapshot-card")).toContainText("...");

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^journal-snapshot-\d{4}-\d{2}-\d{2}\.png$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  expect(bytes.readUInt32BE(16)).toBe(600);
  expect(bytes.readUInt32BE(20)).toBe(400);
  await expect(page.getByText("Journal snapshot downloaded successfully.")).toBeVisible();

  await dialog.getByRole("button", { name: "Copy link" }).click();
  const linkBox = dialog.getByLabel("Public link");
  await expect(linkBox).toHaveValue(/\/api\/snapshots\/[A-Za-z0-9_-]{32}$/);
  const url = new URL(await linkBox.inputValue());
  const image = await page.request.get(url.pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  await dialog.getByRole("button", { name: "Delete link" }).click();
  await expect(page.getByText("The snapshot link no longer works.")).toBeVisible();
  expect((await page.request.get(url.pathname)).status()).toBe(404);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
});

test("paid: AI prompts replace the defaults and the entry's insight appears", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await setTier(page, email, "premium");
  await page.goto("/diary");
  await expect(page.getByText("Free Account")).toBeHidden();
  await writeOnPage(page, "Work has been stressful and I have not been sleeping well.");
  await page.getByRole("button", { name: "Save Entry" }).click();
  await expect(page.getByText("AI analysis will be available shortly.")).toBeVisible();
  await expect(page.getByRole("region", { name: /insight/ })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Prompts for You" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Daily prompts" }).getByRole("button").first()).toHaveAttribute("aria-pressed", "true");
});

test("an entry at acute risk is saved and the crisis resources show at once", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/diary");
  await writeOnPage(page, "I want to kill myself tonight");
  await page.getByRole("button", { name: "Save Entry" }).click();
  const dialog = page.getByTestId("diary-crisis-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("crisis-resources")).toBeVisible();
  // Help comes first: the first number to call has the focus.
  await expect(dialog.locator('a[href^="tel:"]').first()).toBeFocused();
  await dialog.getByRole("button", { name: "Back to my diary" }).click();
  await expect(page.getByTestId("page-entry-counter")).toHaveText("1 / 1");
  await expect(page.getByRole("button", { name: "Create Snapshot" })).toBeHidden();
});

test("signed out: the blurred preview sends people to sign in", async ({ page }) => {
  await page.goto("/diary");
  await expect(page.getByRole("link", { name: "Sign In to Start Journaling" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("link", { name: "Create your free account" })).toHaveAttribute("href", "/auth");
  expect(await seriousAxe(page)).toEqual([]);
});

test("on a phone the overlay opens on the writing page with the text area focused; prompts and past entries are a tap away, and what is picked there shows in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signUpViaApi(page, "Kai");
  const overlay = await openOverlay(page);
  const area = overlay.getByRole("textbox", { name: "Diary entry" });
  await expect(area).toBeFocused();
  await expect(area).toBeInViewport();
  const writing = overlay.getByRole("region", { name: "Kai's Diary" });
  const others = overlay.getByRole("region", { name: "Prompts and past entries" });
  expect((await writing.boundingBox())!.y).toBeLessThan((await others.boundingBox())!.y);

  await overlay.getByRole("button", { name: "Prompts & past entries" }).click();
  await expect(overlay.getByRole("heading", { name: "Today's Prompts" })).toBeInViewport();
  const second = others.getByRole("list").first().getByRole("button").nth(1);
  const title = (await second.locator("span.font-medium").innerText()).trim();
  await second.click();
  // The chosen prompt heads the writing page, which is back in view.
  await expect(writing.getByText(title, { exact: true })).toBeInViewport();
});
