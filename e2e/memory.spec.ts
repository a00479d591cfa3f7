import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

async function sendMessage(page: Page, text: string) {
  const input = page.getByLabel("Message to Mindy");
  await input.fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator('[data-testid="chat-message"][data-role="user"]').filter({ hasText: text }).last()).toBeVisible();
  await expect(input).toHaveValue("");
}

/** Serious or critical axe problems in both themes; MEMORY_SHOTS=<dir> also saves screenshots to look at. */
async function checkDialog(page: Page, name: string) {
  for (const dark of [false, true]) {
    await setDark(page, dark);
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    const problems = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(problems, `${name} ${dark ? "dark" : "light"}`).toEqual([]);
    if (process.env.MEMORY_SHOTS) await page.screenshot({ path: `${process.env.MEMORY_SHOTS}/${name}-${page.viewportSize()?.width}-${dark ? "dark" : "light"}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

const lastReply = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

test("a premium person edits one memory and deletes another, and Mindy's memory follows", async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page, "Morgan");
  await setTier(page, email, "premium");
  await page.goto("/chat");
  await expect(page.getByText(/Memory is on/)).toBeVisible();

  // Two things worth remembering, and one filler turn that is not.
  await sendMessage(page, "My boss keeps piling extra projects on me at work.");
  await sendMessage(page, "I want to plant tomatoes on the balcony this spring.");
  await sendMessage(page, "idk");

  // A new conversation: Mindy brings up what it remembers.
  await page.getByRole("button", { name: "Start Fresh" }).click();
  await sendMessage(page, "What can I do about work?");
  await expect(lastReply(page)).toContainText("mentioned work before");

  const dialog = page.getByRole("dialog");
  await page.getByRole("button", { name: "What Mindy remembers" }).click();
  const items = dialog.getByTestId("memory-item");
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: "You said your boss keeps piling extra projects on you at work." })).toBeVisible();
  await expect(items.filter({ hasText: "You said you want to plant tomatoes on the balcony this spring." })).toContainText(
    "from “My boss keeps piling extra projects on me at work.”",
  );

  // Edit one: an empty text cannot be saved, the new words can.
  await dialog.getByRole("button", { name: "Edit memory: You said you want to plant tomatoes on the balcony this spring." }).click();
  const field = dialog.getByLabel("Edit this memory");
  await checkDialog(page, "memory-edit");
  await field.fill("   ");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(dialog.getByText("Write something, or delete this memory instead.")).toBeVisible();
  await field.fill("You want to sleep before eleven on weeknights.");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(items.filter({ hasText: "You want to sleep before eleven on weeknights." })).toContainText(/Edited/);

  // Delete the other.
  await dialog.getByRole("button", { name: "Delete memory: You said your boss keeps piling extra projects on you at work." }).click();
  await expect(items).toHaveCount(1);
  await expect(dialog.getByText("You said your boss keeps piling extra projects on you at work.")).toHaveCount(0);
  await checkDialog(page, "memory-list");
  await dialog.getByRole("button", { name: "Close" }).first().click();

  // A new conversation: the deleted memory is gone from Mindy's mind, the edited one is there.
  await page.getByRole("button", { name: "Start Fresh" }).click();
  await sendMessage(page, "What can I do about work?");
  await expect(lastReply(page)).not.toContainText("mentioned work before");
  await sendMessage(page, "How can I sleep better?");
  await expect(lastReply(page)).toContainText("mentioned sleep before");

  // The same after a reload: the panel lists what is kept.
  await page.reload();
  await page.getByRole("button", { name: "What Mindy remembers" }).click();
  await expect(items.filter({ hasText: "You want to sleep before eleven on weeknights." })).toBeVisible();
  await expect(dialog.getByText("You said your boss keeps piling extra projects on you at work.")).toHaveCount(0);

  // Off (on a phone this time): the chat says so, and Mindy stops using it.
  await page.setViewportSize({ width: 375, height: 800 });
  await dialog.getByRole("switch", { name: "Memory" }).click();
  await expect(dialog.getByText(/Off: Mindy isn't learning or using anything/)).toBeVisible();
  await checkDialog(page, "memory-off");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByTestId("tier-banner").getByText("Memory off")).toBeVisible();
  await page.getByRole("button", { name: "Start Fresh" }).click();
  await sendMessage(page, "How can I sleep better?");
  await expect(lastReply(page)).not.toContainText("mentioned sleep before");
  // The dashboard's coach panel says it too.
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: /AI Coach/ }).click();
  await expect(page.getByTestId("coach-panel").getByText("Memory off")).toBeVisible();
});
