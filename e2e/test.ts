// The `test` every spec uses: Playwright's, with navigations that wait until the app is ready.
// Prerendered pages show their buttons before the app has hydrated them, and a click before
// that would be lost; a person gets the same page a moment later, a test must not race it.
import { test as base, expect, type Page } from "@playwright/test";

export { expect, type Page };

const appReady = (page: Page) => page.locator("html[data-app-ready]").waitFor({ state: "attached", timeout: 20_000 });

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
