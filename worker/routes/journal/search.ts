// GET /api/journal/search: the signed-in person's own entries, by full-text search
// (worker/journal/search.ts), a page at a time.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { badRequest } from "../../lib/http-error";
import { base64url } from "../../lib/ids";
import { parseWith } from "../../lib/validate";
import { journalSearchRequest } from "../../../shared/contract/journal";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../../shared/diary";
import { SEARCH_PAGE_SIZE } from "../../../shared/journal-search";
import { unwrapCursor } from "./cursor";
import { parseSearch, searchFingerprint } from "../../journal/search-query";
import { searchEntries } from "../../journal/search";

/** Deepest result a cursor may reach. */
const MAX_OFFSET = 10_000;

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
  const page = await searchEntries(c.env.DB, user.id, terms, offset);
  c.header("Access-Control-Expose-Headers", `${NEXT_CURSOR_HEADER}, ${TOTAL_COUNT_HEADER}`);
  if (page.more && offset + SEARCH_PAGE_SIZE < MAX_OFFSET) c.header(NEXT_CURSOR_HEADER, encodeCursor(offset + SEARCH_PAGE_SIZE, fingerprint));
  c.header(TOTAL_COUNT_HEADER, String(page.total));
  return c.json(page.results);
}
