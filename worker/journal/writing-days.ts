// Which local days have writing, for the streaks: entries are read as the distinct quarter hours
// they were written in (SELECT DISTINCT created_at / QUARTER_MS), never downloaded. Used by the
// dashboard summary and the reflections job.
import { addDays, localDateKey, startOfLocalDay } from "../../shared/progress";

/** Writing times are read rounded to 15 minutes: every zone's midnight falls on a quarter hour. */
export const QUARTER_MS = 15 * 60_000;

/** Local days with writing, from ascending quarter-hour buckets: one zone lookup per new day. */
export function daysFromQuarters(quarters: number[], timeZone: string): Set<string> {
  const days = new Set<string>();
  let key = "";
  let end = -Infinity;
  for (const q of quarters) {
    const t = q * QUARTER_MS;
    if (t >= end) {
      key = localDateKey(t, timeZone);
      end = startOfLocalDay(addDays(key, 1), timeZone);
    }
    days.add(key);
  }
  return days;
}
