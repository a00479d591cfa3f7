import type Stripe from "stripe";
export const AMOUNTS: { premium: number; pro: number; trialFee: number; firstMonthDiscount: number };
export const COUPON_ID: string;
export function setupStripe(stripe: Stripe): Promise<Record<"STRIPE_PRICE_PREMIUM" | "STRIPE_PRICE_PRO" | "STRIPE_PRICE_TRIAL_FEE" | "STRIPE_COUPON_FIRST_MONTH", string>>;
export function stripeClient(secretKey: string, apiBase?: string): Stripe;
