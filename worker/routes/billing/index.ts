// Billing routes: parse, limit, call worker/billing/checkout.ts, answer. Mounted at /api (the
// documented flat paths), so no `use("*")` here: it would cover every route.
import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { claimSubscription, portalUrl, receiveWebhookEvent, startSubscription } from "../../billing/checkout";
import { stripeFor } from "../../billing/stripe-client";
import { isLive, tierForPrice } from "../../billing/tiers";
import { requireAppOrigin } from "../../lib/deployment";
import { HttpError, badRequest } from "../../lib/http-error";
import { limitRate } from "../../lib/rate-limits";
import { logPlace } from "../../lib/request-info";
import { jsonBody, parseWith } from "../../lib/validate";
import {
  PAYMENTS_NOT_CONFIGURED,
  billingPortalRequest,
  createSubscriptionRequest,
  updateSubscriptionTierRequest,
  type SubscriptionStatusResponse,
} from "../../../shared/contract/billing";

export const billingRoutes = new Hono<AppEnv>();

function requireStripe(c: AppContext): Stripe {
  const stripe = stripeFor(c.env);
  if (!stripe) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  return stripe;
}

billingRoutes.post("/create-subscription", requireUser, async (c) => {
  const { priceId } = await jsonBody(c, createSubscriptionRequest);
  const stripe = requireStripe(c);
  const tier = tierForPrice(c.env, priceId);
  if (!tier) throw badRequest("priceId: This is not one of our plans.");
  const user = c.get("user");
  await limitRate(c.env.DB, "billingCreate", user.id);
  return c.json(await startSubscription(c.env, stripe, user, priceId, tier));
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

/** Sent by the client after a confirmed payment; granted only when Stripe confirms it (checkout.ts). */
billingRoutes.post("/update-subscription-tier", requireUser, async (c) => {
  const { subscriptionId, tier } = await jsonBody(c, updateSubscriptionTierRequest);
  const stripe = requireStripe(c);
  const user = c.get("user");
  await limitRate(c.env.DB, "billingClaim", user.id);
  return c.json(await claimSubscription(c.env, stripe, user, subscriptionId, tier));
});

/** Stripe's signed events. */
billingRoutes.post("/stripe/webhook", async (c) => {
  const stripe = stripeFor(c.env);
  const secret = c.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const signature = c.req.header("stripe-signature");
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  return c.json(await receiveWebhookEvent(c.env, stripe, await c.req.text(), signature, secret, logPlace(c)));
});

billingRoutes.post("/billing/portal", requireUser, async (c) => {
  const raw = await c.req.text();
  const { returnTo } = raw.trim() ? parseWith(billingPortalRequest, safeJson(raw)) : { returnTo: undefined };
  const stripe = requireStripe(c);
  const user = c.get("user");
  if (!user.stripeCustomerId) throw badRequest("You don't have a billing account yet. Choose a plan first.");
  const base = requireAppOrigin(c);
  await limitRate(c.env.DB, "billingPortal", user.id);
  return c.json({ url: await portalUrl(stripe, { ...user, stripeCustomerId: user.stripeCustomerId }, base, returnTo) });
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
}
