// The coach's use of the safety module: screening input and output, failing safe.
import { logError } from "../lib/log";
import { screenModelOutput, screenText, type ScreenResult } from "../safety";
export { checkInCue } from "../safety";

export type Screened = ScreenResult;

/** Screens a person's text. If screening itself fails, treats the text as distress (gentle, with resources). */
export function screen(text: string): Screened {
  try {
    return screenText(text);
  } catch (err) {
    logError({ where: "coach screen", level: "warn", note: "screenText failed; treating the text as distress" }, err);
    return { level: "distress" };
  }
}

export function isAcute(text: string): boolean {
  return screen(text).level === "acute";
}

/** True when a model's output may be shown. If screening fails, the output is not shown. */
export function outputIsSafe(text: string): boolean {
  try {
    return screenModelOutput(text).safe;
  } catch (err) {
    logError({ where: "coach screen", level: "warn", note: "screenModelOutput failed; replacing the output" }, err);
    return false;
  }
}
