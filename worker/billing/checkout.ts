// Subscriptions with Stripe, apart from HTTP: starting one (customer, one trial per person, the
// client secret the Payment Element confirms), granting the tier a client claims only after Stripe
// confirms it, receiving signed webhook events once each, and the billing portal. The tier itself
// only ever comes from Stripe (sync.ts); the routes in routes/billing parse, limit and answer.
import { and, eq, isNull } from "drizzle-orm";
import type Stripe from "stripe";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { badRequest, conflict, forbidden } from "../lib/http-error";
import { sha256Hex } from "../lib/ids";
import { logError, type LogContext } from "../lib/log";
import type { CreateSubscriptionResponse } from "../../shared/contract/billing";
import { TRIAL_DAYS, type PaidTier } from "../../shared/plans";
import { callStripe, isMissing, stripeFailure, webhookCrypto } from "./stripe-client";
import { TRIAL_USED_METADATA, applySubscription, ensureFirstMonthDiscount, recordSpentTrial } from "./sync";
import { CLAIMABLE_STATUSES, customerOf, isLive, subscriptionPrice, tierForPrice } from "./tiers";
import { handleStripeEvent, webhookEventShape } from "./webhook";

/** A double click lands in the same window, so it gets the same idempotency key and the same subscription. */
export const IDEMPOTENCY_WINDOW_MS = 2 * 60_000;

const EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

/** The person's Stripe customer: reused, or made once (the key makes a concurrent second call return the same one). */
async function ensureCustomer(env: Env, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe("customer create", () =>
    stripe.customers.create({ email: user.email, ...(user.name && { name: user.name }), metadata: { userId: user.id } }, { idempotencyKey: `customer:${user.id}` }),
  );
  await getDb(env.DB)
    .update(schema.users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(schema.users.id, user.id), isNull(schema.users.stripeCustomerId)));
  return customer.id;
}

/**
 * One trial per person: not if their row says they had it, nor if any Stripe customer with their
 * email carries the mark (an account deleted and made again). A mark found in Stripe is copied to
 * the row, so Stripe is asked once.
 */
async function trialAvailable(env: Env, stripe: Stripe, user: UserRow): Promise<boolean> {
  if (user.trialUsedAt !== null) return false;
  const customers = await callStripe("customer list", () => stripe.customers.list({ email: user.email, limit: 20 }));
  if (!customers.data.some((customer) => customer.metadata?.[TRIAL_USED_METADATA])) return true;
  await getDb(env.DB)
    .update(schema.users)
    .set({ trialUsedAt: Date.now() })
    .where(and(eq(schema.users.id, user.id), isNull(schema.users.trialUsedAt)));
  return false;
}

/** The secret the Payment Element confirms: the first invoice's payment, or a setup intent when nothing is due now. */
function clientSecretOf(sub: Stripe.Subscription): CreateSubscriptionResponse | null {
  const invoice = typeof sub.latest_invoice === "object" ? sub.latest_invoice : null;
  const paymentSecret = invoice?.confirmation_secret?.client_secret;
  const trial = Boolean(sub.trial_end);
  if (paymentSecret) return { clientSecret: paymentSecret, subscriptionId: sub.id, intentType: "payment", trial };
  const setup = typeof sub.pending_setup_intent === "object" ? sub.pending_setup_intent : null;
  if (setup?.client_secret) return { clientSecret: setup.client_secret, subscriptionId: sub.id, intentType: "setup", trial };
  return null;
}

/** Starts a subscription to a plan (or picks up the unpaid attempt for it) and returns what the Payment Element confirms. */
export async function startSubscription(env: Env, stripe: Stripe, user: UserRow, priceId: string, tier: PaidTier): Promise<CreateSubscriptionResponse> {
  if (isLive(user.subscriptionStatus) && user.subscriptionTier !== "free") {
    throw conflict("You already have a subscription. Use Manage billing to change or cancel your plan.");
  }
  const customerId = await ensureCustomer(env, stripe, user);

  // An unpaid attempt for the same plan is picked up again instead of piling up incomplete subscriptions.
  if (user.stripeSubscriptionId && user.subscriptionStatus === "incomplete") {
    const previous = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, { expand: EXPAND }).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw stripeFailure("subscription retrieve", err);
    });
    if (previous?.status === "incomplete" && customerOf(previous) === customerId) {
      const secret = subscriptionPrice(previous) === priceId ? clientSecretOf(previous) : null;
      if (secret) return secret;
      await callStripe("subscription cancel", () => stripe.subscriptions.cancel(previous.id, {}, { idempotencyKey: `cancel-incomplete:${previous.id}` }));
    }
  }

  const window = Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS);
  const params: Stripe.SubscriptionCreateParams = {
    customer: customerId,
    items: [{ price: priceId }],
    payment_behavior: "default_incomplete",
    payment_settings: { save_default_payment_method: "on_subscription" },
    expand: EXPAND,
    metadata: { userId: user.id, tier },
  };
  // A person who has had the trial starts Premium at the regular monthly price.
  if (tier === "premium" && (await trialAvailable(env, stripe, user))) {
    params.trial_period_days = TRIAL_DAYS;
    // The $4.99 trial fee is charged on the first invoice, at sign-up.
    if (env.STRIPE_PRICE_TRIAL_FEE) params.add_invoice_items = [{ price: env.STRIPE_PRICE_TRIAL_FEE }];
  }
  const sub = await callStripe("subscription create", () =>
    // The previous attempt is part of the key: going back to a plan whose attempt was just cancelled makes a new one.
    stripe.subscriptions.create(params, { idempotencyKey: `subscription:${user.id}:${priceId}:${window}:${user.stripeSubscriptionId ?? "first"}` }),
  );
  const secret = clientSecretOf(sub);
  if (!secret) throw stripeFailure("subscription create", new Error(`no client secret on ${sub.id} (status ${sub.status})`));
  // Remember the attempt (not the tier: that comes only with a paid, live subscription).
  await getDb(env.DB).update(schema.users).set({ stripeSubscriptionId: sub.id, subscriptionStatus: sub.status }).where(eq(schema.users.id, user.id));
  return secret;
}

/**
 * Sent by the client after a confirmed payment. The claim itself proves nothing: the subscription
 * is fetched and the tier granted only when Stripe says it is this person's, live and of that price.
 */
export async function claimSubscription(env: Env, stripe: Stripe, user: UserRow, subscriptionId: string, tier: PaidTier) {
  const notYours = forbidden("This subscription does not match your account and plan.");
  if (!user.stripeCustomerId) throw notYours;

  let sub: Stripe.Subscription;
  try {
    sub = await stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    if (isMissing(err)) throw notYours;
    throw stripeFailure("subscription retrieve", err);
  }
  if (customerOf(sub) !== user.stripeCustomerId) throw notYours;
  if (tierForPrice(env, subscriptionPrice(sub)) !== tier) throw notYours;
  if (!CLAIMABLE_STATUSES.includes(sub.status)) {
    if (sub.status === "incomplete") {
      throw conflict("Your payment is still being processed. Your plan will update as soon as it completes.");
    }
    throw notYours;
  }
  const row = await applySubscription(env, user.id, sub);
  await recordSpentTrial(env, stripe, user.id, sub);
  await ensureFirstMonthDiscount(env, stripe, sub);
  return { subscriptionTier: row?.subscriptionTier ?? user.subscriptionTier, status: sub.status };
}

/** A verified event, processed once. Unknown customers get 200 (logged) so Stripe does not retry them for days. */
export async function receiveWebhookEvent(env: Env, stripe: Stripe, payload: string, signature: string, secret: string, place: LogContext) {
  let event: Stripe.Event;
  try {
    // The signature covers the exact bytes, so the body is read raw, never re-serialised.
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webhookCrypto());
  } catch {
    throw badRequest("Invalid Stripe signature.");
  }
  const db = getDb(env.DB);
  if (!webhookEventShape.safeParse(event).success) {
    // Recorded once (by id, or by the payload's hash when the id itself is unusable), answered 400.
    const raw = (typeof event === "object" && event !== null ? event : {}) as { id?: unknown; type?: unknown };
    const id = typeof raw.id === "string" && /^evt_[A-Za-z0-9_]{1,255}$/.test(raw.id) ? raw.id : `unprocessable_${(await sha256Hex(payload)).slice(0, 40)}`;
    const type = typeof raw.type === "string" ? raw.type.slice(0, 100) : "unknown";
    await db.insert(schema.stripeEvents).values({ id, type, outcome: "unprocessable" }).onConflictDoNothing();
    logError({ ...place, level: "warn", note: `signed event ${id} (${type}) has an unexpected shape; recorded as unprocessable` });
    throw badRequest("This event does not have a shape we can process.");
  }
  const claimed = await db.insert(schema.stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
  if (claimed.length === 0) return { received: true, duplicate: true };
  try {
    const outcome = await handleStripeEvent(env, stripe, event);
    if (outcome.result === "ignored") logError({ ...place, level: "warn", note: `event ${event.id} (${event.type}) ignored: ${outcome.reason}` });
    return { received: true, ...outcome };
  } catch (err) {
    // Not processed: release the id so Stripe's retry is handled.
    await db.delete(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id));
    throw stripeFailure("webhook handling", err);
  }
}

/** The Stripe billing portal for the person, returning to a page of the app. */
export async function portalUrl(stripe: Stripe, user: UserRow & { stripeCustomerId: string }, base: string, returnTo = "/pricing"): Promise<string> {
  const session = await callStripe("billing portal session", () =>
    stripe.billingPortal.sessions.create(
      { customer: user.stripeCustomerId, return_url: `${base}${returnTo}` },
      { idempotencyKey: `portal:${user.id}:${returnTo}:${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
    ),
  );
  return session.url;
}
