// The public landing pages are prerendered at build time (scripts/lib/vite-prerender.mjs) and
// hydrated by main.tsx: their content arrives in the HTML, the app takes it over without painting
// it again, and a signed-in visitor never sees the signed-out version.
import { expect, test, type Page } from "./test";
import { signUpViaApi } from "./helpers";

const PAGES: Record<string, string> = {
  "/": "When your mind won't settle",
  "/auth": "Welcome to Clearday",
  "/pricing": "Choose Your Plan",
  "/safety": "If things feel like too much",
  "/privacy": "Privacy Policy",
  "/terms": "Terms of Service",
  "/about": "A calm place to think things through",
};

/** Records, from before the first byte is parsed, whether the app threw away the server's page. */
async function watchForRerender(page: Page) {
  await page.addInitScript(() => {
    const seen = { removedHeadings: 0, loaderShown: false };
    (window as unknown as { __rerender: typeof seen }).__rerender = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.removedNodes) if (node instanceof Element && (node.matches("h1") || node.querySelector("h1"))) seen.removedHeadings++;
        for (const node of r.addedNodes) if (node instanceof Element && node.closest("main") && node.textContent === "Loading...") seen.loaderShown = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const problems = (page: Page) => {
  const found: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.text().includes("Hydration")) found.push(m.text());
  });
  page.on("pageerror", (e) => found.push(e.message));
  return found;
};

for (const [path, heading] of Object.entries(PAGES)) {
  test(`${path} arrives rendered and is hydrated, not painted again`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain("<script>"); // no inline script: the CSP would block it

    const found = problems(page);
    await watchForRerender(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __rerender: unknown }).__rerender)).toEqual({ removedHeadings: 0, loaderShown: false });
    expect(found).toEqual([]);
  });
}

test("without JavaScript the sign-in form is shown but disabled, so nothing typed is lost", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome to Clearday" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeDisabled();
  await context.close();
});

test("once hydrated the sign-in form works", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByLabel("Email")).toBeEnabled();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Enter your email address")).toBeVisible();
});

test("dark mode and a UK browser: hydrated without a mismatch, then the UK's crisis lines", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark", locale: "en-GB" });
  const page = await context.newPage();
  const found = problems(page);
  await watchForRerender(page);
  await page.goto("/safety");
  await expect(page.getByText("Samaritans").first()).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __rerender: unknown }).__rerender)).toEqual({ removedHeadings: 0, loaderShown: false });
  expect(found).toEqual([]);
  await context.close();
});

test("a signed-in visitor gets their own page, never the signed-out one", async ({ page }) => {
  const { name } = await signUpViaApi(page);
  const found = problems(page);
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByTestId("user-menu")).toContainText(name);
  expect(await page.locator("html").getAttribute("data-stale-prerender")).toBeNull();
  expect(found).toEqual([]);
});

test("another path served the landing page's HTML shows its own page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText(PAGES["/"]!);
  await expect(page.locator("#root")).toBeVisible();
});
