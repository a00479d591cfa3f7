// "Ask your journal" with a model: the retrieved entries go to the model as tagged data, numbered;
// it answers with a short text and quotes, each naming its entry by number. Nothing it says is
// trusted: a quote that is not a verbatim substring of the entry it names is dropped, and an
// answer left without a single verified quote is replaced by the offline, extractive answer.
import { z } from "zod";
import type { JournalCitation } from "../../shared/contract/journal-ask";
import { isAcute } from "./guard";
import { citationOf, entryDay, MAX_CITATIONS, type AskEntry } from "./offline/journal-answer";
import { asUserText, jsonTask } from "./prompts";
import { capChars, cleanText } from "./text";

/** Characters of each entry the model sees (quotes are checked against the whole entry). */
export const ENTRY_CHARS_FOR_MODEL = 3000;
const ANSWER_MAX_CHARS = 1200;

export const JOURNAL_ANSWER_TASK = jsonTask(
  `Answer the person's question using only the numbered diary entries below, which are their own words. If the entries do not answer the question, say so plainly and do not guess. Support the answer with up to ${MAX_CITATIONS} short quotes copied exactly, character for character, from the entries, each naming its entry's number. Do not put entry numbers or quotes inside the answer text.`,
  `{"answer": "2-4 sentences", "citations": [{"entry": 1, "quote": "words copied exactly from entry 1"}]}`,
);

export const ModelJournalAnswer = z.object({
  answer: z.string(),
  citations: z.array(z.object({ entry: z.number(), quote: z.string() })),
});

/** What the model's answer must be once tidied (entry numbers still to be checked against the entries). */
export const JournalAnswerDraft = z.object({
  answer: z.string().min(1).max(ANSWER_MAX_CHARS),
  citations: z.array(z.object({ entry: z.number().int().min(1), quote: z.string().min(1) })).max(MAX_CITATIONS * 2),
});
export type JournalAnswerDraft = z.infer<typeof JournalAnswerDraft>;

/** The prompt data: the question and the entries, numbered from 1, all as tagged user text. */
export function journalAnswerData(question: string, entries: AskEntry[], timeZone: string): string {
  const listed = entries.map((e, i) => `Entry ${i + 1} (written ${entryDay(e.createdAt, timeZone)}): ${asUserText(capChars(e.content, ENTRY_CHARS_FOR_MODEL))}`);
  return `Their question: ${asUserText(cleanText(question, 400))}\n\nTheir diary entries:\n\n${listed.join("\n\n")}`;
}

// The model sees entries with <, > and & escaped (asUserText) and may copy them that way.
const unescapePrompt = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
// Quote marks the model may wrap a quote in.
const WRAPPING_QUOTES = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;

export function normaliseJournalAnswer(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const r = raw as { answer?: unknown; citations?: unknown };
  const citations = Array.isArray(r.citations) ? r.citations : [];
  return {
    answer: typeof r.answer === "string" ? capChars(cleanText(r.answer), ANSWER_MAX_CHARS) : r.answer,
    citations: citations.slice(0, MAX_CITATIONS * 2).flatMap((c: unknown) => {
      if (typeof c !== "object" || c === null) return [];
      const { entry, quote } = c as { entry?: unknown; quote?: unknown };
      const n = typeof entry === "string" ? Number(entry) : entry;
      if (typeof n !== "number" || !Number.isInteger(n) || typeof quote !== "string") return [];
      const q = unescapePrompt(quote.trim()).replace(WRAPPING_QUOTES, "").trim();
      return q ? [{ entry: n, quote: q }] : [];
    }),
  };
}

/**
 * The model's citations that hold: the entry number names a given entry and the quote is a verbatim
 * substring of that entry's text (and would not be flagged by the crisis screen). At most one per
 * quote, MAX_CITATIONS in all.
 */
export function verifiedCitations(draft: JournalAnswerDraft, entries: AskEntry[]): JournalCitation[] {
  const out: JournalCitation[] = [];
  for (const c of draft.citations) {
    const entry = entries[c.entry - 1];
    if (!entry || c.quote.length < 3 || !entry.content.includes(c.quote)) continue;
    if (out.some((o) => o.entryId === entry.id && o.quote === c.quote)) continue;
    if (isAcute(c.quote)) continue;
    out.push(citationOf(entry, c.quote));
    if (out.length >= MAX_CITATIONS) break;
  }
  return out;
}
