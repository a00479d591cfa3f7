// The hourly cron's reminder fan-out: the subscriptions of people whose chosen local hour and
// weekday have come, in their own time zone, minus those who asked to skip a day they have already
// written on. One REMINDER_QUEUE message per subscription (each is retried on its own).
//
// Queries: 1 for the zones in use with the OR of their people's hours (an exact bitwise OR
// aggregate: SQLite has none, so it is the sum of MAX(mask & bit) over the 24 bits), so only zones
// with someone due are searched; then 1 per SELECT_PAGE_SIZE due subscriptions.
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { ReminderJob } from "../../shared/jobs";
import { isoWeekday, localDateKey, localHour, safeTimeZone, startOfLocalDay } from "../../shared/progress";

/** Due subscriptions read per query. */
export const SELECT_PAGE_SIZE = 10_000;
/** Queue sendBatch takes at most 100 messages. */
export const SEND_BATCH_SIZE = 100;

export interface ReminderCronEnv {
  DB: D1Database;
  REMINDER_QUEUE: Queue<ReminderJob>;
}

export interface ReminderCronStats {
  zonesInUse: number;
  zonesDue: number;
  queued: number;
  queries: number;
}

/** A zone due now: [zone, hour bits, weekday bit, local day start, local date, local hour]. */
export type DueZone = [string, number, number, number, string, number];

export const hourBit = (hour: number) => 2 ** hour;
export const dayBit = (isoDay: number) => 2 ** (isoDay - 1);

const HOUR_MS = 3_600_000;

/**
 * The local hours this run serves in a zone: its current hour, plus any hour the clocks skipped
 * since the last run (a 02:00 reminder on the night clocks go forward comes at 03:00), and none
 * when the current hour was already served an hour ago (the repeated hour when clocks go back).
 */
export function dueHourBits(now: number, tz: string): number {
  const hour = localHour(now, tz);
  const before = localHour(now - HOUR_MS, tz);
  if (before === hour) return 0;
  let bits = hourBit(hour);
  for (let h = (before + 1) % 24; h !== hour; h = (h + 1) % 24) bits |= hourBit(h);
  return bits;
}

/** The zones where someone has chosen an hour this run serves, with what the query needs. */
export function dueZones(zones: { tz: string; hours: number }[], now: number): DueZone[] {
  const due: DueZone[] = [];
  for (const { tz, hours } of zones) {
    if (safeTimeZone(tz) !== tz) continue; // a zone this runtime does not know: nobody to schedule by it
    const bits = dueHourBits(now, tz);
    if ((hours & bits) === 0) continue;
    const date = localDateKey(now, tz);
    due.push([tz, bits, dayBit(isoWeekday(date)), startOfLocalDay(date, tz), date, localHour(now, tz)]);
  }
  return due;
}

const { reminderSettings, users } = schema;
const HOURS_OR = sql.join(
  Array.from({ length: 24 }, (_, b) => sql`max(${reminderSettings.hoursMask} & ${sql.raw(String(2 ** b))})`),
  sql` + `,
);

export async function enqueueDueReminders(env: ReminderCronEnv, now = Date.now()): Promise<ReminderCronStats> {
  const zones = await getDb(env.DB)
    .select({ tz: users.timeZone, hours: sql<number>`${HOURS_OR}`.as("hours") })
    .from(reminderSettings)
    .innerJoin(users, eq(users.id, reminderSettings.userId))
    .where(eq(reminderSettings.enabled, true))
    .groupBy(users.timeZone);
  const due = dueZones(zones, now);
  const stats: ReminderCronStats = { zonesInUse: zones.length, zonesDue: due.length, queued: 0, queries: 1 };
  if (due.length === 0) return stats;

  // Raw SQL: the rows come from json_each over the due zones (one JSON parameter for any number of
  // zones; D1 allows 100 bound values), joined on and filtered by its fields and keyed by its index.
  // Drizzle has no json_each table, so a builder query would only wrap these same fragments.
  const page = env.DB.prepare(
    `SELECT s.id AS sid, s.user_id AS uid, CAST(z.key AS INTEGER) AS zi
       FROM json_each(?1) AS z
       JOIN users AS u ON u.time_zone = json_extract(z.value, '$[0]')
       JOIN reminder_settings AS r ON r.user_id = u.id
       JOIN push_subscriptions AS s ON s.user_id = u.id
      WHERE r.enabled = 1
        AND (r.hours_mask & json_extract(z.value, '$[1]')) != 0
        AND (r.days_mask & json_extract(z.value, '$[2]')) != 0
        AND NOT (r.skip_if_written = 1 AND EXISTS (
              SELECT 1 FROM journal_entries AS e WHERE e.user_id = u.id AND e.created_at >= json_extract(z.value, '$[3]')))
        AND s.id > ?2
      ORDER BY s.id
      LIMIT ?3`,
  );
  const zoneParam = JSON.stringify(due.map(([tz, h, d, start]) => [tz, h, d, start]));
  let after = "";
  for (;;) {
    const rows = (await page.bind(zoneParam, after, SELECT_PAGE_SIZE).all<{ sid: string; uid: string; zi: number }>()).results ?? [];
    stats.queries++;
    for (let i = 0; i < rows.length; i += SEND_BATCH_SIZE) {
      const messages = rows.slice(i, i + SEND_BATCH_SIZE).map((r) => {
        const zone = due[r.zi]!;
        const body: ReminderJob = { subscriptionId: r.sid, userId: r.uid, localDate: zone[4], dayStart: zone[3], hour: zone[5] };
        return { body };
      });
      await env.REMINDER_QUEUE.sendBatch(messages);
      stats.queued += messages.length;
    }
    if (rows.length < SELECT_PAGE_SIZE) break;
    after = rows[rows.length - 1]!.sid;
  }
  return stats;
}
