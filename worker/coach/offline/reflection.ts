// The offline coach's weekly and monthly reflection: 2 to 4 themes of the period, each with one
// short quote cut straight out of an entry (a slice of the stored text, so it is verbatim by
// construction), one gentle observation and one suggestion for the coming week. The caller passes
// only entries that may be quoted (no acute or distress text).
import { nearestMood } from "../../../shared/moods";
import { REFLECTION_LIMITS, REFLECTION_THEMES, type ReflectionDraft, type ReflectionTheme } from "../../../shared/contract/reflections";
import type { ReflectionInput } from "../types";
import { clip, hash, hasLetters, pick } from "../text";
import { THEME_INFO, themesAcross, type Theme } from "./themes";
import { entryBody } from "./journal";

/** Longest quote in words: a short line, not a paragraph. */
const QUOTE_MAX_WORDS = 18;
const QUOTE_MIN_WORDS = 3;

interface Span {
  start: number;
  end: number;
}

/** Sentence spans of a text (start and end offsets into it, surrounding spaces left out). */
function sentenceSpans(text: string, from: number): Span[] {
  const spans: Span[] = [];
  const re = /[^.!?\n]+[.!?]*/g;
  re.lastIndex = from;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const start = m.index + lead;
    const end = m.index + raw.trimEnd().length;
    if (end > start && hasLetters(text.slice(start, end))) spans.push({ start, end });
  }
  return spans;
}

/** Words of a span as offsets, so a window of them is still a slice of the text. */
function wordSpans(text: string, span: Span): Span[] {
  const out: Span[] = [];
  const re = /\S+/g;
  const part = text.slice(span.start, span.end);
  for (let m = re.exec(part); m; m = re.exec(part)) out.push({ start: span.start + m.index, end: span.start + m.index + m[0].length });
  return out;
}

/** Where the person's own words begin: after a saved prompt header, if there is one. */
function bodyOffset(content: string): number {
  const body = entryBody(content);
  const at = body.length > 0 ? content.indexOf(body) : -1;
  return at > 0 ? at : 0;
}

/**
 * A short verbatim quote from `content`: the sentence holding a match of `patterns` (or the first
 * sentence that says something), cut to a window of words around the match when it is long.
 * Returns null when nothing quotable is there.
 */
export function quoteFrom(content: string, patterns: readonly RegExp[] = [], skip: ReadonlySet<string> = new Set()): string | null {
  const spans = sentenceSpans(content, bodyOffset(content));
  let chosen: { span: Span; at: number } | null = null;
  outer: for (const re of patterns) {
    for (const span of spans) {
      const m = new RegExp(re.source, re.flags.replace("g", "")).exec(content.slice(span.start, span.end));
      if (m && !skip.has(content.slice(span.start, span.end))) {
        chosen = { span, at: span.start + m.index };
        break outer;
      }
    }
  }
  if (!chosen) {
    const span = spans.find((s) => wordSpans(content, s).length >= QUOTE_MIN_WORDS && !skip.has(content.slice(s.start, s.end)));
    if (!span) return null;
    chosen = { span, at: span.start };
  }
  const ws = wordSpans(content, chosen.span);
  let first = 0;
  let last = ws.length - 1;
  if (ws.length > QUOTE_MAX_WORDS) {
    const hit = Math.max(
      0,
      ws.findIndex((w) => w.end > chosen.at),
    );
    first = Math.max(0, Math.min(hit - 4, ws.length - QUOTE_MAX_WORDS));
    last = first + QUOTE_MAX_WORDS - 1;
  }
  let quote = content.slice(ws[first]!.start, ws[last]!.end);
  // Trailing punctuation that is not the end of a sentence reads oddly inside quotation marks.
  quote = quote.replace(/[,;:—–-]+$/u, "");
  while (quote.length > REFLECTION_LIMITS.quote && last > first) quote = content.slice(ws[first]!.start, ws[--last]!.end);
  return hasLetters(quote) && quote.length <= REFLECTION_LIMITS.quote ? quote : null;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const GENERIC_LABELS = ["Moments you noted", "What stayed with you", "Your everyday", "Small things"];

/** 2 to 4 themes with quotes; fewer only when the period holds too little quotable writing. */
export function offlineReflectionThemes(entries: ReflectionInput["entries"]): ReflectionTheme[] {
  const themes: ReflectionTheme[] = [];
  const used = new Set<string>();
  const add = (label: string, entryId: string, quote: string) => {
    used.add(quote);
    themes.push({ label: clip(label, REFLECTION_LIMITS.label), entryId, quote });
  };
  for (const theme of themesAcross(
    entries.map((e) => e.content),
    REFLECTION_THEMES.max,
  ) as Theme[]) {
    const info = THEME_INFO[theme];
    for (const e of entries) {
      const quote = quoteFrom(e.content, info.patterns, used);
      if (quote && info.patterns.some((re) => new RegExp(re.source, re.flags.replace("g", "")).test(quote))) {
        add(capitalise(info.label), e.id, quote);
        break;
      }
    }
  }
  // Too few recognised themes: the period's other moments, newest entries first.
  for (const e of [...entries].reverse()) {
    if (themes.length >= REFLECTION_THEMES.min) break;
    const quote = quoteFrom(e.content, [], used);
    if (quote) add(GENERIC_LABELS[themes.length]!, e.id, quote);
  }
  return themes.slice(0, REFLECTION_THEMES.max);
}

const WEEKDAY = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const dayName = (key: string) => WEEKDAY.format(new Date(`${key}T12:00:00Z`));

export function offlineReflection(input: ReflectionInput): ReflectionDraft {
  const themes = offlineReflectionThemes(input.entries);
  const span = input.period === "week" ? "this week" : "this month";
  const seed = hash(`${input.periodEnd}:${input.entryCount}`);

  const withMood = input.days.filter((d): d is typeof d & { mood: number } => d.mood !== null);
  let observation: string;
  if (input.entryCount === 0) {
    observation = `There were no diary entries ${span}, and that's okay: quiet stretches happen. Whenever you're ready, a few lines are enough to pick things up again.`;
  } else {
    const count = `You wrote ${input.entryCount} ${input.entryCount === 1 ? "entry" : "entries"} on ${input.daysWritten} ${input.daysWritten === 1 ? "day" : "days"} ${span}.`;
    let mood = "";
    if (withMood.length >= 2) {
      const best = withMood.reduce((a, b) => (b.mood > a.mood ? b : a));
      const low = withMood.reduce((a, b) => (b.mood < a.mood ? b : a));
      mood =
        best.mood === low.mood
          ? ` Your mood stayed fairly steady, around ${nearestMood(best.mood).label.toLowerCase()}.`
          : ` Your mood was at its brightest on ${dayName(best.date)} and lower on ${dayName(low.date)}; noticing what was different about those days can be useful.`;
    } else if (withMood.length === 1) {
      mood = ` On ${dayName(withMood[0]!.date)} you felt ${nearestMood(withMood[0]!.mood).label.toLowerCase()}.`;
    }
    const theme = themes[0] && !GENERIC_LABELS.includes(themes[0].label) ? ` ${themes[0].label} was a thread running through your writing.` : "";
    observation = clip(`${count}${mood}${theme}`, REFLECTION_LIMITS.sentence);
  }

  const top = themesAcross(
    input.entries.map((e) => e.content),
    1,
  )[0];
  const step = top
    ? pick(THEME_INFO[top].steps, seed).replace(/^[^:]{0,40}:\s*/, "")
    : pick(
        [
          "set aside five quiet minutes one evening to write about the best moment of your day.",
          "pick one day to write a single sentence about what you're grateful for.",
          "notice one small thing each day that made you feel a little better, and jot it down.",
        ],
        seed,
      );
  const suggestion = clip(`For the coming week: ${step.charAt(0).toLowerCase()}${step.slice(1)}`, REFLECTION_LIMITS.sentence);
  return { themes, observation, suggestion };
}
