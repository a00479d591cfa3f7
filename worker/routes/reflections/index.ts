// Weekly and monthly reflections (Premium and Pro; decision 0112). The queue writes them; these
// routes only read, and only the person's own: another person's id is a 404, like a made-up one.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requirePaid } from "../../billing/tier-gate";
import { getDb, schema } from "../../db/client";
import { notFound } from "../../lib/http-error";
import { reflectionBodySchema, type Reflection, type ReflectionSummary } from "../../../shared/contract/reflections";
import { toEntry } from "../journal";

/** Reflections listed: a year of weekly and monthly ones. */
const HISTORY_LIMIT = 70;
const FEATURE = "Weekly and monthly reflections";
const GONE = "That reflection was not found.";

export const reflectionRoutes = new Hono<AppEnv>();
reflectionRoutes.use("*", requireUser);

const t = schema.reflections;
const summaryColumns = { id: t.id, period: t.period, periodStart: t.periodStart, periodEnd: t.periodEnd, createdAt: t.createdAt };

const summary = (r: Pick<typeof t.$inferSelect, keyof typeof summaryColumns>) => ({
  id: r.id,
  period: r.period,
  periodStart: r.periodStart,
  periodEnd: r.periodEnd,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** Newest first; at the same end date (a Sunday that ends a month) the month comes first. */
reflectionRoutes.get("/", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  const rows = await getDb(c.env.DB)
    .select({ ...summaryColumns, kind: sql<ReflectionSummary["kind"]>`json_extract(${t.body}, '$.kind')` })
    .from(t)
    .where(eq(t.userId, user.id))
    .orderBy(desc(t.periodEnd), desc(t.period))
    .limit(HISTORY_LIMIT);
  return c.json(rows.map((r): ReflectionSummary => ({ ...summary(r), kind: r.kind })));
});

/** One reflection, with the entries its quotes link to. A quote whose entry was deleted is left out. */
reflectionRoutes.get("/:id", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  const db = getDb(c.env.DB);
  const row = await db
    .select({ ...summaryColumns, body: t.body })
    .from(t)
    .where(and(eq(t.id, c.req.param("id")), eq(t.userId, user.id)))
    .get();
  if (!row) throw notFound(GONE);
  const body = reflectionBodySchema.parse(JSON.parse(row.body));
  let entries: Reflection["entries"] = [];
  if (body.kind === "reflection" && body.themes.length > 0) {
    const e = schema.journalEntries;
    // At most REFLECTION_THEMES.max ids, so an IN list of bound values.
    const found = await db
      .select()
      .from(e)
      .where(
        and(
          eq(e.userId, user.id),
          inArray(
            e.id,
            body.themes.map((theme) => theme.entryId),
          ),
          eq(e.safetyLevel, "none"),
        ),
      );
    const byId = new Map(found.map((entry) => [entry.id, entry]));
    body.themes = body.themes.filter((t) => byId.get(t.entryId)?.content.includes(t.quote));
    entries = [...byId.values()].filter((e) => body.themes.some((t) => t.entryId === e.id)).map(toEntry);
  }
  return c.json({ ...summary(row), body, entries } satisfies Reflection);
});
