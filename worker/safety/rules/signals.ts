// What the rules saw, as numbers for the learned layer: for each category, whether a rule hit was
// kept or set aside, and why (negated, about someone else, an idiom after it, a game...). The
// classifier learns how far to trust each reason, so its meaning-based score does not undo what
// the rules already know about "I would never hurt myself" or "kill myself in minecraft".
import { ACUTE_CATEGORIES, type ScreenCategory, type ScreenResult } from "../levels";
import { screenRules, TRACE_REASONS, type TraceReason } from "./engine";

const CATEGORIES: ScreenCategory[] = [...ACUTE_CATEGORIES, "distress"];
export const RULE_SIGNALS = CATEGORIES.length * TRACE_REASONS.length;

function signalIndex(category: ScreenCategory, reason: TraceReason): number {
  return CATEGORIES.indexOf(category) * TRACE_REASONS.length + TRACE_REASONS.indexOf(reason);
}

/** The rules' result and their signals (1 where a hit of that category was kept or set aside for that reason). */
export function screenRulesWithSignals(text: string): { result: ScreenResult; signals: Float32Array } {
  const signals = new Float32Array(RULE_SIGNALS);
  const result = screenRules(text, (category, reason) => {
    signals[signalIndex(category, reason)] = 1;
  });
  return { result, signals };
}

/**
 * True when every risk hit the rules saw was negated ("I would never hurt myself", "no quiero
 * morir"): a statement of safety, which the learned layer is not allowed to turn into a flag.
 */
export function onlyNegatedRisk(signals: Float32Array): boolean {
  let negated = false;
  for (let c = 0; c < CATEGORIES.length; c++) {
    const at = (r: TraceReason) => signals[c * TRACE_REASONS.length + TRACE_REASONS.indexOf(r)] === 1;
    if (at("kept")) return false;
    if (at("negated") || at("neg-inside")) negated = true;
  }
  return negated;
}
