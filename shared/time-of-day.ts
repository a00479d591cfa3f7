// The one rule for "what time of day is it for this person", shared by the diary's prompts (the
// overlay and /diary) and the dashboard's insight. Read from the local clock the person sees.
// Boundaries 12 and 17 (spec); the small hours before 05:00 still belong to the evening, since
// nobody up at 01:00 is starting their day (decision 0022).

export type PartOfDay = "morning" | "afternoon" | "evening";

/** The night ends, and the morning starts, at this hour. */
export const MORNING_STARTS = 5;
export const AFTERNOON_STARTS = 12;
export const EVENING_STARTS = 17;

export function partOfDay(hour: number): PartOfDay {
  if (hour >= MORNING_STARTS && hour < AFTERNOON_STARTS) return "morning";
  if (hour >= AFTERNOON_STARTS && hour < EVENING_STARTS) return "afternoon";
  return "evening";
}

/** The part of the day on a local clock (a Date read in the browser's zone). */
export const partOfDayAt = (date: Date): PartOfDay => partOfDay(date.getHours());

/**
 * The daily insight to show now: the one written for this part of the day (paid tiers get one per
 * part), else the day's general one (free), else the first. A new account at night is never
 * greeted with its morning insight.
 */
export function insightForNow<T extends { slot: string }>(items: readonly T[], now: Date): T | undefined {
  const part = partOfDayAt(now);
  return items.find((i) => i.slot === part) ?? items.find((i) => i.slot === "daily") ?? items[0];
}
