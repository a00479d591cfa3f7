import type Stripe from "stripe";
import type { Env } from "../env";
import type { SubscriptionTier } from "../shared/contract/auth";
import type { PaidTier } from "../shared/plans";

/** Statuses that keep the paid tier (past_due: Stripe is still retrying the payment). */
export const LIVE_STATUSES: readonly string[] = ["trialing", "active", "past_due"];
/** Statuses in which the person may claim the tier right after paying. */
export const CLAIMABLE_STATUSES: readonly string[] = ["trialing", "active"];

export const isLive = (status: string | null | undefined) => Boolean(status && LIVE_STATUSES.includes(status));

type PriceEnv = Pick<Env, "STRIPE_PRICE_PREMIUM" | "STRIPE_PRICE_PRO">;

export function tierForPrice(env: PriceEnv, priceId: string | null | undefined): PaidTier | null {
  if (!priceId) return null;
  if (priceId === env.STRIPE_PRICE_PREMIUM) return "premium";
  if (priceId === env.STRIPE_PRICE_PRO) return "pro";
  return null;
}

export function priceForTier(env: PriceEnv, tier: PaidTier): string | undefined {
  return tier === "premium" ? env.STRIPE_PRICE_PREMIUM : env.STRIPE_PRICE_PRO;
}

export type SubscriptionLike = Pick<Stripe.Subscription, "id" | "status" | "customer" | "cancel_at_period_end" | "cancel_at"> & {
  items: { data: Array<{ price: { id: string }; current_period_end?: number }> };
  /** Before API 2025-03-31 the period lived on the subscription. */
  current_period_end?: number;
};

/** The recurring price of the subscription (we only ever create one item). */
export const subscriptionPrice = (sub: SubscriptionLike) => sub.items.data[0]?.price.id ?? null;

export const customerOf = (sub: Pick<Stripe.Subscription, "customer">) =>
  typeof sub.customer === "string" ? sub.customer : sub.customer.id;

/** Seconds. The period moved to the subscription items in API 2025-03-31; older payloads keep it on top. */
export function periodEnd(sub: SubscriptionLike): number | null {
  return sub.items.data[0]?.current_period_end ?? sub.current_period_end ?? null;
}

/** trialing, active, past_due with one of our prices: that tier. Anything else (canceled, unpaid, incomplete...): free. */
export function tierForSubscription(env: PriceEnv, sub: SubscriptionLike): SubscriptionTier {
  if (!isLive(sub.status)) return "free";
  return tierForPrice(env, subscriptionPrice(sub)) ?? "free";
}

/** What the users row keeps for the status card. A scheduled cancel (cancel_at) counts as ending too. */
export function subscriptionColumns(env: PriceEnv, sub: SubscriptionLike) {
  return {
    subscriptionTier: tierForSubscription(env, sub),
    stripeSubscriptionId: sub.id,
    subscriptionStatus: sub.status,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    currentPeriodEnd: sub.cancel_at ?? periodEnd(sub),
  };
}
