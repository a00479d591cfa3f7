import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./test";

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
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await expectNoSeriousAxeViolations(page);
  });
}

test("the terms page has the four cards of the spec", async ({ page }) => {
  await page.goto("/terms");
  for (const title of ["AI Data Usage and Personalization", "Important Disclaimers", "Limitation of Liability", "User Acknowledgment"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText("not a substitute for professional care", { exact: false }).first()).toBeVisible();
});

test("/cookies and /disclaimer show the shared legal page scrolled to their section", async ({ page }) => {
  for (const [path, section] of [["/cookies", "Cookies and local storage"], ["/disclaimer", "Medical and professional disclaimer"]] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service & Legal Disclaimers" })).toBeVisible();
    const heading = page.getByRole("heading", { level: 2, name: section });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  }
});

test("/help, /community and /resources show the Help Center with its four cards, buttons disabled and explained", async ({ page }) => {
  for (const path of ["/help", "/community", "/resources"]) {
    await page.goto(path);
    for (const [title, button] of [["Live Chat", "Start Chat"], ["Email Support", "Send Email"], ["Knowledge Base", "Browse Articles"], ["Phone Support", "Call Support"]]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
      const b = page.getByRole("button", { name: button });
      await expect(b).toBeDisabled();
      await expect(b).toHaveAccessibleDescription(/can't be opened from this page/);
    }
  }
  // The FAQ opens with the keyboard.
  await page.getByText("How do I export or delete my data?").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Export downloads everything/)).toBeVisible();
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
