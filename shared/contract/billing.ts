import { z } from "zod";
import { TIER_VALUES } from "./auth";

/** Stripe ids are short ASCII tokens; anything else is refused before Stripe sees it. */
const stripeId = (prefix: string, label: string) => z.string({ error: `${label} is required` }).regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,200}$`), `${label} is not valid`);

export const createSubscriptionRequest = z.object({
  priceId: z.string({ error: "priceId is required" }).min(1, "priceId is required").max(255, "priceId is not valid"),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequest>;

export const createSubscriptionResponse = z.object({
  clientSecret: z.string(),
  subscriptionId: z.string(),
  /** "payment": confirm a PaymentIntent (the usual case); "setup": a SetupIntent (nothing due now). */
  intentType: z.enum(["payment", "setup"]),
  /** The subscription starts with the paid 7-day trial (false: the person has had it, or it is Pro). */
  trial: z.boolean(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

export const subscriptionStatusResponse = z.object({
  hasSubscription: z.boolean(),
  subscriptionTier: z.enum(TIER_VALUES),
  /** Stripe's status (trialing, active, past_due, canceled, incomplete...) or null. */
  status: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Seconds since epoch, as Stripe gives it. */
  currentPeriodEnd: z.number().nullable(),
  /** The person has had the premium trial: a new premium subscription starts at the monthly price. */
  trialUsed: z.boolean(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponse>;

export const updateSubscriptionTierRequest = z.object({
  subscriptionId: stripeId("sub", "subscriptionId"),
  tier: z.enum(["premium", "pro"], { error: "tier must be premium or pro" }),
});
export type UpdateSubscriptionTierRequest = z.infer<typeof updateSubscriptionTierRequest>;

export const updateSubscriptionTierResponse = z.object({
  subscriptionTier: z.enum(TIER_VALUES),
  status: z.string(),
});

/** Where the customer portal sends the person back to. */
export const billingPortalRequest = z.object({ returnTo: z.enum(["/pricing", "/dashboard"]).optional() }).strict();
export type BillingPortalRequest = z.infer<typeof billingPortalRequest>;

export const billingPortalResponse = z.object({ url: z.string() });

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server.";
