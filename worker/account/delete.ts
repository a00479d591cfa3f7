// Account deletion, in the order that never leaves something behind that can no longer be reached:
// 1. the Stripe subscription is cancelled (a failure stops here: nothing deleted, still billable
//    is worse than "try again"), 2. the R2 objects go, 3. every D1 row goes in one batch (one
//    transaction), 4. a last sweep of R2 catches a snapshot uploaded meanwhile.
// Rows are deleted explicitly, child tables first: D1 does enforce the ON DELETE CASCADE foreign
// keys (worker/test/account-delete.test.ts checks it), but being explicit keeps this correct if a
// table without a cascade is added later. See docs/decisions/0041-account-deletion.md.
import { eq, or, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { isMissing, stripeFailure, stripeFor } from "../billing/stripe-client";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";
import { importPrefix } from "../imports/store";
import { logError } from "../lib/log";
import { backfillKey, forgetEntryVectors } from "../journal/ask-vectors";

export const CANCEL_FAILED = "We couldn't reach our payment provider to cancel your subscription, so nothing was deleted. Please try again in a moment.";

/** Subscription statuses that can still bill (or be paid into a live plan). */
const ENDED = new Set(["canceled", "incomplete_expired"]);

export const snapshotPrefix = (userId: string) => `snapshots/${userId}/`;

/**
 * Cancels the person's subscription at once (not at period end: the account is going away).
 * Returns true when one was cancelled. Without a Stripe key there is no subscription to cancel.
 */
export async function cancelSubscriptionForDeletion(env: Env, user: UserRow): Promise<boolean> {
  const id = user.stripeSubscriptionId;
  if (!id || ENDED.has(user.subscriptionStatus ?? "")) return false;
  const stripe = stripeFor(env);
  if (!stripe) {
    logError({ where: "account delete", level: "warn", note: `subscription ${id} on record but no Stripe key configured: not cancelled` });
    return false;
  }
  try {
    const sub = await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `account-delete:${id}` });
    return sub.status === "canceled";
  } catch (err) {
    if (isMissing(err)) return false; // already gone in Stripe
    stripeFailure("subscription cancel (account deletion)", err); // logs the details
    throw new HttpError(502, CANCEL_FAILED);
  }
}

/** Deletes every object under snapshots/<userId>/ and imports/<userId>/ plus any key the rows name; returns how many. */
export async function deleteUserObjects(bucket: R2Bucket, userId: string, extraKeys: string[] = []): Promise<number> {
  const prefixes = [snapshotPrefix(userId), importPrefix(userId)];
  const keys = new Set(extraKeys.filter((k) => k.startsWith(prefixes[0]!)));
  for (const prefix of prefixes) {
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix, cursor, limit: 1000 });
      for (const o of page.objects) keys.add(o.key);
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  const all = [...keys];
  for (let i = 0; i < all.length; i += 1000) await bucket.delete(all.slice(i, i + 1000));
  return all.length;
}

/** Every row of the person, children first, then the user row: one D1 batch, so all or nothing. */
export async function deleteUserRows(d1: D1Database, user: Pick<UserRow, "id" | "email">): Promise<void> {
  const db = getDb(d1);
  const s = schema;
  const id = user.id;
  const key = s.usageCounters.key;
  const emailSuffix = `:email:${user.email}`;
  await db.batch([
    db.delete(s.memoryItems).where(eq(s.memoryItems.userId, id)),
    db.delete(s.memorySettings).where(eq(s.memorySettings.userId, id)),
    db.delete(s.coachingMessages).where(eq(s.coachingMessages.userId, id)),
    db.delete(s.coachingSessions).where(eq(s.coachingSessions.userId, id)),
    db.delete(s.journalEntries).where(eq(s.journalEntries.userId, id)),
    db.delete(s.assessments).where(eq(s.assessments.userId, id)),
    db.delete(s.dailyInsights).where(eq(s.dailyInsights.userId, id)),
    db.delete(s.safetyEvents).where(eq(s.safetyEvents.userId, id)),
    db.delete(s.snapshots).where(eq(s.snapshots.userId, id)),
    db.delete(s.pushSubscriptions).where(eq(s.pushSubscriptions.userId, id)),
    db.delete(s.reminderSettings).where(eq(s.reminderSettings.userId, id)),
    db.delete(s.imports).where(eq(s.imports.userId, id)),
    db.delete(s.reflections).where(eq(s.reflections.userId, id)),
    // Rate-limit and budget counters keyed by the person's id or email ("model:<id>",
    // "auth:login:email:<email>"). instr/substr, not LIKE: an email may hold "_" or "%", which LIKE
    // would treat as wildcards.
    db.delete(s.usageCounters).where(or(sql`instr(${key}, ${id}) > 0`, sql`(substr(${key}, 1, 5) = 'auth:' AND substr(${key}, -length(${emailSuffix})) = ${emailSuffix})`)),
    db.delete(s.users).where(eq(s.users.id, id)),
  ]);
}

export async function deleteAccount(env: Env, user: UserRow): Promise<{ subscriptionCancelled: boolean }> {
  const subscriptionCancelled = await cancelSubscriptionForDeletion(env, user);
  const db = getDb(env.DB);
  const rows = await db.select({ key: schema.snapshots.r2Key }).from(schema.snapshots).where(eq(schema.snapshots.userId, user.id));
  await deleteUserObjects(
    env.MEDIA,
    user.id,
    rows.map((r) => r.key),
  );
  // Entry embeddings of "Ask your journal" (only where Vectorize is bound): their ids, before the rows go.
  const entryIds = env.VECTORIZE
    ? (await db.select({ id: schema.journalEntries.id }).from(schema.journalEntries).where(eq(schema.journalEntries.userId, user.id))).map((r) => r.id)
    : [];
  await deleteUserRows(env.DB, user);
  await deleteUserObjects(env.MEDIA, user.id);
  await forgetEntryVectors(env, entryIds);
  await env.KV.delete(backfillKey(user.id));
  return { subscriptionCancelled };
}
