// Which entries "Ask your journal" may answer from (decision 0111): the person's own, best first,
// from FTS5 and, where the deployment has Vectorize and Workers AI, from embeddings too, the two
// lists merged. Never an entry the crisis screen flagged acute, and never one written while the
// person was in a safety check-in (an active chat check-in, or the week after an acute event).
import { and, eq, gt, gte, inArray, lte, ne, notExists, sql, type SQL } from "drizzle-orm";
import { questionKeywords } from "../coach/question-words";
import type { AskEntry } from "../coach";
import { getDb, schema, type Db } from "../db/client";
import type { Env } from "../env";
import { CHECK_IN_WINDOW_MS } from "../safety";
import { anyWordExpression } from "./search-query";
import { vectorCandidates } from "./ask-vectors";

/** Entries an answer is drawn from. */
export const ASK_TOP_ENTRIES = 6;
/** Candidates each retriever offers the merge. */
const CANDIDATES = 12;
/** Reciprocal rank fusion's constant (the usual 60): a rank's weight is 1 / (60 + rank). */
const RRF_K = 60;

interface Row {
  id: string;
  content: string;
  created_at: number;
}

const e = schema.journalEntries;
const events = schema.safetyEvents;
const checkIns = schema.checkIns;

/**
 * The entries an answer may use: the person's own, not flagged acute, not written within the
 * check-in window after an acute event, and not written during a chat check-in still current.
 */
function usable(db: Db, userId: string, now: number): SQL {
  const acuteBefore = db
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.userId, userId), eq(events.level, "acute"), lte(events.createdAt, e.createdAt), gt(events.createdAt, sql`${e.createdAt} - ${CHECK_IN_WINDOW_MS}`)));
  const inCheckIn = db
    .select({ one: sql`1` })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.userId, userId),
        sql`json_extract(${checkIns.state}, '$.active') = 1`,
        gte(checkIns.updatedAt, now - CHECK_IN_WINDOW_MS),
        sql`${e.createdAt} >= json_extract(${checkIns.state}, '$.since')`,
      ),
    );
  return and(eq(e.userId, userId), ne(e.safetyLevel, "acute"), notExists(acuteBefore), notExists(inCheckIn))!; // and() of conditions is never undefined
}

const toEntry = (r: Row): AskEntry => ({ id: r.id, content: r.content, createdAt: r.created_at });

/** Entries matching the question's words, best first (FTS5 bm25), usable ones only. */
export async function ftsCandidates(d1: D1Database, userId: string, question: string, now: number, limit = CANDIDATES): Promise<AskEntry[]> {
  const match = anyWordExpression(userId, questionKeywords(question));
  if (!match) return [];
  const db = getDb(d1);
  // Raw SQL: Drizzle cannot express MATCH or bm25(). Bound parameters only; the MATCH text comes from
  // search-query.ts and carries the owner token, and user_id is checked again by usable().
  const results = await db.all<Row>(sql`SELECT journal_entries.id AS id, journal_entries.content AS content, journal_entries.created_at AS created_at
    FROM journal_search JOIN journal_entries ON journal_entries.id = journal_search.entry_id
    WHERE journal_search MATCH ${match} AND ${usable(db, userId, now)}
    ORDER BY bm25(journal_search, 0.0, 0.0, 1.0), journal_entries.created_at DESC LIMIT ${limit}`);
  return results.map(toEntry);
}

/** The usable entries among ids (any order; others' ids, deleted and excluded entries drop out). */
export async function usableEntries(d1: D1Database, userId: string, ids: string[], now: number): Promise<AskEntry[]> {
  if (ids.length === 0) return [];
  const db = getDb(d1);
  // At most CANDIDATES ids (from Vectorize), so an IN list of bound values.
  const rows = await db
    .select({ id: e.id, content: e.content, createdAt: e.createdAt })
    .from(e)
    .where(and(inArray(e.id, ids), usable(db, userId, now)));
  return rows.map((r) => ({ id: r.id, content: r.content, createdAt: r.createdAt }));
}

/** Reciprocal rank fusion of ranked id lists: an id high in either list, or present in both, comes first. */
export function mergeRanked(lists: string[][], limit: number): string[] {
  const score = new Map<string, number>();
  for (const list of lists) list.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + 1 / (RRF_K + rank + 1)));
  // Stable: equal scores keep the order they were first seen in (the first list first).
  return [...score.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([id]) => id);
}

/** The entries to answer from, best first: FTS5 alone, or FTS5 merged with Vectorize when configured. */
export async function retrieveForQuestion(env: Env, userId: string, question: string, now = Date.now()): Promise<AskEntry[]> {
  const [fts, vectorIds] = await Promise.all([ftsCandidates(env.DB, userId, question, now), vectorCandidates(env, userId, question, CANDIDATES)]);
  if (vectorIds.length === 0) return fts.slice(0, ASK_TOP_ENTRIES);
  const known = new Map(fts.map((e) => [e.id, e]));
  const unseen = vectorIds.filter((id) => !known.has(id));
  for (const e of await usableEntries(env.DB, userId, unseen, now)) known.set(e.id, e);
  // Vector ids that are not usable (someone else's, deleted, acute, from a check-in) never come back from D1.
  const vectorUsable = vectorIds.filter((id) => known.has(id));
  return mergeRanked([fts.map((e) => e.id), vectorUsable], ASK_TOP_ENTRIES).map((id) => known.get(id)!);
}
