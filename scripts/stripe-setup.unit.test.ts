import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICE_CENTS } from "../shared/plans";
import { startStripeStub, type StripeStub } from "../worker/test/stripe-stub/server.mjs";
import { AMOUNTS, COUPON_ID, setupStripe, stripeClient } from "./stripe-setup.mjs";

let stub: StripeStub;
beforeAll(async () => {
  stub = await startStripeStub();
});
afterAll(() => stub.close());

describe("npm run stripe:setup", () => {
  it("uses the plan list's amounts", () => {
    expect(AMOUNTS).toEqual(PRICE_CENTS);
    expect(PRICE_CENTS.premium - PRICE_CENTS.firstMonthDiscount).toBe(1500);
  });

  it("creates products, prices and the once-only coupon, and is idempotent", async () => {
    const stripe = stripeClient("sk_test_setup", stub.url);
    const first = await setupStripe(stripe);
    expect(first.STRIPE_PRICE_PREMIUM).toMatch(/^price_/);
    expect(first.STRIPE_COUPON_FIRST_MONTH).toBe(COUPON_ID);
    const second = await setupStripe(stripe);
    expect(second).toEqual(first);

    const premium = await stripe.prices.list({ lookup_keys: ["clearday_premium_monthly"] });
    expect(premium.data[0]).toMatchObject({ unit_amount: 1999, recurring: { interval: "month" } });
    const fee = await stripe.prices.list({ lookup_keys: ["clearday_premium_trial_fee"] });
    expect(fee.data[0]).toMatchObject({ unit_amount: 499, recurring: null });
    const coupon = await stripe.coupons.retrieve(COUPON_ID);
    expect(coupon).toMatchObject({ amount_off: 499, duration: "once", applies_to: { products: ["clearday_premium"] } });
    const posts = stub.state.requests.filter((r) => r.method === "POST");
    expect(posts.every((r) => r.idempotencyKey)).toBe(true);
  });
});
