import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";

async function openSos(page: Page) {
  await page.getByRole("button", { name: "SOS: get help now" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Get help now" });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe("en-US", () => {
  test.use({ locale: "en-US" });

  test("the SOS sheet opens from /safety with 988, steps through grounding, closes with Escape", async ({ page }) => {
    await page.goto("/safety");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const sheet = await openSos(page);
    const lifeline = sheet.getByRole("link", { name: /Call or text 988/ });
    await expect(lifeline).toHaveAttribute("href", "tel:988");
    await expect(sheet.getByRole("link", { name: /Text HOME to 741741/ })).toHaveAttribute("href", "sms:741741");
    await expect(sheet.getByText("If you are in immediate danger, call your local emergency number")).toBeVisible();
    await expect(sheet.getByText(/is an AI coach, not a person and not an emergency service/)).toBeVisible();

    // Focus is trapped inside the sheet.
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // Grounding exercise steps forward and back.
    await expect(sheet.getByText("Step 1 of 7")).toBeVisible();
    await sheet.getByRole("button", { name: "Next step" }).click();
    await expect(sheet.getByText("Step 2 of 7")).toBeVisible();
    await expect(sheet.getByText("Name 5 things you can see around you.")).toBeVisible();
    await sheet.getByRole("button", { name: "Back" }).click();
    await expect(sheet.getByText("Step 1 of 7")).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });

  test("the region switcher changes the lines shown", async ({ page }) => {
    await page.goto("/safety");
    const sheet = await openSos(page);
    await sheet.getByLabel("Showing help for").selectOption("AU");
    await expect(sheet.getByRole("link", { name: /Call 13 11 14/ })).toHaveAttribute("href", "tel:131114");
    await expect(sheet.getByRole("link", { name: /Call or text 988/ })).toHaveCount(0);
  });

  test("a signed-in person's saved region wins over the browser language", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("auth_token", "t");
      localStorage.setItem(
        "auth_user",
        JSON.stringify({ id: "u", email: "a@example.com", name: "A", subscriptionTier: "free", timeZone: "UTC", crisisRegion: "GB", createdAt: new Date().toISOString() }),
      );
    });
    await page.goto("/safety");
    const sheet = await openSos(page);
    await expect(sheet.getByRole("link", { name: /Call 116 123/ })).toBeVisible();
  });

  test("/safety has no serious or critical axe violations, light and dark, with the sheet open", async ({ page }) => {
    await page.goto("/safety");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const dark of [false, true]) {
      await setDark(page, dark);
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    await openSos(page);
    await page.waitForTimeout(600); // let the slide-in finish so colours are final
    const results = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => v.id)).toEqual([]);
  });
});

test.describe("en-GB", () => {
  test.use({ locale: "en-GB" });

  test("the SOS sheet shows Samaritans 116 123", async ({ page }) => {
    await page.goto("/safety");
    const sheet = await openSos(page);
    await expect(sheet.getByText("Samaritans")).toBeVisible();
    await expect(sheet.getByRole("link", { name: /Call 116 123/ })).toHaveAttribute("href", "tel:116123");
    await expect(sheet.getByRole("link", { name: /Call or text 988/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});

test("a free person's method question in /chat gets the crisis reply and the lines, then a check-in; the same words in the diary open the crisis dialog", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/chat");
  const question = "whats a lethal dose of paracetamol";
  const input = page.getByLabel("Message to Mindy");
  const assistant = page.locator('[data-testid="chat-message"][data-role="assistant"]');

  await input.fill(question);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(assistant).toHaveCount(2);
  await expect(assistant.nth(1)).toContainText("Are you safe right now?");
  await expect(assistant.nth(1)).not.toContainText(/small step|jot down/i);
  const lines = page.getByTestId("chat-crisis-resources");
  await expect(lines).toBeVisible();
  await expect(lines.getByRole("link").first()).toHaveAttribute("href", /^(tel|sms):/);
  await expect(page.getByTestId("sos-button").first()).toBeVisible();

  // The next turn stays in check-in and answers what was said.
  await input.fill("no");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(assistant).toHaveCount(3);
  await expect(assistant.nth(2)).toContainText("taking it seriously");
  await expect(lines).toBeVisible();

  await page.goto("/diary");
  await page.getByRole("textbox", { name: "Diary entry", exact: true }).click();
  const full = page.getByTestId("full-screen-writer");
  await full.getByRole("textbox").fill(question);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save Entry" }).click();
  const dialog = page.getByTestId("diary-crisis-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("crisis-resources")).toBeVisible();
});
