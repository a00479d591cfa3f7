import { HttpError } from "./http-error";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  resetAt: number; // epoch ms
}

// Raw SQL in this file, though drizzle can express every statement here (the upsert as
// insert().onConflictDoUpdate({ set: { count: sql`${t.count} + 1` } }).returning({ count })): worker/lib
// may import only env, app-env and shared/ (the lint boundary of decision 0089), so getDb and the
// usage_counters table of worker/db are out of reach. Convert once db/ is allowed there or the
// limiter moves to a domain folder.
const HIT_SQL = `INSERT INTO usage_counters (key, window_start, count) VALUES (?1, ?2, 1)
  ON CONFLICT(key, window_start) DO UPDATE SET count = count + 1 RETURNING count`;

/**
 * Fixed-window counter in D1. The upsert is one atomic statement, so parallel requests
 * cannot overshoot the limit (KV's eventual consistency could).
 */
export async function hit(db: D1Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  // Raw SQL: worker/lib cannot import worker/db (see HIT_SQL).
  const row = await db.prepare(HIT_SQL).bind(key, windowStart).first<{ count: number }>();
  const count = row?.count ?? 1;
  return { allowed: count <= limit, count, limit, resetAt: windowStart + windowMs };
}

/** Several counters hit in one D1 round trip (one batch, one transaction). */
export async function hitAll(db: D1Database, counters: { key: string; limit: number }[], windowMs: number, now = Date.now()): Promise<RateLimitResult[]> {
  const windowStart = now - (now % windowMs);
  // Raw SQL: worker/lib cannot import worker/db (see HIT_SQL).
  const rows = await db.batch<{ count: number }>(counters.map(({ key }) => db.prepare(HIT_SQL).bind(key, windowStart)));
  return rows.map((r, i) => {
    const count = r.results[0]?.count ?? 1;
    return { allowed: count <= counters[i]!.limit, count, limit: counters[i]!.limit, resetAt: windowStart + windowMs };
  });
}

/** Takes back one hit of each key in the window of `result` (an attempt that turned out not to count). */
export async function refund(db: D1Database, keys: string[], windowMs: number, result: Pick<RateLimitResult, "resetAt">): Promise<void> {
  const windowStart = result.resetAt - windowMs;
  // Raw SQL: worker/lib cannot import worker/db (see HIT_SQL).
  await db.batch(keys.map((key) => db.prepare("UPDATE usage_counters SET count = count - 1 WHERE key = ?1 AND window_start = ?2 AND count > 0").bind(key, windowStart)));
}

/** The current window's count of a key, without counting. */
export async function peek(db: D1Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await db
    // Raw SQL: worker/lib cannot import worker/db (see HIT_SQL).
    .prepare("SELECT count FROM usage_counters WHERE key = ?1 AND window_start = ?2")
    .bind(key, now - (now % windowMs))
    .first<{ count: number }>();
  return row?.count ?? 0;
}

export function tooManyRequests(result: Pick<RateLimitResult, "resetAt">, message: string, now = Date.now()): HttpError {
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
  await db
    // Raw SQL: worker/lib cannot import worker/db (see HIT_SQL).
    .prepare("DELETE FROM usage_counters WHERE window_start < ?1")
    .bind(now - 2 * 86_400_000)
    .run();
}
