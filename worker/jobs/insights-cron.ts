// The hourly cron: finds the people whose local time has just passed 06:00 (the cron fires on the
// hour, so their local hour is 6) and who have no insights for their local date yet, and sends one
// INSIGHTS_QUEUE message per person. Users are paged by primary key; the zones due are worked out
// in JS from the distinct zones stored, so the cost is 1 query plus 1 per page of due people.
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
  const zones = await env.DB.prepare("SELECT DISTINCT time_zone AS tz FROM users").all<{ tz: string }>();
  const due = zonesDue(
    (zones.results ?? []).map((r) => r.tz),
    now,
  );
  const stats: CronStats = { zonesDue: [...due.values()].reduce((n, z) => n + z.length, 0), enqueued: 0, pages: 0 };

  const page = env.DB.prepare(
    `SELECT u.id FROM users AS u
      WHERE u.id > ?1
        AND u.time_zone IN (SELECT value FROM json_each(?2))
        AND NOT EXISTS (SELECT 1 FROM daily_insights AS i WHERE i.user_id = u.id AND i.local_date = ?3)
      ORDER BY u.id LIMIT ?4`,
  );
  for (const [localDate, dateZones] of due) {
    let after = "";
    for (;;) {
      const rows = (await page.bind(after, JSON.stringify(dateZones), localDate, USER_PAGE_SIZE).all<{ id: string }>()).results ?? [];
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
