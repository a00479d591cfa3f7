// The Stripe stub's "browser confirmed the intent" control, used by the e2e payment test
// (e2e/pricing-payment.spec.ts): after it, the client's claim succeeds as it does with real Stripe.
import { describe, expect, it } from "vitest";
import { createSubscription, stub, stubGetSubscription, userRow } from "./billing-helpers";
import { api, env, registerUser } from "./helpers";

const confirm = (clientSecret: string) => fetch(`${stub()}/__stub/confirm`, { method: "POST", body: JSON.stringify({ client_secret: clientSecret }) });

describe("stub: POST /__stub/confirm", () => {
  it.each([
    ["premium", env.STRIPE_PRICE_PREMIUM!, "trialing"],
    ["pro", env.STRIPE_PRICE_PRO!, "active"],
  ] as const)("a confirmed %s payment makes the subscription %s, and the claim grants the tier", async (tier, priceId, status) => {
    const { token, user } = await registerUser();
    const created = await createSubscription(token, priceId);
    expect(created.status).toBe(200);
    const { subscriptionId, clientSecret } = created.json as { subscriptionId: string; clientSecret: string };

    // Before the payment the claim is refused: Stripe says incomplete.
    const early = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier } });
    expect(early.status).toBe(409);

    expect((await confirm(clientSecret)).status).toBe(200);
    expect((await stubGetSubscription(subscriptionId)).status).toBe(status);

    const claimed = await api("/api/update-subscription-tier", { method: "POST", token, body: { subscriptionId, tier } });
    expect(claimed.status).toBe(200);
    expect(claimed.json).toMatchObject({ subscriptionTier: tier, status });
    expect(await userRow(user.id)).toMatchObject({ tier, subscriptionId, status });
  });

  it("knows no other client secret", async () => {
    expect((await confirm("pi_nothing_secret_here")).status).toBe(404);
  });
});
