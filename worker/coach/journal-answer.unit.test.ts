// "Ask your journal": the pure parts. Keywords, the extractive answer (every quote a verbatim
// substring of the entry it cites, deterministic), the checks on a model's citations, the merge of
// the two retrievers and the FTS5 expression.
import { describe, expect, it } from "vitest";
import { mergeRanked } from "../journal/ask-retrieval";
import { anyWordExpression } from "../journal/search-query";
import { normaliseJournalAnswer, verifiedCitations, JournalAnswerDraft } from "./journal-answer";
import { capQuote, MAX_QUOTE_CHARS, NOTHING_FOUND, offlineJournalAnswer, pickSentences, sentencesOf, type AskEntry } from "./offline/journal-answer";
import { questionKeywords } from "./question-words";

const entry = (id: string, content: string, day = 1): AskEntry => ({ id, content, createdAt: Date.UTC(2026, 2, day, 9) });

describe("questionKeywords", () => {
  it("keeps the content words, folded and stemmed, without question words", () => {
    expect(questionKeywords("When did I feel CALM after walking to the Café?")).toEqual(["calm", "walk", "cafe"]);
    expect(questionKeywords("What did I write?")).toEqual([]);
    expect(questionKeywords('NEAR(col:x) OR "drop" table*')).toEqual(["near", "col", "drop", "table"]);
  });
});

describe("the FTS5 expression for a question", () => {
  it("is the owner AND any of the quoted words as prefixes; nothing for no words", () => {
    expect(anyWordExpression("ab-cd", ["calm", "walk"])).toBe('owner : "abcd" AND (content : "calm"* OR content : "walk"*)');
    expect(anyWordExpression("ab-cd", [])).toBeNull();
  });
});

describe("the offline, extractive answer", () => {
  it("sentences and capped quotes are verbatim pieces of the text", () => {
    const text = `First line without a stop\nSecond one. Third?  ${"word ".repeat(100)}end.`;
    for (const s of sentencesOf(text)) expect(text.includes(s)).toBe(true);
    const long = "word ".repeat(100) + "end.";
    const capped = capQuote(long);
    expect(capped.length).toBeLessThanOrEqual(MAX_QUOTE_CHARS);
    expect(long.startsWith(capped)).toBe(true);
  });

  it("every quote of many generated journals is a substring of the entry it cites, and the answer is deterministic", () => {
    // A small deterministic generator: the same journals every run.
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const words = ["walk", "river", "calm", "work", "sleep", "tired", "café", "friends", "dinner", "rain", "Walked", "sleeping", "WORK"];
    const pick = () => words[Math.floor(rand() * words.length)]!;
    const sentence = () => `${Array.from({ length: 3 + Math.floor(rand() * 8) }, pick).join(rand() < 0.2 ? ",  " : " ")}${[".", "!", "?", "\n", ""][Math.floor(rand() * 5)]}`;
    let checked = 0;
    for (let j = 0; j < 200; j++) {
      const entries = Array.from({ length: 1 + Math.floor(rand() * 5) }, (_, i) => entry(`e${i}`, Array.from({ length: 1 + Math.floor(rand() * 6) }, sentence).join(" "), i + 1));
      const question = `When did I ${pick()} and ${pick()}?`;
      const a = offlineJournalAnswer(question, entries, "Europe/London");
      expect(offlineJournalAnswer(question, entries, "Europe/London")).toEqual(a);
      expect(new Set(a.citations.map((c) => c.entryId)).size).toBe(a.citations.length);
      for (const c of a.citations) {
        const cited = entries.find((e) => e.id === c.entryId)!;
        expect(cited.content.includes(c.quote)).toBe(true);
        expect(c.date).toBe(new Date(cited.createdAt).toISOString());
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("picks the sentence sharing the most words, best first; says so plainly when none does", () => {
    const entries = [entry("a", "Work was long. I slept badly.", 1), entry("b", "A calm walk by the river after work. Then soup.", 2)];
    const a = offlineJournalAnswer("Did a walk by the river calm me after work?", entries, "UTC");
    expect(a.citations.map((c) => [c.entryId, c.quote])).toEqual([
      ["b", "A calm walk by the river after work."],
      ["a", "Work was long."],
    ]);
    expect(a.answer).toBe("2 entries speak to this.\nOn March 2, 2026 you wrote: “A calm walk by the river after work.”\nOn March 1, 2026 you wrote: “Work was long.”");
    expect(offlineJournalAnswer("mountains?", entries, "UTC")).toEqual({ answer: NOTHING_FOUND, citations: [] });
  });

  it("never quotes a sentence the crisis screen flags, even inside an entry that passed", () => {
    const entries = [entry("a", "The river walk was nice. I want to kill myself by the river tonight.")];
    // The flagged sentence shares more of the question's words, and is still passed over.
    expect(pickSentences("river walk tonight", entries).map((c) => c.quote)).toEqual(["The river walk was nice."]);
  });
});

describe("a model's citations", () => {
  const entries = [entry("a", "Tea & toast <3 with Sam made the morning easy."), entry("b", "Yoga at 7 made the day softer.")];
  const check = (raw: unknown) => verifiedCitations(JournalAnswerDraft.parse(normaliseJournalAnswer(raw)), entries);

  it("keep only verbatim quotes of the entry they name (escaped or quoted copies count, invented words and other entries do not)", () => {
    const got = check({
      answer: "Mornings.",
      citations: [
        { entry: 1, quote: "“Tea &amp; toast &lt;3 with Sam”" },
        { entry: "2", quote: "Yoga at 7" },
        { entry: 2, quote: "Tea & toast" },
        { entry: 3, quote: "Yoga at 7" },
        { entry: 1, quote: "tea & toast" },
        { entry: 1, quote: "Tea & toast <3 with Sam" },
        { entry: 0, quote: "Tea" },
      ],
    });
    expect(got.map((c) => [c.entryId, c.quote])).toEqual([
      ["a", "Tea & toast <3 with Sam"],
      ["b", "Yoga at 7"],
    ]);
  });

  it("junk shapes do not pass the draft schema", () => {
    expect(JournalAnswerDraft.safeParse(normaliseJournalAnswer({ answer: "", citations: [] })).success).toBe(false);
    expect(JournalAnswerDraft.safeParse(normaliseJournalAnswer("text")).success).toBe(false);
    expect(JournalAnswerDraft.parse(normaliseJournalAnswer({ answer: "Ok.", citations: "none" })).citations).toEqual([]);
  });
});

describe("merging the FTS5 and Vectorize lists", () => {
  it("ranks an id in both lists first, then alternates by rank; caps at the limit", () => {
    expect(
      mergeRanked(
        [
          ["a", "b", "c"],
          ["d", "b", "e"],
        ],
        4,
      ),
    ).toEqual(["b", "a", "d", "c"]);
    expect(mergeRanked([["a"], []], 5)).toEqual(["a"]);
  });
});
