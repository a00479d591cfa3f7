// When reflections are due and which days they cover, in the person's own calendar: a weekly one
// on Sunday at 19:00 for Monday to Sunday, a monthly one on the month's last day at 19:00 for the
// whole month. Pure, shared by the cron and the tests.
import { addDays, isoWeekday } from "./progress";

/** Local hour at which reflections are made. */
export const REFLECTION_LOCAL_HOUR = 19;

export interface ReflectionPeriod {
  period: "week" | "month";
  start: string;
  end: string;
}

/** The periods that end on a local date: none, the week (a Sunday), the month (its last day) or both. */
export function periodsEndingOn(localDate: string): ReflectionPeriod[] {
  const out: ReflectionPeriod[] = [];
  if (isoWeekday(localDate) === 7) out.push({ period: "week", start: addDays(localDate, -6), end: localDate });
  if (addDays(localDate, 1).endsWith("-01")) out.push({ period: "month", start: `${localDate.slice(0, 7)}-01`, end: localDate });
  return out;
}

/** Every date of a period, oldest first. */
export function datesOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length < 31; d = addDays(d, 1)) out.push(d);
  return out;
}
