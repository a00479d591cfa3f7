import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type Stripe from "stripe";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import { logError } from "../lib/log";
import type { Env } from "../env";
import { DUNNING_WINDOW_SECONDS, customerOf, spentTrial, subscriptionColumns, tierForSubscription, type SubscriptionLike } from "./tiers";

/** Metadata on the Stripe customer of a person who has had the trial: it outlives their account. */
export const TRIAL_USED_METADATA = "clearday_trial_used";

/** Writes what Stripe says about the subscription onto the person's row; the tier follows the status. */
export async function applySubscription(env: Env, userId: string, sub: SubscriptionLike): Promise<UserRow | undefined> {
  const [row] = await getDb(env.DB).update(schema.users).set(subscriptionColumns(env, sub)).where(eq(schema.users.id, userId)).returning();
  return row;
}

/**
 * The first month after the trial costs $15: the once-only $4.99 coupon. A "once" coupon given at
 * creation would be spent on the trial-fee invoice, so it is added once the trial has started (no
 * invoice is made until the trial ends, which is the invoice it then discounts). Marked in metadata
 * and keyed per subscription, so the webhook and the tier claim can both call this safely.
 * Failures are logged, never fatal: the next webhook for the subscription tries again.
 */
export async function ensureFirstMonthDiscount(env: Env, stripe: Stripe, sub: Stripe.Subscription): Promise<void> {
  const coupon = env.STRIPE_COUPON_FIRST_MONTH;
  if (!coupon || sub.status !== "trialing" || tierForSubscription(env, sub) !== "premium") return;
  if (sub.metadata?.first_month_discount === "applied" || (sub.discounts?.length ?? 0) > 0) return;
  try {
    await stripe.subscriptions.update(
      sub.id,
      { discounts: [{ coupon }], proration_behavior: "none", metadata: { first_month_discount: "applied" } },
      { idempotencyKey: `first-month-discount:${sub.id}` },
    );
  } catch (err) {
    logError({ where: "Stripe first-month discount", note: `not applied to ${sub.id} yet; the next webhook tries again` }, err);
  }
}

/**
 * Once a trial subscription is past its first payment, the person has had their trial: marked on
 * their row (what create-subscription reads) and, the first time, on their Stripe customer, so a
 * new account with the same email does not get a second one. The Stripe mark is best effort.
 */
export async function recordSpentTrial(env: Env, stripe: Stripe, userId: string, sub: Stripe.Subscription): Promise<void> {
  if (!spentTrial(sub)) return;
  const users = schema.users;
  const first = await getDb(env.DB)
    .update(users)
    .set({ trialUsedAt: Date.now() })
    .where(and(eq(users.id, userId), isNull(users.trialUsedAt)))
    .returning({ id: users.id });
  if (first.length === 0) return;
  const customer = customerOf(sub);
  try {
    await stripe.customers.update(customer, { metadata: { [TRIAL_USED_METADATA]: new Date().toISOString().slice(0, 10) } }, { idempotencyKey: `trial-used:${customer}` });
  } catch (err) {
    logError({ where: "Stripe trial mark", level: "warn", note: `customer ${customer} not marked; the person's row is` }, err);
  }
}

/**
 * The hourly sweep: a subscription still past_due after the dunning window loses its tier even if
 * no webhook comes (Stripe may leave it past_due for ever). Returns how many people it changed.
 */
export async function endLapsedDunning(db: D1Database, now = Date.now()): Promise<number> {
  const cutoff = Math.floor(now / 1000) - DUNNING_WINDOW_SECONDS;
  const users = schema.users;
  const result = await getDb(db)
    .update(users)
    .set({ subscriptionTier: "free" })
    .where(and(eq(users.subscriptionStatus, "past_due"), lt(users.pastDueSince, cutoff), ne(users.subscriptionTier, "free")));
  return result.meta.changes ?? 0;
}
