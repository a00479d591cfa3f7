import { describe, expect, it } from "vitest";
import { MOOD_OPTIONS, MOOD_SCALE, moodBadge, moodFor, nearestMood, snapshotMoodLabel } from "./moods";

describe("one mood scale", () => {
  it("the picker offers the diary's five moods from lowest to highest", () => {
    expect(MOOD_OPTIONS.map((m) => `${m.emoji} ${m.label}`)).toEqual(["😀 Happy", "😌 Peaceful", "😢 Sad", "😤 Frustrated", "🧘 Mindful"]);
  });

  it("places them on the 1-5 scale from lowest to highest, each on its own point (stored values unchanged)", () => {
    expect(MOOD_SCALE.map((m) => [m.value, m.label])).toEqual([
      [1, "Sad"],
      [2, "Frustrated"],
      [3, "Mindful"],
      [4, "Peaceful"],
      [5, "Happy"],
    ]);
    expect(new Set(MOOD_OPTIONS.map((m) => m.value)).size).toBe(5);
  });

  it("a stored value maps back to the mood that was picked, and nothing else", () => {
    for (const m of MOOD_OPTIONS) expect(moodFor(m.value)).toBe(m);
    // The issue: "Sad" is shown as Sad, never as "Very Sad".
    expect(moodFor(MOOD_OPTIONS.find((m) => m.label === "Sad")!.value)?.label).toBe("Sad");
    expect(moodFor(null)).toBeUndefined();
    expect(moodFor(undefined)).toBeUndefined();
    expect(moodFor(0)).toBeUndefined();
    expect(moodFor(2.5)).toBeUndefined();
  });

  it("an average is named by its nearest mood", () => {
    expect([1, 1.4, 2.5, 3.2, 4.6, 5].map((v) => nearestMood(v).label)).toEqual(["Sad", "Sad", "Mindful", "Mindful", "Happy", "Happy"]);
  });

  it("badges and snapshot lines follow the picked mood", () => {
    expect([1, 2, 3, 4, 5].map(moodBadge)).toEqual(["Reflective", "Reflective", "Neutral", "Positive", "Positive"]);
    expect([1, 2, 3, 4, 5].map((v) => `${snapshotMoodLabel(v).emoji} ${snapshotMoodLabel(v).label}`)).toEqual([
      "😢 Feeling sad",
      "😤 Feeling frustrated",
      "🧘 Feeling mindful",
      "😌 Feeling peaceful",
      "😀 Feeling happy",
    ]);
  });
});
