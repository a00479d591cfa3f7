// npm run stripe:setup — creates Clearday's products, prices and coupon in the Stripe account of
// STRIPE_SECRET_KEY (environment or .dev.vars) and prints the ids for .dev.vars. Safe to run again:
// products and the coupon have fixed ids, prices are found by lookup key (a changed amount gets a new
// price that takes the lookup key over).
//
//   Premium Coach       $19.99 / month (7-day trial, set per subscription by the Worker)
//   Premium trial fee    $4.99 once, charged at sign-up
//   First-month coupon   $4.99 off once, premium only: the first month after the trial costs $15
//   Pro Transformation  $29.99 / month
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import Stripe from "stripe";

// Kept equal to shared/plans.ts (PRICE_CENTS) by scripts/stripe-setup.unit.test.ts.
export const AMOUNTS = { premium: 1999, pro: 2999, trialFee: 499, firstMonthDiscount: 499 };
export const CURRENCY = "usd";

export const PRODUCTS = {
  premium: { id: "clearday_premium", name: "Premium Coach" },
  pro: { id: "clearday_pro", name: "Pro Transformation" },
  trialFee: { id: "clearday_premium_trial", name: "Premium Coach 7-day trial" },
};
export const LOOKUP_KEYS = { premium: "clearday_premium_monthly", pro: "clearday_pro_monthly", trialFee: "clearday_premium_trial_fee" };
export const COUPON_ID = "clearday_first_month";

const isMissing = (err) => err?.statusCode === 404;

async function ensureProduct(stripe, { id, name }) {
  try {
    return await stripe.products.retrieve(id);
  } catch (err) {
    if (!isMissing(err)) throw err;
    return stripe.products.create({ id, name }, { idempotencyKey: `clearday-setup:product:${id}` });
  }
}

async function ensurePrice(stripe, existing, { lookupKey, product, amount, recurring }) {
  const found = existing.find((p) => p.lookup_key === lookupKey);
  const sameShape = (p) => p.unit_amount === amount && p.currency === CURRENCY && (recurring ? p.recurring?.interval === "month" : !p.recurring);
  if (found && sameShape(found)) return found;
  return stripe.prices.create(
    {
      product,
      currency: CURRENCY,
      unit_amount: amount,
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      ...(recurring && { recurring: { interval: "month" } }),
    },
    { idempotencyKey: `clearday-setup:price:${lookupKey}:${amount}` },
  );
}

async function ensureCoupon(stripe, premiumProductId) {
  try {
    return await stripe.coupons.retrieve(COUPON_ID);
  } catch (err) {
    if (!isMissing(err)) throw err;
    return stripe.coupons.create(
      {
        id: COUPON_ID,
        name: "First month after the trial",
        amount_off: AMOUNTS.firstMonthDiscount,
        currency: CURRENCY,
        // Once: only the first paid month. The Worker adds it after the trial starts (see docs/decisions).
        duration: "once",
        applies_to: { products: [premiumProductId] },
      },
      { idempotencyKey: `clearday-setup:coupon:${COUPON_ID}` },
    );
  }
}

/** Creates what is missing; returns the .dev.vars values. */
export async function setupStripe(stripe) {
  const premium = await ensureProduct(stripe, PRODUCTS.premium);
  const pro = await ensureProduct(stripe, PRODUCTS.pro);
  const trial = await ensureProduct(stripe, PRODUCTS.trialFee);
  const { data: existing } = await stripe.prices.list({ lookup_keys: Object.values(LOOKUP_KEYS), active: true, limit: 10 });
  const premiumPrice = await ensurePrice(stripe, existing, { lookupKey: LOOKUP_KEYS.premium, product: premium.id, amount: AMOUNTS.premium, recurring: true });
  const proPrice = await ensurePrice(stripe, existing, { lookupKey: LOOKUP_KEYS.pro, product: pro.id, amount: AMOUNTS.pro, recurring: true });
  const feePrice = await ensurePrice(stripe, existing, { lookupKey: LOOKUP_KEYS.trialFee, product: trial.id, amount: AMOUNTS.trialFee, recurring: false });
  const coupon = await ensureCoupon(stripe, premium.id);
  return {
    STRIPE_PRICE_PREMIUM: premiumPrice.id,
    STRIPE_PRICE_PRO: proPrice.id,
    STRIPE_PRICE_TRIAL_FEE: feePrice.id,
    STRIPE_COUPON_FIRST_MONTH: coupon.id,
  };
}

/** The SDK for a key; STRIPE_API_BASE points it at a local stub (tests). */
export function stripeClient(secretKey, apiBase) {
  const base = apiBase ? new URL(apiBase) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    ...(base && { host: base.hostname, port: base.port, protocol: /** @type {"http" | "https"} */ (base.protocol.replace(":", "")) }),
  });
}

function devVar(name) {
  if (process.env[name]) return process.env[name];
  const file = fileURLToPath(new URL("../.dev.vars", import.meta.url));
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim() || undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const key = devVar("STRIPE_SECRET_KEY");
  if (!key) {
    console.error("Set STRIPE_SECRET_KEY (a test-mode secret key, sk_test_...) in the environment or .dev.vars first.");
    process.exit(1);
  }
  if (key.startsWith("sk_live_")) console.warn("Note: this is a LIVE key. Products and prices are created in live mode.");
  try {
    const ids = await setupStripe(stripeClient(key, devVar("STRIPE_API_BASE")));
    console.log("Stripe is set up. Put these in .dev.vars (or `wrangler secret put` for production):\n");
    for (const [name, value] of Object.entries(ids)) console.log(`${name}=${value}`);
    console.log("\nAlso set STRIPE_PUBLISHABLE_KEY, and STRIPE_WEBHOOK_SECRET from a webhook endpoint for");
    console.log("<your app>/api/stripe/webhook with the customer.subscription.* and invoice.* events.");
  } catch (err) {
    console.error(`Stripe setup failed: ${err?.message ?? err}`);
    process.exit(1);
  }
}
