// The rule layer of the crisis screen: high precision on the wording it knows. Pure and
// deterministic; no I/O. The text is normalised once (normalise.ts), then precompiled rules scan
// all of it. Each hit is checked in its context: negation just before it ("I would never hurt
// myself"), who it is about ("my friend wants to die"), idioms and accidents just after it ("cut
// myself some slack"), and whole-text context for a few rules (gaming, fiction, laughter for
// hyperbole about others). Cost is linear in the text: no regex has nested unbounded repetition,
// and context checks look at a bounded window around each hit.
import type { AcuteCategory, ScreenCategory, ScreenResult } from "../levels";
import { normalise } from "../normalise";
import { CATEGORY_DANGER, CATEGORY_SELF_HARM, CATEGORY_SUICIDE } from "./category-rules";
import { WARNING_SIGNS } from "./warning-signs";
import { set, type Context, type Rule } from "./rule";
import {
  BOUNDARY_WORDS,
  current,
  DANGER,
  DISTRESS,
  FILLERS,
  FIRST_PERSON,
  HARM_OTHERS,
  IDIOM_MASKS,
  inQuotesContext,
  laughing,
  longPast,
  NEGATORS,
  presentRisk,
  SELF_HARM,
  SPANISH_AFTER_NO,
  SUICIDE,
  THIRD_PERSON,
} from "./tables";

// ---------------------------------------------------------------------------------------------
// Context around a hit.

interface Around {
  negated: boolean;
  subject: "first" | "third" | "none" | "other";
  usedTo: boolean;
}

const FIRST_PERSON_STOP = set("i im ive id ill yo");

function lookBack(s: string, index: number, hitFirstWord: string): Around {
  const start = Math.max(0, index - 160);
  const tokens = s.slice(start, index).split(" ");
  if (start > 0) tokens.shift(); // a partial word
  let subject: Around["subject"] = "none";
  let usedTo = false;
  for (let i = tokens.length - 1, steps = 0; i >= 0 && steps < 12; i--, steps++) {
    const t = tokens[i] as string;
    if (t === "") continue;
    if (t === "." || t === "," || t === '"' || BOUNDARY_WORDS.has(t)) break;
    if (t === "to" && tokens[i - 1] === "used" && steps <= 2) usedTo = true;
    if (NEGATORS.has(t)) return { negated: true, subject, usedTo };
    if (t === "way" && tokens[i - 1] === "no") return { negated: true, subject, usedTo };
    if (t === "no") {
      // Spanish "no quiero morir" negates; English "no I want to die" is an interjection.
      let next = hitFirstWord;
      for (let j = i + 1; j < tokens.length; j++) {
        if (tokens[j]) {
          next = tokens[j] as string;
          break;
        }
      }
      if (SPANISH_AFTER_NO.has(next)) return { negated: true, subject, usedTo };
      continue;
    }
    if (THIRD_PERSON.has(t)) {
      if (subject === "none") subject = "third";
      break;
    }
    // "a girl who was thinking about suicide", "a singer who died of an overdose": someone else,
    // unless the one meant is the writer ("I'm the one who wants to die").
    if (t === "who") {
      if (subject === "none") subject = tokens.slice(Math.max(0, i - 3), i).some((w) => FIRST_PERSON.has(w)) ? "first" : "third";
      break;
    }
    if (FIRST_PERSON.has(t)) {
      subject = "first";
      if (FIRST_PERSON_STOP.has(t)) break;
      continue;
    }
    if (FILLERS.has(t) || t === "used") continue;
    if (subject === "none") subject = "other";
    break;
  }
  return { negated: false, subject, usedTo };
}

function quotedRanges(s: string): [number, number][] {
  const ranges: [number, number][] = [];
  let open = -1;
  for (let i = s.indexOf('"'); i !== -1; i = s.indexOf('"', i + 1)) {
    if (open === -1) open = i;
    else {
      ranges.push([open, i]);
      open = -1;
    }
  }
  return ranges;
}

function maskedRanges(s: string): [number, number][] {
  const out: [number, number][] = [];
  for (const re of IDIOM_MASKS) {
    re.lastIndex = 0;
    for (let m = re.exec(s); m !== null; m = re.exec(s)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      out.push([m.index, m.index + m[0].length]);
    }
  }
  // Sort and merge so that `inRanges` can binary-search.
  out.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const r of out) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Ranges are sorted by start and do not overlap within one list: binary search. */
function inRanges(ranges: [number, number][], i: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = ranges[mid] as [number, number];
    if (i < a) hi = mid - 1;
    else if (i >= b) lo = mid + 1;
    else return true;
  }
  return false;
}

type Outcome = AcuteCategory | "distress" | null;

/** Why a rule's hit was kept or set aside: the learned layer reads these (rule-signals.ts). */
export const TRACE_REASONS = ["kept", "masked", "quoted", "after", "before", "neg-inside", "negated", "past", "third", "other", "context"] as const;
export type TraceReason = (typeof TRACE_REASONS)[number];
export type RuleTrace = (category: ScreenCategory, reason: TraceReason) => void;

function evaluate(rule: Rule, ctx: Context, quotes: [number, number][], masks: [number, number][], trace?: RuleTrace): Outcome {
  const { s } = ctx;
  if (rule.any && !rule.any.some((k) => s.includes(k))) return null;
  const note = (reason: TraceReason) => rule.signals !== false && trace?.(rule.category, reason);
  if ((rule.onlyIf && !rule.onlyIf(ctx)) || (rule.unlessContext && rule.unlessContext(ctx))) {
    // Set aside by the whole text's context (a game, fiction, research...): traced only.
    if (trace && rule.signals !== false) {
      rule.re.lastIndex = 0;
      if (rule.re.test(s)) note("context");
    }
    return null;
  }
  let best: Outcome = null;
  const re = rule.re;
  re.lastIndex = 0;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    const at = m.index;
    const hit = m[0];
    if (hit.length === 0) {
      re.lastIndex++;
      continue;
    }
    const end = at + hit.length;
    if (masks.length > 0 && inRanges(masks, at)) {
      note("masked");
      continue;
    }
    if (rule.quotable !== false && quotes.length > 0 && inRanges(quotes, at) && inQuotesContext(ctx)) {
      note("quoted");
      continue;
    }
    if (rule.unlessAfter && !(rule.keepAfterIf && rule.keepAfterIf(ctx))) {
      rule.unlessAfter.lastIndex = 0;
      if (rule.unlessAfter.test(s.slice(end, end + 80))) {
        note("after");
        continue;
      }
    }
    if (rule.unlessBefore) {
      rule.unlessBefore.lastIndex = 0;
      if (rule.unlessBefore.test(s.slice(Math.max(0, at - 60), at))) {
        note("before");
        continue;
      }
    }
    if (rule.negInside && hit.split(" ").some((t) => NEGATORS.has(t))) {
      note("neg-inside");
      continue;
    }
    const around = lookBack(s, at, hit.slice(0, hit.indexOf(" ") === -1 ? hit.length : hit.indexOf(" ")));
    if (rule.negatable !== false && around.negated) {
      note("negated");
      continue;
    }
    // "I used to cut": only current if the text says so ("...and the urges are back").
    if (rule.pastAware && (around.usedTo || hit.startsWith("used ")) && !current(ctx)) {
      note("past");
      continue;
    }
    // "Two years ago I tried to end my life. Today I ran a marathon": a recovery story, unless
    // something in the text says the risk is here now.
    if ((rule.category === "suicide" || rule.category === "self-harm") && longPast(s, at, end) && !presentRisk(ctx)) {
      note("past");
      continue;
    }
    if (rule.subject && around.subject === "third") {
      note("third");
      const third = rule.third ?? "distress";
      if (third === "none") continue;
      if (third === "danger-from-others") return "danger-from-others";
      best = "distress";
      continue;
    }
    if (rule.subject === "strict" && around.subject === "other") {
      note("other");
      continue;
    }
    note("kept");
    return rule.category;
  }
  return best;
}

/**
 * "my mom tagged my crush in my baby photos i want to die 😂": a wish to die said with laughter and
 * nothing present (no plan, time or means) is usually hyperbole, but may hide a real one. It gets
 * the careful reply with the helplines rather than the crisis protocol; the learned layer can
 * still decide it is acute.
 */
function laughedOff(ctx: Context, category: AcuteCategory): boolean {
  return (category === "suicide" || category === "self-harm") && laughing(ctx) && !presentRisk(ctx);
}

/**
 * Screen text a person wrote. `acute`: suicidal thoughts or plans, self-harm, intent to harm
 * someone, or being in danger from someone. `distress`: hopelessness, panic, overwhelm, crying,
 * worry about someone else's safety. Never throws; any input that is not a string is "none".
 */
export function screenRules(text: string, trace?: RuleTrace): ScreenResult {
  const s = normalise(text, { leet: true });
  if (s.length === 0) return { level: "none" };
  const ctx: Context = { s, raw: typeof text === "string" ? text : "", cache: new Map() };
  const quotes = s.includes('"') ? quotedRanges(s) : [];
  const masks = maskedRanges(s);
  let distress = false;
  for (const group of [SUICIDE, CATEGORY_SUICIDE, WARNING_SIGNS, SELF_HARM, CATEGORY_SELF_HARM, DANGER, CATEGORY_DANGER, HARM_OTHERS]) {
    for (const rule of group) {
      const r = evaluate(rule, ctx, quotes, masks, trace);
      if (r === "distress") distress = true;
      else if (r !== null) return laughedOff(ctx, r) ? { level: "distress", category: "distress", concern: true } : { level: "acute", category: r };
    }
  }
  // With a trace, every distress rule is looked at: the learned layer reads all of them.
  if (!distress || trace) {
    for (const rule of DISTRESS) {
      if (evaluate(rule, ctx, quotes, masks, trace) !== null) {
        distress = true;
        if (!trace) break;
      }
    }
  }
  return distress ? { level: "distress", category: "distress" } : { level: "none" };
}
