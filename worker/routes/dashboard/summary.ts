// The dashboard's numbers, computed in D1 with aggregates: entries are never downloaded, only counted
// per local day (each day's exact boundaries in the person's zone are sent as one JSON parameter),
// plus the distinct quarter hours that have writing, for the streaks over the whole history.
import type { UserRow } from "../../app-env";
import { isPaid } from "../../billing/tier-gate";
import { MOOD_SERIES_DAYS, type DashboardSummary } from "../../../shared/contract/dashboard";
import { MOOD_TREND_WINDOW, WEEKLY_GOAL, addDays, daysInLastWeek, localDateKey, localDays, moodTrend, safeTimeZone, type LocalDay } from "../../../shared/progress";
import { computeStreaks, weekDots } from "../../../shared/streaks";
import { QUARTER_MS, daysFromQuarters } from "../../journal/writing-days";

/** Days of the mood chart window. */
const CHART_WINDOW = MOOD_SERIES_DAYS;
/** The newest entries with a mood read for the trend's 7 days (a bound: nobody writes 200 moods in a week). */
const MOOD_TREND_ENTRIES = MOOD_TREND_WINDOW * 30;

interface DayRow {
  idx: number;
  n: number;
  mood: number | null;
}

function dayBucketsQuery(db: D1Database, userId: string, days: LocalDay[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT CAST(d.key AS INTEGER) AS idx, COUNT(*) AS n, AVG(e.mood) AS mood
         FROM json_each(?2) AS d
         JOIN journal_entries AS e
           ON e.user_id = ?1
          AND e.created_at >= json_extract(d.value, '$[0]')
          AND e.created_at < json_extract(d.value, '$[1]')
        GROUP BY d.key`,
    )
    .bind(userId, JSON.stringify(days.map((d) => [d.start, d.end])));
}

export async function dashboardSummary(db: D1Database, user: UserRow, now = Date.now()): Promise<DashboardSummary> {
  const timeZone = safeTimeZone(user.timeZone);
  const today = localDateKey(now, timeZone);
  const paid = isPaid(user.subscriptionTier);
  const window = localDays(today, timeZone, 0, CHART_WINDOW);

  const [buckets, count, moods, assessments, insightDays, quarters] = await db.batch([
    dayBucketsQuery(db, user.id, window),
    db.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE user_id = ?1").bind(user.id),
    db
      .prepare(`SELECT mood, created_at AS createdAt FROM journal_entries WHERE user_id = ?1 AND mood IS NOT NULL ORDER BY created_at DESC LIMIT ?2`)
      .bind(user.id, MOOD_TREND_ENTRIES),
    db.prepare("SELECT COUNT(*) AS n, COALESCE(MAX(is_complete), 0) AS complete FROM assessments WHERE user_id = ?1").bind(user.id),
    db.prepare("SELECT DISTINCT local_date AS d FROM daily_insights WHERE user_id = ?1 AND local_date BETWEEN ?2 AND ?3").bind(user.id, addDays(today, -(WEEKLY_GOAL - 1)), today),
    db.prepare(`SELECT DISTINCT created_at / ${QUARTER_MS} AS q FROM journal_entries WHERE user_id = ?1 ORDER BY q`).bind(user.id),
  ]);

  const byDay = new Map(((buckets!.results as DayRow[]) ?? []).map((r) => [window[r.idx]!.key, r]));
  const entryDays = daysFromQuarters(
    ((quarters!.results ?? []) as { q: number }[]).map((r) => r.q),
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

  const a = (assessments!.results?.[0] ?? { n: 0, complete: 0 }) as { n: number; complete: number };
  return {
    timeZone,
    today,
    journalCount: (count!.results?.[0] as { n: number } | undefined)?.n ?? 0,
    streak: streaks.current,
    strictStreak: streaks.strict,
    longestStreak: streaks.longest,
    restDays: streaks.restDays,
    week: weekDots(entryDays, today, streaks.restDays),
    moodTrend: moodTrend((moods!.results ?? []) as { mood: number; createdAt: number }[], timeZone),
    weeklyGoals: {
      goal: WEEKLY_GOAL,
      reflectionDays: daysInLastWeek(entryDays, today),
      aiInsightDays: paid
        ? daysInLastWeek(
            ((insightDays!.results ?? []) as { d: string }[]).map((r) => r.d),
            today,
          )
        : null,
    },
    moodSeries,
    assessments: { count: a.n, complete: Boolean(a.complete) },
  };
}
