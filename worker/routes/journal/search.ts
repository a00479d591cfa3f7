// GET /api/journal/search: full-text search of the signed-in person's own entries with SQLite FTS5
// (migrations/0005_journal-search.sql, docs/decisions/0110-journal-search-fts5.md).
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { badRequest } from "../../lib/http-error";
import { base64url } from "../../lib/ids";
import { parseWith } from "../../lib/validate";
import { journalSearchRequest, type JournalSearchResult } from "../../../shared/contract/journal";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../../shared/diary";
import { HIGHLIGHT_END, HIGHLIGHT_START, SEARCH_PAGE_SIZE, SNIPPET_ELLIPSIS } from "../../../shared/journal-search";
import { unwrapCursor } from "./cursor";
import { matchExpression, parseSearch, searchFingerprint } from "../../journal/search-query";

/** Tokens around the matches in a snippet (FTS5 allows at most 64). */
const SNIPPET_TOKENS = 24;
/** Deepest result a cursor may reach. */
const MAX_OFFSET = 10_000;

// Raw SQL: Drizzle cannot express an FTS5 MATCH, snippet() or bm25(). Every value is a
// bound parameter, and the MATCH text is built by search-query.ts alone; it carries the owner token,
// and the join on journal_entries checks the owner a second time.
// Two steps, so that snippets are made for one page only: `top` ranks every match by bm25 (cheap)
// and keeps the page; the outer query finds those rows again by rowid and makes their snippets.
// Ties go to the entry written last (the larger rowid).
const PAGE_SQL = `WITH top AS (
    SELECT rowid AS r, bm25(journal_search, 0.0, 0.0, 1.0) AS score FROM journal_search WHERE journal_search MATCH ?1
    ORDER BY score, rowid DESC LIMIT ?6 OFFSET ?7
  )
  SELECT e.id, e.content, e.mood, e.ai_insight, e.safety_level, e.client_id, e.created_at,
    snippet(journal_search, 2, ?3, ?4, ?5, ${SNIPPET_TOKENS}) AS snippet
  FROM top JOIN journal_search ON journal_search.rowid = top.r JOIN journal_entries e ON e.id = journal_search.entry_id
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

// Page cursors: how many results came before, and which search they belong to; opaque to clients.
const encodeCursor = (offset: number, fingerprint: string) => base64url(new TextEncoder().encode(`s${offset}.${fingerprint}`));

function decodeCursor(text: string, fingerprint: string): number | null {
  const raw = unwrapCursor(text, 40);
  if (raw === null) return null;
  const m = /^s(\d{1,5})\.([0-9a-f]{8})$/.exec(raw);
  if (!m || m[2] !== fingerprint) return null;
  const offset = Number(m[1]);
  return offset > 0 && offset <= MAX_OFFSET ? offset : null;
}

export async function searchJournal(c: Context<AppEnv>) {
  const user = c.get("user");
  const { q, cursor } = parseWith(journalSearchRequest, { q: c.req.query("q"), cursor: c.req.query("cursor") });
  const terms = parseSearch(q);
  const fingerprint = searchFingerprint(terms);
  const offset = cursor === undefined ? 0 : decodeCursor(cursor, fingerprint);
  if (offset === null) throw badRequest("cursor: This is not a valid page cursor for this search. Use the X-Next-Cursor value of the previous page.");
  // No rate limit: like every other read, and a counter's write would double a search's time
  // (bench/journal-search.mjs; decision 0110).

  c.header("Access-Control-Expose-Headers", `${NEXT_CURSOR_HEADER}, ${TOTAL_COUNT_HEADER}`);
  const match = matchExpression(user.id, terms);
  if (!match) {
    // Only operators or punctuation: nothing to look for, so nothing found.
    c.header(TOTAL_COUNT_HEADER, "0");
    return c.json([] satisfies JournalSearchResult[]);
  }
  const db = c.env.DB;
  let rows: Row[];
  let total: number;
  try {
    // One D1 round trip for the page and the count. Straight on D1: drizzle's batch cannot carry raw
    // statements with parameters, and two db.all calls would be two round trips.
    const [page, count] = await db.batch<Row | { n: number }>([
      // Raw SQL: FTS5 MATCH, bm25() and snippet() (see PAGE_SQL).
      db.prepare(PAGE_SQL).bind(match, user.id, HIGHLIGHT_START, HIGHLIGHT_END, SNIPPET_ELLIPSIS, SEARCH_PAGE_SIZE + 1, offset),
      // Raw SQL: FTS5 MATCH (see PAGE_SQL).
      db.prepare(COUNT_SQL).bind(match),
    ]);
    rows = (page?.results ?? []) as Row[];
    total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  } catch (err) {
    // The expression is built from quoted tokens and should always parse; if FTS5 still refuses it,
    // the person gets a 400 they can act on, never a 500.
    if (err instanceof Error && /fts5|MATCH/i.test(err.message)) throw badRequest("This search could not be understood. Try plain words.");
    throw err;
  }

  const results = rows.slice(0, SEARCH_PAGE_SIZE);
  if (rows.length > SEARCH_PAGE_SIZE && offset + SEARCH_PAGE_SIZE < MAX_OFFSET) c.header(NEXT_CURSOR_HEADER, encodeCursor(offset + SEARCH_PAGE_SIZE, fingerprint));
  c.header(TOTAL_COUNT_HEADER, String(total));
  return c.json(
    results.map((r): JournalSearchResult => ({
      id: r.id,
      content: r.content,
      mood: r.mood,
      createdAt: new Date(r.created_at).toISOString(),
      aiInsight: r.ai_insight,
      safetyLevel: r.safety_level,
      clientId: r.client_id,
      snippet: r.snippet,
    })),
  );
}
