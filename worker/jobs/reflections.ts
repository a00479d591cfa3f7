// Writes one person's weekly or monthly reflection. One read round trip, then (only when it is
// missing) one coach call and one insert that ignores (person, period, start) already present: a
// retried or duplicated queue message changes nothing. Only entries the screen found safe ("none")
// reach the coach to be quoted; someone in a safety check-in gets a check-in note instead.
import type { Coach } from "../coach";
import { isPaid } from "../billing/tier-gate";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { SafetyLevel } from "../db/schema";
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
  const d1 = env.DB;
  const db = getDb(d1);
  const { users, reflections, journalEntries } = schema;
  const person = await db
    .select({ name: users.name, tier: users.subscriptionTier, tz: users.timeZone, existing: reflections.id })
    .from(users)
    .leftJoin(reflections, and(eq(reflections.userId, users.id), eq(reflections.period, job.period), eq(reflections.periodStart, job.periodStart)))
    .where(eq(users.id, job.userId))
    .get();
  if (!person) return { status: "no-user" };
  if (person.existing) return { status: "present", id: person.existing };
  if (!isPaid(person.tier)) return { status: "not-paid" };

  const tz = safeTimeZone(person.tz);
  const from = startOfLocalDay(job.periodStart, tz);
  const to = startOfLocalDay(addDays(job.periodEnd, 1), tz);
  const quarter = sql<number>`${journalEntries.createdAt} / ${sql.raw(String(QUARTER_MS))}`.as("q");
  const [checkIn, entries, quarters] = await db.batch([
    checkInStatement(d1, job.userId, now),
    db
      .select({ id: journalEntries.id, content: journalEntries.content, mood: journalEntries.mood, safety_level: journalEntries.safetyLevel, created_at: journalEntries.createdAt })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, job.userId), gte(journalEntries.createdAt, from), lt(journalEntries.createdAt, to)))
      .orderBy(asc(journalEntries.createdAt))
      .limit(MAX_ENTRIES),
    db
      .selectDistinct({ q: quarter })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, job.userId), lt(journalEntries.createdAt, to)))
      .orderBy(({ q }) => q),
  ]);

  const status = checkInFromRow(checkIn[0]);
  let body: ReflectionBody;
  if (status.inCheckIn) {
    body = { kind: "check-in", note: checkInInsight(status.region).insight };
  } else {
    const rows: EntryRow[] = entries;
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
      quarters.map((r) => r.q),
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
    .insert(reflections)
    .values({ id, userId: job.userId, period: job.period, periodStart: job.periodStart, periodEnd: job.periodEnd, body: JSON.stringify(body), createdAt: now })
    .onConflictDoNothing({ target: [reflections.userId, reflections.period, reflections.periodStart] });
  return { status: "written", id };
}
