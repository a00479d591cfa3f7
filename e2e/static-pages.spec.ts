import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";
import { setDark, signUpViaApi } from "./helpers";
import { setTier } from "./tier";

const HEADINGS: [string, string][] = [
  ["/terms", "Terms of Service & Legal Disclaimers"],
  ["/cookies", "Terms of Service & Legal Disclaimers"],
  ["/disclaimer", "Terms of Service & Legal Disclaimers"],
  ["/privacy", "Privacy Policy"],
  ["/about", "A calm place to think things through, any time"],
  ["/contact", "Contact Us"],
  ["/help", "Help Center"],
  ["/community", "Help Center"],
  ["/resources", "Help Center"],
];

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const [path, heading] of HEADINGS) {
  test(`${path} renders its heading and passes axe in light and dark`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await setDark(page, true);
    await expectNoSeriousAxeViolations(page);
  });
}

test("the terms page has its four cards", async ({ page }) => {
  await page.goto("/terms");
  for (const title of ["AI Data Usage and Personalization", "Important Disclaimers", "Limitation of Liability", "User Acknowledgment"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText("not a substitute for professional care", { exact: false }).first()).toBeVisible();
});

test("/cookies and /disclaimer show the shared legal page scrolled to their section", async ({ page }) => {
  for (const [path, section] of [
    ["/cookies", "Cookies and local storage"],
    ["/disclaimer", "Medical and professional disclaimer"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service & Legal Disclaimers" })).toBeVisible();
    const heading = page.getByRole("heading", { level: 2, name: section });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  }
});

test("/help, /community and /resources show the Help Center's four cards, each leading somewhere real", async ({ page }) => {
  for (const path of ["/help", "/community", "/resources"]) {
    await page.goto(path);
    for (const title of ["Live Chat", "Email Support", "Knowledge Base", "Phone Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Start Chat" })).toHaveAttribute("href", "/chat");
    await expect(page.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", "mailto:support@clearday.app");
    await expect(page.getByRole("link", { name: "Browse Articles" })).toHaveAttribute("href", "/help#faq");
    await expect(page.getByRole("button", { name: "Call Support" })).toBeEnabled();
  }

  // Browse Articles lands on the FAQ (scrolled to and focused), by keyboard.
  await page.goto("/help");
  await page.getByRole("link", { name: "Browse Articles" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/help#faq$/);
  const faq = page.locator("#faq");
  await expect(faq).toBeFocused();
  await expect(page.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInViewport();
  for (const q of [
    "Do I need an account?",
    "Is Clearday a replacement for therapy?",
    "Who is Mindy? Is a person reading my messages?",
    "What happens if I write something that worries the app?",
    "How do I export or delete my data?",
    "How do I cancel my subscription?",
    "Can Clearday remind me to write?",
  ]) {
    await expect(faq.getByText(q, { exact: true })).toBeVisible();
  }
  // The FAQ opens with the keyboard, and its answers link where they say.
  await faq.getByText("How do I export or delete my data?").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Export downloads everything/)).toBeVisible();
  await faq.getByText("What happens if I write something that worries the app?").click();
  await expect(faq.getByRole("link", { name: "Safety page" })).toHaveAttribute("href", "/safety");
  await faq.getByText("How do I cancel my subscription?").click();
  await expect(faq.getByText(/Manage billing/)).toBeVisible();

  // Start Chat opens the chat.
  await page.getByRole("link", { name: "Start Chat" }).click();
  await expect(page).toHaveURL(/\/chat$/);
});

test("Call Support: the number for Pro members only; anyone else is pointed to the plans", async ({ page }) => {
  await page.goto("/help");
  const call = page.getByRole("button", { name: "Call Support" });
  const panel = page.getByTestId("phone-support");
  await expect(call).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await call.focus();
  await page.keyboard.press("Enter");
  await expect(call).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toContainText("Phone support is a Pro feature.");
  await expect(panel.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/pricing");
  await expect(panel.getByRole("link", { name: /555/ })).toHaveCount(0);
  await expect(page.getByText("+1 (800) 555-0142")).toHaveCount(0);

  // A free account: still not the number.
  const { email } = await signUpViaApi(page);
  await page.goto("/help");
  await call.click();
  await expect(panel).toContainText("Phone support is a Pro feature.");
  await expect(page.getByText("+1 (800) 555-0142")).toHaveCount(0);

  // Pro: the number, as a tel: link; in light and dark without serious axe findings, and fitting 375 px.
  await setTier(page, email, "pro");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/help");
  await call.click();
  await expect(panel.getByRole("link", { name: "+1 (800) 555-0142" })).toHaveAttribute("href", "tel:+18005550142");
  await expect(panel).not.toContainText("Pro feature");
  await expectNoSeriousAxeViolations(page);
  await setDark(page, true);
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the contact form makes no request and thanks the person", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));

  await page.getByLabel("Name").fill("Sam");
  await page.getByLabel("Email").fill("sam@example.com");
  await page.getByLabel("Subject").fill("A question about my diary");
  await page.getByLabel("Message").fill("Can I print my entries?");
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Thank you, Sam" })).toBeVisible();
  const mail = page.getByRole("link", { name: "Open in my email app" });
  await expect(mail).toHaveAttribute("href", /^mailto:support@.*subject=A%20question%20about%20my%20diary/);
  expect(requests.filter((u) => new URL(u).pathname.startsWith("/api"))).toEqual([]);
  expect(requests).toEqual([]);
  expect(logs.some((l) => l.includes("[contact]"))).toBe(true);

  await page.getByRole("button", { name: "Write another message" }).click();
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

test("static pages fit a 375 px screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [path] of HEADINGS.filter(([p]) => !["/cookies", "/disclaimer", "/community", "/resources"].includes(p))) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
