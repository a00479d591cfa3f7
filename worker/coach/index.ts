// The coach: the one domain interface through which everything Clearday says goes.
// Providers: Workers AI, any OpenAI-compatible endpoint, or the built-in offline coach (see provider.ts
// and docs/decisions/0004-coach-providers.md). Every result is zod-validated; a model that fails,
// stalls or returns junk gets the documented fallback, and model failure never throws (except the
// streaming reply's final promise, which rejects with CoachUnavailableError when a stream dies mid-way).
import { generateText, streamText, type LanguageModel } from "ai";
import { z } from "zod";
import type { AiProviderName, Env } from "../env";
import { logError } from "../lib/log";
import { checkInInsight, checkInReply, concernReply, crisisReply, modelOutputFallback, nextCheckInState, type SafetyReply } from "../safety";
import {
  AssessmentAnalysisSchema,
  DailyInsightSchema,
  EnhancedPlanSchema,
  FollowUpQuestionListSchema,
  JournalInsightSchema,
  JournalPromptsSchema,
  type AssessmentAnalysis,
  type DailyInsightSlot,
  type EnhancedPlan,
  type FollowUpQuestion,
  type JournalInsight,
  type JournalPrompts,
  type SlottedDailyInsight,
} from "../../shared/ai-results";
import { QUESTION_BY_ID } from "../../shared/assessment-catalogue";
import { crisisResources, type CrisisResource } from "../../shared/crisis-resources";
import { checkInCue, isAcute, outputIsSafe, screen } from "./guard";
import { buildContext } from "./memory";
import { ownWordsMemory, type Exchange, type LearnedItem } from "./memory-items";
import { DEFAULT_STREAM_IDLE_MS, DEFAULT_TIMEOUT_MS, MAX_OUTPUT_TOKENS, callStructured, deadline, warn, withTimeout } from "./model-call";
import {
  ModelAnalysis,
  ModelDailyInsights,
  ModelFollowUps,
  ModelJournalInsight,
  ModelJournalPrompts,
  ModelPlan,
  normaliseAnalysis,
  normaliseDailyInsights,
  normaliseFollowUps,
  normaliseJournalInsight,
  normaliseJournalPrompts,
  normalisePlan,
} from "./normalise";
import { offlineAnalysis, offlineFollowUps, offlinePlan } from "./offline/assessment";
import { entryBody, offlineDailyInsights, offlineJournalInsight, offlineJournalPrompts } from "./offline/journal";
import { careTopic } from "./offline/care";
import { faqAnswer, faqTopic } from "./offline/faq";
import { offlineReply } from "./offline/reply";
import { offlineReflection } from "./offline/reflection";
import { REFLECTION_TASK, ModelReflection, mergeThemes, normaliseReflection, reflectionData } from "./reflection";
import { reflectionDraftSchema, type ReflectionDraft } from "../../shared/contract/reflections";
import { NOTHING_FOUND, offlineJournalAnswer, type AskEntry, type JournalAnswer } from "./offline/journal-answer";
import { JOURNAL_ANSWER_TASK, JournalAnswerDraft, ModelJournalAnswer, journalAnswerData, normaliseJournalAnswer, verifiedCitations } from "./journal-answer";
import {
  ANALYSIS_TASK,
  CARE_NOTE,
  CHECK_IN_ENDED_NOTE,
  CONCERN_NOTE,
  FOLLOW_UPS_TASK,
  GENTLE_NOTE,
  JOURNAL_INSIGHT_TASK,
  JOURNAL_PROMPTS_TASK,
  PLAN_TASK,
  SYSTEM_PROMPT,
  asUserText,
  dailyInsightsTask,
  faqNote,
} from "./prompts";
import { selectProvider } from "./provider";
import { cleanText, hasLetters, mostlyWords, oneLine } from "./text";
import { followUpReply, recallReply } from "./offline/recall";
import type { AcuteCategory, GuardOutcome } from "../safety";
import type {
  AssessmentResponses,
  CheckInState,
  CrisisRegion,
  DailyInsightsInput,
  FollowUpAnswers,
  ReflectionInput,
  ReplyInput,
  ReplyResult,
  ReplyStream,
  SafetyLevel,
} from "./types";

export type * from "./types";
export { CoachTimeoutError, DEFAULT_TIMEOUT_MS } from "./model-call";
export { buildContext, diaryThemes, estimateTokens, HISTORY_TOKEN_BUDGET, PROMPT_TOKEN_BUDGET } from "./memory";
export { MEMORY_ITEM_MAX_CHARS, ownWordsMemory, type Exchange, type LearnedItem, type MemoryWriter } from "./memory-items";
export { SYSTEM_PROMPT } from "./prompts";
export { selectProvider, DEFAULT_WORKERS_AI_MODEL } from "./provider";
export type { AskEntry, JournalAnswer } from "./offline/journal-answer";

/** Thrown (as the final promise's rejection) when a streamed reply dies mid-way: store nothing, answer 503. */
export class CoachUnavailableError extends Error {
  constructor(message = "The coach is unavailable right now. Please try again in a moment.") {
    super(message);
    this.name = "CoachUnavailableError";
  }
}

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
  /** Personalised prompts from recent entries (newest first; the spec sends the five most recent). */
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

// ---------------------------------------------------------------------------------------------

const FREE_TEXT_QUESTIONS = new Set(["relationship_patterns", "career_goals", "career_obstacles", "growth_areas"]);

/** Free-text answers flagged acute are withheld (from the model and from quoting). */
function withoutAcuteAnswers(responses: AssessmentResponses): AssessmentResponses {
  const out: AssessmentResponses = {};
  for (const [id, answer] of Object.entries(responses ?? {})) {
    if (typeof answer === "string" && FREE_TEXT_QUESTIONS.has(id) && isAcute(answer)) out[id] = "";
    else out[id] = answer;
  }
  return out;
}

function responsesAsData(responses: AssessmentResponses): string {
  const lines: string[] = [];
  for (const [id, answer] of Object.entries(responses ?? {})) {
    const q = QUESTION_BY_ID[id];
    if (!q || answer === undefined) continue;
    const value = Array.isArray(answer) ? answer.filter((x) => typeof x === "string").join("; ") : typeof answer === "string" ? answer : "";
    const clean = cleanText(value, 2000);
    if (!clean) continue;
    lines.push(`Q: ${q.question}\nA: ${asUserText(clean)}`);
  }
  return lines.length > 0 ? `The person's life assessment answers:\n\n${lines.join("\n\n")}` : "The person left the assessment blank.";
}

/** Each follow-up answer under the question it answers (an answer means little without it). */
function followUpsAsData(answers: FollowUpAnswers, questions: readonly FollowUpQuestion[]): string {
  const asked = new Map(questions.map((q) => [q.id, q.question]));
  const lines: string[] = [];
  for (const [id, answer] of Object.entries(answers ?? {})) {
    if (typeof answer !== "string") continue;
    const clean = cleanText(answer, 2000);
    if (!clean || isAcute(clean)) continue;
    const question = asked.get(id);
    lines.push(`${question ? `Question: ${oneLine(cleanText(question, 400))}` : "Question: (not available)"}\nTheir answer: ${asUserText(clean)}`);
  }
  return lines.length > 0 ? `Their follow-up answers:\n\n${lines.join("\n\n")}` : "They gave no follow-up answers.";
}

/** The reviewed reply that replaces a model's chat output when it fails the safety screen. */
function unsafeReplacement(region: CrisisRegion): { text: string; resources: CrisisResource[] } {
  try {
    return modelOutputFallback({ region });
  } catch {
    return { text: SAFETY_FAILURE_REPLY, resources: crisisResources(region) };
  }
}

type Turn =
  | { kind: "fixed"; result: ReplyResult }
  | {
      kind: "coach";
      message: string;
      level: SafetyLevel;
      checkIn: CheckInState | null;
      resources?: CrisisResource[];
      note?: string;
      gentle: boolean;
      /** Grey zone: the reviewed careful reply, used whenever no model reply is (offline, failure). */
      careful?: SafetyReply;
    };

function safety(level: SafetyLevel, resources?: CrisisResource[]): ReplyResult["safety"] {
  return resources ? { level, resources } : { level };
}

const GENERIC_JOURNAL_INSIGHT =
  "Thank you for taking the time to write today. Putting your thoughts into words is a good way to understand them a little better. What stands out to you as you read it back?";

/** Used only if the safety module itself fails on a turn: a calm, safe answer with resources. */
const SAFETY_FAILURE_REPLY =
  "I'm here with you. I want to make sure you get the right support: how are you feeling right now, and are you safe? If you are in danger, please contact one of the services shown here.";

/** prepareTurn, failing safe: if the safety module throws, the turn gets a fixed, careful reply. */
function prepareTurnSafely(input: ReplyInput): Turn {
  try {
    return prepareTurn(input);
  } catch (err) {
    logError({ where: "coach reply", level: "warn", note: "the safety check failed; answering with the fixed safe reply" }, err);
    let resources: CrisisResource[] | undefined;
    try {
      resources = crisisResources(input.region);
    } catch {
      resources = undefined;
    }
    return { kind: "fixed", result: { text: SAFETY_FAILURE_REPLY, safety: safety("distress", resources), checkIn: input.checkIn ?? null, usedModel: false } };
  }
}

/** Screening and check-in: decides whether this turn is a fixed safety reply or goes to the coach. */
function prepareTurn(input: ReplyInput): Turn {
  const message = cleanText(input.message);
  return decide(input, message, screen(message));
}

/** The turn for a screened message (also used when a second opinion raises the level). */
function decide(input: ReplyInput, message: string, screened: ReturnType<typeof screen>): Turn {
  const prev = input.checkIn ?? null;
  const region = input.region;
  const now = Number.isFinite(input.now) ? input.now : Date.now();
  const name = cleanText(input.name ?? "", 60);

  if (screened.level === "acute") {
    const next = nextCheckInState(prev, "acute", now);
    const category: AcuteCategory = screened.category && screened.category !== "distress" ? screened.category : "suicide";
    const r = crisisReply({ region, ...(name ? { name } : {}), category, means: Boolean(screened.means) });
    return { kind: "fixed", result: { text: r.text, safety: { ...safety("acute", r.resources), category }, checkIn: next, usedModel: false } };
  }

  // In a check-in, "no" to "are you safe?", "I don't know" or "it still hurts" is not a calm turn,
  // whatever the screen makes of so few words.
  const cue = prev?.active ? checkInCue(message, screened.level) : undefined;
  const stateLevel = screened.level === "none" && (cue === "not-safe" || cue === "unsure" || cue === "hurting") ? "distress" : screened.level;
  const next = prev || stateLevel !== "none" ? nextCheckInState(prev, stateLevel, now) : null;
  if (next?.active && cue) {
    // Each check-in reply answers what the person said and asks something new.
    let turn = (next.replies ?? 0) + 1;
    let r = checkInReply({ region, cue, turn, ...(name ? { name } : {}) });
    const lastAssistant = [...(input.history ?? [])].reverse().find((t) => t?.role === "assistant")?.content?.trim();
    if (lastAssistant === r.text.trim()) r = checkInReply({ region, cue, turn: ++turn, ...(name ? { name } : {}) });
    return { kind: "fixed", result: { text: r.text, safety: safety(screened.level, r.resources), checkIn: { ...next, replies: turn }, usedModel: false } };
  }

  const endedCheckIn = Boolean(prev?.active);
  const distress = screened.level === "distress";
  const careful = screened.concern ? concernReply({ region, ...(name ? { name } : {}) }) : undefined;
  return {
    kind: "coach",
    message,
    level: screened.level,
    checkIn: next,
    ...(distress || careful ? { resources: crisisResources(region) } : {}),
    ...(careful ? { note: CONCERN_NOTE, careful } : distress ? { note: GENTLE_NOTE } : endedCheckIn ? { note: CHECK_IN_ENDED_NOTE } : {}),
    gentle: distress || endedCheckIn || Boolean(careful),
  };
}

function offlineTurn(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput): ReplyResult {
  // Grey zone: never a coaching template.
  if (turn.careful) return { text: turn.careful.text, safety: safety(turn.level, turn.careful.resources), checkIn: turn.checkIn, usedModel: false };
  const args = { message: turn.message, history: input.history ?? [], name: input.name ?? null, memory: input.memory ?? null, gentle: turn.gentle };
  // Answered from the conversation itself: what they said earlier, or the thing they just told Mindy.
  const fromConversation = turn.gentle ? null : (recallReply(args.message, args.history, args.memory) ?? followUpReply(args.message, args.history));
  if (fromConversation && outputIsSafe(fromConversation)) return { text: fromConversation, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel: false };
  let r = offlineReply(args);
  // The offline coach only says its own reviewed sentences plus a quote of the person's words;
  // if the quote would not pass the output screen (a dose, say), answer without quoting.
  if (!outputIsSafe(r.text)) r = offlineReply({ ...args, quote: false });
  return { text: r.text, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel: false };
}

function modelRequest(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput) {
  const ctx = buildContext({ message: turn.message, history: input.history ?? [], memory: input.memory ?? null });
  const faq = faqTopic(turn.message);
  const topicNote = faq ? faqNote(faqAnswer(faq).text) : careTopic(turn.message) ? CARE_NOTE : "";
  const extra = [ctx.notes, turn.note ?? "", topicNote].filter(Boolean).join("\n\n");
  const name = cleanText(input.name ?? "", 60);
  const nameNote = name && hasLetters(name) ? `The person's first name, as they gave it: ${asUserText(name.split(/\s+/)[0] ?? name)}` : "";
  const second = [nameNote, extra].filter(Boolean).join("\n\n");
  return {
    instructions: [
      { role: "system" as const, content: SYSTEM_PROMPT },
      ...(second ? [{ role: "system" as const, content: second }] : []),
    ],
    messages: ctx.messages,
  };
}

/** Tidies a chat reply from a model: plain text, capped; "" if nothing usable (empty, or junk rather than words). */
function tidyReply(text: string): string {
  return mostlyWords(text) ? cleanText(text.replace(/<\/?\s*user_text[^>]*>/gi, ""), 2000) : "";
}

const READY = /[.!?…]\s*$|\n/;

export function createCoach(env: Env, opts: CreateCoachOptions = {}): Coach {
  const choice = opts.model ? null : selectProvider(env);
  const model: LanguageModel | null = opts.model ?? choice?.model ?? null;
  const provider: AiProviderName = opts.model
    ? env.AI_PROVIDER && env.AI_PROVIDER !== "offline"
      ? env.AI_PROVIDER
      : "workers-ai"
    : (choice?.name ?? "offline");
  const modelId = opts.model ? (typeof opts.model === "string" ? opts.model : opts.model.modelId) : (choice?.modelId ?? null);
  const timeoutMs = millis(opts.timeoutMs, env.AI_TIMEOUT_MS, DEFAULT_TIMEOUT_MS);
  const schemaInPrompt = choice?.schemaInPrompt === true;
  const idleMs = millis(opts.idleMs, env.AI_STREAM_IDLE_MS, DEFAULT_STREAM_IDLE_MS);

  async function reply(input: ReplyInput): Promise<ReplyResult> {
    const turn = prepareTurnSafely(input);
    if (turn.kind === "fixed") return turn.result;
    // The second opinion comes first here: a raised level means no model call at all.
    const checked = await secondOpinionOn(turn, input);
    if (checked?.raised) return checked.raised;
    const result = await replyToTurn(turn, input);
    return checked ? { ...result, guard: checked.outcome } : result;
  }

  async function replyToTurn(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput): Promise<ReplyResult> {
    if (!model || !hasLetters(turn.message)) return offlineTurn(turn, input);
    const request = modelRequest(turn, input);
    try {
      const result = await withTimeout(timeoutMs, (abortSignal) =>
        generateText({ model, ...request, maxRetries: 1, temperature: 0.7, maxOutputTokens: 400, abortSignal }),
      );
      const text = tidyReply(result.text);
      // No words (or junk): a failure, never a template presented as Mindy's reply.
      if (!text) throw new Error("the model returned no words");
      if (!outputIsSafe(text)) {
        warn("reply", "the model's output failed the safety screen");
        const safe = unsafeReplacement(input.region);
        return { text: safe.text, safety: safety(turn.level, safe.resources), checkIn: turn.checkIn, usedModel: true };
      }
      return { text, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel: true };
    } catch (err) {
      logError({ where: "coach reply", level: "warn", note: "the model call failed; the reply is unavailable" }, err);
      throw new CoachUnavailableError();
    }
  }

  function willUseModel(input: ReplyInput): boolean {
    if (!model) return false;
    const turn = prepareTurnSafely(input);
    return turn.kind === "coach" && hasLetters(turn.message);
  }

  function replyStream(input: ReplyInput): ReplyStream {
    const turn = prepareTurnSafely(input);
    if (turn.kind === "fixed") return { chunks: oneChunk(turn.result.text), result: Promise.resolve(turn.result) };
    // The second opinion runs beside the model; the first words wait for it (streamFromModel).
    const checked = secondOpinionOn(turn, input);
    if (!model || !hasLetters(turn.message)) {
      const result = checked.then((c) => c?.raised ?? withGuard(offlineTurn(turn, input), c));
      return { chunks: chunksOf(result), result };
    }
    return streamFromModel(turn, input, checked);
  }

  function streamFromModel(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput, checked: Promise<Checked | null>): ReplyStream {
    const queue = new ChunkQueue();
    const controller = new AbortController();
    const request = modelRequest(turn, input);
    // The second opinion, once it has answered (held in an object: it is set inside closures).
    const guard: { cleared: boolean; opinion: Checked | null } = { cleared: false, opinion: null };
    const final = (text: string, usedModel: boolean): ReplyResult =>
      withGuard({ text, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel }, guard.opinion);
    /** Waits (once, bounded) for the second opinion before any text is released; true if it raised the level. */
    const raisedBeforeRelease = async (): Promise<boolean> => {
      if (guard.cleared) return false;
      guard.opinion = await checked;
      guard.cleared = true;
      return Boolean(guard.opinion?.raised);
    };
    class Raised extends Error {}

    const result = (async (): Promise<ReplyResult> => {
      // Until the first part, the call's time limit; after it, each part must follow the last within
      // the idle limit, so a slow stream that keeps producing words is never cut.
      let limit = deadline(timeoutMs).expired;
      let full = "";
      let emitted = 0;
      try {
        const stream = streamText({
          model: model!,
          ...request,
          maxRetries: 1,
          temperature: 0.7,
          maxOutputTokens: 400,
          abortSignal: controller.signal,
          onError: () => {}, // errors are handled below; this keeps the SDK from logging the payload
        });
        const it = stream.stream[Symbol.asyncIterator]();
        let finished = false;
        for (;;) {
          const next = await Promise.race([it.next(), limit]);
          if (next.done) break;
          limit = deadline(idleMs).expired;
          const part = next.value;
          if (part.type === "text-delta") {
            full += part.text;
            // Release text sentence by sentence, each time after screening everything so far.
            const pending = full.slice(emitted);
            if (READY.test(pending) || pending.length > 160) {
              if (await raisedBeforeRelease()) throw new Raised();
              const cleaned = tidyReply(full);
              // Junk is never shown: it fails the reply like any other model failure.
              if (!cleaned) throw new Error("the model's reply is not words");
              if (!outputIsSafe(cleaned)) throw new UnsafeOutput();
              queue.push(pending);
              emitted = full.length;
            }
          } else if (part.type === "error" || part.type === "abort") {
            throw part.type === "error" ? part.error : new Error("aborted");
          } else if (part.type === "finish") {
            finished = true;
          }
        }
        if (!finished) throw new Error("the stream ended without finishing");
        if (await raisedBeforeRelease()) throw new Raised();
        const text = tidyReply(full);
        if (!outputIsSafe(text)) throw new UnsafeOutput();
        if (!text) throw new Error("the model returned no words");
        if (full.length > emitted) queue.push(full.slice(emitted));
        queue.end();
        return final(text, true);
      } catch (err) {
        controller.abort();
        const raised = err instanceof Raised || (emitted === 0 && (await raisedBeforeRelease())) ? guard.opinion?.raised : null;
        if (raised) {
          // The safety model found risk the local screen did not: the crisis reply, nothing of the model's.
          queue.push(raised.text);
          queue.end();
          return raised;
        }
        if (err instanceof UnsafeOutput) {
          warn("replyStream", "the model's output failed the safety screen");
          const safe = unsafeReplacement(input.region);
          queue.push(emitted > 0 ? `\n\n${safe.text}` : safe.text);
          queue.end();
          return { text: safe.text, safety: safety(turn.level, safe.resources), checkIn: turn.checkIn, usedModel: true };
        }
        // The chat's failure path: nothing stored, the person's text kept in their input to send
        // again. The offline coach answers only where it is the configured provider.
        logError({ where: "coach replyStream", level: "warn", note: emitted === 0 ? "the model stream failed before any words; the reply is unavailable" : "the model stream died mid-way; the reply is unavailable" }, err);
        const unavailable = new CoachUnavailableError();
        queue.fail(unavailable);
        throw unavailable;
      }
    })();
    result.catch(() => {}); // the caller may only iterate the chunks; the rejection is also raised there
    return { chunks: queue, result };
  }

  async function analyseAssessment(responses: AssessmentResponses): Promise<AssessmentAnalysis | null> {
    const safe = withoutAcuteAnswers(responses);
    if (!model) return AssessmentAnalysisSchema.parse(offlineAnalysis(safe));
    const r = await callStructured({
      operation: "analyseAssessment",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.analyseAssessment,
      schemaInPrompt,
      task: ANALYSIS_TASK,
      data: responsesAsData(safe),
      modelSchema: ModelAnalysis,
      normalise: normaliseAnalysis,
      schema: AssessmentAnalysisSchema,
    });
    return r;
  }

  async function followUpQuestions(responses: AssessmentResponses): Promise<FollowUpQuestion[]> {
    const safe = withoutAcuteAnswers(responses);
    const fallback = () => FollowUpQuestionListSchema.parse(offlineFollowUps(safe));
    if (!model) return fallback();
    const r = await callStructured({
      operation: "followUpQuestions",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.followUpQuestions,
      schemaInPrompt,
      task: FOLLOW_UPS_TASK,
      data: responsesAsData(safe),
      modelSchema: ModelFollowUps,
      normalise: normaliseFollowUps,
      schema: FollowUpQuestionListSchema,
    });
    return r ?? fallback();
  }

  function safePlanInput(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers) {
    const safeAnswers: FollowUpAnswers = {};
    for (const [id, a] of Object.entries(followUpAnswers ?? {})) if (typeof a === "string" && !isAcute(a)) safeAnswers[id] = a;
    return { safe: withoutAcuteAnswers(responses), safeAnswers };
  }

  function planWithoutModel(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers): EnhancedPlan {
    const { safe, safeAnswers } = safePlanInput(responses, followUpAnswers);
    return EnhancedPlanSchema.parse(offlinePlan(safe, safeAnswers));
  }

  async function enhancedPlan(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers, questions: readonly FollowUpQuestion[]): Promise<EnhancedPlan | null> {
    if (!model) return planWithoutModel(responses, followUpAnswers);
    const { safe, safeAnswers } = safePlanInput(responses, followUpAnswers);
    const r = await callStructured({
      operation: "enhancedPlan",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.enhancedPlan,
      schemaInPrompt,
      task: PLAN_TASK,
      data: `${responsesAsData(safe)}\n\n${followUpsAsData(safeAnswers, Array.isArray(questions) ? questions : [])}`,
      modelSchema: ModelPlan,
      normalise: normalisePlan,
      schema: EnhancedPlanSchema,
    });
    return r;
  }

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

  async function dailyInsights(input: DailyInsightsInput): Promise<SlottedDailyInsight[]> {
    const slots = [...new Set((input.slots ?? []).filter((s): s is DailyInsightSlot => ["daily", "morning", "afternoon", "evening"].includes(s)))];
    if (slots.length === 0) return [];
    const entries = (Array.isArray(input.recentEntries) ? input.recentEntries : [])
      .filter((e): e is string => typeof e === "string")
      .slice(0, 10)
      .map((e) => cleanText(e, 4000))
      .filter((e) => hasLetters(e) && !isAcute(e));
    const personal = input.tier !== "free";
    const offline = offlineDailyInsights({
      slots,
      recentEntries: entries,
      tier: input.tier,
      ...(input.name ? { name: input.name } : {}),
      ...(input.date ? { date: input.date } : {}),
    });

    if (input.checkIn?.active) {
      // During a safety check-in: the first insight is the reviewed check-in insight, the rest stay general.
      const first = checkInInsight(input.region ?? "OTHER");
      const general = offlineDailyInsights({ slots, recentEntries: [], tier: "free", ...(input.date ? { date: input.date } : {}) });
      return general.map((g, i) => (i === 0 ? { slot: g.slot, ...DailyInsightSchema.parse(first) } : g));
    }
    if (!model) return offline;

    const name = cleanText(input.name ?? "", 60).split(/\s+/)[0] ?? "";
    const data = [
      name && hasLetters(name) ? `Their first name: ${asUserText(name)}` : "",
      personal && entries.length > 0
        ? `Their recent diary entries (newest first):\n\n${entries.slice(0, 5).map((e, i) => `Entry ${i + 1}: ${asUserText(cleanText(e, 1200))}`).join("\n\n")}`
        : "No diary entries to personalise from.",
    ]
      .filter(Boolean)
      .join("\n\n");
    const bySlot = await callStructured({
      operation: "dailyInsights",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.dailyInsights,
      schemaInPrompt,
      task: dailyInsightsTask(slots, personal && entries.length > 0),
      data,
      modelSchema: ModelDailyInsights,
      normalise: (raw) => normaliseDailyInsights(raw, slots),
      schema: z.partialRecord(z.enum(["daily", "morning", "afternoon", "evening"]), DailyInsightSchema),
    });
    return offline.map((o) => {
      const m = bySlot?.[o.slot];
      return m ? { slot: o.slot, insight: m.insight, category: m.category } : o;
    });
  }

  async function reflection(input: ReflectionInput): Promise<ReflectionDraft> {
    // Defence in depth: the caller already left out flagged entries; text the screen finds acute now is not quoted either.
    const entries = input.entries.filter((e) => hasLetters(e.content) && !isAcute(e.content));
    const safeInput = { ...input, entries };
    const offline = reflectionDraftSchema.parse(offlineReflection(safeInput));
    if (!model || entries.length === 0) return offline;
    const r = await callStructured({
      operation: "reflection",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.reflection,
      schemaInPrompt,
      task: REFLECTION_TASK,
      data: reflectionData(safeInput),
      modelSchema: ModelReflection,
      normalise: (raw) => normaliseReflection(raw, entries),
      schema: reflectionDraftSchema,
    });
    return r ? { ...r, themes: mergeThemes(r.themes, offline.themes) } : offline;
  }

  return {
    provider,
    modelId,
    reflection,
    analyseAssessment,
    followUpQuestions,
    enhancedPlan,
    planWithoutModel,
    reply,
    replyStream,
    willUseModel,
    journalInsight,
    journalPrompts,
    answerFromJournal,
    dailyInsights,
    learn: (exchange) => ownWordsMemory.learn(exchange),
  };
}

class UnsafeOutput extends Error {}

interface Checked {
  outcome: GuardOutcome;
  /** The crisis turn, when the second opinion raised the level to acute. */
  raised: ReplyResult | null;
}

/** Asks the second opinion, if there is one; never rejects. */
async function secondOpinionOn(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput): Promise<Checked | null> {
  if (!input.secondOpinion) return null;
  try {
    const local = { level: turn.level, ...(turn.careful ? { concern: true } : {}) };
    const { result, outcome } = await input.secondOpinion.check(turn.message, local);
    if (outcome !== "raised") return { outcome, raised: null };
    const raised = decide(input, turn.message, result);
    return { outcome, raised: raised.kind === "fixed" ? { ...raised.result, guard: outcome } : null };
  } catch {
    return { outcome: "error", raised: null };
  }
}

function withGuard(result: ReplyResult, checked: Checked | null): ReplyResult {
  return checked ? { ...result, guard: checked.outcome } : result;
}

async function* chunksOf(result: Promise<ReplyResult>): AsyncGenerator<string> {
  yield (await result).text;
}

async function* oneChunk(text: string): AsyncGenerator<string> {
  yield text;
}

/** A small push queue that is also an async iterable (single consumer). */
class ChunkQueue implements AsyncIterable<string> {
  private items: string[] = [];
  private done = false;
  private error: unknown = null;
  private wake: (() => void) | null = null;

  push(s: string): void {
    if (this.done || s === "") return;
    this.items.push(s);
    this.notify();
  }
  end(): void {
    this.done = true;
    this.notify();
  }
  fail(err: unknown): void {
    this.error = err;
    this.done = true;
    this.notify();
  }
  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift() as string;
        continue;
      }
      if (this.error) throw this.error;
      if (this.done) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
