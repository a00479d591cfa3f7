import { nearestMood } from "@shared/moods";

/** The face of the mood nearest a value of the one scale (@shared/moods): 1 Sad ... 5 Happy. */
export const moodEmoji = (mood: number) => nearestMood(mood).emoji;
