// The coach: the one domain interface through which everything Clearday says goes.
// Providers: Workers AI, any OpenAI-compatible endpoint, or the built-in offline coach (see provider.ts
// and docs/decisions/0004-coach-providers.md). Every result is zod-validated; a model that fails,
// stalls or returns junk gets the documented fallback, and model failure never throws (except the
// streaming reply's final promise, which rejects with CoachUnavailableError when a stream dies mid-way).
import { type LanguageModel } from "ai";
import type { AiProviderName, Env } from "../env";
import { type AssessmentAnalysis, type EnhancedPlan, type FollowUpQuestion, type JournalInsight, type JournalPrompts, type SlottedDailyInsight } from "../../shared/ai-results";
import { ownWordsMemory, type Exchange, type LearnedItem } from "./memory-items";
import { DEFAULT_STREAM_IDLE_MS, DEFAULT_TIMEOUT_MS } from "./model-call";
import { type ReflectionDraft } from "../../shared/contract/reflections";
import { type AskEntry, type JournalAnswer } from "./offline/journal-answer";
import { selectProvider } from "./provider";
import type { AssessmentResponses, CrisisRegion, DailyInsightsInput, FollowUpAnswers, ReflectionInput, ReplyInput, ReplyResult, ReplyStream } from "./types";
import { createAssessmentTasks } from "./assessment-tasks";
import { createChat } from "./chat";
import { createInsightTasks } from "./insight-tasks";
import { createJournalTasks } from "./journal-tasks";
import type { ModelSettings } from "./model-call";

export type * from "./types";
export { CoachTimeoutError, DEFAULT_TIMEOUT_MS } from "./model-call";
export { buildContext, diaryThemes, estimateTokens, HISTORY_TOKEN_BUDGET, PROMPT_TOKEN_BUDGET } from "./memory";
export { MEMORY_ITEM_MAX_CHARS, ownWordsMemory, type Exchange, type LearnedItem, type MemoryWriter } from "./memory-items";
export { SYSTEM_PROMPT } from "./prompts";
export { selectProvider, DEFAULT_WORKERS_AI_MODEL } from "./provider";
export type { AskEntry, JournalAnswer } from "./offline/journal-answer";
export { CoachUnavailableError } from "./chat";

export interface CreateCoachOptions {
  /** A language model to use instead of the configured provider (tests). */
  model?: LanguageModel;
  /** Time limit per model call (a stream: until its first words); default AI_TIMEOUT_MS or 25 s. */
  timeoutMs?: number;
  /** Longest gap between a stream's parts once it has started; default AI_STREAM_IDLE_MS or 10 s. */
  idleMs?: number;
}

/** A positive number of milliseconds from an option or a setting, else the default. */
function millis(option: number | undefined, setting: string | undefined, fallback: number): number {
  if (option !== undefined && option > 0) return option;
  const n = Number(setting);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export interface Coach {
  /** The provider in use, for GET /api/config ("offline" is labelled 'Offline coach' in the UI). */
  readonly provider: AiProviderName;
  /** The model id in use (null offline). */
  readonly modelId: string | null;
  /** null when the model failed (the caller retries later); the offline coach always answers. */
  analyseAssessment(responses: AssessmentResponses): Promise<AssessmentAnalysis | null>;
  /** 3 to 6 questions. */
  followUpQuestions(responses: AssessmentResponses): Promise<FollowUpQuestion[]>;
  /** null when the model failed (the caller retries later); the offline coach always answers. */
  enhancedPlan(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers, questions: readonly FollowUpQuestion[]): Promise<EnhancedPlan | null>;
  /** The plan written without a model from the same answers: what a person gets when the model keeps failing. */
  planWithoutModel(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers): EnhancedPlan;
  reply(input: ReplyInput): Promise<ReplyResult>;
  replyStream(input: ReplyInput): ReplyStream;
  /**
   * Whether reply/replyStream would call a model for this input (for the daily model budget):
   * false offline, for text without letters, for acute turns and for turns in a safety check-in.
   * Pure: no model call, no state change.
   */
  willUseModel(input: ReplyInput): boolean;
  /** An insight on one diary entry. An entry flagged acute gets a fixed, caring note instead (no model call). */
  journalInsight(entryText: string, opts?: { region?: CrisisRegion }): Promise<JournalInsight>;
  /** Personalised prompts from recent entries (newest first; the client sends the five most recent). */
  journalPrompts(recentEntries: string[]): Promise<JournalPrompts>;
  /**
   * "Ask your journal": an answer from the given entries alone (retrieved, owner-checked, never acute
   * or from a check-in; best first). Every citation's quote is a verbatim substring of its entry;
   * offline the answer is extractive, and a model answer without one verified quote is replaced by it.
   */
  answerFromJournal(question: string, entries: AskEntry[], opts?: { timeZone?: string }): Promise<JournalAnswer>;
  /** One insight per requested slot, in the order asked (duplicates removed). */
  dailyInsights(input: DailyInsightsInput): Promise<SlottedDailyInsight[]>;
  /**
   * What an exchange teaches Mindy for later conversations (paid memory): sentences in the second
   * person. Every provider uses the person's own words today (ownWordsMemory); a model-written
   * summary would go here.
   */
  learn(exchange: Exchange): Promise<LearnedItem[]>;
  /**
   * A weekly or monthly reflection: 2 to 4 themes with verbatim quotes, an observation and a
   * suggestion. The caller passes only entries that may be quoted; a model's quote that is not a
   * verbatim substring of its entry is dropped.
   */
  reflection(input: ReflectionInput): Promise<ReflectionDraft>;
}

export function createCoach(env: Env, opts: CreateCoachOptions = {}): Coach {
  const choice = opts.model ? null : selectProvider(env);
  const model: LanguageModel | null = opts.model ?? choice?.model ?? null;
  const provider: AiProviderName = opts.model ? (env.AI_PROVIDER && env.AI_PROVIDER !== "offline" ? env.AI_PROVIDER : "workers-ai") : (choice?.name ?? "offline");
  const modelId = opts.model ? (typeof opts.model === "string" ? opts.model : opts.model.modelId) : (choice?.modelId ?? null);
  const timeoutMs = millis(opts.timeoutMs, env.AI_TIMEOUT_MS, DEFAULT_TIMEOUT_MS);
  const schemaInPrompt = choice?.schemaInPrompt === true;
  const idleMs = millis(opts.idleMs, env.AI_STREAM_IDLE_MS, DEFAULT_STREAM_IDLE_MS);
  const settings: ModelSettings = { model, timeoutMs, idleMs, schemaInPrompt };
  return {
    provider,
    modelId,
    ...createChat(settings),
    ...createAssessmentTasks(settings),
    ...createJournalTasks(settings),
    ...createInsightTasks(settings),
    learn: (exchange) => ownWordsMemory.learn(exchange),
  };
}
