// The one mood scale, shared by the Worker and the web app (docs/decisions/0021-one-mood-scale.md).
// A person picks one of the diary's five moods, on every writing surface (overlay, /diary, the
// dashboard's Daily Reflection). It is stored as a point of the 1-5 scale the dashboard charts,
// and the point maps back to exactly that mood, so an entry always shows the mood that was picked:
// nobody who chose "Sad" is later told they were "Very Sad". Unit-tested in moods.unit.test.ts.

export interface Mood {
  value: 1 | 2 | 3 | 4 | 5;
  emoji: string;
  label: "Sad" | "Frustrated" | "Mindful" | "Peaceful" | "Happy";
}

/** Lowest to highest. The stored values of the diary's moods, unchanged since the first entry. */
export const MOOD_SCALE: readonly Mood[] = [
  { value: 1, emoji: "😢", label: "Sad" },
  { value: 2, emoji: "😤", label: "Frustrated" },
  { value: 3, emoji: "🧘", label: "Mindful" },
  { value: 4, emoji: "😌", label: "Peaceful" },
  { value: 5, emoji: "😀", label: "Happy" },
];

const byLabel = (label: Mood["label"]) => MOOD_SCALE.find((m) => m.label === label)!;

/** The picker's order (spec): Happy, Peaceful, Sad, Frustrated, Mindful. */
export const MOOD_OPTIONS: readonly Mood[] = (["Happy", "Peaceful", "Sad", "Frustrated", "Mindful"] as const).map(byLabel);

export const MIN_MOOD = 1;
export const MAX_MOOD = 5;

/** The mood a stored value was picked as; undefined for no mood (or a value off the scale). */
export const moodFor = (value: number | null | undefined): Mood | undefined => MOOD_SCALE.find((m) => m.value === value);

/** The mood nearest an average of stored values (a day's or a month's), for words beside a number. */
export function nearestMood(average: number): Mood {
  const i = Math.min(MAX_MOOD, Math.max(MIN_MOOD, Math.round(average))) - 1;
  return MOOD_SCALE[i]!;
}

/** Entry badge: 4 or more Positive, 3 Neutral, below 3 Reflective (spec). */
export function moodBadge(mood: number): "Positive" | "Neutral" | "Reflective" {
  if (mood >= 4) return "Positive";
  if (mood >= 3) return "Neutral";
  return "Reflective";
}

/** The snapshot card's line: the picked mood, e.g. "😢 Feeling sad". */
export function snapshotMoodLabel(mood: number): { emoji: string; label: string } {
  const m = nearestMood(mood);
  return { emoji: m.emoji, label: `Feeling ${m.label.toLowerCase()}` };
}
