// Writes one person's weekly or monthly reflection. One read round trip, then (only when it is
// missing) one coach call and one insert that ignores (person, period, start) already present: a
// retried or duplicated queue message changes nothing. Only entries the screen found safe ("none")
// reach the coach to be quoted; someone in a safety check-in gets a check-in note instead.
import type { Coach } from "../coach";
import { isPaid } from "../billing/tier-gate";
import type { SafetyLevel, Tier } from "../db/schema";
import { newId } from "../lib/ids";
import { QUARTER_MS, daysFromQuarters } from "../journal/writing-days";
import { checkInFromRow, checkInInsight, checkInStatement } from "../safety";
import type { ReflectionBody } from "../../shared/contract/reflections";
import type { ReflectionJob } from "../../shared/jobs";
import { addDays, localDateKey, safeTimeZone, startOfLocalDay } from "../../shared/progress";
import { datesOf } from "../../shared/reflection-periods";
import { computeStreaks } from "../../shared/streaks";

/** Entries read for one period (a month of several entries a day fits; the rest only go uncounted). */
const MAX_ENTRIES = 1000;

export type ReflectionResult = { status: "written" | "present" | "no-user" | "not-paid"; id?: string };

interface EntryRow {
  id: string;
  content: string;
  mood: number | null;
  safety_level: SafetyLevel;
  created_at: number;
}

export async function ensureReflection(env: { DB: D1Database }, coach: Coach, job: ReflectionJob, now = Date.now()): Promise<ReflectionResult> {
  const db = env.DB;
  const person = await db
    .prepare(
      "SELECT u.name, u.subscription_tier AS tier, u.time_zone AS tz, r.id AS existing FROM users AS u LEFT JOIN reflections AS r ON r.user_id = u.id AND r.period = ?2 AND r.period_start = ?3 WHERE u.id = ?1",
    )
    .bind(job.userId, job.period, job.periodStart)
    .first<{ name: string | null; tier: Tier; tz: string; existing: string | null }>();
  if (!person) return { status: "no-user" };
  if (person.existing) return { status: "present", id: person.existing };
  if (!isPaid(person.tier)) return { status: "not-paid" };

  const tz = safeTimeZone(person.tz);
  const from = startOfLocalDay(job.periodStart, tz);
  const to = startOfLocalDay(addDays(job.periodEnd, 1), tz);
  const [checkIn, entries, quarters] = await db.batch([
    checkInStatement(db, job.userId, now),
    db
      .prepare(
        `SELECT id, content, mood, safety_level, created_at FROM journal_entries WHERE user_id = ?1 AND created_at >= ?2 AND created_at < ?3 ORDER BY created_at LIMIT ${MAX_ENTRIES}`,
      )
      .bind(job.userId, from, to),
    db.prepare(`SELECT DISTINCT created_at / ${QUARTER_MS} AS q FROM journal_entries WHERE user_id = ?1 AND created_at < ?2 ORDER BY q`).bind(job.userId, to),
  ]);

  const status = checkInFromRow((checkIn!.results?.[0] ?? null) as Parameters<typeof checkInFromRow>[0]);
  let body: ReflectionBody;
  if (status.inCheckIn) {
    body = { kind: "check-in", note: checkInInsight(status.region).insight };
  } else {
    const rows = (entries!.results ?? []) as EntryRow[];
    const byDay = new Map<string, { n: number; moods: number[] }>();
    for (const e of rows) {
      const day = byDay.get(localDateKey(e.created_at, tz)) ?? { n: 0, moods: [] };
      day.n++;
      if (e.mood !== null) day.moods.push(e.mood);
      byDay.set(localDateKey(e.created_at, tz), day);
    }
    const days = datesOf(job.periodStart, job.periodEnd).map((date) => {
      const d = byDay.get(date);
      const mood = d && d.moods.length ? Math.round((d.moods.reduce((s, m) => s + m, 0) / d.moods.length) * 10) / 10 : null;
      return { date, entries: d?.n ?? 0, mood };
    });
    const history = daysFromQuarters(
      ((quarters!.results ?? []) as { q: number }[]).map((r) => r.q),
      tz,
    );
    const daysWritten = days.filter((d) => d.entries > 0).length;
    const draft = await coach.reflection({
      period: job.period,
      periodStart: job.periodStart,
      periodEnd: job.periodEnd,
      // Never quoted: anything the crisis screen flagged, at either level.
      entries: rows.filter((e) => e.safety_level === "none").map((e) => ({ id: e.id, content: e.content })),
      days,
      entryCount: rows.length,
      daysWritten,
      name: person.name,
    });
    body = { kind: "reflection", days, entryCount: rows.length, daysWritten, streak: computeStreaks(history, job.periodEnd).current, ...draft };
  }

  const id = newId();
  await db
    .prepare(
      `INSERT INTO reflections (id, user_id, period, period_start, period_end, body, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id, period, period_start) DO NOTHING`,
    )
    .bind(id, job.userId, job.period, job.periodStart, job.periodEnd, JSON.stringify(body), now)
    .run();
  return { status: "written", id };
}
