// The crisis screen for text a person wrote. Two layers, the higher level wins:
//   - rules (rules/engine.ts): high precision on wording they know, with negation, subject and
//     idiom checks;
//   - a learned classifier (classifier/): meaning, for wording no rule was written for.
// The classifier's score between its grey-zone and acute thresholds marks `concern`: a careful
// reply with the helplines, never a coaching template. Pure and synchronous; runs in workerd.
// See docs/decisions/0005-crisis-screen.md and 0015-learned-crisis-screen.md.
import { classify, thresholds } from "./classifier";
import type { Model } from "./classifier/model";
import type { ScreenResult } from "./levels";
import { screenRules } from "./rules/engine";

/**
 * Screen text a person wrote. `acute`: suicidal thoughts or plans, self-harm, intent to harm
 * someone, or being in danger from someone. `distress`: hopelessness, panic, overwhelm, worry
 * about someone else's safety. Never throws; any input that is not a string is "none".
 */
export function screenText(text: string): ScreenResult {
  return screenWith(undefined, text);
}

/** screenText with a given classifier model (null: the rules alone); undefined is the shipped one. */
export function screenWith(model: Model | null | undefined, text: string): ScreenResult {
  const rules = screenRules(text);
  if (typeof text !== "string") return rules;
  const scores = model === undefined ? classify(text) : classify(text, model);
  const t = model === undefined ? thresholds() : thresholds(model);
  if (!scores || !t) return rules;
  if (rules.level === "acute") return rules;
  if (scores.acute >= t.acute) return { level: "acute", category: scores.category };
  const concern = scores.acute >= t.concern;
  const level = rules.level === "none" && scores.concern >= t.distress ? "distress" : rules.level;
  const result: ScreenResult = level === "none" ? { level } : { level, category: "distress" };
  return concern ? { ...result, concern: true } : result;
}
