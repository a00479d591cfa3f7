// /api/journal: the person's diary entries. Pagination, mood scale and idempotent saves are
// described in docs/decisions/0020-diary-list-pagination.md, 0021-one-mood-scale.md and
// 0024-drafts-and-idempotent-saves.md.
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { isPaid, requirePaid } from "../../billing/tier-gate";
import { getDb, schema } from "../../db/client";
import type { Env } from "../../env";
import { coachFor } from "../../coach/for-env";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid, newId } from "../../lib/ids";
import { logError } from "../../lib/log";
import { chargeModelCall } from "../../coach/model-budget";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { recordSafetyEvent, screenPersonText } from "../../safety/store";
import { jsonBody } from "../../lib/validate";
import { screenText } from "../../safety";
import { aiPromptsRequest, createJournalEntryRequest, type CreateJournalEntryResponse } from "../../../shared/contract/journal";
import { crisisResources, type CrisisRegion } from "../../../shared/crisis-resources";
import { JOURNAL_PAGE_SIZE, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../../shared/diary";
import { decodeCursor, encodeCursor } from "./cursor";
import { askJournal } from "./ask";
import { forgetEntryVectors, indexEntryVectors } from "../../journal/ask-vectors";
import { toEntry, type EntryRow } from "../../journal/entries";
import { searchJournal } from "./search";

export const journalRoutes = new Hono<AppEnv>();
journalRoutes.use("*", requireUser);

/** Newest first. Without ?cursor: the newest page; X-Next-Cursor names the next page when there is one. */
journalRoutes.get("/", async (c) => {
  const user = c.get("user");
  const raw = c.req.query("cursor");
  const cursor = raw === undefined ? null : decodeCursor(raw);
  if (raw !== undefined && !cursor) throw badRequest("cursor: This is not a valid page cursor. Use the X-Next-Cursor value of the previous page.");
  const t = schema.journalEntries;
  const db = getDb(c.env.DB);
  const mine = eq(t.userId, user.id);
  const where = cursor ? and(mine, or(lt(t.createdAt, cursor.createdAt), and(eq(t.createdAt, cursor.createdAt), lt(t.id, cursor.id)))) : mine;
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
  if (rows.length > JOURNAL_PAGE_SIZE && last) c.header(NEXT_CURSOR_HEADER, encodeCursor({ createdAt: last.createdAt, id: last.id }));
  c.header(TOTAL_COUNT_HEADER, String(totals[0]?.n ?? 0));
  c.header("Access-Control-Expose-Headers", `${NEXT_CURSOR_HEADER}, ${TOTAL_COUNT_HEADER}`);
  return c.json(page.map(toEntry));
});

/** Full-text search of the person's own entries: ranked, with highlighted snippets (./search.ts). */
journalRoutes.get("/search", searchJournal);

/** "Ask your journal" (premium and pro): an answer from the person's own entries, with verbatim citations (./ask.ts). */
journalRoutes.post("/ask", askJournal);

/** One of the person's entries (a citation of "Ask your journal" opens it); anyone else's is a 404. */
journalRoutes.get("/:id", async (c) => {
  const user = c.get("user");
  const id = c.req.param("id");
  const missing = notFound("This entry doesn't exist or isn't yours.");
  if (!isUuid(id)) throw missing;
  const t = schema.journalEntries;
  const row = await getDb(c.env.DB).query.journalEntries.findFirst({ where: and(eq(t.id, id), eq(t.userId, user.id)) });
  if (!row) throw missing;
  return c.json(toEntry(row));
});

journalRoutes.post("/", async (c) => {
  const user = c.get("user");
  const body = await jsonBody(c, createJournalEntryRequest);
  await limitRate(c.env.DB, "journalWrite", user.id);
  const db = getDb(c.env.DB);
  const t = schema.journalEntries;

  // A retried save of the same draft (double click, flaky network, offline queue) returns the first.
  if (body.clientId) {
    const existing = await db.query.journalEntries.findFirst({ where: and(eq(t.userId, user.id), eq(t.clientId, body.clientId)) });
    if (existing) return c.json(await respond(c, user, sameDraft(existing, body), false), 200);
  }

  const screened = await screenPersonText(c.env, body.content, (p) => c.executionCtx.waitUntil(p));
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
    return c.json(await respond(c, user, sameDraft(existing, body), false), 200);
  }

  const region = regionFor(c, user);
  if (screened.level !== "none") {
    await recordSafetyEvent(c.env.DB, { userId: user.id, screened, source: "diary", region });
  }
  // Acute entries never reach a model; paid tiers get an insight written after the answer is sent.
  const insightPending = isPaid(user.subscriptionTier) && screened.level !== "acute";
  // The optional second retriever of "Ask your journal": a no-op unless Vectorize is bound.
  c.executionCtx.waitUntil(indexEntryVectors(c.env, [row]));
  if (insightPending) c.executionCtx.waitUntil(writeInsight(c.env, user, row, region, c.get("requestId")));
  return c.json(await respond(c, user, row, insightPending), 201);
});

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

async function respond(c: AppContext, user: UserRow, row: EntryRow, insightPending: boolean): Promise<CreateJournalEntryResponse> {
  const level = row.safetyLevel;
  return {
    ...toEntry(row),
    safety: level === "none" ? { level } : { level, resources: crisisResources(regionFor(c, user)) },
    insightPending,
  };
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

journalRoutes.post("/ai-prompts", async (c) => {
  const user = c.get("user");
  requirePaid(user, "AI-personalised journal prompts");
  const { recentEntries } = await jsonBody(c, aiPromptsRequest);
  await limitRate(c.env.DB, "journalPrompts", user.id);
  // Screened before any model sees them: entries at acute risk are left out.
  const entries = recentEntries.filter((e) => e.trim() !== "" && screenText(e).level !== "acute");
  const coach = coachFor(c.env);
  if (coach.provider !== "offline" && entries.length > 0) await chargeModelCall(c.env, user);
  return c.json(await coach.journalPrompts(entries));
});

journalRoutes.delete("/:id", async (c) => {
  const user = c.get("user");
  const id = c.req.param("id");
  const missing = notFound("This entry doesn't exist or isn't yours.");
  if (!isUuid(id)) throw missing;
  const t = schema.journalEntries;
  const deleted = await getDb(c.env.DB)
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, user.id)))
    .returning({ id: t.id });
  if (deleted.length === 0) throw missing;
  c.executionCtx.waitUntil(forgetEntryVectors(c.env, [id]));
  return c.json({ message: "Entry deleted." });
});
