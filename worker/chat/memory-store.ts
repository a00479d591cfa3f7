// "What Mindy remembers" (paid tiers): one memory_items row per remembered sentence, and one
// memory_settings row for the off switch and the last clear. Every write is one statement on its
// own rows (an insert, an edit, a delete), never a read-modify-write of the whole memory: parallel
// turns all keep what they learned, and a turn that started before the person cleared the memory or
// switched it off learns nothing (the insert itself checks, at the moment it runs).
// Diary themes are read live from journal_entries (never entries the safety screen flagged acute,
// never entries written before the last clear).
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { CoachMemory, LearnedItem } from "../coach";
import { diaryThemes } from "../coach";
import { screen } from "../coach/guard";
import { getDb, schema, type Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { newId } from "../lib/ids";
import { COACH_NAME } from "../../shared/brand";
import type { CoachMemoryView, MemoryItem } from "../../shared/contract/coaching";

/** Items kept per person; the oldest go first. */
export const MEMORY_ITEMS_KEPT = 100;
/** Items offered to the coach per turn, newest first (the coach trims them to its token budget). */
const ITEMS_FOR_A_TURN = 40;
const DIARY_ENTRIES_FOR_THEMES = 20;

const { memoryItems: items, memorySettings: settings } = schema;

export interface MemorySettings {
  enabled: boolean;
  clearedAt: number | null;
}

export async function readSettings(db: Db, userId: string): Promise<MemorySettings> {
  const row = await db.query.memorySettings.findFirst({ where: eq(settings.userId, userId) });
  return { enabled: row?.enabled ?? true, clearedAt: row?.clearedAt ?? null };
}

/**
 * What Mindy may use in a turn of `sessionId` (null: a new conversation), or null when memory is off.
 * Items learned in this conversation are left out while their turns are still in the history the
 * coach loads (`historyLimit` messages): those turns are sent word for word anyway.
 */
export async function memoryForTurn(db: Db, userId: string, sessionId: string | null, historyLimit: number): Promise<CoachMemory | null> {
  const { enabled, clearedAt } = await readSettings(db, userId);
  if (!enabled) return null;
  const oldestLoaded = sql`(SELECT MIN(created_at) FROM (SELECT created_at FROM coaching_messages WHERE session_id = ${sessionId} ORDER BY created_at DESC LIMIT ${historyLimit}))`;
  const [rows, themes] = await Promise.all([
    db
      .select({ text: items.text })
      .from(items)
      .where(and(eq(items.userId, userId), sessionId ? sql`(${items.sessionId} <> ${sessionId} OR ${items.createdAt} < ${oldestLoaded})` : undefined))
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(ITEMS_FOR_A_TURN),
    recentDiaryThemes(db, userId, clearedAt),
  ]);
  return {
    ...(rows.length > 0 ? { remembered: rows.map((r) => r.text) } : {}),
    ...(themes.length > 0 ? { diaryThemes: themes } : {}),
  };
}

/**
 * Statements for the turn's D1 batch: each learned item inserted unless memory is off or was cleared
 * since the turn started (`saidAt`), or the same thing is already remembered; then the oldest items
 * past the cap are dropped.
 */
export function learnStatements(db: Db, opts: { userId: string; sessionId: string; learned: readonly LearnedItem[]; saidAt: number }) {
  const { userId, sessionId, saidAt } = opts;
  if (opts.learned.length === 0) return [];
  return [
    ...opts.learned.map((item) =>
      // Raw SQL: the row is inserted only while memory is on and not cleared since, and drizzle's
      // insert has no WHERE, so its SELECT is hand-written: the columns in table order (id, user_id,
      // session_id, text, key, created_at, edited_at).
      db
        .insert(items)
        .select(
          sql`SELECT ${newId()}, ${userId}, ${sessionId}, ${item.text}, ${item.key}, ${saidAt}, NULL
            WHERE NOT EXISTS (SELECT 1 FROM memory_settings WHERE user_id = ${userId} AND (enabled = 0 OR cleared_at >= ${saidAt}))`,
        )
        .onConflictDoNothing({ target: [items.userId, items.key] }),
    ),
    db
      .delete(items)
      .where(
        and(eq(items.userId, userId), sql`${items.id} NOT IN (SELECT id FROM memory_items WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${MEMORY_ITEMS_KEPT})`),
      ),
  ];
}

export async function recentDiaryThemes(db: Db, userId: string, since: number | null): Promise<string[]> {
  const rows = await db
    .select({ content: schema.journalEntries.content })
    .from(schema.journalEntries)
    .where(and(eq(schema.journalEntries.userId, userId), ne(schema.journalEntries.safetyLevel, "acute"), since !== null ? gt(schema.journalEntries.createdAt, since) : undefined))
    .orderBy(desc(schema.journalEntries.createdAt))
    .limit(DIARY_ENTRIES_FOR_THEMES);
  return diaryThemes(rows.map((r) => r.content));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Every item of the person, newest first, with the conversation it came from. */
export async function listItems(db: Db, userId: string): Promise<MemoryItem[]> {
  const rows = await db
    .select({
      id: items.id,
      text: items.text,
      createdAt: items.createdAt,
      editedAt: items.editedAt,
      sessionId: items.sessionId,
      sessionTitle: schema.coachingSessions.title,
    })
    .from(items)
    .innerJoin(schema.coachingSessions, and(eq(schema.coachingSessions.id, items.sessionId), eq(schema.coachingSessions.userId, userId)))
    .where(eq(items.userId, userId))
    .orderBy(desc(items.createdAt), desc(items.id));
  return rows.map((r) => ({ id: r.id, text: r.text, learnedAt: iso(r.createdAt)!, editedAt: iso(r.editedAt), sessionId: r.sessionId, sessionTitle: r.sessionTitle }));
}

export async function memoryView(d1: D1Database, userId: string): Promise<CoachMemoryView> {
  const db = getDb(d1);
  const { enabled, clearedAt } = await readSettings(db, userId);
  const [list, themes] = await Promise.all([listItems(db, userId), recentDiaryThemes(db, userId, clearedAt)]);
  return { enabled, items: list, diaryThemes: themes, clearedAt: iso(clearedAt) };
}

/**
 * The person's new wording for one of their items; false when it is not theirs (or gone). A 422
 * when the wording is words of a crisis (nothing is written then).
 */
export async function editItem(d1: D1Database, userId: string, id: string, text: string, now: number): Promise<boolean> {
  // What the person writes here reaches the coach in every later turn, so it is screened like a
  // message: words of a crisis are never kept in memory (they belong in a conversation, now).
  if (screen(text).level === "acute") {
    throw new HttpError(
      422,
      `${COACH_NAME} can't keep this in memory. If you're going through something hard right now, please tell ${COACH_NAME} in the chat or use SOS for support.`,
    );
  }
  const updated = await getDb(d1)
    .update(items)
    .set({ text, editedAt: now })
    .where(and(eq(items.id, id), eq(items.userId, userId)))
    .returning({ id: items.id });
  return updated.length > 0;
}

export async function deleteItem(d1: D1Database, userId: string, id: string): Promise<boolean> {
  const deleted = await getDb(d1)
    .delete(items)
    .where(and(eq(items.id, id), eq(items.userId, userId)))
    .returning({ id: items.id });
  return deleted.length > 0;
}

/** Forgets every item and keeps the time, so earlier diary entries and turns already in flight stay out. */
export async function clearMemory(d1: D1Database, userId: string, now: number): Promise<void> {
  const db = getDb(d1);
  await db.batch([
    db
      .insert(settings)
      .values({ userId, enabled: true, clearedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: settings.userId, set: { clearedAt: now, updatedAt: now } }),
    db.delete(items).where(eq(items.userId, userId)),
  ]);
}

/** Off: nothing is learned and nothing is used; the items stay, to be used again once it is back on. */
export async function setEnabled(d1: D1Database, userId: string, enabled: boolean, now: number): Promise<void> {
  await getDb(d1)
    .insert(settings)
    .values({ userId, enabled, clearedAt: null, updatedAt: now })
    .onConflictDoUpdate({ target: settings.userId, set: { enabled, updatedAt: now } });
}
