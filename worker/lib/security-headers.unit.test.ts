import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "./security-headers";

const directives = new Map(
  CONTENT_SECURITY_POLICY.split(";").map((d) => {
    const [name, ...sources] = d.trim().split(/\s+/);
    return [name!, sources];
  }),
);

describe("Content-Security-Policy", () => {
  // Stripe's published list for Stripe.js and the Payment Element (docs.stripe.com/security/guide).
  it.each([
    ["script-src", ["https://js.stripe.com", "https://*.js.stripe.com"]],
    ["frame-src", ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com", "https://link.com", "https://*.link.com"]],
    ["connect-src", ["https://api.stripe.com", "https://link.com", "https://*.link.com"]],
    ["img-src", ["https://*.stripe.com", "https://*.link.com"]],
  ])("%s allows what Stripe.js needs", (name, sources) => {
    expect(directives.get(name)).toEqual(expect.arrayContaining(sources));
  });

  it("stays strict everywhere else", () => {
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  });
});
