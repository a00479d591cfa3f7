// "Ask your journal" without a model: an extractive answer. The sentences of the retrieved entries
// that share the most words with the question are quoted as they were written (each quote is a
// verbatim slice of its entry) and cited. Deterministic: the same entries and question give the
// same answer. Pure.
import type { JournalCitation } from "../../../shared/contract/journal-ask";
import { isAcute } from "../guard";
import { questionKeywords, stem, wordsOf } from "../question-words";

/** An entry the answer may draw from (already owner-checked, never acute, never from a check-in). */
export interface AskEntry {
  id: string;
  content: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

export interface JournalAnswer {
  answer: string;
  citations: JournalCitation[];
}

/** Quotes in one answer (one per entry). */
export const MAX_CITATIONS = 3;
/** Longest quote, in characters: a longer sentence is cut at a word boundary (still verbatim). */
export const MAX_QUOTE_CHARS = 280;

export const NOTHING_FOUND = "I couldn't find anything in your journal about that. Try asking with other words, or write about it in your diary and ask again later.";

const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** The entry's sentences (and lines), each trimmed: every one a verbatim substring of the text. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const { segment } of sentenceSegmenter.segment(text)) {
    for (const line of segment.split("\n")) {
      const s = line.trim();
      if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
    }
  }
  return out;
}

/** Cuts a long sentence at the last space before MAX_QUOTE_CHARS (a prefix: still verbatim). */
export function capQuote(sentence: string): string {
  if (sentence.length <= MAX_QUOTE_CHARS) return sentence;
  const cut = sentence.lastIndexOf(" ", MAX_QUOTE_CHARS);
  return sentence.slice(0, cut > MAX_QUOTE_CHARS / 2 ? cut : MAX_QUOTE_CHARS).trimEnd();
}

/** How many of the question's keywords a sentence contains (a keyword is a prefix of a word or its stem). */
function overlap(sentence: string, keywords: string[]): number {
  const words = wordsOf(sentence);
  let n = 0;
  for (const k of keywords) if (words.some((w) => w.startsWith(k) || stem(w).startsWith(k))) n += 1;
  return n;
}

/** "March 3, 2026" in the person's time zone (UTC when the zone is unknown). */
export function entryDay(createdAt: number, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(createdAt);
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(createdAt);
  }
}

export const citationOf = (entry: AskEntry, quote: string): JournalCitation => ({ entryId: entry.id, date: new Date(entry.createdAt).toISOString(), quote });

/** The answer written around verified citations: the dates and the person's own words. */
export function extractiveAnswerText(citations: JournalCitation[], timeZone: string): string {
  if (citations.length === 0) return NOTHING_FOUND;
  const lines = citations.map((c) => `On ${entryDay(Date.parse(c.date), timeZone)} you wrote: “${c.quote}”`);
  const intro = citations.length === 1 ? "One entry speaks to this." : `${citations.length} entries speak to this.`;
  return `${intro}\n${lines.join("\n")}`;
}

/**
 * The most relevant sentences of the entries (best first; at most one per entry), each with at least
 * one of the question's words. Entries come ranked; ties keep that order and the sentence order.
 */
export function pickSentences(question: string, entries: AskEntry[], max = MAX_CITATIONS): JournalCitation[] {
  const keywords = questionKeywords(question);
  if (keywords.length === 0) return [];
  const candidates: { entry: AskEntry; quote: string; score: number; rank: number }[] = [];
  entries.forEach((entry, rank) => {
    const scored = sentencesOf(entry.content)
      .map((sentence) => ({ sentence, score: overlap(sentence, keywords) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score); // stable: equal scores keep the entry's order
    // A sentence the crisis screen would flag is never quoted, even from an entry that passed. Only
    // the best sentences are screened (screening is the costly step), until one passes.
    const best = scored.find((x) => !isAcute(x.sentence));
    if (best) candidates.push({ entry, quote: capQuote(best.sentence), score: best.score, rank });
  });
  candidates.sort((a, b) => b.score - a.score || a.rank - b.rank);
  return candidates.slice(0, max).map((c) => citationOf(c.entry, c.quote));
}

/** The offline answer: the picked sentences with their dates, or a plain "nothing found". */
export function offlineJournalAnswer(question: string, entries: AskEntry[], timeZone: string): JournalAnswer {
  const citations = pickSentences(question, entries);
  return { answer: extractiveAnswerText(citations, timeZone), citations };
}
