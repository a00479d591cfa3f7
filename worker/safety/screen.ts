// The crisis screen for text a person wrote. Two layers, the higher level wins:
//   - rules (rules/engine.ts): high precision on wording they know, with negation, subject and
//     idiom checks;
//   - a learned classifier (classifier/): meaning, for wording no rule was written for.
// The classifier's score between its grey-zone and acute thresholds marks `concern`: a careful
// reply with the helplines, never a coaching template. Pure and synchronous; runs in workerd.
// See docs/decisions/0005-crisis-screen.md and 0015-learned-crisis-screen.md.
import { asksAboutTheApp } from "./app-question";
import { classify, shippedModel } from "./classifier";
import type { Model, Thresholds } from "./classifier/model";
import type { ScreenResult } from "./levels";
import { looksAhead } from "./looks-ahead";
import { mentionsMeans } from "./means";
import { screenRules } from "./rules/engine";
import { onlyNegatedRisk, screenRulesWithSignals } from "./rules/signals";

/** Fewer words than this and the learned layer can raise concern at most, never acute. */
export const MIN_WORDS_TO_DECIDE = 4;

/**
 * Screen text a person wrote. `acute`: suicidal thoughts or plans, self-harm, intent to harm
 * someone, or being in danger from someone. `distress`: hopelessness, panic, overwhelm, worry
 * about someone else's safety. Never throws; any input that is not a string is "none".
 */
export function screenText(text: string): ScreenResult {
  return screenWith(shippedModel(), text);
}

/** screenText with a given classifier model; null screens with the rules alone. */
export function screenWith(model: Model | null, text: string): ScreenResult {
  const result = layers(model, text);
  return result.level === "acute" && mentionsMeans(text) ? { ...result, means: true } : result;
}

function layers(model: Model | null, text: string): ScreenResult {
  if (!model || typeof text !== "string") return screenRules(text);
  return decide(read(model, text), model.meta.thresholds);
}

/** What the decision reads of a text, computed once: calibration weighs many thresholds against one reading. */
export interface Reading {
  rules: ScreenResult;
  /** The learned layer's scores; null when the rules decide alone (acute, or only negated risk). */
  scores: ReturnType<typeof classify>;
  /** Whether the text asks about the app; asked lazily, as it costs a topic lookup. */
  asksAboutTheApp: () => boolean;
  /** Whether it names means at hand (pills, a rope, a height). */
  namesMeans: () => boolean;
  /** Whether its writer says they will come back or carry on ("I will write again tomorrow"). */
  looksAhead: () => boolean;
}

export function read(model: Model, text: string): Reading {
  const { result: rules, signals } = screenRulesWithSignals(text);
  let asked: boolean | undefined;
  const lazy = { asksAboutTheApp: () => (asked ??= asksAboutTheApp(text)), namesMeans: () => mentionsMeans(text), looksAhead: () => looksAhead(text) };
  if (rules.level === "acute" || onlyNegatedRisk(signals)) return { rules, scores: null, ...lazy };
  return { rules, scores: classify(model, text, signals), ...lazy };
}

/** The screen's level from a reading and the learned layer's thresholds. */
export function decide({ rules, scores, asksAboutTheApp, namesMeans, looksAhead }: Reading, t: Thresholds): ScreenResult {
  if (!scores) return rules;
  // A text this short ("the end", "done", "continue it") has too little meaning for the learned
  // layer to decide a crisis alone: it may ask gently (concern); short crises are the rules' job.
  const brief = scores.words < MIN_WORDS_TO_DECIDE;
  // A word of death, a method or self-harm makes a high score likelier to be meant: such texts
  // reach the protocol at a lower score (both thresholds are calibrated on measured blind rounds).
  const acuteAt = scores.riskWord ? (t.acuteWithRiskWord ?? t.acute) : t.acute;
  // Saying one will write again tomorrow, with no word of death or harm, is no farewell.
  if (!brief && scores.acute >= acuteAt && !(!scores.riskWord && looksAhead())) {
    // A question about the app with no word of death or harm: answered, with the lines beside it.
    if (!scores.riskWord && asksAboutTheApp()) return { level: "distress", category: "distress" };
    return { level: "acute", category: scores.category };
  }
  // The grey zone asks about death, methods or self-harm; a middling score with none of those words is noise.
  const grey = scores.acute >= t.concern && scores.riskWord;
  // A question about the app in the grey zone ("does it cut off straight away?") gets its answer with
  // the lines beside it, not a check-in that says it "touches on dying"; beside pills or a rope, the check-in.
  const answered = grey && asksAboutTheApp() && !namesMeans();
  const level = answered || (rules.level === "none" && scores.concern >= t.distress) ? "distress" : rules.level;
  const result: ScreenResult = level === "none" ? { level } : { level, category: "distress" };
  return grey && !answered ? { ...result, concern: true } : result;
}
