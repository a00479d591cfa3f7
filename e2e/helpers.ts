import { expect, type Page } from "@playwright/test";

let n = 0;
export const uniqueEmail = (prefix = "e2e") => `${prefix}-${Date.now().toString(36)}-${process.pid}-${++n}@example.com`;

/** Signs up through the UI and lands on /assessment. */
export async function signUp(page: Page, name = "Robin") {
  const email = uniqueEmail();
  const password = "calm-morning-42";
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const terms = page.getByRole("checkbox");
  // On a loaded machine the form may still be hydrating: a lost tap is tried again, as a person would.
  await expect(async () => {
    if (!(await terms.isChecked())) await terms.click();
    await expect(terms).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  return { email, password, name };
}

/** Signs up through the API (faster) and stores the session like the app does. */
export async function signUpViaApi(page: Page, name = "Robin") {
  const email = uniqueEmail();
  const password = "calm-morning-42";
  const res = await page.request.post("/api/auth/register", { data: { email, password, name, termsAccepted: true } });
  expect(res.status()).toBe(201);
  const { token, user } = await res.json();
  await page.goto("/");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("auth_user", JSON.stringify(u));
    },
    [token, user] as const,
  );
  return { email, password, name, token, user };
}

/** Opens the diary overlay from the mobile menu (at a phone's width), as a person would. */
export async function openDiaryOverlay(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "My Diary" }).click();
  const overlay = page.getByRole("dialog", { name: "My Diary" });
  await expect(overlay).toBeVisible();
  return overlay;
}

/**
 * Dark or light theme, with the colour transitions the switch starts run to their end: axe checks
 * contrast on the colours it reads, and mid-transition colours failed it now and then.
 */
export async function setDark(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(async (d) => {
    document.documentElement.classList.toggle("dark", d);
    // getAnimations() applies the new styles first. Only transitions end; a spinner never does.
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  }, dark);
}
