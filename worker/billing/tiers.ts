import type Stripe from "stripe";
import type { Env } from "../env";
import type { SubscriptionTier } from "../../shared/contract/auth";
import type { PaidTier } from "../../shared/plans";

/** Statuses that keep the paid tier (past_due: Stripe is still retrying the payment, for DUNNING_WINDOW_SECONDS at most). */
export const LIVE_STATUSES: readonly string[] = ["trialing", "active", "past_due"];

/**
 * How long a past_due subscription keeps its tier: Stripe's default retry policy (Smart Retries,
 * "8 tries within 2 weeks", the Dashboard's recommended default). After it the payment has failed
 * for good, whatever status Stripe's "when retries end" setting leaves the subscription in (it may
 * stay past_due for ever). Change it with the Dashboard's setting. docs/decisions/0072-one-trial-per-person.md
 */
export const DUNNING_WINDOW_SECONDS = 14 * 86_400;
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
  items: { data: Array<{ price: { id: string }; current_period_end?: number; current_period_start?: number }> };
  /** Before API 2025-03-31 the period lived on the subscription. */
  current_period_end?: number;
  current_period_start?: number;
  /** Set when the subscription was given a trial. */
  trial_end?: number | null;
};

/** The recurring price of the subscription (we only ever create one item). */
export const subscriptionPrice = (sub: SubscriptionLike) => sub.items.data[0]?.price.id ?? null;

export const customerOf = (sub: Pick<Stripe.Subscription, "customer">) => (typeof sub.customer === "string" ? sub.customer : sub.customer.id);

/** Seconds. The period moved to the subscription items in API 2025-03-31; older payloads keep it on top. */
export function periodEnd(sub: SubscriptionLike): number | null {
  return sub.items.data[0]?.current_period_end ?? sub.current_period_end ?? null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Seconds: when a past_due subscription's failed payment began. The renewal invoice is made at the
 * start of the period it pays for, so that is the period start; without one, now.
 */
export function pastDueSince(sub: SubscriptionLike, now = nowSeconds()): number | null {
  if (sub.status !== "past_due") return null;
  return Math.min(now, sub.items.data[0]?.current_period_start ?? sub.current_period_start ?? now);
}

/** A past_due subscription whose dunning window has passed. */
export const dunningOver = (since: number | null | undefined, now = nowSeconds()) => since !== null && since !== undefined && now - since > DUNNING_WINDOW_SECONDS;

/**
 * trialing, active, and past_due within the dunning window, with one of our prices: that tier.
 * Anything else (canceled, unpaid, incomplete, past_due for too long...): free.
 */
export function tierForSubscription(env: PriceEnv, sub: SubscriptionLike, now = nowSeconds()): SubscriptionTier {
  if (!isLive(sub.status) || dunningOver(pastDueSince(sub, now), now)) return "free";
  return tierForPrice(env, subscriptionPrice(sub)) ?? "free";
}

/** The subscription was given a trial and got past its first payment: the trial is spent. */
export const spentTrial = (sub: SubscriptionLike) => Boolean(sub.trial_end) && !["incomplete", "incomplete_expired"].includes(sub.status);

/** What the users row keeps for the status card. A scheduled cancel (cancel_at) counts as ending too. */
export function subscriptionColumns(env: PriceEnv, sub: SubscriptionLike, now = nowSeconds()) {
  return {
    subscriptionTier: tierForSubscription(env, sub, now),
    stripeSubscriptionId: sub.id,
    subscriptionStatus: sub.status,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    currentPeriodEnd: sub.cancel_at ?? periodEnd(sub),
    pastDueSince: pastDueSince(sub, now),
  };
}
