import { expect, test } from "./test";
import { signUp, uniqueEmail } from "./helpers";

test("sign up lands on /assessment signed in, and a reload keeps the session", async ({ page }) => {
  const { name } = await signUp(page);
  await expect(page.getByText("Account created!")).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByTestId("user-menu")).toHaveText(name);
  const stored = await page.evaluate(() => [localStorage.getItem("auth_token"), localStorage.getItem("auth_user")]);
  expect(stored[0]).toBeTruthy();
  expect(JSON.parse(stored[1]!).name).toBe(name);
});

test("log out, then sign in lands on /dashboard", async ({ page }) => {
  const { email, password } = await signUp(page);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("a wrong password shows the toast and the alert", async ({ page }) => {
  const { email } = await signUp(page);
  await page.evaluate(() => localStorage.clear());
  await page.goto("/auth");
  // Dismissed as soon as it opens: an open alert blocks the page, and with it every later check.
  let alertMessage = "";
  page.once("dialog", (alert) => {
    alertMessage = alert.message();
    void alert.dismiss();
  });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect.poll(() => alertMessage).toContain("Login Failed:");
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign-up submit stays disabled until the terms are accepted", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByPlaceholder("Choose a password (min 6 characters)")).toBeVisible();
  const submit = page.getByRole("button", { name: "Create Account" });
  await expect(submit).toBeDisabled();
  await page.getByRole("checkbox").check();
  await expect(submit).toBeEnabled();
});

test("the forgot-password dialog sends and closes", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Your Password" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email").fill("nobody@example.com");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset link sent!")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the forgot-password dialog starts from the typed email and shows its errors under the field", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("  robin@example.com ");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Your Password" });
  const email = dialog.getByLabel("Email");
  await expect(email).toHaveValue("robin@example.com");
  await expect(email).toHaveAttribute("aria-invalid", "false");

  // Empty and malformed addresses: the message under the field, tied to it.
  await email.fill("");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Enter your email address");
  await email.fill("robin@");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(email).toHaveAccessibleDescription("Enter a valid email address");
  // The sign-in form behind it was not submitted.
  await expect(page.getByText("Enter your password")).toHaveCount(0);

  // A server error: inline (and in the toast), the dialog stays open with the address.
  await page.route("**/api/auth/forgot-password", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many attempts. Try again in 15 minutes." }) }),
  );
  await email.fill("robin@example.com");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(email).toHaveAccessibleDescription("Error sending reset email: Too many attempts. Try again in 15 minutes.");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(email).toHaveValue("robin@example.com");

  // Then it goes through: closes; opened again, it starts from the sign-in email, without the old error.
  await page.unroute("**/api/auth/forgot-password");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset link sent!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(email).toHaveValue("sam@example.com");
  await expect(email).toHaveAttribute("aria-invalid", "false");
});

test("an unknown path answers 404 with the 404 page; known pages answer 200", async ({ page }) => {
  for (const path of ["/no-such-page", "/no/such/page"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Clearday");
  }
  for (const path of ["/", "/dashboard", "/help"]) expect((await page.goto(path))?.status(), path).toBe(200);
  // The built files are still served as they are.
  expect((await page.request.get("/sw.js")).status()).toBe(200);
  expect((await page.request.get("/manifest.webmanifest")).status()).toBe(200);
});

test("every page names its tab", async ({ page }) => {
  test.slow();
  const titles = new Set<string>();
  for (const [path, title] of [
    ["/", "Clearday: AI life coaching and journaling"],
    ["/auth", "Sign in · Clearday"],
    ["/pricing", "Pricing · Clearday"],
    ["/safety", "Safety and crisis support · Clearday"],
    ["/terms", "Terms of Service · Clearday"],
    ["/cookies", "Cookies · Clearday"],
    ["/help", "Help Center · Clearday"],
    ["/dashboard", "Dashboard · Clearday"],
    ["/chat", "Chat with Mindy · Clearday"],
    ["/diary", "My Diary · Clearday"],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
    titles.add(title!);
  }
  expect(titles.size).toBe(10);
  // Moving within the app renames the tab too.
  await page.goto("/");
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveTitle("Pricing · Clearday");
});

test("the mobile menu at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  for (const label of ["Home", "Assessment", "Pricing", "About", "Sign In"]) await expect(nav.getByRole("link", { name: label })).toBeVisible();
  await nav.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("signed-in mobile menu offers Dashboard, My Diary and Sign Out", async ({ page }) => {
  await signUp(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Mobile" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "My Diary" })).toBeVisible();
  await nav.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("sign-up: a strength hint follows the password, loaded on the first key, and a common password is refused with a clear message", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const email = uniqueEmail();
  await page.getByLabel("Name").fill("Robin");
  await page.getByLabel("Email").fill(email);
  await page.waitForLoadState("networkidle");
  const beforeTyping = scripts.length;
  const hint = page.getByTestId("password-strength");
  await expect(hint).toBeEmpty();

  await page.getByLabel("Password").fill("123456");
  const common = "This password is too common and easy to guess. Please choose a different one.";
  await expect(hint.getByText(common)).toBeVisible();
  // The estimator and its dictionary came with the first key, not with the page.
  expect(scripts.length).toBeGreaterThan(beforeTyping);

  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(common)).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Account created!")).toHaveCount(0);

  await page.getByLabel("Password").fill("aaaaaa");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(common)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Password").fill("tulip7");
  await expect(hint.getByText("Password strength: Weak")).toBeVisible();
  await page.getByLabel("Password").fill("calm-morning-42");
  await expect(hint.getByText("Password strength: Strong")).toBeVisible();
  await expect(page.getByText(common)).toHaveCount(0);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test.describe("without the strength estimator", () => {
  // The service worker would fetch the chunk itself, out of page.route's reach.
  test.use({ serviceWorkers: "block" });

  test("sign-up: the server's refusal of a common password shows under the field too", async ({ page }) => {
    // The hint and its estimator cannot load (offline since the page loaded): the server still refuses, and says why where it matters.
    await page.route("**/assets/password-strength-hint-*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Name").fill("Robin");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("password");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Registration failed")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert").filter({ hasText: "This password is too common" })).toBeVisible();
    await expect(page.getByTestId("password-strength")).toBeEmpty();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
