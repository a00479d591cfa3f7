import { and, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { callStripe, isMissing, stripeFailure, stripeFor, webhookCrypto } from "../../billing/stripe-client";
import { TRIAL_USED_METADATA, applySubscription, ensureFirstMonthDiscount, recordSpentTrial } from "../../billing/sync";
import { CLAIMABLE_STATUSES, customerOf, isLive, subscriptionPrice, tierForPrice } from "../../billing/tiers";
import { handleStripeEvent, webhookEventShape } from "../../billing/webhook";
import { getDb, schema } from "../../db/client";
import { requireAppOrigin } from "../../lib/deployment";
import { HttpError, badRequest, conflict, forbidden } from "../../lib/http-error";
import { sha256Hex } from "../../lib/ids";
import { logError } from "../../lib/log";
import { limitRate } from "../../lib/rate-limits";
import { logPlace } from "../../lib/request-info";
import { jsonBody, parseWith } from "../../lib/validate";
import {
  PAYMENTS_NOT_CONFIGURED,
  billingPortalRequest,
  createSubscriptionRequest,
  updateSubscriptionTierRequest,
  type CreateSubscriptionResponse,
  type SubscriptionStatusResponse,
} from "../../../shared/contract/billing";
import { TRIAL_DAYS } from "../../../shared/plans";

/** Mounted at /api (the documented flat paths), so no `use("*")` here: it would cover every route. */
export const billingRoutes = new Hono<AppEnv>();

/** A double click lands in the same window, so it gets the same idempotency key and the same subscription. */
const IDEMPOTENCY_WINDOW_MS = 2 * 60_000;

function requireStripe(c: AppContext): Stripe {
  const stripe = stripeFor(c.env);
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  return stripe;
}

/** The person's Stripe customer: reused, or made once (the key makes a concurrent second call return the same one). */
async function ensureCustomer(c: AppContext, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await callStripe("customer create", () =>
    stripe.customers.create({ email: user.email, ...(user.name && { name: user.name }), metadata: { userId: user.id } }, { idempotencyKey: `customer:${user.id}` }),
  );
  await getDb(c.env.DB)
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
async function trialAvailable(c: AppContext, stripe: Stripe, user: UserRow): Promise<boolean> {
  if (user.trialUsedAt !== null) return false;
  const customers = await callStripe("customer list", () => stripe.customers.list({ email: user.email, limit: 20 }));
  if (!customers.data.some((customer) => customer.metadata?.[TRIAL_USED_METADATA])) return true;
  await getDb(c.env.DB)
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

const EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

billingRoutes.post("/create-subscription", requireUser, async (c) => {
  const { priceId } = await jsonBody(c, createSubscriptionRequest);
  const stripe = requireStripe(c);
  const tier = tierForPrice(c.env, priceId);
  if (!tier) throw badRequest("priceId: This is not one of our plans.");
  const user = c.get("user");
  await limitRate(c.env.DB, "billingCreate", user.id);
  if (isLive(user.subscriptionStatus) && user.subscriptionTier !== "free") {
    throw conflict("You already have a subscription. Use Manage billing to change or cancel your plan.");
  }

  const customerId = await ensureCustomer(c, stripe, user);

  // An unpaid attempt for the same plan is picked up again instead of piling up incomplete subscriptions.
  if (user.stripeSubscriptionId && user.subscriptionStatus === "incomplete") {
    const previous = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, { expand: EXPAND }).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw stripeFailure("subscription retrieve", err);
    });
    if (previous?.status === "incomplete" && customerOf(previous) === customerId) {
      const secret = subscriptionPrice(previous) === priceId ? clientSecretOf(previous) : null;
      if (secret) return c.json(secret);
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
  if (tier === "premium" && (await trialAvailable(c, stripe, user))) {
    params.trial_period_days = TRIAL_DAYS;
    // The $4.99 trial fee is charged on the first invoice, at sign-up.
    if (c.env.STRIPE_PRICE_TRIAL_FEE) params.add_invoice_items = [{ price: c.env.STRIPE_PRICE_TRIAL_FEE }];
  }
  const sub = await callStripe("subscription create", () =>
    // The previous attempt is part of the key: going back to a plan whose attempt was just cancelled makes a new one.
    stripe.subscriptions.create(params, { idempotencyKey: `subscription:${user.id}:${priceId}:${window}:${user.stripeSubscriptionId ?? "first"}` }),
  );
  const secret = clientSecretOf(sub);
  if (!secret) throw stripeFailure("subscription create", new Error(`no client secret on ${sub.id} (status ${sub.status})`));
  // Remember the attempt (not the tier: that comes only with a paid, live subscription).
  await getDb(c.env.DB).update(schema.users).set({ stripeSubscriptionId: sub.id, subscriptionStatus: sub.status }).where(eq(schema.users.id, user.id));
  return c.json(secret);
});

billingRoutes.get("/subscription-status", requireUser, (c) => {
  const user = c.get("user");
  const body: SubscriptionStatusResponse = {
    hasSubscription: Boolean(user.stripeSubscriptionId) && isLive(user.subscriptionStatus),
    subscriptionTier: user.subscriptionTier,
    status: user.subscriptionStatus,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd,
    trialUsed: user.trialUsedAt !== null,
  };
  return c.json(body);
});

/**
 * Sent by the client after a confirmed payment. The claim itself proves nothing: the server fetches
 * the subscription and grants the tier only when Stripe says it is this person's, live and of that price.
 */
billingRoutes.post("/update-subscription-tier", requireUser, async (c) => {
  const { subscriptionId, tier } = await jsonBody(c, updateSubscriptionTierRequest);
  const stripe = requireStripe(c);
  const user = c.get("user");
  await limitRate(c.env.DB, "billingClaim", user.id);
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
  if (tierForPrice(c.env, subscriptionPrice(sub)) !== tier) throw notYours;
  if (!CLAIMABLE_STATUSES.includes(sub.status)) {
    if (sub.status === "incomplete") {
      throw conflict("Your payment is still being processed. Your plan will update as soon as it completes.");
    }
    throw notYours;
  }
  const row = await applySubscription(c.env, user.id, sub);
  await recordSpentTrial(c.env, stripe, user.id, sub);
  await ensureFirstMonthDiscount(c.env, stripe, sub);
  return c.json({ subscriptionTier: row?.subscriptionTier ?? user.subscriptionTier, status: sub.status });
});

/** Stripe's signed events. Unknown customers get 200 (logged) so Stripe does not retry them for days. */
billingRoutes.post("/stripe/webhook", async (c) => {
  const stripe = stripeFor(c.env);
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const signature = c.req.header("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  // The signature covers the exact bytes, so the body is read raw, never re-serialised.
  const payload = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webhookCrypto());
  } catch {
    throw badRequest("Invalid Stripe signature.");
  }

  const db = getDb(c.env.DB);
  if (!webhookEventShape.safeParse(event).success) {
    // Recorded once (by id, or by the payload's hash when the id itself is unusable), answered 400.
    const raw = (typeof event === "object" && event !== null ? event : {}) as { id?: unknown; type?: unknown };
    const id = typeof raw.id === "string" && /^evt_[A-Za-z0-9_]{1,255}$/.test(raw.id) ? raw.id : `unprocessable_${(await sha256Hex(payload)).slice(0, 40)}`;
    const type = typeof raw.type === "string" ? raw.type.slice(0, 100) : "unknown";
    await db.insert(schema.stripeEvents).values({ id, type, outcome: "unprocessable" }).onConflictDoNothing();
    logError({ ...logPlace(c), level: "warn", note: `signed event ${id} (${type}) has an unexpected shape; recorded as unprocessable` });
    throw badRequest("This event does not have a shape we can process.");
  }
  const claimed = await db.insert(schema.stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
  if (claimed.length === 0) return c.json({ received: true, duplicate: true });
  try {
    const outcome = await handleStripeEvent(c.env, stripe, event);
    if (outcome.result === "ignored") logError({ ...logPlace(c), level: "warn", note: `event ${event.id} (${event.type}) ignored: ${outcome.reason}` });
    return c.json({ received: true, ...outcome });
  } catch (err) {
    // Not processed: release the id so Stripe's retry is handled.
    await db.delete(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id));
    throw stripeFailure("webhook handling", err);
  }
});

billingRoutes.post("/billing/portal", requireUser, async (c) => {
  const raw = await c.req.text();
  const { returnTo } = raw.trim() ? parseWith(billingPortalRequest, safeJson(raw)) : { returnTo: undefined };
  const stripe = requireStripe(c);
  const user = c.get("user");
  if (!user.stripeCustomerId) throw badRequest("You don't have a billing account yet. Choose a plan first.");
  const base = requireAppOrigin(c);
  await limitRate(c.env.DB, "billingPortal", user.id);
  const session = await callStripe("billing portal session", () =>
    stripe.billingPortal.sessions.create(
      { customer: user.stripeCustomerId!, return_url: `${base}${returnTo ?? "/pricing"}` },
      { idempotencyKey: `portal:${user.id}:${returnTo ?? "/pricing"}:${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
    ),
  );
  return c.json({ url: session.url });
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
}
