import { selectProvider } from "../../coach/provider";
import type { Env } from "../../env";
import type { PublicConfig } from "../../../shared/contract/config";

export function publicConfig(env: Env): PublicConfig {
  const paymentsReady = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
  return {
    // The provider the coach really uses (a missing binding or URL falls back to offline).
    aiProvider: selectProvider(env).name,
    stripe: {
      publishableKey: paymentsReady ? env.STRIPE_PUBLISHABLE_KEY! : null,
      prices: {
        premium: paymentsReady ? (env.STRIPE_PRICE_PREMIUM ?? null) : null,
        pro: paymentsReady ? (env.STRIPE_PRICE_PRO ?? null) : null,
      },
    },
    trialCheckoutUrl: env.TRIAL_CHECKOUT_URL || null,
  };
}
