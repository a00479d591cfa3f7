// Screening the person's own words before any model sees them (design: safety).
import { logError } from "../lib/log";
import { higherLevel, screenText, type ScreenLevel, type ScreenResult } from "../safety";

type Screen = (text: string) => ScreenResult | Promise<ScreenResult>;

/** If the screen itself fails we treat the text as acute: withheld from the model, resources shown. */
async function screenSafely(screen: Screen, text: string): Promise<ScreenResult> {
  try {
    return await screen(text);
  } catch (err) {
    logError({ where: "assessment screen", note: "the screen failed; treating the answer as acute" }, err);
    return { level: "acute", category: "suicide" };
  }
}

export interface Screened<T> {
  level: ScreenLevel;
  /** The most serious result among the answers (for the safety event). */
  worst: ScreenResult;
  /** The answers with every acute free-text answer blanked: what the model may see. */
  forModel: T;
}

/**
 * Screens every free-text (string) answer; radio answers are our own option wording and pass. The
 * screen defaults to the local one; submissions pass the one with the safety model's second opinion.
 */
export async function screenAnswers<T extends Record<string, string | string[]>>(
  answers: T,
  isFreeText: (id: string) => boolean,
  screen: Screen = screenText,
): Promise<Screened<T>> {
  let worst: ScreenResult = { level: "none" };
  const forModel: Record<string, string | string[]> = {};
  const entries = Object.entries(answers);
  const results = await Promise.all(entries.map(([id, answer]) => (typeof answer === "string" && isFreeText(id) && answer.trim() !== "" ? screenSafely(screen, answer) : null)));
  entries.forEach(([id, answer], i) => {
    const r = results[i];
    if (r && higherLevel(worst.level, r.level) !== worst.level) worst = r;
    forModel[id] = r?.level === "acute" ? "" : answer;
  });
  return { level: worst.level, worst, forModel: forModel as T };
}
