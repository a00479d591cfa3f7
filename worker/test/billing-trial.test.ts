// One trial per person, past_due only for the dunning window, and signed webhooks of an unexpected
// shape refused (400) and recorded, never a 500. Stripe is the local stub (worker/test/stripe-stub).
import { describe, expect, it } from "vitest";
import { DUNNING_WINDOW_SECONDS } from "../billing/tiers";
import { endLapsedDunning } from "../billing/sync";
import { createSubscription, makeEvent, sendWebhook, stub, stubGetSubscription, stubSubscription, subscribe, userRow } from "./billing-helpers";
import { api, countRows, env, registerUser } from "./helpers";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const authed = (path: string) => fetch(`${stub()}${path}`, { headers: { Authorization: `Bearer ${env.STRIPE_SECRET_KEY}` } }).then((r) => r.json() as Promise<any>);

async function cancel(id: string) {
  await stubSubscription(id, { status: "canceled" });
  const res = await sendWebhook(makeEvent("customer.subscription.deleted", { id, object: "subscription" }));
  expect(res.status).toBe(200);
}

/** What the person would be charged now: the first invoice of the subscription. */
async function firstInvoiceOf(subscriptionId: string): Promise<number> {
  const sub = await authed(`/v1/subscriptions/${subscriptionId}`);
  return (await authed(`/v1/invoices/${sub.latest_invoice}`)).amount_due;
}

describe("one trial per person", () => {
  it("a second premium subscription is refused the trial: it starts at the regular price", async () => {
    const { token, user } = await registerUser();
    const first = await subscribe(token, "premium");
    expect((await stubGetSubscription(first)).trial_end).toEqual(expect.any(Number));
    expect((await api("/api/subscription-status", { token })).json.trialUsed).toBe(true);
    // Their Stripe customer carries the mark too.
    const customer = await authed(`/v1/customers/${(await userRow(user.id))!.customerId}`);
    expect(customer.metadata.clearday_trial_used).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await cancel(first);
    expect((await userRow(user.id))!.tier).toBe("free");
    const again = await createSubscription(token);
    expect(again.status).toBe(200);
    expect(again.json.trial).toBe(false);
    const second = await stubGetSubscription(again.json.subscriptionId);
    expect(second.trial_end).toBeNull();
    expect(second.add_invoice_items).toEqual([]);
    expect(second.items.data[0]!.price.id).toBe(env.STRIPE_PRICE_PREMIUM);
    expect(await firstInvoiceOf(second.id)).toBe(1999);

    // Paid at the regular price, it is active (no trial) and gets no first-month coupon.
    await stubSubscription(second.id, { status: "active" });
    const claim = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId: second.id, tier: "premium" } });
    expect(claim.json).toEqual({ subscriptionTier: "premium", status: "active" });
    expect((await stubGetSubscription(second.id)).discounts).toEqual([]);
  });

  it("a trial attempt that was never paid does not spend the trial", async () => {
    const { token } = await registerUser();
    const unpaid = await createSubscription(token);
    expect(await firstInvoiceOf(unpaid.json.subscriptionId)).toBe(499);
    await createSubscription(token, env.STRIPE_PRICE_PRO); // cancels the unpaid premium attempt
    expect((await api("/api/subscription-status", { token })).json.trialUsed).toBe(false);
    const again = await createSubscription(token);
    expect((await stubGetSubscription(again.json.subscriptionId)).trial_end).toEqual(expect.any(Number));
  });

  it("deleting the account and signing up again with the same email does not bring the trial back", async () => {
    const first = await registerUser();
    await subscribe(first.token, "premium");
    expect((await api("/api/account", { method: "DELETE", token: first.token, body: { password: first.password } })).status).toBe(200);

    const again = await api("/api/auth/register", {
      body: { email: first.email, password: "correct horse", name: "Sam", termsAccepted: true },
      headers: { "CF-Connecting-IP": "10.250.0.1" },
    });
    expect(again.status).toBe(201);
    const token = again.json.token as string;
    expect((await api("/api/subscription-status", { token })).json.trialUsed).toBe(false);
    const created = await createSubscription(token);
    expect(created.status).toBe(200);
    expect((await stubGetSubscription(created.json.subscriptionId)).trial_end).toBeNull();
    expect(await firstInvoiceOf(created.json.subscriptionId)).toBe(1999);
    // Found once in Stripe, remembered on the new row.
    expect((await api("/api/subscription-status", { token })).json.trialUsed).toBe(true);
  });
});

describe("past_due keeps the tier only for the dunning window", () => {
  it("is Stripe's default retry schedule: 8 tries within 2 weeks", () => {
    expect(DUNNING_WINDOW_SECONDS).toBe(14 * DAY);
  });

  it("a payment failing since 3 days keeps premium; since 15 days it does not; paying brings it back", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "pro");
    await stubSubscription(id, { status: "past_due", current_period_start: now() - 3 * DAY });
    await sendWebhook(makeEvent("invoice.payment_failed", { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: id } } }));
    expect((await userRow(user.id))!.tier).toBe("pro");
    expect((await api("/api/user/profile", { token })).json.subscriptionTier).toBe("pro");

    await stubSubscription(id, { status: "past_due", current_period_start: now() - 15 * DAY });
    await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    expect((await userRow(user.id))!.tier).toBe("free");
    expect((await api("/api/subscription-status", { token })).json).toMatchObject({ subscriptionTier: "free", status: "past_due" });

    await stubSubscription(id, { status: "active" });
    await sendWebhook(makeEvent("invoice.paid", { id: "in_2", object: "invoice", parent: { subscription_details: { subscription: id } } }));
    expect((await userRow(user.id))!.tier).toBe("pro");
  });

  it("the hourly sweep ends premium when the window passes without any webhook", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "premium");
    await stubSubscription(id, { status: "past_due", current_period_start: now() - DAY });
    await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    expect((await userRow(user.id))!.tier).toBe("premium");

    await endLapsedDunning(env.DB, Date.now());
    expect((await userRow(user.id))!.tier).toBe("premium");
    expect(await endLapsedDunning(env.DB, Date.now() + 14 * DAY * 1000)).toBeGreaterThanOrEqual(1);
    expect((await userRow(user.id))!.tier).toBe("free");
  });
});

describe("a correctly signed webhook with an unexpected shape", () => {
  const shapes: [string, Record<string, unknown>][] = [
    ["no data", { id: "evt_shape1", object: "event", type: "customer.subscription.updated" }],
    ["data.object a string", { id: "evt_shape2", object: "event", type: "invoice.paid", data: { object: "sub_123" } }],
    ["no type", { id: "evt_shape3", object: "event", data: { object: {} } }],
    ["a type that is a number", { id: "evt_shape4", object: "event", type: 42, data: { object: {} } }],
    ["no id", { object: "event", type: "invoice.paid", data: { object: {} } }],
    ["a subscription event without a subscription id", { id: "evt_shape5", object: "event", type: "customer.subscription.updated", data: { object: { id: 7 } } }],
    ["null", {} as Record<string, unknown>],
  ];

  for (const [label, event] of shapes) {
    it(`${label}: 400, recorded as unprocessable, nothing else changes`, async () => {
      const { token, user } = await registerUser();
      await subscribe(token, "pro");
      const before = await countRows("stripe_events", "outcome = 'unprocessable'");
      const body = label === "null" ? null : event;
      const res = await sendWebhook(body as object);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/shape/);
      expect(await countRows("stripe_events", "outcome = 'unprocessable'")).toBe(before + 1);
      if (typeof event.id === "string") expect(await countRows("stripe_events", "id = ?1 AND outcome = 'unprocessable'", event.id)).toBe(1);
      expect((await userRow(user.id))!.tier).toBe("pro");
      // Stripe retrying it gets the same answer, and it is recorded once.
      expect((await sendWebhook(body as object)).status).toBe(400);
      expect(await countRows("stripe_events", "outcome = 'unprocessable'")).toBe(before + 1);
    });
  }
});
