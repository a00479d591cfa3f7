import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import { logError } from "../lib/log";
import type { Env } from "../env";
import { subscriptionColumns, tierForSubscription, type SubscriptionLike } from "./tiers";

/** Writes what Stripe says about the subscription onto the person's row; the tier follows the status. */
export async function applySubscription(env: Env, userId: string, sub: SubscriptionLike): Promise<UserRow | undefined> {
  const [row] = await getDb(env.DB)
    .update(schema.users)
    .set(subscriptionColumns(env, sub))
    .where(eq(schema.users.id, userId))
    .returning();
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
