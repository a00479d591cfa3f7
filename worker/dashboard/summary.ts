// The dashboard's numbers, computed in D1 with aggregates: entries are never downloaded, only counted
// per local day (each day's exact boundaries in the person's zone are sent as one JSON parameter),
// plus the distinct quarter hours that have writing, for the streaks over the whole history.
import { and, between, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { isPaid } from "../billing/tier-gate";
import { getDb, schema, type Db } from "../db/client";
import { MOOD_SERIES_DAYS, type DashboardSummary } from "../../shared/contract/dashboard";
import { MOOD_TREND_WINDOW, WEEKLY_GOAL, addDays, daysInLastWeek, localDateKey, localDays, moodTrend, safeTimeZone, type LocalDay } from "../../shared/progress";
import { computeStreaks, weekDots } from "../../shared/streaks";
import { QUARTER_MS, daysFromQuarters } from "../journal/writing-days";

/** Days of the mood chart window. */
const CHART_WINDOW = MOOD_SERIES_DAYS;
/** The newest entries with a mood read for the trend's 7 days (a bound: nobody writes 200 moods in a week). */
const MOOD_TREND_ENTRIES = MOOD_TREND_WINDOW * 30;

const entries = schema.journalEntries;

/**
 * Entries and mean mood per local day of `days` (idx: the day's index in it). json_each is a table-
 * valued function drizzle has no builder for, so it is the from() fragment; the rest is the builder.
 */
function dayBucketsQuery(db: Db, userId: string, days: LocalDay[]) {
  const bounds = JSON.stringify(days.map((d) => [d.start, d.end]));
  return db
    .select({ idx: sql<number>`CAST(d.key AS INTEGER)`.as("idx"), n: count().as("n"), mood: sql<number | null>`AVG(${entries.mood})`.as("mood") })
    .from(sql`json_each(${bounds}) AS d`)
    .innerJoin(entries, and(eq(entries.userId, userId), sql`${entries.createdAt} >= json_extract(d.value, '$[0]')`, sql`${entries.createdAt} < json_extract(d.value, '$[1]')`))
    .groupBy(sql`d.key`);
}

export async function dashboardSummary(d1: D1Database, user: UserRow, now = Date.now()): Promise<DashboardSummary> {
  const timeZone = safeTimeZone(user.timeZone);
  const today = localDateKey(now, timeZone);
  const paid = isPaid(user.subscriptionTier);
  const window = localDays(today, timeZone, 0, CHART_WINDOW);
  const db = getDb(d1);
  const { assessments: a, dailyInsights: di } = schema;
  // The quarter hour of an entry; the divisor is written into the SQL so that it stays integer division.
  const quarter = sql<number>`${entries.createdAt} / ${sql.raw(String(QUARTER_MS))}`;

  const [buckets, [journal], moods, [assessments], insightDays, quarters] = await db.batch([
    dayBucketsQuery(db, user.id, window),
    db
      .select({ n: count().as("n") })
      .from(entries)
      .where(eq(entries.userId, user.id)),
    db
      .select({ mood: entries.mood, createdAt: entries.createdAt })
      .from(entries)
      .where(and(eq(entries.userId, user.id), isNotNull(entries.mood)))
      .orderBy(desc(entries.createdAt))
      .limit(MOOD_TREND_ENTRIES),
    db
      .select({ n: count().as("n"), complete: sql<number>`COALESCE(MAX(${a.isComplete}), 0)`.as("complete") })
      .from(a)
      .where(eq(a.userId, user.id)),
    db
      .selectDistinct({ d: di.localDate })
      .from(di)
      .where(and(eq(di.userId, user.id), between(di.localDate, addDays(today, -(WEEKLY_GOAL - 1)), today))),
    db
      .selectDistinct({ q: quarter.as("q") })
      .from(entries)
      .where(eq(entries.userId, user.id))
      .orderBy(quarter),
  ]);

  const byDay = new Map(buckets.map((r) => [window[r.idx]!.key, r]));
  const entryDays = daysFromQuarters(
    quarters.map((r) => r.q),
    timeZone,
  );
  const streaks = computeStreaks(entryDays, today);

  const moodSeries = window
    .slice(0, MOOD_SERIES_DAYS)
    .reverse()
    .map((d) => {
      const row = byDay.get(d.key);
      return { date: d.key, entries: row?.n ?? 0, mood: row?.mood == null ? null : Math.round(row.mood * 10) / 10 };
    });

  return {
    timeZone,
    today,
    journalCount: journal?.n ?? 0,
    streak: streaks.current,
    strictStreak: streaks.strict,
    longestStreak: streaks.longest,
    restDays: streaks.restDays,
    week: weekDots(entryDays, today, streaks.restDays),
    moodTrend: moodTrend(moods, timeZone),
    weeklyGoals: {
      goal: WEEKLY_GOAL,
      reflectionDays: daysInLastWeek(entryDays, today),
      aiInsightDays: paid
        ? daysInLastWeek(
            insightDays.map((r) => r.d),
            today,
          )
        : null,
    },
    moodSeries,
    assessments: { count: assessments?.n ?? 0, complete: Boolean(assessments?.complete) },
  };
}
