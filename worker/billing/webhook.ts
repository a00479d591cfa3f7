import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { isMissing, stripeFailure } from "./stripe-client";
import { applySubscription, ensureFirstMonthDiscount, recordSpentTrial } from "./sync";
import { customerOf, isLive } from "./tiers";

/**
 * What a signed event must look like for us to act on it. The signature proves Stripe (or whoever
 * holds the secret) sent it, not that it is well formed: a shape we cannot read is refused (400)
 * and recorded, never allowed to throw (500).
 */
export const webhookEventShape = z
  .object({
    id: z.string().regex(/^evt_[A-Za-z0-9_]{1,255}$/),
    type: z.string().min(1).max(100),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .refine((e) => !e.type.startsWith("customer.subscription.") || (typeof e.data.object.id === "string" && /^sub_[A-Za-z0-9]{1,200}$/.test(e.data.object.id)), {
    message: "a subscription event without a subscription id",
  });

export type WebhookOutcome = { result: "applied"; tier: string; status: string } | { result: "ignored"; reason: string };

/** The subscription an event is about, if any: subscription events, invoice events, checkout sessions. */
export function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) => (typeof value === "string" ? value : ((value as { id?: string } | null)?.id ?? null));
  if (event.type.startsWith("customer.subscription.")) return idOf(object.id);
  if (event.type.startsWith("invoice.")) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return idOf(parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  }
  if (event.type === "checkout.session.completed") return idOf(object.subscription);
  return null;
}

/**
 * Events can arrive late, twice or out of order, so none is trusted for state: the subscription is
 * fetched again and its current status decides the tier.
 */
export async function handleStripeEvent(env: Env, stripe: Stripe, event: Stripe.Event): Promise<WebhookOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return { result: "ignored", reason: `event type ${event.type} is not about a subscription` };

  let sub: Stripe.Subscription;
  try {
    sub = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    if (isMissing(err)) return { result: "ignored", reason: "subscription not found in this Stripe account" };
    throw stripeFailure("subscription retrieve (webhook)", err);
  }

  const customerId = customerOf(sub);
  const user = await getDb(env.DB).query.users.findFirst({ where: eq(schema.users.stripeCustomerId, customerId) });
  if (!user) {
    // A customer made outside this app (e.g. the external trial checkout link) or a deleted account.
    return { result: "ignored", reason: "unknown customer" };
  }
  // An older subscription ending must not take away the one the person has now.
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && !isLive(sub.status) && isLive(user.subscriptionStatus)) {
    return { result: "ignored", reason: "not the person's current subscription" };
  }
  const row = await applySubscription(env, user.id, sub);
  await recordSpentTrial(env, stripe, user.id, sub);
  await ensureFirstMonthDiscount(env, stripe, sub);
  return { result: "applied", tier: row?.subscriptionTier ?? "free", status: sub.status };
}
