// Helpers for the billing tests: the local Stripe stub (its controls and records) and signed webhooks.
import Stripe from "stripe";
import { api, env } from "./helpers";

export const stub = () => {
  if (!env.STRIPE_API_BASE) throw new Error("STRIPE_API_BASE is not set: the worker project's globalSetup starts the stub");
  return env.STRIPE_API_BASE;
};

export interface StubRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  apiKey: string;
  replayed: boolean;
}

export async function stubRequests(): Promise<StubRequest[]> {
  return (await (await fetch(`${stub()}/__stub/requests`)).json()) as StubRequest[];
}

/** Changes a subscription in the stub the way Stripe would after a payment, a cancellation... */
export async function stubSubscription(id: string, patch: Record<string, unknown>) {
  const res = await fetch(`${stub()}/__stub/subscriptions/${id}`, { method: "POST", body: JSON.stringify(patch) });
  if (!res.ok) throw new Error(`stub control failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as StripeSubscriptionJson;
}

export interface StripeSubscriptionJson {
  id: string;
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  discounts: Array<{ coupon: string }>;
  metadata: Record<string, string>;
  add_invoice_items: Array<{ price: string }>;
  payment_behavior: string;
  items: { data: Array<{ price: { id: string }; current_period_end: number }> };
}

/** Reads a subscription from the stub as Stripe would answer it. */
export async function stubGetSubscription(id: string): Promise<StripeSubscriptionJson> {
  const res = await fetch(`${stub()}/v1/subscriptions/${id}`, { headers: { Authorization: `Bearer ${env.STRIPE_SECRET_KEY}` } });
  return (await res.json()) as StripeSubscriptionJson;
}

let eventCounter = 0;
export function makeEvent(type: string, object: Record<string, unknown>, id = `evt_test${Date.now().toString(36)}${++eventCounter}`) {
  return { id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } };
}

/** Posts an event signed with the real Stripe signing code (or a wrong secret, for the forgery test). */
export async function sendWebhook(event: object, options: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? await Stripe.webhooks.generateTestHeaderStringAsync({
          payload,
          secret: options.secret ?? env.STRIPE_WEBHOOK_SECRET!,
          cryptoProvider: Stripe.createSubtleCryptoProvider(),
        })
      : options.signature;
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["Stripe-Signature"] = signature;
  return api("/api/stripe/webhook", { method: "POST", raw: payload, headers });
}

export async function userRow(id: string) {
  return env.DB.prepare(
    "SELECT subscription_tier AS tier, stripe_customer_id AS customerId, stripe_subscription_id AS subscriptionId, subscription_status AS status, cancel_at_period_end AS cancelAtPeriodEnd, current_period_end AS currentPeriodEnd FROM users WHERE id = ?1",
  )
    .bind(id)
    .first<{ tier: string; customerId: string | null; subscriptionId: string | null; status: string | null; cancelAtPeriodEnd: number; currentPeriodEnd: number | null }>();
}

export const createSubscription = (token: string, priceId = env.STRIPE_PRICE_PREMIUM!) => api("/api/create-subscription", { method: "POST", token, body: { priceId } });

/** A person with a paid, live subscription made through the real flow (create, pay, claim). */
export async function subscribe(token: string, tier: "premium" | "pro" = "premium") {
  const created = await createSubscription(token, tier === "premium" ? env.STRIPE_PRICE_PREMIUM : env.STRIPE_PRICE_PRO);
  if (created.status !== 200) throw new Error(`create-subscription failed: ${created.status} ${created.text}`);
  const subscriptionId = created.json.subscriptionId as string;
  await stubSubscription(subscriptionId, { status: tier === "premium" ? "trialing" : "active" });
  const claimed = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier } });
  if (claimed.status !== 200) throw new Error(`update-subscription-tier failed: ${claimed.status} ${claimed.text}`);
  return subscriptionId;
}
