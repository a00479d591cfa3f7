// Streaks that forgive a rest day (decision 0091), pure and shared by the Worker and the web app.
// Days are calendar days ("YYYY-MM-DD") in the person's own time zone.
//
// A streak is a run of days with writing in which a missed day is forgiven as a "rest day" when the
// days on both sides of it have writing and no other rest day of the run is within 7 days of it
// (one rest day in any 7-day window). Two missed days in a row end a run. Today does not count as
// missed until it is over. The streak's number is the days written in the run: a rest day keeps it
// alive without adding to it. The strict rule (every day up to today written) stays as `strict`.
import { addDays, daysBetween, streakFromDays } from "./progress";

/** Rest days of one streak are at least this many days apart. */
export const REST_WINDOW_DAYS = 7;

export type DayState = "written" | "rest" | "missed" | "open";

export interface Streaks {
  /** Days written in the run that is alive today (0 when none is). */
  current: number;
  /** Days written in the longest run ever. */
  longest: number;
  /** The strict streak: consecutive days up to today, each written. */
  strict: number;
  /** The rest days of the current run, newest first. */
  restDays: string[];
}

interface Run {
  written: number;
  /** Written days since the run's newest rest day. */
  sinceRest: number;
  rests: string[];
}

const emptyRun = (): Run => ({ written: 0, sinceRest: 0, rests: [] });

/** Streaks from the days with writing, as of `today`. Days after today (a zone change) are ignored. */
export function computeStreaks(dayKeys: Iterable<string>, today: string): Streaks {
  const written = new Set([...dayKeys].filter((d) => d <= today));
  const strict = streakFromDays(written, today);
  if (written.size === 0) return { current: 0, longest: 0, strict, restDays: [] };

  // Today is still open: a run is judged up to yesterday unless today already has writing.
  const end = written.has(today) ? today : addDays(today, -1);
  let run = emptyRun();
  let longest = 0;
  let pendingMiss: string | null = null;

  /** A missed day between two written days (or before today, still open) becomes a rest day. */
  const forgive = (miss: string) => {
    const lastRest = run.rests[0];
    if (lastRest !== undefined && daysBetween(lastRest, miss) < REST_WINDOW_DAYS) {
      // Two rest days this close cannot share a run: the run from here starts after the older one.
      longest = Math.max(longest, run.written);
      run = { written: run.sinceRest, sinceRest: 0, rests: [miss] };
    } else {
      run.rests.unshift(miss);
      run.sinceRest = 0;
    }
  };

  const first = [...written].sort()[0]!;
  for (let day = first; day <= end; day = addDays(day, 1)) {
    if (written.has(day)) {
      if (pendingMiss) forgive(pendingMiss);
      pendingMiss = null;
      run.written++;
      run.sinceRest++;
    } else if (pendingMiss || run.written === 0) {
      // Two missed days in a row: the run has ended.
      longest = Math.max(longest, run.written);
      run = emptyRun();
      pendingMiss = null;
    } else {
      pendingMiss = day;
    }
  }
  // Yesterday missed and today still open: yesterday is a rest day if the run allows one.
  if (pendingMiss && run.written > 0) forgive(pendingMiss);
  longest = Math.max(longest, run.written);
  return { current: run.written, longest, strict, restDays: run.rests };
}

/** The last 7 days, oldest first, as dots: written, rest day (of the current streak), missed, or today still open. */
export function weekDots(dayKeys: Iterable<string>, today: string, restDays: readonly string[]): { date: string; state: DayState }[] {
  const written = new Set(dayKeys);
  const rests = new Set(restDays);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(today, i - 6);
    const state: DayState = written.has(date) ? "written" : rests.has(date) ? "rest" : date === today ? "open" : "missed";
    return { date, state };
  });
}
