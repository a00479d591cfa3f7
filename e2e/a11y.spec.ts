// axe on every route of web/src/app/routes.tsx (read from the file, so a new page is scanned without
// editing this test), signed out and signed in (free), light and dark: no serious or critical violations.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";

const source = readFileSync(new URL("../web/src/app/routes.tsx", import.meta.url), "utf8");
const ROUTES = [...source.matchAll(/path:\s*"([^"]+)"/g)].map((m) => m[1]!).map((p) => (p === "*" ? "/no-such-page" : p));

test("the route list was read from routes.tsx", () => {
  expect(ROUTES.length).toBeGreaterThan(20);
  expect(ROUTES).toContain("/");
  expect(ROUTES).toContain("/no-such-page");
});

/** The page has rendered its main content: something to read or use in <main>, no page loader, no skeletons, network quiet. */
async function waitForMain(page: Page) {
  await expect(page.locator("#main :is(h1, h2, h3, [role=heading], [role=tab], button, a, input, textarea)").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("#main [role=status]").filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#main [data-slot="skeleton"]')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState("networkidle");
}

async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}

async function scan(page: Page, label: string) {
  await waitForMain(page);
  // Colours mid-transition after the theme switch are not what a person sees: scan the settled page.
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
  for (const dark of [false, true]) {
    await setDark(page, dark);
    expect(await axeProblems(page), `${label} (${dark ? "dark" : "light"}) at ${page.url()}`).toEqual([]);
  }
}

for (const path of ROUTES) {
  test(`${path} signed out: no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await scan(page, `${path} signed out`);
  });

  test(`${path} signed in (free): no serious or critical axe violations`, async ({ page }) => {
    await signUpViaApi(page);
    await page.goto(path);
    await scan(page, `${path} signed in`);
  });
}
