// Weekly and monthly reflections (Premium and Pro; decision 0112). The queue writes them; these
// routes only read, and only the person's own: another person's id is a 404, like a made-up one.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requirePaid } from "../../billing/tier-gate";
import type { schema } from "../../db/client";
import { notFound } from "../../lib/http-error";
import { reflectionBodySchema, type Reflection, type ReflectionSummary } from "../../../shared/contract/reflections";
import { toEntry } from "../journal";

/** Reflections listed: a year of weekly and monthly ones. */
const HISTORY_LIMIT = 70;
const FEATURE = "Weekly and monthly reflections";
const GONE = "That reflection was not found.";

export const reflectionRoutes = new Hono<AppEnv>();
reflectionRoutes.use("*", requireUser);

interface Row {
  id: string;
  period: "week" | "month";
  period_start: string;
  period_end: string;
  created_at: number;
}

const summary = (r: Row) => ({
  id: r.id,
  period: r.period,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  createdAt: new Date(r.created_at).toISOString(),
});

/** Newest first; at the same end date (a Sunday that ends a month) the month comes first. */
reflectionRoutes.get("/", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  const rows = await c.env.DB.prepare(
    `SELECT id, period, period_start, period_end, created_at, json_extract(body, '$.kind') AS kind
       FROM reflections WHERE user_id = ?1 ORDER BY period_end DESC, period DESC LIMIT ${HISTORY_LIMIT}`,
  )
    .bind(user.id)
    .all<Row & { kind: ReflectionSummary["kind"] }>();
  return c.json((rows.results ?? []).map((r): ReflectionSummary => ({ ...summary(r), kind: r.kind })));
});

/** One reflection, with the entries its quotes link to. A quote whose entry was deleted is left out. */
reflectionRoutes.get("/:id", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  const row = await c.env.DB.prepare("SELECT id, period, period_start, period_end, created_at, body FROM reflections WHERE id = ?1 AND user_id = ?2")
    .bind(c.req.param("id"), user.id)
    .first<Row & { body: string }>();
  if (!row) throw notFound(GONE);
  const body = reflectionBodySchema.parse(JSON.parse(row.body));
  let entries: Reflection["entries"] = [];
  if (body.kind === "reflection" && body.themes.length > 0) {
    const found = await c.env.DB.prepare(
      `SELECT id, content, mood, ai_insight AS aiInsight, safety_level AS safetyLevel, client_id AS clientId, import_hash AS importHash,
              user_id AS userId, created_at AS createdAt
         FROM journal_entries WHERE user_id = ?1 AND id IN (SELECT value FROM json_each(?2)) AND safety_level = 'none'`,
    )
      .bind(user.id, JSON.stringify(body.themes.map((t) => t.entryId)))
      .all<typeof schema.journalEntries.$inferSelect>();
    const byId = new Map((found.results ?? []).map((e) => [e.id, e]));
    body.themes = body.themes.filter((t) => byId.get(t.entryId)?.content.includes(t.quote));
    entries = [...byId.values()].filter((e) => body.themes.some((t) => t.entryId === e.id)).map(toEntry);
  }
  return c.json({ ...summary(row), body, entries } satisfies Reflection);
});
