import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { signUpViaApi, uniqueEmail } from "./helpers";
import { setTier } from "./tier";

// No internet here: Stripe.js (js.stripe.com) is refused at once instead of waiting for DNS.
test.beforeEach(async ({ page }) => {
  await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
});

const plans = (page: Page) => page.getByRole("region", { name: /Free Discovery|Premium Coach|Pro Transformation/ });
const card = (page: Page, name: string) => page.getByRole("region", { name });

test("the plan list: three plans, Most Popular premium with its trial prices, Back to Home", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(plans(page)).toHaveCount(3);

  const free = card(page, "Free Discovery");
  await expect(free.getByText("$0")).toBeVisible();
  await expect(free.getByRole("button", { name: "Get Started Free" })).toBeEnabled();

  const premium = card(page, "Premium Coach");
  await expect(premium.getByText("Most Popular")).toBeVisible();
  await expect(premium.getByText("$4.99", { exact: true })).toBeVisible();
  await expect(premium.getByText("7-day trial")).toBeVisible();
  await expect(premium.getByText("Then $15 first month")).toBeVisible();
  await expect(premium.getByText("$19.99/month after")).toBeVisible();
  await expect(premium.getByText("AI coaching with memory")).toBeVisible();
  await expect(premium.getByText("No weekly reports")).toBeVisible();
  await expect(premium.getByRole("button", { name: "Start $4.99 Trial" })).toBeVisible();

  const pro = card(page, "Pro Transformation");
  await expect(pro.getByText("$29.99")).toBeVisible();
  await expect(pro.getByRole("button", { name: "Go Pro" })).toBeVisible();
  await expect(page.getByText("Payments are not configured on this server")).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("signed out: choosing a plan says Sign In Required and goes to /auth", async ({ page }) => {
  await page.goto("/pricing");
  await card(page, "Premium Coach").getByRole("button", { name: "Start $4.99 Trial" }).click();
  await expect(page.getByText("Sign In Required")).toBeVisible();
  await expect(page.getByText("Please sign in to upgrade your subscription.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("the free plan goes to /assessment; the person's own plan is Current Plan", async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.goto("/pricing");
  await expect(card(page, "Free Discovery").getByRole("button", { name: "Current Plan" })).toBeDisabled();

  await setTier(page, email, "premium");
  await page.reload();
  await expect(card(page, "Premium Coach").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await card(page, "Free Discovery").getByRole("button", { name: "Get Started Free" }).click();
  await expect(page).toHaveURL(/\/assessment$/);
});

test("the payment screen opens, says when Stripe.js cannot load, and Cancel returns to the plans", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/pricing");
  await card(page, "Premium Coach").getByRole("button", { name: "Start $4.99 Trial" }).click();
  await expect(page.getByText("Complete Your Upgrade")).toBeVisible();
  await expect(page.getByText("Upgrading to Premium Coach - $19.99/month")).toBeVisible();
  await expect(page.getByText("Today you pay $4.99 for a 7-day trial.")).toBeVisible();
  await expect(page.getByText("The secure payment form could not load")).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
  await expect(plans(page)).toHaveCount(3);

  // Trying again is the same unpaid subscription (no second one piles up).
  await card(page, "Pro Transformation").getByRole("button", { name: "Go Pro" }).click();
  await expect(page.getByText("Upgrading to Pro Transformation - $29.99/month")).toBeVisible();
});

test("a Stripe outage shows Subscription Error with the server's message", async ({ page }) => {
  const email = uniqueEmail("fail500");
  const res = await page.request.post("/api/auth/register", { data: { email, password: "calm-morning-42", name: "Robin", termsAccepted: true } });
  const { token, user } = await res.json();
  await page.goto("/");
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("auth_user", JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.goto("/pricing");
  await card(page, "Premium Coach").getByRole("button", { name: "Start $4.99 Trial" }).click();
  await expect(page.getByText("Subscription Error")).toBeVisible();
  await expect(page.getByText(/couldn't reach our payment provider/)).toBeVisible();
  await expect(page.getByText("Complete Your Upgrade")).toHaveCount(0);
});

test("the Subscription Status card shows when a canceled subscription ends", async ({ page }) => {
  const stub = process.env.E2E_STRIPE_STUB_URL;
  test.skip(!stub, "needs the Stripe stub (scripts/e2e.mjs starts it unless E2E_STRIPE_STUB=0)");
  const { token } = await signUpViaApi(page);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await (await page.request.post("/api/create-subscription", { headers: auth, data: { priceId: "price_test_premium" } })).json();
  const end = Date.UTC(2031, 2, 14, 12) / 1000;
  // What Stripe does after the payment, and after "cancel at period end" in the billing portal.
  await page.request.post(`${stub}/__stub/subscriptions/${created.subscriptionId}`, {
    data: { status: "trialing", cancel_at_period_end: true, current_period_end: end },
  });
  const claimed = await page.request.post("/api/update-subscription-tier", { headers: auth, data: { subscriptionId: created.subscriptionId, tier: "premium" } });
  expect(claimed.status()).toBe(200);

  await page.goto("/pricing");
  const status = page.getByRole("region", { name: "Subscription Status" });
  await expect(status.getByText("Premium Coach")).toBeVisible();
  await expect(status.getByText("Your subscription will end on March 14, 2031")).toBeVisible();
  await expect(status.getByRole("button", { name: "Manage billing" })).toBeVisible();
  await expect(card(page, "Premium Coach").getByRole("button", { name: "Current Plan" })).toBeDisabled();
});

test("without Stripe keys the plans show with a plain notice, and a paid plan is a configuration error", async ({ page }) => {
  await page.route("**/api/config", async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, stripe: { publishableKey: null, prices: { premium: null, pro: null } } } });
  });
  await signUpViaApi(page);
  await page.goto("/pricing");
  await expect(page.getByText("Payments are not configured on this server")).toBeVisible();
  await expect(plans(page)).toHaveCount(3);
  await card(page, "Pro Transformation").getByRole("button", { name: "Go Pro" }).click();
  await expect(page.getByText("Plan Configuration Error")).toBeVisible();
  await expect(page.getByText("This plan is not properly configured. Please try again later.")).toBeVisible();
});
