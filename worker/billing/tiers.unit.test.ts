import { describe, expect, it } from "vitest";
import { DUNNING_WINDOW_SECONDS, pastDueSince, spentTrial, subscriptionColumns, tierForPrice, tierForSubscription, type SubscriptionLike } from "./tiers";

const env = { STRIPE_PRICE_PREMIUM: "price_p", STRIPE_PRICE_PRO: "price_x" };
const sub = (status: string, price = "price_p", extra: Partial<SubscriptionLike> = {}): SubscriptionLike =>
  ({
    id: "sub_1",
    status,
    customer: "cus_1",
    cancel_at_period_end: false,
    cancel_at: null,
    items: { data: [{ price: { id: price }, current_period_end: 1700000000 }] },
    ...extra,
  }) as SubscriptionLike;

describe("tiers", () => {
  it("maps our prices, nothing else", () => {
    expect(tierForPrice(env, "price_p")).toBe("premium");
    expect(tierForPrice(env, "price_x")).toBe("pro");
    expect(tierForPrice(env, "price_other")).toBeNull();
    expect(tierForPrice({ STRIPE_PRICE_PREMIUM: undefined, STRIPE_PRICE_PRO: undefined }, undefined)).toBeNull();
  });

  it.each([
    ["trialing", "premium"],
    ["active", "premium"],
    ["past_due", "premium"],
    ["canceled", "free"],
    ["unpaid", "free"],
    ["incomplete", "free"],
    ["incomplete_expired", "free"],
    ["paused", "free"],
  ])("status %s gives %s", (status, tier) => {
    expect(tierForSubscription(env, sub(status))).toBe(tier);
  });

  it("a live subscription of a foreign price gives free", () => {
    expect(tierForSubscription(env, sub("active", "price_other"))).toBe("free");
  });

  it("keeps the period end (seconds) and treats a scheduled cancel as ending", () => {
    expect(subscriptionColumns(env, sub("active"))).toMatchObject({ cancelAtPeriodEnd: false, currentPeriodEnd: 1700000000 });
    expect(subscriptionColumns(env, sub("active", "price_p", { cancel_at: 1700500000 }))).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: 1700500000 });
    const old = { ...sub("active"), items: { data: [{ price: { id: "price_p" } }] }, current_period_end: 1600000000 } as SubscriptionLike;
    expect(subscriptionColumns(env, old).currentPeriodEnd).toBe(1600000000);
  });

  it("past_due keeps the tier for the dunning window from the failed renewal, not a second longer", () => {
    const now = 1_800_000_000;
    const failing = (since: number) => sub("past_due", "price_p", { items: { data: [{ price: { id: "price_p" }, current_period_start: since }] } } as Partial<SubscriptionLike>);
    expect(tierForSubscription(env, failing(now - 86_400), now)).toBe("premium");
    expect(tierForSubscription(env, failing(now - DUNNING_WINDOW_SECONDS), now)).toBe("premium");
    expect(tierForSubscription(env, failing(now - DUNNING_WINDOW_SECONDS - 1), now)).toBe("free");
    expect(subscriptionColumns(env, failing(now - 100), now).pastDueSince).toBe(now - 100);
    expect(subscriptionColumns(env, sub("active"), now).pastDueSince).toBeNull();
    // A period start in the future (clock skew) counts from now.
    expect(pastDueSince(failing(now + 500), now)).toBe(now);
  });

  it("a trial is spent once its subscription got past the first payment", () => {
    expect(spentTrial(sub("trialing", "price_p", { trial_end: 1 }))).toBe(true);
    expect(spentTrial(sub("canceled", "price_p", { trial_end: 1 }))).toBe(true);
    expect(spentTrial(sub("incomplete", "price_p", { trial_end: 1 }))).toBe(false);
    expect(spentTrial(sub("incomplete_expired", "price_p", { trial_end: 1 }))).toBe(false);
    expect(spentTrial(sub("active", "price_p", { trial_end: null }))).toBe(false);
  });
});
