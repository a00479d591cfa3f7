import type { UserRow } from "../app-env";
import type { Env } from "../env";
import { isPaid } from "../billing/tier-gate";
import { hit, tooManyRequests } from "../lib/rate-limit";

const DAY_MS = 86_400_000;

/** Daily model calls a person may make, by tier (COACH_DAILY_LIMIT_FREE / _PAID). */
export function dailyModelLimit(env: Env, user: UserRow): number {
  const raw = isPaid(user.subscriptionTier) ? env.COACH_DAILY_LIMIT_PAID : env.COACH_DAILY_LIMIT_FREE;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : isPaid(user.subscriptionTier) ? 200 : 20;
}

/**
 * Counts one model call against the person's daily budget, before the call is made.
 * Over the limit: a 429 saying when it resets. Every route that calls the coach uses this.
 */
export async function chargeModelCall(env: Env, user: UserRow): Promise<void> {
  const limit = dailyModelLimit(env, user);
  const result = await hit(env.DB, `model:${user.id}`, limit, DAY_MS);
  if (!result.allowed) {
    const resets = new Date(result.resetAt).toISOString().slice(11, 16);
    throw tooManyRequests(
      result,
      `You've reached today's limit of ${limit} coach replies. It resets at ${resets} UTC.${isPaid(user.subscriptionTier) ? "" : " Premium raises the limit."}`,
    );
  }
}
