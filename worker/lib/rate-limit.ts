import { and, eq, gt, lt, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../db/client";
import { HttpError } from "./http-error";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  limit: number;
  resetAt: number; // epoch ms
}

const counters = schema.usageCounters;

/** The upsert that counts one hit and answers the window's count: one atomic statement. */
const hitStatement = (db: Db, key: string, windowStart: number) =>
  db
    .insert(counters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [counters.key, counters.windowStart], set: { count: sql`${counters.count} + 1` } })
    .returning({ count: counters.count });

const result = (count: number | undefined, limit: number, windowStart: number, windowMs: number): RateLimitResult => {
  const n = count ?? 1;
  return { allowed: n <= limit, count: n, limit, resetAt: windowStart + windowMs };
};

/**
 * Fixed-window counter in D1. The upsert is one atomic statement, so parallel requests
 * cannot overshoot the limit (KV's eventual consistency could).
 */
export async function hit(d1: D1Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = now - (now % windowMs);
  const [row] = await hitStatement(getDb(d1), key, windowStart);
  return result(row?.count, limit, windowStart, windowMs);
}

/** Several counters hit in one D1 round trip (one batch, one transaction). */
export async function hitAll(d1: D1Database, keys: { key: string; limit: number }[], windowMs: number, now = Date.now()): Promise<RateLimitResult[]> {
  const windowStart = now - (now % windowMs);
  const db = getDb(d1);
  const [first, ...rest] = keys.map(({ key }) => hitStatement(db, key, windowStart));
  if (!first) return [];
  const rows = await db.batch([first, ...rest]);
  return rows.map(([row], i) => result(row?.count, keys[i]!.limit, windowStart, windowMs));
}

/** Takes back one hit of each key in the window of `result` (an attempt that turned out not to count). */
export async function refund(d1: D1Database, keys: string[], windowMs: number, hitResult: Pick<RateLimitResult, "resetAt">): Promise<void> {
  const windowStart = hitResult.resetAt - windowMs;
  const db = getDb(d1);
  const [first, ...rest] = keys.map((key) =>
    db
      .update(counters)
      .set({ count: sql`${counters.count} - 1` })
      .where(and(eq(counters.key, key), eq(counters.windowStart, windowStart), gt(counters.count, 0))),
  );
  if (first) await db.batch([first, ...rest]);
}

/** The current window's count of a key, without counting. */
export async function peek(d1: D1Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const [row] = await getDb(d1)
    .select({ count: counters.count })
    .from(counters)
    .where(and(eq(counters.key, key), eq(counters.windowStart, now - (now % windowMs))));
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
export async function pruneCounters(d1: D1Database, now = Date.now()): Promise<void> {
  await getDb(d1)
    .delete(counters)
    .where(lt(counters.windowStart, now - 2 * 86_400_000));
}
