/** The provider the coach really uses: a missing binding or URL falls back to offline. */
export function activeProvider(env) {
    const wanted = env.AI_PROVIDER ?? (env.AI ? "workers-ai" : "offline");
    if (wanted === "workers-ai" && !env.AI)
        return "offline";
    if (wanted === "openai-compatible" && (!env.LLM_BASE_URL || !env.LLM_MODEL))
        return "offline";
    return wanted;
}
export function publicConfig(env) {
    const paymentsReady = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY);
    return {
        aiProvider: activeProvider(env),
        stripe: {
            publishableKey: paymentsReady ? env.STRIPE_PUBLISHABLE_KEY : null,
            prices: {
                premium: paymentsReady ? env.STRIPE_PRICE_PREMIUM ?? null : null,
                pro: paymentsReady ? env.STRIPE_PRICE_PRO ?? null : null,
            },
        },
        trialCheckoutUrl: env.TRIAL_CHECKOUT_URL || null,
    };
}
