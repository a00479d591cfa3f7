import Stripe from "stripe";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";
import { logError } from "../lib/log";

export { Stripe };

/** Test hook (tests and the Worker share one isolate): shorter timeouts, a stub key that fails on purpose. */
export interface StripeTestOptions {
  timeoutMs?: number;
  maxNetworkRetries?: number;
  /** Replaces STRIPE_SECRET_KEY; the local stub fails requests whose key says so (see worker/test/stripe-stub). */
  apiKey?: string;
}
let testOptions: StripeTestOptions | null = null;
export function setStripeOptionsForTests(options: StripeTestOptions | null): void {
  testOptions = options;
}

const TIMEOUT_MS = 10_000;

/**
 * The Stripe SDK on fetch (workerd has no Node http). STRIPE_API_BASE points it at the local stub in
 * tests and e2e; production leaves it unset. Null when this server has no Stripe key.
 */
export function stripeFor(env: Env): Stripe | null {
  const key = testOptions?.apiKey ?? env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    timeout: testOptions?.timeoutMs ?? TIMEOUT_MS,
    // One retry is safe: every POST we make carries an idempotency key.
    maxNetworkRetries: testOptions?.maxNetworkRetries ?? 1,
    ...(base && { host: base.hostname, port: base.port || (protocol === "http" ? 80 : 443), protocol }),
  });
}

/** WebCrypto: workerd has no Node crypto for the synchronous check. */
export const webhookCrypto = (): ReturnType<typeof Stripe.createSubtleCryptoProvider> => Stripe.createSubtleCryptoProvider();

export const STRIPE_UNAVAILABLE = "We couldn't reach our payment provider. Your plan has not changed; please try again in a moment.";

const statusOf = (err: unknown) => (err as { statusCode?: unknown } | null)?.statusCode;
/** Stripe answered 404: the object does not exist (in this account). */
export const isMissing = (err: unknown) => statusOf(err) === 404;

/** Any Stripe failure (5xx, timeout, refused request) becomes a 502 with a plain message; details go to the log. */
export function stripeFailure(action: string, err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { type?: string; code?: string; statusCode?: number } | null;
  logError({ where: `Stripe ${action}`, note: `${e?.type ?? "error"} ${e?.statusCode ?? ""} ${e?.code ?? ""}`.trim() }, err);
  return new HttpError(502, STRIPE_UNAVAILABLE);
}

export async function callStripe<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw stripeFailure(action, err);
  }
}
