// Screening the person's own words before any model sees them (design: safety).
import { logError } from "../../lib/log";
import { screenText } from "../../safety";
import type { SafetyLevel } from "../../db/schema";

const RANK: Record<SafetyLevel, number> = { none: 0, distress: 1, acute: 2 };
export const higher = (a: SafetyLevel, b: SafetyLevel): SafetyLevel => (RANK[b] > RANK[a] ? b : a);

/** If the screen itself fails we treat the text as acute: withheld from the model, resources shown. */
function screenSafely(text: string): SafetyLevel {
  try {
    return screenText(text).level;
  } catch (err) {
    logError({ where: "assessment screen", note: "screenText failed; treating the answer as acute" }, err);
    return "acute";
  }
}

export interface Screened<T> {
  level: SafetyLevel;
  /** The answers with every acute free-text answer blanked: what the model may see. */
  forModel: T;
}

/** Screens every free-text (string) answer. Radio answers are our own option wording and pass. */
export function screenAnswers<T extends Record<string, string | string[]>>(answers: T, isFreeText: (id: string) => boolean): Screened<T> {
  let level: SafetyLevel = "none";
  const forModel: Record<string, string | string[]> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (typeof answer === "string" && isFreeText(id) && answer.trim() !== "") {
      const l = screenSafely(answer);
      level = higher(level, l);
      forModel[id] = l === "acute" ? "" : answer;
    } else {
      forModel[id] = answer;
    }
  }
  return { level, forModel: forModel as T };
}
