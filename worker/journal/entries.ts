// A person's journal entries: as D1 stores them and as the API answers them, a page of them, one of
// them, saving one (with its screen and the paid tiers' insight written afterwards) and deleting one.
// Pagination, mood scale and idempotent saves: decisions 0020, 0021 and 0024.
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { isPaid } from "../billing/tier-gate";
import { coachFor } from "../coach/for-env";
import { chargeModelCall } from "../coach/model-budget";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { badRequest, conflict, notFound } from "../lib/http-error";
import { isUuid, newId } from "../lib/ids";
import { logError } from "../lib/log";
import { screenText } from "../safety";
import { recordSafetyEvent, screenPersonText } from "../safety/store";
import { forgetEntryVectors, indexEntryVectors } from "./ask-vectors";
import type { JournalEntry } from "../../shared/contract/journal";
import type { CrisisRegion } from "../../shared/crisis-resources";
import { JOURNAL_PAGE_SIZE } from "../../shared/diary";

export type EntryRow = typeof schema.journalEntries.$inferSelect;

export const toEntry = (row: EntryRow): JournalEntry => ({
  id: row.id,
  content: row.content,
  mood: row.mood,
  createdAt: new Date(row.createdAt).toISOString(),
  aiInsight: row.aiInsight,
  safetyLevel: row.safetyLevel,
  clientId: row.clientId,
});

/** Where a page starts: after the entry with this (createdAt, id), newest first. */
export interface EntryKey {
  createdAt: number;
  id: string;
}

/** A page of entries, newest first, after `after` (or the newest page); `next` starts the next page when there is one. */
export async function entriesPage(d1: D1Database, userId: string, after: EntryKey | null): Promise<{ entries: EntryRow[]; next: EntryKey | null; total: number }> {
  const t = schema.journalEntries;
  const db = getDb(d1);
  const mine = eq(t.userId, userId);
  const where = after ? and(mine, or(lt(t.createdAt, after.createdAt), and(eq(t.createdAt, after.createdAt), lt(t.id, after.id)))) : mine;
  // One D1 round trip for the page and the total.
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(JOURNAL_PAGE_SIZE + 1),
    db.select({ n: count() }).from(t).where(mine),
  ]);
  const page = rows.slice(0, JOURNAL_PAGE_SIZE);
  const last = page.at(-1);
  return { entries: page, next: rows.length > JOURNAL_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null, total: totals[0]?.n ?? 0 };
}

const MISSING = "This entry doesn't exist or isn't yours.";

/** One of the person's entries; anyone else's is a 404. */
export async function ownEntry(d1: D1Database, userId: string, id: string): Promise<EntryRow> {
  const missing = notFound(MISSING);
  if (!isUuid(id)) throw missing;
  const t = schema.journalEntries;
  const row = await getDb(d1).query.journalEntries.findFirst({ where: and(eq(t.id, id), eq(t.userId, userId)) });
  if (!row) throw missing;
  return row;
}

export interface NewEntry {
  content: string;
  mood?: number | null | undefined;
  clientId?: string | null | undefined;
}

/** What saving needs from the request: the crisis region, the request id for logs, and waitUntil for the work after the answer. */
export interface SaveContext {
  region: CrisisRegion;
  requestId: string;
  waitUntil: (p: Promise<unknown>) => void;
}

/** The saved entry; `created` is false when a retried save of the same draft returned the first. */
export interface SavedEntry {
  row: EntryRow;
  created: boolean;
  insightPending: boolean;
}

export async function saveEntry(env: Env, user: UserRow, body: NewEntry, ctx: SaveContext): Promise<SavedEntry> {
  const db = getDb(env.DB);
  const t = schema.journalEntries;

  // A retried save of the same draft (double click, flaky network, offline queue) returns the first.
  if (body.clientId) {
    const existing = await db.query.journalEntries.findFirst({ where: and(eq(t.userId, user.id), eq(t.clientId, body.clientId)) });
    if (existing) return { row: sameDraft(existing, body), created: false, insightPending: false };
  }

  const screened = await screenPersonText(env, body.content, ctx.waitUntil);
  const [row] = await db
    .insert(t)
    .values({
      id: newId(),
      userId: user.id,
      content: body.content,
      mood: body.mood ?? null,
      safetyLevel: screened.level,
      clientId: body.clientId ?? null,
      createdAt: Date.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Lost a race with a parallel save of the same draft.
    const existing = body.clientId ? await db.query.journalEntries.findFirst({ where: and(eq(t.userId, user.id), eq(t.clientId, body.clientId)) }) : undefined;
    if (!existing) throw badRequest("This entry could not be saved. Please try again.");
    return { row: sameDraft(existing, body), created: false, insightPending: false };
  }

  if (screened.level !== "none") {
    await recordSafetyEvent(env.DB, { userId: user.id, screened, source: "diary", region: ctx.region });
  }
  // Acute entries never reach a model; paid tiers get an insight written after the answer is sent.
  const insightPending = isPaid(user.subscriptionTier) && screened.level !== "acute";
  // The optional second retriever of "Ask your journal": a no-op unless Vectorize is bound.
  ctx.waitUntil(indexEntryVectors(env, [row]));
  if (insightPending) ctx.waitUntil(writeInsight(env, user, row, ctx.region, ctx.requestId));
  return { row, created: true, insightPending };
}

/**
 * A client id names one draft's words. Answering other words with the stored entry would tell the
 * person an edit was saved when it was not, so a client id that comes back with different content
 * or mood is refused, and the client sends the new words under a new id.
 */
function sameDraft(existing: EntryRow, body: { content: string; mood?: number | null | undefined }): EntryRow {
  if (existing.content !== body.content || existing.mood !== (body.mood ?? null)) {
    throw conflict("This draft was already saved with different words. Save again to keep this version as a new entry.");
  }
  return existing;
}

/** Background: charge the budget, ask the coach, store the insight. Failures only leave the entry without one. */
async function writeInsight(env: Env, user: UserRow, row: EntryRow, region: CrisisRegion, requestId: string): Promise<void> {
  try {
    const coach = coachFor(env);
    if (coach.provider !== "offline") await chargeModelCall(env, user);
    const { insight } = await coach.journalInsight(row.content, { region });
    await getDb(env.DB)
      .update(schema.journalEntries)
      .set({ aiInsight: insight })
      .where(and(eq(schema.journalEntries.id, row.id), eq(schema.journalEntries.userId, user.id)));
  } catch (err) {
    logError({ where: "journal insight", requestId, level: "warn", note: "the entry stays without an insight" }, err);
  }
}

/** Writing prompts from the person's recent entries. Screened before any model sees them: entries at acute risk are left out. */
export async function journalPrompts(env: Env, user: UserRow, recentEntries: string[]) {
  const entries = recentEntries.filter((e) => e.trim() !== "" && screenText(e).level !== "acute");
  const coach = coachFor(env);
  if (coach.provider !== "offline" && entries.length > 0) await chargeModelCall(env, user);
  return coach.journalPrompts(entries);
}

/** Deletes one of the person's entries (anyone else's is a 404), and its vectors after the answer. */
export async function deleteEntry(env: Env, userId: string, id: string, waitUntil: (p: Promise<unknown>) => void): Promise<void> {
  const missing = notFound(MISSING);
  if (!isUuid(id)) throw missing;
  const t = schema.journalEntries;
  const deleted = await getDb(env.DB)
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (deleted.length === 0) throw missing;
  waitUntil(forgetEntryVectors(env, [id]));
}
