// The hourly cron: finds the people whose local time has just passed 06:00 (the cron fires on the
// hour, so their local hour is 6) and who have no insights for their local date yet, and sends one
// INSIGHTS_QUEUE message per person. Users are paged by primary key; the zones due are worked out
// in JS from the distinct zones stored, so the cost is 1 query plus 1 per page of due people.
import { and, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { InsightJob } from "../../shared/jobs";
import { localDateKey, localHour } from "../../shared/progress";

/** Local hour at which a person's insights are made. */
export const INSIGHTS_LOCAL_HOUR = 6;
/** Users read per page. */
export const USER_PAGE_SIZE = 1000;
/** Queue sendBatch takes at most 100 messages. */
export const SEND_BATCH_SIZE = 100;

export interface CronStats {
  zonesDue: number;
  enqueued: number;
  pages: number;
}

export interface CronEnv {
  DB: D1Database;
  INSIGHTS_QUEUE: Queue<InsightJob>;
}

/** Zones whose local hour is 6 at `now`, grouped by their local date (zones 24 h apart can both be due). */
export function zonesDue(zones: string[], now: number): Map<string, string[]> {
  const byDate = new Map<string, string[]>();
  for (const zone of zones) {
    let hour: number;
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      hour = localHour(now, zone);
    } catch {
      continue; // a zone this runtime does not know: nobody to schedule by it
    }
    if (hour !== INSIGHTS_LOCAL_HOUR) continue;
    const date = localDateKey(now, zone);
    byDate.set(date, [...(byDate.get(date) ?? []), zone]);
  }
  return byDate;
}

export async function enqueueDueInsights(env: CronEnv, now = Date.now()): Promise<CronStats> {
  const db = getDb(env.DB);
  const { users, dailyInsights } = schema;
  const zones = await db.selectDistinct({ tz: users.timeZone }).from(users);
  const due = zonesDue(
    zones.map((r) => r.tz),
    now,
  );
  const stats: CronStats = { zonesDue: [...due.values()].reduce((n, z) => n + z.length, 0), enqueued: 0, pages: 0 };

  const page = (after: string, zoneList: string[], localDate: string) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.id, after),
          // The zones go in as one JSON parameter: a list of bound values could pass D1's 100 per statement.
          inArray(users.timeZone, sql`(SELECT value FROM json_each(${JSON.stringify(zoneList)}))`),
          notExists(
            db
              .select({ one: sql`1` })
              .from(dailyInsights)
              .where(and(eq(dailyInsights.userId, users.id), eq(dailyInsights.localDate, localDate))),
          ),
        ),
      )
      .orderBy(users.id)
      .limit(USER_PAGE_SIZE);
  for (const [localDate, dateZones] of due) {
    let after = "";
    for (;;) {
      const rows = await page(after, dateZones, localDate);
      stats.pages++;
      for (let i = 0; i < rows.length; i += SEND_BATCH_SIZE) {
        const messages = rows.slice(i, i + SEND_BATCH_SIZE).map((r) => ({ body: { userId: r.id, localDate } satisfies InsightJob }));
        await env.INSIGHTS_QUEUE.sendBatch(messages);
        stats.enqueued += messages.length;
      }
      if (rows.length < USER_PAGE_SIZE) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return stats;
}
