// The hourly cron's reflection fan-out (decision 0112): every paid person whose local time has
// reached Sunday 19:00 (weekly) or the month's last day at 19:00 (monthly) and who has no
// reflection for that period yet gets one REFLECTION_QUEUE message per period.
//
// Queries, as for reminders (decision 0093): 1 for the zones paid people live in; the zones due are
// worked out in JS (DST-correct: dueHourBits serves an hour the clocks skipped and never serves a
// repeated hour twice); then 1 per SELECT_PAGE_SIZE due (person, period) pairs, all zones at once.
import { inArray } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { ReflectionJob } from "../../shared/jobs";
import { localDateKey, safeTimeZone } from "../../shared/progress";
import { REFLECTION_LOCAL_HOUR, periodsEndingOn } from "../../shared/reflection-periods";
import { dueHourBits, hourBit } from "./reminders-cron";

/** Due (person, period) pairs read per query. */
export const SELECT_PAGE_SIZE = 10_000;
/** Queue sendBatch takes at most 100 messages. */
export const SEND_BATCH_SIZE = 100;

export interface ReflectionCronEnv {
  DB: D1Database;
  REFLECTION_QUEUE: Queue<ReflectionJob>;
}

export interface ReflectionCronStats {
  zonesInUse: number;
  zonesDue: number;
  queued: number;
  queries: number;
}

/** A period due now in a zone: [zone, period, first local date, last local date]. */
export type DuePeriod = [string, ReflectionJob["period"], string, string];

/** The (zone, period) pairs whose reflection hour has come at `now`. */
export function duePeriods(zones: string[], now: number): DuePeriod[] {
  const due: DuePeriod[] = [];
  for (const tz of zones) {
    if (safeTimeZone(tz) !== tz) continue; // a zone this runtime does not know: nobody to schedule by it
    if ((dueHourBits(now, tz) & hourBit(REFLECTION_LOCAL_HOUR)) === 0) continue;
    for (const p of periodsEndingOn(localDateKey(now, tz))) due.push([tz, p.period, p.start, p.end]);
  }
  return due;
}

export async function enqueueDueReflections(env: ReflectionCronEnv, now = Date.now()): Promise<ReflectionCronStats> {
  const { users } = schema;
  const zones = await getDb(env.DB)
    .selectDistinct({ tz: users.timeZone })
    .from(users)
    .where(inArray(users.subscriptionTier, ["premium", "pro"]));
  const zoneList = zones.map((r) => r.tz);
  const due = duePeriods(zoneList, now);
  const stats: ReflectionCronStats = { zonesInUse: zoneList.length, zonesDue: new Set(due.map((d) => d[0])).size, queued: 0, queries: 1 };
  if (due.length === 0) return stats;

  // Raw SQL: the rows come from json_each over the due list (one JSON parameter for any number of
  // zones; D1 allows 100 bound values), joined on its fields and keyed by its index. Drizzle has no
  // json_each table, so a builder query would only wrap these same fragments.
  const page = env.DB.prepare(
    `SELECT u.id AS uid, CAST(z.key AS INTEGER) AS zi
       FROM json_each(?1) AS z
       JOIN users AS u ON u.time_zone = json_extract(z.value, '$[0]')
      WHERE u.subscription_tier IN ('premium', 'pro')
        AND NOT EXISTS (
              SELECT 1 FROM reflections AS r
               WHERE r.user_id = u.id AND r.period = json_extract(z.value, '$[1]') AND r.period_start = json_extract(z.value, '$[2]'))
        AND (u.id > ?2 OR (u.id = ?2 AND CAST(z.key AS INTEGER) > ?3))
      ORDER BY u.id, zi
      LIMIT ?4`,
  );
  const param = JSON.stringify(due);
  let after: [string, number] = ["", -1];
  for (;;) {
    const rows = (await page.bind(param, after[0], after[1], SELECT_PAGE_SIZE).all<{ uid: string; zi: number }>()).results ?? [];
    stats.queries++;
    for (let i = 0; i < rows.length; i += SEND_BATCH_SIZE) {
      const messages = rows.slice(i, i + SEND_BATCH_SIZE).map((r) => {
        const [, period, periodStart, periodEnd] = due[r.zi]!;
        return { body: { userId: r.uid, period, periodStart, periodEnd } satisfies ReflectionJob };
      });
      await env.REFLECTION_QUEUE.sendBatch(messages);
      stats.queued += messages.length;
    }
    if (rows.length < SELECT_PAGE_SIZE) break;
    const last = rows[rows.length - 1]!;
    after = [last.uid, last.zi];
  }
  return stats;
}
