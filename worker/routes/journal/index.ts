// /api/journal: the person's diary entries. Pagination, mood scale and idempotent saves are
// described in docs/decisions/0020-diary-list-pagination.md, 0021-one-mood-scale.md and
// 0024-drafts-and-idempotent-saves.md; the entries themselves are worker/journal/entries.ts.
import { Hono } from "hono";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requirePaid } from "../../billing/tier-gate";
import { badRequest } from "../../lib/http-error";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { jsonBody } from "../../lib/validate";
import { aiPromptsRequest, createJournalEntryRequest, type CreateJournalEntryResponse } from "../../../shared/contract/journal";
import { crisisResources } from "../../../shared/crisis-resources";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../../shared/diary";
import { decodeCursor, encodeCursor } from "./cursor";
import { askJournal } from "./ask";
import { deleteEntry, entriesPage, journalPrompts, ownEntry, saveEntry, toEntry, type EntryRow } from "../../journal/entries";
import { searchJournal } from "./search";

export const journalRoutes = new Hono<AppEnv>();
journalRoutes.use("*", requireUser);

/** Newest first. Without ?cursor: the newest page; X-Next-Cursor names the next page when there is one. */
journalRoutes.get("/", async (c) => {
  const user = c.get("user");
  const raw = c.req.query("cursor");
  const cursor = raw === undefined ? null : decodeCursor(raw);
  if (raw !== undefined && !cursor) throw badRequest("cursor: This is not a valid page cursor. Use the X-Next-Cursor value of the previous page.");
  const { entries, next, total } = await entriesPage(c.env.DB, user.id, cursor);
  if (next) c.header(NEXT_CURSOR_HEADER, encodeCursor(next));
  c.header(TOTAL_COUNT_HEADER, String(total));
  c.header("Access-Control-Expose-Headers", `${NEXT_CURSOR_HEADER}, ${TOTAL_COUNT_HEADER}`);
  return c.json(entries.map(toEntry));
});

/** Full-text search of the person's own entries: ranked, with highlighted snippets (./search.ts). */
journalRoutes.get("/search", searchJournal);

/** "Ask your journal" (premium and pro): an answer from the person's own entries, with verbatim citations (./ask.ts). */
journalRoutes.post("/ask", askJournal);

/** One of the person's entries (a citation of "Ask your journal" opens it); anyone else's is a 404. */
journalRoutes.get("/:id", async (c) => c.json(toEntry(await ownEntry(c.env.DB, c.get("user").id, c.req.param("id")))));

journalRoutes.post("/", async (c) => {
  const user = c.get("user");
  const body = await jsonBody(c, createJournalEntryRequest);
  await limitRate(c.env.DB, "journalWrite", user.id);
  const saved = await saveEntry(c.env, user, body, { region: regionFor(c, user), requestId: c.get("requestId"), waitUntil: (p) => c.executionCtx.waitUntil(p) });
  return c.json(respond(c, user, saved.row, saved.insightPending), saved.created ? 201 : 200);
});

function respond(c: AppContext, user: UserRow, row: EntryRow, insightPending: boolean): CreateJournalEntryResponse {
  const level = row.safetyLevel;
  return {
    ...toEntry(row),
    safety: level === "none" ? { level } : { level, resources: crisisResources(regionFor(c, user)) },
    insightPending,
  };
}

journalRoutes.post("/ai-prompts", async (c) => {
  const user = c.get("user");
  requirePaid(user, "AI-personalised journal prompts");
  const { recentEntries } = await jsonBody(c, aiPromptsRequest);
  await limitRate(c.env.DB, "journalPrompts", user.id);
  return c.json(await journalPrompts(c.env, user, recentEntries));
});

journalRoutes.delete("/:id", async (c) => {
  await deleteEntry(c.env, c.get("user").id, c.req.param("id"), (p) => c.executionCtx.waitUntil(p));
  return c.json({ message: "Entry deleted." });
});
