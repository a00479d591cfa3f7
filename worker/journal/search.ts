// Full-text search of one person's entries with SQLite FTS5 (migrations/0005_journal-search.sql,
// docs/decisions/0110-journal-search-fts5.md): one page of ranked results with snippets, and the
// number of matches.
import { badRequest } from "../lib/http-error";
import type { JournalSearchResult } from "../../shared/contract/journal";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_PAGE_SIZE, SNIPPET_ELLIPSIS } from "../../shared/journal-search";
import { matchExpression, type SearchTerm } from "./search-query";

/** Tokens around the matches in a snippet (FTS5 allows at most 64). */
const SNIPPET_TOKENS = 24;

// Raw SQL: Drizzle cannot express an FTS5 MATCH, snippet() or bm25(). Every value is a bound
// parameter, and the MATCH text is built by search-query.ts alone; it carries the owner token, and
// the join on journal_entries checks the owner a second time.
// Two steps, so that snippets are made for one page only: `top` ranks every match by bm25 (cheap)
// and keeps the page; the outer query finds those rows again by rowid and makes their snippets.
// Ties go to the entry written last (the larger rowid). CROSS JOIN keeps that order of work: left
// to itself, SQLite's planner runs the outer MATCH over every match and joins the page to it, which
// made a search for a common word take about 1.5 times as long (bench/journal-search.mjs).
export const PAGE_SQL = `WITH top AS (
    SELECT rowid AS r, bm25(journal_search, 0.0, 0.0, 1.0) AS score FROM journal_search WHERE journal_search MATCH ?1
    ORDER BY score, rowid DESC LIMIT ?6 OFFSET ?7
  )
  SELECT e.id, e.content, e.mood, e.ai_insight, e.safety_level, e.client_id, e.created_at,
    snippet(journal_search, 2, ?3, ?4, ?5, ${SNIPPET_TOKENS}) AS snippet
  FROM top CROSS JOIN journal_search ON journal_search.rowid = top.r CROSS JOIN journal_entries e ON e.id = journal_search.entry_id
  WHERE journal_search MATCH ?1 AND e.user_id = ?2
  ORDER BY top.score, top.r DESC`;
// The owner token is part of the MATCH, so this counts the person's matches alone.
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
}

export interface SearchPage {
  results: JournalSearchResult[];
  total: number;
  /** Whether more results follow this page. */
  more: boolean;
}

/** The page of the person's matches that starts after `offset` results. */
export async function searchEntries(d1: D1Database, userId: string, terms: SearchTerm[], offset: number): Promise<SearchPage> {
  const match = matchExpression(userId, terms);
  // Only operators or punctuation: nothing to look for, so nothing found.
  if (!match) return { results: [], total: 0, more: false };
  let rows: Row[];
  let total: number;
  try {
    // One D1 round trip for the page and the count. Straight on D1: drizzle's batch cannot carry raw
    // statements with parameters, and two db.all calls would be two round trips.
    const [page, count] = await d1.batch<Row | { n: number }>([
      // Raw SQL: FTS5 MATCH, bm25() and snippet() (see PAGE_SQL).
      d1.prepare(PAGE_SQL).bind(match, userId, HIGHLIGHT_START, HIGHLIGHT_END, SNIPPET_ELLIPSIS, SEARCH_PAGE_SIZE + 1, offset),
      // Raw SQL: FTS5 MATCH (see PAGE_SQL).
      d1.prepare(COUNT_SQL).bind(match),
    ]);
    rows = (page?.results ?? []) as Row[];
    total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  } catch (err) {
    // The expression is built from quoted tokens and should always parse; if FTS5 still refuses it,
    // the person gets a 400 they can act on, never a 500.
    if (err instanceof Error && /fts5|MATCH/i.test(err.message)) throw badRequest("This search could not be understood. Try plain words.");
    throw err;
  }
  return {
    results: rows.slice(0, SEARCH_PAGE_SIZE).map((r): JournalSearchResult => ({
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
    more: rows.length > SEARCH_PAGE_SIZE,
  };
}
