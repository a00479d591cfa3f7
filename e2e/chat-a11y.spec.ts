import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

/** Serious or critical axe violations, as readable lines. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function checkThemes(page: Page, name: string) {
  for (const dark of [false, true]) {
    await setDark(page, dark);
    expect(await axeProblems(page), `${name} ${dark ? "dark" : "light"}`).toEqual([]);
    if (process.env.CHAT_SHOTS) {
      await page.screenshot({ path: `${process.env.CHAT_SHOTS}/${name}-${page.viewportSize()?.width}-${dark ? "dark" : "light"}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

for (const width of [1280, 375]) {
  test(`the chat page is accessible at ${width} px (free, then premium with a reply)`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { email } = await signUpViaApi(page, "Alex");
    await page.goto("/chat");
    await expect(page.getByText("Open Chat Available")).toBeVisible();
    await checkThemes(page, "chat-free");

    await setTier(page, email, "premium");
    await page.reload();
    await page.getByLabel("Message to Mindy").fill("I can't sleep and work stress keeps me up at night.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("chat-message")).toHaveCount(3);
    await checkThemes(page, "chat-premium");
  });
}
