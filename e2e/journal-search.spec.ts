import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";

const seriousAxe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical");

test("search on /diary: highlighted results, open one in the reading view, no-result state", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { token } = await signUpViaApi(page, "Robin");
  for (const content of [
    "Morning coffee at the little café by the station, then a long walk.",
    "Rain all day. I stayed in and read.",
    "Another cafe visit: the walk there cleared my head, the walk back too.",
  ]) {
    const res = await page.request.post("/api/journal", { data: { content }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(201);
  }

  await page.goto("/diary");
  const search = page.getByRole("searchbox", { name: "Search your entries" });
  await expect(search).toBeVisible();
  await expect(page.getByText(/the start of a word followed by \*/)).toBeVisible();

  // Accents do not matter; the matched words are marked, as text.
  await search.fill("cafe");
  const results = page.getByRole("list", { name: "Search results" });
  await expect(page.getByRole("status").filter({ hasText: "2 entries found" })).toBeVisible();
  await expect(results.getByRole("button")).toHaveCount(2);
  await expect(results.locator("mark")).toHaveText([/^caf[eé]$/i, /^caf[eé]$/i]);
  await expect(results.locator("mark", { hasText: "café" })).toHaveCount(1);
  expect(await seriousAxe(page)).toEqual([]);

  // Ranked: "walk" twice beats once; a phrase and a prefix work.
  await search.fill("walk");
  await expect(results.getByRole("button")).toHaveCount(2);
  await expect(results.getByRole("button").first()).toContainText("Another cafe visit");
  await search.fill('"long walk"');
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(results.locator("mark")).toHaveText("long walk");
  await search.fill("stat*");
  await expect(results.getByRole("button")).toHaveCount(1);
  await expect(results.locator("mark")).toHaveText("station");

  // Keyboard: down from the field to the result, Enter opens it in the diary's reading view.
  await search.press("ArrowDown");
  await expect(results.getByRole("button").first()).toBeFocused();
  await page.keyboard.press("Enter");
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay).toBeVisible();
  // The reading page has focus (and is in view on a phone).
  await expect(overlay.getByRole("region", { name: "Robin's Diary" })).toBeFocused();
  const entry = overlay.getByRole("article");
  await expect(entry).toContainText("Morning coffee at the little café by the station, then a long walk.");
  await overlay.getByRole("button", { name: "Close" }).click();
  await expect(overlay).toBeHidden();
  await expect(results.getByRole("button").first()).toBeFocused();

  // Nothing found, and what looks like search syntax is just words.
  await search.fill("zebra");
  await expect(page.getByRole("status").filter({ hasText: "No entries match “zebra”." })).toBeVisible();
  await expect(results).toBeHidden();
  await search.fill('"unbalanced NEAR( col:x');
  await expect(page.getByRole("status").filter({ hasText: /No entries match/ })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  // Clearing the field: back to the hint.
  await search.fill("");
  await expect(results).toBeHidden();
  await expect(page.getByText(/the start of a word followed by \*/)).toBeVisible();
});

test("search in the diary overlay opens the result on the reading page", async ({ page }) => {
  const { token } = await signUpViaApi(page, "Sam");
  for (const content of ["Planted tomatoes in the garden.", "Bought seeds for next spring."]) {
    expect((await page.request.post("/api/journal", { data: { content }, headers: { Authorization: `Bearer ${token}` } })).status()).toBe(201);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "My Diary" }).click();
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  const search = overlay.getByRole("searchbox", { name: "Search your entries" });
  await search.fill("garden");
  const result = overlay.getByRole("list", { name: "Search results" }).getByRole("button");
  await expect(result).toHaveCount(1);
  await expect(result.locator("mark")).toHaveText("garden");
  await result.click();
  await expect(overlay.getByRole("article")).toContainText("Planted tomatoes in the garden.");
  // Escape clears the field first; the overlay stays open.
  await search.focus();
  await page.keyboard.press("Escape");
  await expect(search).toHaveValue("");
  await expect(overlay).toBeVisible();
});
