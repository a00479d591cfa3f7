import { afterEach, describe, expect, it } from "vitest";
import { setStripeOptionsForTests } from "../billing/stripe-client";
import { PAYMENTS_NOT_CONFIGURED } from "../../shared/contract/billing";
import { createSubscription, makeEvent, sendWebhook, stubGetSubscription, stubRequests, stubSubscription, subscribe, userRow } from "./billing-helpers";
import { api, countRows, env, registerUser } from "./helpers";

afterEach(() => setStripeOptionsForTests(null));

const PREMIUM = () => env.STRIPE_PRICE_PREMIUM!;
const PRO = () => env.STRIPE_PRICE_PRO!;

describe("POST /api/create-subscription", () => {
  it("creates the customer and a premium subscription with the 7-day trial and the $4.99 trial fee", async () => {
    const { token, user } = await registerUser();
    const res = await createSubscription(token, PREMIUM());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ intentType: "payment", trial: true });
    expect(res.json.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(res.json.subscriptionId).toMatch(/^sub_/);

    const sub = await stubGetSubscription(res.json.subscriptionId);
    expect(sub.payment_behavior).toBe("default_incomplete");
    expect(sub.items.data[0]!.price.id).toBe(PREMIUM());
    expect(sub.trial_end! - Math.floor(Date.now() / 1000)).toBeGreaterThan(7 * 86_400 - 120);
    expect(sub.add_invoice_items).toEqual([expect.objectContaining({ price: env.STRIPE_PRICE_TRIAL_FEE })]);
    // The once-only coupon is not given at creation (it would be spent on the trial-fee invoice).
    expect(sub.discounts).toEqual([]);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ tier: "free", subscriptionId: sub.id, status: "incomplete" });
    expect(row!.customerId).toBe(sub.customer);
  });

  it("puts an idempotency key on every Stripe POST", async () => {
    const { token } = await registerUser();
    const res = await createSubscription(token, PRO());
    expect(res.status).toBe(200);
    const sub = await stubGetSubscription(res.json.subscriptionId);
    expect(sub.trial_end).toBeNull();
    const posts = (await stubRequests()).filter((r) => r.method === "POST");
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((r) => typeof r.idempotencyKey === "string" && r.idempotencyKey.length > 0)).toBe(true);
  });

  it("a double click gives one subscription", async () => {
    const { token, user } = await registerUser();
    const [a, b] = await Promise.all([createSubscription(token), createSubscription(token)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.json.subscriptionId).toBe(a.json.subscriptionId);
    expect(b.json.clientSecret).toBe(a.json.clientSecret);
    // A later retry of the unpaid attempt also gets the same subscription back.
    const c = await createSubscription(token);
    expect(c.json.subscriptionId).toBe(a.json.subscriptionId);
    const row = await userRow(user.id);
    const creates = (await stubRequests()).filter((r) => r.method === "POST" && r.path === "/v1/subscriptions" && r.idempotencyKey?.includes(user.id));
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(row!.subscriptionId).toBe(a.json.subscriptionId);
  });

  it("reuses the customer for a second attempt at another plan and cancels the unpaid one", async () => {
    const { token, user } = await registerUser();
    const first = await createSubscription(token, PREMIUM());
    const customer = (await userRow(user.id))!.customerId;
    const second = await createSubscription(token, PRO());
    expect(second.status).toBe(200);
    expect(second.json.subscriptionId).not.toBe(first.json.subscriptionId);
    expect((await stubGetSubscription(first.json.subscriptionId)).status).toBe("canceled");
    expect((await stubGetSubscription(second.json.subscriptionId)).customer).toBe(customer);
    expect((await userRow(user.id))!.customerId).toBe(customer);
  });

  it("going back to a plan whose unpaid attempt was just cancelled makes a fresh subscription", async () => {
    const { token } = await registerUser();
    const premium = await createSubscription(token, PREMIUM());
    await createSubscription(token, PRO());
    const again = await createSubscription(token, PREMIUM());
    expect(again.status).toBe(200);
    expect(again.json.subscriptionId).not.toBe(premium.json.subscriptionId);
    expect((await stubGetSubscription(again.json.subscriptionId)).status).toBe("incomplete");
  });

  it("refuses a priceId that is not one of ours, before calling Stripe", async () => {
    const { token, user } = await registerUser();
    for (const priceId of ["price_someone_elses", env.STRIPE_PRICE_TRIAL_FEE!, ""]) {
      const res = await createSubscription(token, priceId);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/priceId/);
    }
    expect((await userRow(user.id))!.customerId).toBeNull();
    expect((await api("/api/create-subscription", { method: "POST", token, body: {} })).status).toBe(400);
    expect((await api("/api/create-subscription", { method: "POST", token, raw: "{nope" })).status).toBe(400);
  });

  it("needs a signed-in person", async () => {
    const res = await api("/api/create-subscription", { method: "POST", body: { priceId: PREMIUM() } });
    expect(res.status).toBe(401);
  });

  it("refuses a second subscription while one is live", async () => {
    const { token } = await registerUser();
    await subscribe(token, "premium");
    const res = await createSubscription(token, PRO());
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/Manage billing/);
  });
});

describe("POST /api/update-subscription-tier", () => {
  it("grants the tier of a paid subscription of this person, and adds the once-only first-month discount", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PREMIUM());
    const subscriptionId = created.json.subscriptionId as string;

    // Not paid yet: nothing changes.
    const early = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier: "premium" } });
    expect(early.status).toBe(409);
    expect((await userRow(user.id))!.tier).toBe("free");

    await stubSubscription(subscriptionId, { status: "trialing" });
    const res = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier: "premium" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ subscriptionTier: "premium", status: "trialing" });
    expect((await api("/api/user/profile", { token })).json.subscriptionTier).toBe("premium");

    const sub = await stubGetSubscription(subscriptionId);
    expect(sub.discounts.map((d) => d.coupon)).toEqual([env.STRIPE_COUPON_FIRST_MONTH]);
    expect(sub.metadata.first_month_discount).toBe("applied");

    const status = await api("/api/subscription-status", { token });
    expect(status.json).toMatchObject({ hasSubscription: true, subscriptionTier: "premium", status: "trialing", cancelAtPeriodEnd: false });
    expect(status.json.currentPeriodEnd).toBe(sub.items.data[0]!.current_period_end);
  });

  it("refuses a forged claim (pro for a premium subscription) with 403 and changes nothing", async () => {
    const { token, user } = await registerUser();
    const subscriptionId = await subscribe(token, "premium");
    const res = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier: "pro" } });
    expect(res.status).toBe(403);
    expect((await userRow(user.id))!.tier).toBe("premium");
  });

  it("refuses someone else's subscription with 403", async () => {
    const owner = await registerUser();
    const subscriptionId = await subscribe(owner.token, "pro");
    const thief = await registerUser();
    await createSubscription(thief.token, PREMIUM()); // the thief has a customer of their own
    const res = await api("/api/update-subscription-tier", { method: "POST", token: thief.token, body: { subscriptionId, tier: "pro" } });
    expect(res.status).toBe(403);
    expect((await userRow(thief.user.id))!.tier).toBe("free");
    // Without any customer, also 403.
    const stranger = await registerUser();
    const res2 = await api("/api/update-subscription-tier", { method: "POST", token: stranger.token, body: { subscriptionId, tier: "pro" } });
    expect(res2.status).toBe(403);
  });

  it("refuses an unknown subscription with 403, a wrong-shaped id or tier with 400", async () => {
    const { token, user } = await registerUser();
    await createSubscription(token);
    const unknown = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId: "sub_doesnotexist", tier: "premium" } });
    expect(unknown.status).toBe(403);
    for (const body of [
      { subscriptionId: "../v1/customers", tier: "premium" },
      { subscriptionId: "cus_123", tier: "premium" },
      { subscriptionId: "sub_ok", tier: "free" },
      { subscriptionId: 42, tier: "premium" },
    ]) {
      const res = await api("/api/update-subscription-tier", { method: "POST", token, body });
      expect(res.status).toBe(400);
    }
    expect((await userRow(user.id))!.tier).toBe("free");
  });

  it("refuses a canceled subscription", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PRO());
    await stubSubscription(created.json.subscriptionId, { status: "canceled" });
    const res = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId: created.json.subscriptionId, tier: "pro" } });
    expect(res.status).toBe(403);
    expect((await userRow(user.id))!.tier).toBe("free");
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a wrong or missing signature and records nothing", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PRO());
    await stubSubscription(created.json.subscriptionId, { status: "active" });
    const event = makeEvent("customer.subscription.updated", { id: created.json.subscriptionId, object: "subscription" });

    const forged = await sendWebhook(event, { secret: "whsec_not_ours" });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toMatch(/signature/i);
    expect((await sendWebhook(event, { signature: null })).status).toBe(400);
    expect((await sendWebhook(event, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect(await countRows("stripe_events", "id = ?1", event.id)).toBe(0);
    expect((await userRow(user.id))!.tier).toBe("free");

    // A replay of a genuine event signed long ago (outside the tolerance) is refused too.
    const old = await sendWebhook(event, { signature: `t=${Math.floor(Date.now() / 1000) - 3600},v1=${"0".repeat(64)}` });
    expect(old.status).toBe(400);
  });

  it("applies the subscription's current state and ignores a repeated event", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PRO());
    const id = created.json.subscriptionId as string;
    await stubSubscription(id, { status: "active" });
    const event = makeEvent("customer.subscription.updated", { id, object: "subscription", status: "active" });

    const first = await sendWebhook(event);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ received: true, result: "applied", tier: "pro" });
    expect((await userRow(user.id))!.tier).toBe("pro");
    expect(await countRows("stripe_events", "id = ?1", event.id)).toBe(1);

    // Stripe cancels in the meantime; a redelivery of the same event id must do nothing at all.
    await stubSubscription(id, { status: "canceled" });
    const again = await sendWebhook(event);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ duplicate: true });
    expect((await userRow(user.id))!.tier).toBe("pro");
  });

  it("resolves out-of-order events by fetching the subscription again", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "premium");

    // Stripe has canceled it; the "deleted" event comes first, then a stale "updated (trialing)".
    await stubSubscription(id, { status: "canceled" });
    await sendWebhook(makeEvent("customer.subscription.deleted", { id, object: "subscription", status: "canceled" }));
    const stale = await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription", status: "trialing" }));
    expect(stale.status).toBe(200);
    expect((await userRow(user.id))!.tier).toBe("free");

    // And the other way round: an event body claiming "canceled" while Stripe says active keeps the tier.
    const other = await registerUser();
    const id2 = await subscribe(other.token, "pro");
    await sendWebhook(makeEvent("customer.subscription.deleted", { id: id2, object: "subscription", status: "canceled" }));
    expect((await userRow(other.user.id))!.tier).toBe("pro");
  });

  it("keeps cancel-at-period-end for the status card, then falls back to free when canceled", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "premium");
    const end = Math.floor(Date.now() / 1000) + 5 * 86_400;
    await stubSubscription(id, { cancel_at_period_end: true, current_period_end: end });
    await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    const status = await api("/api/subscription-status", { token });
    expect(status.json).toEqual({ hasSubscription: true, subscriptionTier: "premium", status: "trialing", cancelAtPeriodEnd: true, currentPeriodEnd: end, trialUsed: true });

    await stubSubscription(id, { status: "canceled" });
    await sendWebhook(makeEvent("customer.subscription.deleted", { id, object: "subscription" }));
    expect((await userRow(user.id))!.tier).toBe("free");
    const after = await api("/api/subscription-status", { token });
    expect(after.json).toMatchObject({ hasSubscription: false, subscriptionTier: "free", status: "canceled" });
  });

  it("maps every status to a tier: past_due keeps it (within the dunning window), unpaid and incomplete_expired take it away", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "pro");
    for (const [status, tier] of [
      ["past_due", "pro"],
      ["active", "pro"],
      ["unpaid", "free"],
      ["active", "pro"],
      ["incomplete_expired", "free"],
    ] as const) {
      await stubSubscription(id, { status });
      const res = await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
      expect(res.status).toBe(200);
      expect((await userRow(user.id))!.tier, status).toBe(tier);
    }
  });

  it("finds the subscription of invoice events", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PRO());
    const id = created.json.subscriptionId as string;
    await stubSubscription(id, { status: "active" });
    const invoice = { id: "in_x", object: "invoice", parent: { type: "subscription_details", subscription_details: { subscription: id } } };
    const res = await sendWebhook(makeEvent("invoice.paid", invoice));
    expect(res.json).toMatchObject({ result: "applied", tier: "pro" });
    expect((await userRow(user.id))!.tier).toBe("pro");
  });

  it("adds the first-month discount once the trial has started", async () => {
    const { token } = await registerUser();
    const created = await createSubscription(token, PREMIUM());
    const id = created.json.subscriptionId as string;
    await stubSubscription(id, { status: "trialing" });
    await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    const sub = await stubGetSubscription(id);
    expect(sub.discounts.map((d) => d.coupon)).toEqual([env.STRIPE_COUPON_FIRST_MONTH]);
    const discountPosts = (await stubRequests()).filter((r) => r.idempotencyKey === `first-month-discount:${id}`);
    expect(discountPosts.length).toBeGreaterThanOrEqual(1);
  });

  it("ignores (200) events for customers it does not know, and other event types", async () => {
    const { token } = await registerUser();
    const created = await createSubscription(token, PRO());
    const id = created.json.subscriptionId as string;
    await stubSubscription(id, { status: "active" });
    // The person's account is gone; Stripe still sends events for the customer.
    const res0 = await env.DB.prepare("UPDATE users SET stripe_customer_id = 'cus_forgotten' WHERE stripe_subscription_id = ?1").bind(id).run();
    expect(res0.meta.changes).toBe(1);
    const res = await sendWebhook(makeEvent("customer.subscription.updated", { id, object: "subscription" }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "ignored", reason: "unknown customer" });
    expect(await countRows("users", "stripe_subscription_id = ?1 AND subscription_tier != 'free'", id)).toBe(0);

    const other = await sendWebhook(makeEvent("charge.refunded", { id: "ch_1", object: "charge" }));
    expect(other.status).toBe(200);
    expect(other.json.result).toBe("ignored");
    const gone = await sendWebhook(makeEvent("customer.subscription.updated", { id: "sub_notinstripe", object: "subscription" }));
    expect(gone.json).toMatchObject({ result: "ignored" });
  });
});

describe("Stripe failing", () => {
  it("a Stripe 500 on create-subscription is a 502 with a message, and no tier changes", async () => {
    const { token, user } = await registerUser();
    setStripeOptionsForTests({ apiKey: "sk_test_fail500", maxNetworkRetries: 0 });
    const res = await createSubscription(token, PREMIUM());
    expect(res.status).toBe(502);
    expect(res.json.message).toMatch(/payment provider/);
    expect(await userRow(user.id)).toMatchObject({ tier: "free", subscriptionId: null });
  });

  it("a Stripe timeout on the tier claim is a 502, and the tier stays", async () => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, PRO());
    await stubSubscription(created.json.subscriptionId, { status: "active" });
    setStripeOptionsForTests({ apiKey: "sk_test_hang", timeoutMs: 300, maxNetworkRetries: 0 });
    const res = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId: created.json.subscriptionId, tier: "pro" } });
    expect(res.status).toBe(502);
    expect(res.json.message).toMatch(/payment provider/);
    expect((await userRow(user.id))!.tier).toBe("free");
  });

  it("a webhook that cannot reach Stripe answers 502 and leaves the event to be retried", async () => {
    const { token, user } = await registerUser();
    const id = await subscribe(token, "pro");
    await stubSubscription(id, { status: "canceled" });
    const event = makeEvent("customer.subscription.deleted", { id, object: "subscription" });
    setStripeOptionsForTests({ apiKey: "sk_test_fail500", maxNetworkRetries: 0 });
    const res = await sendWebhook(event);
    expect(res.status).toBe(502);
    expect(await countRows("stripe_events", "id = ?1", event.id)).toBe(0);
    expect((await userRow(user.id))!.tier).toBe("pro");

    setStripeOptionsForTests(null);
    const retry = await sendWebhook(event);
    expect(retry.json).toMatchObject({ result: "applied", tier: "free" });
    expect((await userRow(user.id))!.tier).toBe("free");
  });
});

describe("subscription status and the billing portal", () => {
  it("status needs a sign-in; a free person has no subscription", async () => {
    expect((await api("/api/subscription-status")).status).toBe(401);
    const { token } = await registerUser();
    const res = await api("/api/subscription-status", { token });
    expect(res.json).toEqual({ hasSubscription: false, subscriptionTier: "free", status: null, cancelAtPeriodEnd: false, currentPeriodEnd: null, trialUsed: false });
  });

  it("gives a portal link to a customer, a 400 to someone without one", async () => {
    const { token } = await registerUser();
    const none = await api("/api/billing/portal", { method: "POST", token });
    expect(none.status).toBe(400);
    await subscribe(token, "premium");
    const res = await api("/api/billing/portal", { method: "POST", token, body: { returnTo: "/dashboard" } });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    expect((await api("/api/billing/portal", { method: "POST", token, body: { returnTo: "https://evil.example" } })).status).toBe(400);
    expect((await api("/api/billing/portal", { method: "POST" })).status).toBe(401);
  });
});

describe("without Stripe keys", () => {
  const bindings = { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined };

  it("says plainly that payments are not configured, and config hides the keys", async () => {
    const { token } = await registerUser();
    const res = await api("/api/create-subscription", { token, body: { priceId: PREMIUM() }, bindings });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe(PAYMENTS_NOT_CONFIGURED);
    const hook = await api("/api/stripe/webhook", { raw: "{}", method: "POST", bindings });
    expect(hook.status).toBe(503);
    const config = await api("/api/config", { bindings });
    expect(config.json.stripe.publishableKey).toBeNull();
    const configured = await api("/api/config");
    expect(configured.json.stripe).toEqual({ publishableKey: env.STRIPE_PUBLISHABLE_KEY, prices: { premium: PREMIUM(), pro: PRO() } });
  });
});
