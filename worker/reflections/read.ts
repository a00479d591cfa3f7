// Reading weekly and monthly reflections (Premium and Pro; decision 0112). The queue writes them
// (worker/jobs/reflections.ts); these read only the person's own: another person's id is a 404,
// like a made-up one.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import { notFound } from "../lib/http-error";
import { toEntry } from "../journal/entries";
import { reflectionBodySchema, type Reflection, type ReflectionSummary } from "../../shared/contract/reflections";

/** Reflections listed: a year of weekly and monthly ones. */
const HISTORY_LIMIT = 70;
const GONE = "That reflection was not found.";

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
export async function listReflections(d1: D1Database, userId: string): Promise<ReflectionSummary[]> {
  const rows = await getDb(d1)
    .select({ ...summaryColumns, kind: sql<ReflectionSummary["kind"]>`json_extract(${t.body}, '$.kind')` })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.periodEnd), desc(t.period))
    .limit(HISTORY_LIMIT);
  return rows.map((r): ReflectionSummary => ({ ...summary(r), kind: r.kind }));
}

/** One reflection, with the entries its quotes link to. A quote whose entry was deleted is left out. */
export async function readReflection(d1: D1Database, userId: string, id: string): Promise<Reflection> {
  const db = getDb(d1);
  const row = await db
    .select({ ...summaryColumns, body: t.body })
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
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
          eq(e.userId, userId),
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
  return { ...summary(row), body, entries } satisfies Reflection;
}
