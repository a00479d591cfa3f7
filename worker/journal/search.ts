// Full-text search of one person's entries with SQLite FTS5 (migrations/0005_journal-search.sql,
// docs/decisions/0110-journal-search-fts5.md): one page of ranked results with snippets, and the
// number of matches.
import { badRequest } from "../lib/http-error";
import type { JournalSearchResult } from "../../shared/contract/journal";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_PAGE_SIZE, SNIPPET_ELLIPSIS } from "../../shared/journal-search";
import { matchExpression, type SearchTerm } from "./search-query";

/** Tokens around the matches in a snippet (FTS5 allows at most 64). */
const SNIPPET_TOKENS = 24;

/**
 * How many of the person's newest matches are ranked by relevance; older matches follow, newest
 * first. bm25 costs about 2 µs a match (it reads each row's size and hit counts), so ranking every
 * match made a common word in a long diary the slowest search, and it would grow without bound.
 * Within the newest 500 the entries that say it most come first, and a rarer word, the usual
 * search, is ranked across the whole diary (decision 0110).
 */
export const RANKED_MATCHES = 500;

// Raw SQL: Drizzle cannot express an FTS5 MATCH, snippet() or bm25(). Every value is a bound
// parameter, and the MATCH text is built by search-query.ts alone; it carries the owner token, and
// the join on journal_entries checks the owner a second time.
// One statement (one D1 round trip) that does each piece of work once:
// - `total` counts the person's matches (the owner token is part of the MATCH), once; the page's
//   rows carry it.
// - `floor` is the rowid of the person's RANKED_MATCHES-th newest match (0 with fewer, known from
//   `total` without a walk): otherwise a walk of the matches by rowid, without bm25.
// - `top` keeps the page's rowids: the matches from the floor up, ranked by bm25 (tier 0), then
//   those below it, newest first (tier 1, no bm25), walked only when the page reaches past tier 0
//   (`?7 + ?6 > ?8`, a constant SQLite tests once): tier 0 holds RANKED_MATCHES rows whenever
//   tier 1 has any. Ties go to the entry written last (the larger rowid). MATERIALIZED: it is
//   computed once and probed by rowid (an automatic index).
// - The outer query walks the matches again, without bm25 and only between the page's lowest and
//   highest rowid, and makes snippets for the page's rows alone (snippet() needs the MATCH of its
//   own scan). CROSS JOIN keeps journal_search as the outer loop.
// A Worker test pins the plan with EXPLAIN QUERY PLAN: no MATCH per page row, which once made the
// SQL 1.4 to 2.6 times as slow (decision 0110).
export const PAGE_SQL = `WITH total AS MATERIALIZED (SELECT count(*) AS n FROM journal_search WHERE journal_search MATCH ?1),
  floor AS MATERIALIZED (
    SELECT CASE WHEN (SELECT n FROM total) <= ?8 THEN 0
      ELSE (SELECT rowid FROM journal_search WHERE journal_search MATCH ?1 ORDER BY rowid DESC LIMIT 1 OFFSET ?8 - 1) END AS f
  ),
  top AS MATERIALIZED (
    SELECT rowid AS r, bm25(journal_search, 0.0, 0.0, 1.0) AS score, 0 AS tier FROM journal_search
      WHERE journal_search MATCH ?1 AND rowid >= (SELECT f FROM floor)
    UNION ALL
    SELECT rowid, 0.0, 1 FROM journal_search WHERE ?7 + ?6 > ?8 AND journal_search MATCH ?1 AND rowid < (SELECT f FROM floor)
    ORDER BY tier, score, r DESC LIMIT ?6 OFFSET ?7
  )
  SELECT e.id, e.content, e.mood, e.ai_insight, e.safety_level, e.client_id, e.created_at,
    snippet(journal_search, 2, ?3, ?4, ?5, ${SNIPPET_TOKENS}) AS snippet,
    (SELECT n FROM total) AS total
  FROM journal_search CROSS JOIN top ON top.r = journal_search.rowid CROSS JOIN journal_entries e ON e.id = journal_search.entry_id
  WHERE journal_search MATCH ?1 AND journal_search.rowid BETWEEN (SELECT min(r) FROM top) AND (SELECT max(r) FROM top)
    AND e.user_id = ?2
  ORDER BY top.tier, top.score, top.r DESC`;
// For an empty page only (see searchEntries). The owner token is part of the MATCH, so this counts
// the person's matches alone.
const COUNT_SQL = `SELECT count(*) AS n FROM journal_search WHERE journal_search MATCH ?1`;

interface Row {
  id: string;
  content: string;
  mood: number | null;
  ai_insight: string | null;
  safety_level: JournalSearchResult["safetyLevel"];
  client_id: string | null;
  created_at: number;
  snippet: string;
  total: number;
}

export interface SearchPage {
  results: JournalSearchResult[];
  total: number;
  /** Whether more results follow this page. */
  more: boolean;
}

/** The page of the person's matches that starts after `offset` results. */
export async function searchEntries(d1: D1Database, userId: string, terms: SearchTerm[], offset: number, ranked = RANKED_MATCHES): Promise<SearchPage> {
  const match = matchExpression(userId, terms);
  // Only operators or punctuation: nothing to look for, so nothing found.
  if (!match) return { results: [], total: 0, more: false };
  let rows: Row[];
  let total: number;
  try {
    // Raw SQL: FTS5 MATCH, bm25() and snippet(), which drizzle has no form for (see PAGE_SQL).
    const page = d1.prepare(PAGE_SQL).bind(match, userId, HIGHLIGHT_START, HIGHLIGHT_END, SNIPPET_ELLIPSIS, SEARCH_PAGE_SIZE, offset, ranked);
    rows = (await page.all<Row>()).results;
    // Raw SQL: FTS5 MATCH (see PAGE_SQL). An empty page has no row to carry the count: a second,
    // cheap statement (no match at all, or a cursor past the last match).
    total = rows[0] ? rows[0].total : ((await d1.prepare(COUNT_SQL).bind(match).first<number>("n")) ?? 0);
  } catch (err) {
    // The expression is built from quoted tokens and should always parse; if FTS5 still refuses it,
    // the person gets a 400 they can act on, never a 500.
    if (err instanceof Error && /fts5|MATCH/i.test(err.message)) throw badRequest("This search could not be understood. Try plain words.");
    throw err;
  }
  return {
    results: rows.map((r): JournalSearchResult => ({
      id: r.id,
      content: r.content,
      mood: r.mood,
      createdAt: new Date(r.created_at).toISOString(),
      aiInsight: r.ai_insight,
      safetyLevel: r.safety_level,
      clientId: r.client_id,
      snippet: r.snippet,
    })),
    total,
    // The count comes from the same statement as the page, so the two agree.
    more: offset + SEARCH_PAGE_SIZE < total,
  };
}
