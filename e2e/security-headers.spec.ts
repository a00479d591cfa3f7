import { expect, test } from "./test";

const expectSecurityHeaders = (headers: Record<string, string>) => {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  // Stripe.js and the Payment Element (script and iframes on js.stripe.com subdomains too).
  expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.js\.stripe\.com/);
  expect(csp).toMatch(/frame-src [^;]*https:\/\/\*\.js\.stripe\.com/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
};

test("HTML pages carry the security headers", async ({ request }) => {
  for (const path of ["/", "/auth", "/some/unknown/page"]) {
    const res = await request.get(path);
    expect(res.status()).toBe(path === "/some/unknown/page" ? 404 : 200);
    expect(res.headers()["content-type"]).toContain("text/html");
    expectSecurityHeaders(res.headers());
  }
});

test("API responses carry the security headers and are never cached", async ({ request }) => {
  for (const path of ["/api/health", "/api/user/profile", "/api/nope"]) {
    const res = await request.get(path);
    expectSecurityHeaders(res.headers());
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(res.headers()["content-type"]).toContain("application/json");
  }
});

test("the app loads without CSP violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/");
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  expect(violations).toEqual([]);
});
