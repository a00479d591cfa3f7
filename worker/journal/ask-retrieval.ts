// Which entries "Ask your journal" may answer from (decision 0111): the person's own, best first,
// from FTS5 and, where the deployment has Vectorize and Workers AI, from embeddings too, the two
// lists merged. Never an entry the crisis screen flagged acute, and never one written while the
// person was in a safety check-in (an active chat check-in, or the week after an acute event).
import { questionKeywords } from "../coach/question-words";
import type { AskEntry } from "../coach";
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

// Raw SQL: Drizzle cannot express MATCH or bm25(). Bound parameters only; the MATCH text comes from
// search-query.ts and carries the owner token, and user_id is checked again here.
// ?2 user id, ?3 the check-in window, ?4 the oldest chat check-in still current.
const USABLE = `e.user_id = ?2 AND e.safety_level <> 'acute'
  AND NOT EXISTS (SELECT 1 FROM safety_events s WHERE s.user_id = ?2 AND s.level = 'acute' AND s.created_at <= e.created_at AND s.created_at > e.created_at - ?3)
  AND NOT EXISTS (SELECT 1 FROM check_ins c WHERE c.user_id = ?2 AND json_extract(c.state, '$.active') = 1 AND c.updated_at >= ?4 AND e.created_at >= json_extract(c.state, '$.since'))`;

const FTS_SQL = `SELECT e.id, e.content, e.created_at FROM journal_search JOIN journal_entries e ON e.id = journal_search.entry_id
  WHERE journal_search MATCH ?1 AND ${USABLE}
  ORDER BY bm25(journal_search, 0.0, 0.0, 1.0), e.created_at DESC LIMIT ?5`;

const BY_IDS_SQL = `SELECT e.id, e.content, e.created_at FROM journal_entries e WHERE e.id IN (SELECT value FROM json_each(?1)) AND ${USABLE}`;

const toEntry = (r: Row): AskEntry => ({ id: r.id, content: r.content, createdAt: r.created_at });

/** Entries matching the question's words, best first (FTS5 bm25), usable ones only. */
export async function ftsCandidates(db: D1Database, userId: string, question: string, now: number, limit = CANDIDATES): Promise<AskEntry[]> {
  const match = anyWordExpression(userId, questionKeywords(question));
  if (!match) return [];
  const { results } = await db
    .prepare(FTS_SQL)
    .bind(match, userId, CHECK_IN_WINDOW_MS, now - CHECK_IN_WINDOW_MS, limit)
    .all<Row>();
  return results.map(toEntry);
}

/** The usable entries among ids (any order; others' ids, deleted and excluded entries drop out). */
export async function usableEntries(db: D1Database, userId: string, ids: string[], now: number): Promise<AskEntry[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(BY_IDS_SQL)
    .bind(JSON.stringify(ids), userId, CHECK_IN_WINDOW_MS, now - CHECK_IN_WINDOW_MS)
    .all<Row>();
  return results.map(toEntry);
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
