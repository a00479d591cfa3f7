import { moodScaleLabel } from "@shared/diary";

/** The dashboard's 1-5 mood scale with a face for each step (1 Very Sad ... 5 Very Happy). */
export const MOOD_SCALE = [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: moodScaleLabel(value),
  emoji: ["😢", "🙁", "😐", "🙂", "😄"][value - 1]!,
}));

export const moodEmoji = (mood: number) => MOOD_SCALE[Math.min(5, Math.max(1, Math.round(mood))) - 1]!.emoji;
