// The diary's model tasks: an insight on one entry, personalised prompts, and answers from the
// person's own entries ("Ask your journal").
import { checkInInsight } from "../safety";
import { JournalInsightSchema, JournalPromptsSchema, type JournalInsight, type JournalPrompts } from "../../shared/ai-results";
import { isAcute, outputIsSafe, screen } from "./guard";
import { MAX_OUTPUT_TOKENS, callStructured, warn } from "./model-call";
import { ModelJournalInsight, ModelJournalPrompts, normaliseJournalInsight, normaliseJournalPrompts } from "./normalise";
import { entryBody, offlineJournalInsight, offlineJournalPrompts } from "./offline/journal";
import { NOTHING_FOUND, offlineJournalAnswer, type AskEntry, type JournalAnswer } from "./offline/journal-answer";
import { JOURNAL_ANSWER_TASK, JournalAnswerDraft, ModelJournalAnswer, journalAnswerData, normaliseJournalAnswer, verifiedCitations } from "./journal-answer";
import { GENTLE_NOTE, JOURNAL_INSIGHT_TASK, JOURNAL_PROMPTS_TASK, asUserText } from "./prompts";
import { cleanText, hasLetters } from "./text";
import type { CrisisRegion } from "./types";
import type { ModelSettings } from "./model-call";

const GENERIC_JOURNAL_INSIGHT =
  "Thank you for taking the time to write today. Putting your thoughts into words is a good way to understand them a little better. What stands out to you as you read it back?";

export function createJournalTasks(settings: ModelSettings) {
  const { model, timeoutMs, schemaInPrompt } = settings;

  async function journalInsight(entryText: string, o: { region?: CrisisRegion } = {}): Promise<JournalInsight> {
    const text = cleanText(entryText);
    const screened = screen(text);
    if (screened.level === "acute") return JournalInsightSchema.parse({ insight: checkInInsight(o.region ?? "OTHER").insight });
    const fallback = () => {
      const offline = JournalInsightSchema.parse(offlineJournalInsight(text));
      return outputIsSafe(offline.insight) ? offline : { insight: GENERIC_JOURNAL_INSIGHT };
    };
    if (!model || !hasLetters(entryBody(text))) return fallback();
    const gentle = screened.level === "distress" ? `\n\n${GENTLE_NOTE}` : "";
    const r = await callStructured({
      operation: "journalInsight",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.journalInsight,
      schemaInPrompt,
      task: JOURNAL_INSIGHT_TASK + gentle,
      data: `Their diary entry:\n${asUserText(cleanText(text, 8000))}`,
      modelSchema: ModelJournalInsight,
      normalise: normaliseJournalInsight,
      schema: JournalInsightSchema,
    });
    return r ?? fallback();
  }

  async function journalPrompts(recentEntries: string[]): Promise<JournalPrompts> {
    const entries = (Array.isArray(recentEntries) ? recentEntries : [])
      .filter((e): e is string => typeof e === "string")
      .slice(0, 5)
      .map((e) => cleanText(e, 4000))
      .filter((e) => hasLetters(e) && !isAcute(e));
    const fallback = () => JournalPromptsSchema.parse({ prompts: offlineJournalPrompts(entries) });
    if (!model || entries.length === 0) return fallback();
    const r = await callStructured({
      operation: "journalPrompts",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.journalPrompts,
      schemaInPrompt,
      task: JOURNAL_PROMPTS_TASK,
      data: `Their recent diary entries (newest first):\n\n${entries.map((e, i) => `Entry ${i + 1}: ${asUserText(cleanText(e, 1500))}`).join("\n\n")}`,
      modelSchema: ModelJournalPrompts,
      normalise: normaliseJournalPrompts,
      schema: JournalPromptsSchema,
    });
    return r ?? fallback();
  }

  async function answerFromJournal(question: string, entries: AskEntry[], o: { timeZone?: string } = {}): Promise<JournalAnswer> {
    const timeZone = o.timeZone ?? "UTC";
    const fallback = () => offlineJournalAnswer(question, entries, timeZone);
    if (!model || entries.length === 0) return fallback();
    const draft = await callStructured({
      operation: "answerFromJournal",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.answerFromJournal,
      schemaInPrompt,
      task: JOURNAL_ANSWER_TASK,
      data: journalAnswerData(question, entries, timeZone),
      modelSchema: ModelJournalAnswer,
      normalise: normaliseJournalAnswer,
      schema: JournalAnswerDraft,
    });
    if (!draft) return fallback();
    // No quote at all: the model found nothing; its words are not shown without a source.
    if (draft.citations.length === 0) return { answer: NOTHING_FOUND, citations: [] };
    const citations = verifiedCitations(draft, entries);
    if (citations.length === 0) {
      warn("answerFromJournal", "none of the model's quotes is in the entries it named");
      return fallback();
    }
    return { answer: draft.answer, citations };
  }

  return { journalInsight, journalPrompts, answerFromJournal };
}
