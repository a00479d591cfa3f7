// Weekly and monthly reflections through a model: the prompt, the loose schema the model is asked
// for, and the rule that makes its quotes trustworthy: a quote that is not a verbatim substring of the
// entry it names is dropped (a model paraphrases and invents), and the offline themes fill the gap.
import { z } from "zod";
import { REFLECTION_LIMITS, REFLECTION_THEMES, type ReflectionTheme } from "../../shared/contract/reflections";
import { asUserText, jsonTask } from "./prompts";
import type { ReflectionInput } from "./types";
import { cleanText, clip, oneLine } from "./text";

export const ModelReflection = z.object({
  themes: z.array(z.object({ label: z.string(), entry: z.number(), quote: z.string() })),
  observation: z.string(),
  suggestion: z.string(),
});

export const REFLECTION_TASK = jsonTask(
  `Write a gentle reflection on the person's diary for the period below. Give 2 to 4 themes; for each, a 1-3 word label, the number of the entry it comes from and one short quote (at most ${REFLECTION_LIMITS.quote} characters) copied exactly, character for character, from that entry. Then one kind observation about the period (1-2 sentences) and one small, concrete suggestion for the coming week (1 sentence). No diagnosis, no judgement.`,
  `{"themes": [{"label": "1-3 words", "entry": 1, "quote": "exact words from that entry"}], "observation": "1-2 sentences", "suggestion": "1 sentence"}`,
);

export function reflectionData(input: ReflectionInput): string {
  const moods = input.days
    .filter((d) => d.entries > 0)
    .map((d) => `${d.date}: ${d.entries} ${d.entries === 1 ? "entry" : "entries"}${d.mood === null ? "" : `, mood ${d.mood} of 5`}`)
    .join("\n");
  return [
    `Period: the ${input.period} from ${input.periodStart} to ${input.periodEnd}. ${input.entryCount} entries on ${input.daysWritten} days.`,
    moods ? `Days with writing:\n${moods}` : "",
    `Entries (numbered, oldest first):\n\n${input.entries.map((e, i) => `Entry ${i + 1}: ${asUserText(cleanText(e.content, 2000))}`).join("\n\n")}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** Tidies the model's object; the themes keep only quotes found verbatim in the entry they name. */
export function normaliseReflection(raw: unknown, entries: ReflectionInput["entries"]): unknown {
  const r = ModelReflection.parse(raw);
  return {
    themes: keepVerbatim(
      r.themes.map((t) => ({ label: clip(oneLine(t.label), REFLECTION_LIMITS.label), entryId: entries[t.entry - 1]?.id ?? "", quote: t.quote })),
      entries,
    ),
    observation: clip(oneLine(r.observation), REFLECTION_LIMITS.sentence),
    suggestion: clip(oneLine(r.suggestion), REFLECTION_LIMITS.sentence),
  };
}

/**
 * The themes whose quote is a verbatim substring of the entry they link to (surrounding spaces and
 * quotation marks the model added are taken off first; nothing inside the quote is changed).
 */
export function keepVerbatim(themes: ReflectionTheme[], entries: ReflectionInput["entries"]): ReflectionTheme[] {
  const byId = new Map(entries.map((e) => [e.id, e.content]));
  const seen = new Set<string>();
  const out: ReflectionTheme[] = [];
  for (const t of themes) {
    const quote = t.quote.trim().replace(/^["“”']+|["“”']+$/g, "");
    const content = byId.get(t.entryId);
    if (!content || !t.label || quote.length === 0 || quote.length > REFLECTION_LIMITS.quote) continue;
    if (!content.includes(quote) || seen.has(quote)) continue;
    seen.add(quote);
    out.push({ label: t.label, entryId: t.entryId, quote });
  }
  return out.slice(0, REFLECTION_THEMES.max);
}

/** The model's verbatim themes, topped up to the minimum from the offline ones (no quote twice). */
export function mergeThemes(model: ReflectionTheme[], offline: ReflectionTheme[]): ReflectionTheme[] {
  const out = [...model];
  for (const t of offline) {
    if (out.length >= REFLECTION_THEMES.min) break;
    if (!out.some((m) => m.quote === t.quote || m.label.toLowerCase() === t.label.toLowerCase())) out.push(t);
  }
  return out.slice(0, REFLECTION_THEMES.max);
}
