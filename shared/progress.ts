// Progress rules of the dashboard (spec: "Dashboard journal and progress"), pure and shared by the
// Worker and the web app. Days are calendar days in the person's own IANA time zone.

const DAY_MS = 86_400_000;
/** The mood trend looks at the latest 7 days that have a mood. */
export const MOOD_TREND_WINDOW = 7;
/** Weekly goals are out of 7. */
export const WEEKLY_GOAL = 7;

export type MoodTrend = "improving" | "declining" | "stable";

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** A usable zone: the given one when the runtime knows it, else UTC. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  if (dateFormatters.has(timeZone)) return timeZone;
  try {
    dateFormatters.set(timeZone, new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }));
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** "YYYY-MM-DD" of an instant in a time zone. */
export function localDateKey(epochMs: number, timeZone: string): string {
  const tz = safeTimeZone(timeZone);
  const parts = dateFormatters.get(tz)!.formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function wallClock(epochMs: number, timeZone: string) {
  const tz = safeTimeZone(timeZone);
  let f = partFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partFormatters.set(tz, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(epochMs))) if (p.type !== "literal") out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

/** The local hour (0-23) of an instant in a time zone. */
export const localHour = (epochMs: number, timeZone: string): number => wallClock(epochMs, timeZone).hour;

/** Offset of the zone from UTC at an instant, in ms (wall clock minus UTC). */
function offsetMs(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

const parseKey = (key: string) => {
  const [y, m, d] = key.split("-").map(Number);
  return Date.UTC(y!, (m ?? 1) - 1, d ?? 1);
};

/** Whole calendar days from `from` to `to` (date keys): 2024-03-02 minus 2024-03-01 is 1. */
export const daysBetween = (from: string, to: string): number => Math.round((parseKey(to) - parseKey(from)) / DAY_MS);

/** The date key `days` calendar days after (negative: before) a date key. */
export function addDays(key: string, days: number): string {
  return new Date(parseKey(key) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday ... 7 Sunday) of a YYYY-MM-DD date. */
export function isoWeekday(localDate: string): number {
  const [y, m, d] = localDate.split("-").map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The instant a local calendar day starts (local midnight, or the first instant after it on DST days). */
export function startOfLocalDay(key: string, timeZone: string): number {
  const utcMidnight = parseKey(key);
  let guess = utcMidnight - offsetMs(utcMidnight, timeZone);
  const second = utcMidnight - offsetMs(guess, timeZone);
  if (second !== guess) guess = second;
  // A midnight skipped by DST: step forward to the first instant of that day.
  while (localDateKey(guess, timeZone) < key) guess += 15 * 60_000;
  return guess;
}

export interface LocalDay {
  key: string;
  /** First instant of the day (epoch ms). */
  start: number;
  /** First instant of the next day. */
  end: number;
}

/**
 * `count` consecutive local days, newest first, starting `fromAge` days before today. One zone lookup
 * per day (each start is found from the day after it), so a month of days costs well under a millisecond.
 */
export function localDays(todayKey: string, timeZone: string, fromAge: number, count: number): LocalDay[] {
  const days: LocalDay[] = [];
  let end = startOfLocalDay(addDays(todayKey, 1 - fromAge), timeZone);
  for (let age = fromAge; age < fromAge + count; age++) {
    const key = addDays(todayKey, -age);
    // The offset a day before the next midnight is the offset at this day's midnight, DST or not.
    const start = parseKey(key) - offsetMs(end - DAY_MS, timeZone);
    days.push({ key, start, end });
    end = start;
  }
  return days;
}

/**
 * Streak: newest first, each day's age in whole days must equal its position (today 0, yesterday 1...);
 * counting stops at the first mismatch. Entries are first collapsed into their local days, since the
 * spec counts days: two entries on one day are one day. Days after today (a zone change) are ignored.
 */
export function streakFromDays(dayKeys: Iterable<string>, todayKey: string): number {
  const days = [...new Set(dayKeys)]
    .filter((d) => daysBetween(d, todayKey) >= 0)
    .sort()
    .reverse();
  let streak = 0;
  for (const [position, day] of days.entries()) {
    if (daysBetween(day, todayKey) !== position) break;
    streak++;
  }
  return streak;
}

/** Streak from entry times (epoch ms), counted in the person's time zone. */
export function computeStreak(entryTimes: number[], now: number, timeZone: string): number {
  return streakFromDays(
    entryTimes.map((t) => localDateKey(t, timeZone)),
    localDateKey(now, timeZone),
  );
}

const isMood = (m: unknown): m is number => typeof m === "number" && Number.isInteger(m) && m >= 1 && m <= 5;

/** Two days' moods closer than half a step are the same mood: an average is not a new feeling. */
const TREND_STEP = 0.5;

/**
 * Mood trend, by days (decision 0021): each local day with a mood counts once, as the average of
 * its moods; of the latest 7 such days, the newest above the oldest is improving, below is
 * declining (shown 'Needs Attention'), within half a step is stable. Null (hidden) until two days
 * have a mood: two entries minutes apart are one moment, not a trend.
 */
export function moodTrend(entriesNewestFirst: readonly { mood: number | null | undefined; createdAt: number }[], timeZone: string): MoodTrend | null {
  const days: { key: string; sum: number; n: number }[] = [];
  for (const e of entriesNewestFirst) {
    if (!isMood(e.mood)) continue;
    const key = localDateKey(e.createdAt, timeZone);
    const day = days.at(-1);
    if (day?.key === key) {
      day.sum += e.mood;
      day.n++;
    } else if (days.length < MOOD_TREND_WINDOW) days.push({ key, sum: e.mood, n: 1 });
    else break;
  }
  if (days.length < 2) return null;
  const average = (d: (typeof days)[number]) => d.sum / d.n;
  const change = average(days[0]!) - average(days.at(-1)!);
  return change >= TREND_STEP ? "improving" : change <= -TREND_STEP ? "declining" : "stable";
}

/** Days of the last 7 (today included) found in `dayKeys`, capped at 7. */
export function daysInLastWeek(dayKeys: Iterable<string>, todayKey: string): number {
  let n = 0;
  for (const d of new Set(dayKeys)) {
    const age = daysBetween(d, todayKey);
    if (age >= 0 && age < WEEKLY_GOAL) n++;
  }
  return Math.min(n, WEEKLY_GOAL);
}
