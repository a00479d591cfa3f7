import { HttpError } from "./http-error";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  resetAt: number; // epoch ms
}

/**
 * Fixed-window counter in D1. The upsert is one atomic statement, so parallel requests
 * cannot overshoot the limit (KV's eventual consistency could).
 */
export async function hit(db: D1Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const row = await db
    .prepare(
      `INSERT INTO usage_counters (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, limit, resetAt: windowStart + windowMs };
}

export function tooManyRequests(result: RateLimitResult, message: string, now = Date.now()): HttpError {
  const retryAfter = Math.max(1, Math.ceil((result.resetAt - now) / 1000));
  return new HttpError(429, message, { "Retry-After": String(retryAfter) });
}

/** Throws a 429 with Retry-After when the key is over its limit. */
export async function enforce(db: D1Database, key: string, limit: number, windowMs: number, message: string): Promise<RateLimitResult> {
  const result = await hit(db, key, limit, windowMs);
  if (!result.allowed) throw tooManyRequests(result, message);
  return result;
}

/** Drops windows that ended more than two days ago (run by the cron). */
export async function pruneCounters(db: D1Database, now = Date.now()): Promise<void> {
  await db.prepare("DELETE FROM usage_counters WHERE window_start < ?1").bind(now - 2 * 86_400_000).run();
}
