// "What Mindy remembers": one coach_memory row per person. Its summary column holds a small JSON
// document: a short memory of each of the latest sessions, and when the person last cleared it.
// Diary themes are read live from journal_entries (never entries the safety screen flagged acute,
// never entries written before the last clear).
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { diaryThemes } from "../../coach";
import { getDb, schema, type Db } from "../../db/client";
import type { CoachMemoryView } from "../../shared/contract/coaching";

/** How many earlier sessions Mindy keeps a memory of. */
export const REMEMBERED_SESSIONS = 3;
const DIARY_ENTRIES_FOR_THEMES = 20;

export interface StoredMemory {
  v: 1;
  sessions: { sessionId: string; title: string; summary: string; updatedAt: number }[];
  clearedAt: number | null;
}

const EMPTY: StoredMemory = { v: 1, sessions: [], clearedAt: null };

export function parseMemory(text: string | null | undefined): StoredMemory {
  if (!text) return { ...EMPTY, sessions: [] };
  try {
    const raw = JSON.parse(text) as Partial<StoredMemory>;
    const sessions = Array.isArray(raw.sessions)
      ? raw.sessions.filter(
          (s): s is StoredMemory["sessions"][number] =>
            !!s && typeof s.sessionId === "string" && typeof s.summary === "string" && typeof s.title === "string" && typeof s.updatedAt === "number",
        )
      : [];
    return { v: 1, sessions, clearedAt: typeof raw.clearedAt === "number" ? raw.clearedAt : null };
  } catch {
    // An older plain-text memory: keep nothing rather than show something malformed.
    return { ...EMPTY, sessions: [] };
  }
}

export async function readMemory(db: Db, userId: string): Promise<StoredMemory> {
  const row = await db.query.coachMemory.findFirst({ where: eq(schema.coachMemory.userId, userId) });
  return parseMemory(row?.summary);
}

/** The memory with this session's entry replaced (newest first, capped). An empty summary removes it. */
export function withSession(memory: StoredMemory, entry: StoredMemory["sessions"][number]): StoredMemory {
  const others = memory.sessions.filter((s) => s.sessionId !== entry.sessionId);
  const sessions = entry.summary ? [entry, ...others] : others;
  return { ...memory, sessions: sessions.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, REMEMBERED_SESSIONS + 1) };
}

export function withoutSession(memory: StoredMemory, sessionId: string): StoredMemory {
  return { ...memory, sessions: memory.sessions.filter((s) => s.sessionId !== sessionId) };
}

/** The upsert statement, for use inside a D1 batch. */
export function writeMemory(db: Db, userId: string, memory: StoredMemory, now: number) {
  const summary = JSON.stringify(memory);
  return db
    .insert(schema.coachMemory)
    .values({ userId, summary, updatedAt: now })
    .onConflictDoUpdate({ target: schema.coachMemory.userId, set: { summary, updatedAt: now } });
}

/** What Mindy is told about earlier sessions when talking in `currentSessionId`. */
export function earlierSessionsText(memory: StoredMemory, currentSessionId: string | null): string {
  return memory.sessions
    .filter((s) => s.sessionId !== currentSessionId)
    .slice(0, REMEMBERED_SESSIONS)
    .map((s) => s.summary)
    .join(" ");
}

export async function recentDiaryThemes(db: Db, userId: string, since: number | null): Promise<string[]> {
  const rows = await db
    .select({ content: schema.journalEntries.content })
    .from(schema.journalEntries)
    .where(
      and(
        eq(schema.journalEntries.userId, userId),
        ne(schema.journalEntries.safetyLevel, "acute"),
        since !== null ? gt(schema.journalEntries.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(schema.journalEntries.createdAt))
    .limit(DIARY_ENTRIES_FOR_THEMES);
  return diaryThemes(rows.map((r) => r.content));
}

export async function memoryView(d1: D1Database, userId: string): Promise<CoachMemoryView> {
  const db = getDb(d1);
  const memory = await readMemory(db, userId);
  return {
    sessions: memory.sessions.slice(0, REMEMBERED_SESSIONS).map((s) => ({
      sessionId: s.sessionId,
      title: s.title,
      summary: s.summary,
      updatedAt: new Date(s.updatedAt).toISOString(),
    })),
    diaryThemes: await recentDiaryThemes(db, userId, memory.clearedAt),
    clearedAt: memory.clearedAt ? new Date(memory.clearedAt).toISOString() : null,
  };
}
