// Stripe bindings of the worker test project (vitest.config.ts) and the e2e run: stub ids only.
export const STRIPE_TEST_BINDINGS = {
  STRIPE_SECRET_KEY: "sk_test_stub_clearday",
  STRIPE_PUBLISHABLE_KEY: "pk_test_stub_clearday",
  STRIPE_WEBHOOK_SECRET: "whsec_test_stub_clearday_0123456789",
  STRIPE_PRICE_PREMIUM: "price_test_premium",
  STRIPE_PRICE_PRO: "price_test_pro",
  STRIPE_PRICE_TRIAL_FEE: "price_test_trial_fee",
  STRIPE_COUPON_FIRST_MONTH: "clearday_first_month",
} as const;
