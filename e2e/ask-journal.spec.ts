import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";
import { setTier } from "./tier";

const seriousAxe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");

test("a premium person asks their journal and follows a citation to the entry", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { token, email } = await signUpViaApi(page, "Robin");
  for (const content of ["Long day at the office. In the evening I swam forty lengths at the pool and slept like a stone.", "Rain all day. I stayed in and read."]) {
    const res = await page.request.post("/api/journal", { data: { content }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
  }
  await setTier(page, email, "premium");

  await page.goto("/insights");
  const ask = page.getByRole("region", { name: "Ask your journal" });
  const question = ask.getByRole("textbox", { name: "Your question" });
  await expect(question).toBeVisible();

  // An empty question is refused with a message, before any request.
  await ask.getByRole("button", { name: "Ask" }).click();
  await expect(ask.getByText("Type a question about your journal")).toBeVisible();

  await question.fill("When did the pool help me sleep?");
  await question.press("Enter");
  const answer = ask.getByTestId("ask-journal-answer");
  await expect(answer).toContainText("You asked: “When did the pool help me sleep?”");
  await expect(answer).toContainText("In the evening I swam forty lengths at the pool and slept like a stone.");
  const citation = answer.getByRole("button", { name: /^Open your entry of / });
  await expect(citation).toHaveCount(1);
  expect(await seriousAxe(page)).toEqual([]);

  // The citation opens its entry in the diary's reading view; closing it comes back to the citation.
  await citation.click();
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("article")).toContainText("Long day at the office. In the evening I swam forty lengths");
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
  await expect(citation).toBeFocused();

  // Nothing relevant: said plainly, no citations.
  await question.fill("What did I write about mountains?");
  await ask.getByRole("button", { name: "Ask" }).click();
  await expect(answer).toContainText("I couldn't find anything in your journal about that.");
  await expect(answer.getByRole("button")).toHaveCount(0);

  // Dark mode at a phone's width: still readable and accessible.
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await seriousAxe(page)).toEqual([]);
});

test("a free person sees what Ask your journal is and an upgrade button", async ({ page }) => {
  await signUpViaApi(page, "Sam");
  await page.goto("/insights");
  const ask = page.getByRole("region", { name: "Ask your journal" });
  await expect(ask).toContainText("part of Premium and Pro");
  await expect(ask.getByRole("textbox")).toHaveCount(0);
  await ask.getByRole("link", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});
