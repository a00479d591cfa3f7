import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { QUICK_PROMPTS } from "../web/src/components/chat-panel/quick-prompts";
import { setDark, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

/** Serious or critical axe violations (within `scope` when given: the dashboard around the panel is not ours). */
async function axeProblems(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function shot(page: Page, name: string) {
  if (!process.env.CHAT_SHOTS) return;
  for (const dark of [false, true]) {
    await setDark(page, dark);
    await page.screenshot({ path: `${process.env.CHAT_SHOTS}/${name}-${page.viewportSize()?.width}-${dark ? "dark" : "light"}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

test("the dashboard coach panel: quick prompt, memory, sessions, reset", async ({ page }) => {
  test.slow();
  const { email } = await signUpViaApi(page, "Morgan");
  await setTier(page, email, "pro");
  await page.goto("/dashboard");
  await page.getByRole("tab", { name: "AI Coach" }).click();
  const panel = page.getByTestId("coach-panel");
  await expect(panel.getByRole("heading", { name: "Your AI Life Coach Mindy" })).toBeVisible();
  await expect(panel.getByText("Pro", { exact: true })).toBeVisible();
  await expect(panel.getByText("Memory Active")).toHaveCount(0);
  await expect(panel.getByTestId("sos-button")).toBeVisible();
  await expect(panel.locator('[data-testid="chat-message"][data-role="assistant"]').first()).toContainText("not a human and not a therapist");

  const input = panel.getByPlaceholder("Ask your AI coach anything...");
  await panel.getByRole("button", { name: "Feeling Overwhelmed" }).click();
  await expect(input).toHaveValue(QUICK_PROMPTS[0]!.prompt);
  await panel.getByRole("button", { name: "Send message" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveCount(3);
  await expect(input).toHaveValue("");
  await expect(panel.getByText("Memory Active")).toBeVisible();
  await expect(panel.getByRole("button", { name: /^Sessions \(1\)/ })).toBeVisible();
  expect(await axeProblems(page, '[data-testid="coach-panel"]')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "panel");

  await panel.getByRole("button", { name: /^Sessions \(1\)/ }).click();
  await expect(page.getByTestId("session-item")).toContainText("Current");
  await expect(page.getByTestId("session-item")).toContainText("2 messages");
  await page.keyboard.press("Escape");

  await panel.getByRole("button", { name: "Reset Chat" }).click();
  await expect(panel.getByTestId("chat-message")).toHaveCount(1);
  await expect(panel.getByText("Memory Active")).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "panel");
});

test("a crisis message gets the crisis reply and resources stay visible for the conversation", async ({ page }) => {
  test.slow();
  await signUpViaApi(page, "Riley");
  await page.goto("/chat");
  await page.getByLabel("Message to Mindy").fill("I want to end my life tonight");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("chat-message")).toHaveCount(3);
  const resources = page.getByTestId("chat-crisis-resources");
  await expect(resources).toBeVisible();
  await page.getByLabel("Message to Mindy").fill("thanks, I'll think about it");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("chat-message")).toHaveCount(5);
  await expect(resources).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, "chat-crisis");
});
