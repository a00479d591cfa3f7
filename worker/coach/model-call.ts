// Calling a language model safely: a time limit (AbortSignal.timeout plus a race, because a
// stalled provider may ignore the signal), structured output validated with zod, salvage of JSON wrapped
// in prose or code fences, and output screening. Failures are returned, never thrown.
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from "ai";
import { z } from "zod";
import { logError } from "../lib/log";
import { outputIsSafe } from "./guard";
import { SYSTEM_PROMPT } from "./prompts";

export const DEFAULT_TIMEOUT_MS = 25_000;
/** A healthy stream sends parts far more often than this; a slow one that keeps sending is not cut. */
export const DEFAULT_STREAM_IDLE_MS = 10_000;

/**
 * Output token limits per structured task, sized to each schema's most (its text limits at about
 * three characters a token, plus the JSON around them): providers' defaults are far lower (Workers
 * AI's is 256) and would cut an analysis off mid-object.
 */
export const MAX_OUTPUT_TOKENS = {
  analyseAssessment: 2_500,
  followUpQuestions: 1_600,
  enhancedPlan: 2_500,
  journalInsight: 500,
  journalPrompts: 800,
  dailyInsights: 1_200,
  reflection: 1_200,
  answerFromJournal: 1_000,
} as const;

/** What every coach task needs to reach its model (the model is null for the offline coach). */
export interface ModelSettings {
  model: LanguageModel | null;
  /** A call's time limit; for a stream, until its first part. */
  timeoutMs: number;
  /** The longest gap between a stream's parts once it has started. */
  idleMs: number;
  /** The provider has no JSON-schema mode (see StructuredCall). */
  schemaInPrompt: boolean;
}

export class CoachTimeoutError extends Error {
  constructor(ms: number) {
    super(`the model did not answer within ${ms} ms`);
    this.name = "CoachTimeoutError";
  }
}

/**
 * A time limit: `signal` aborts after ms (AbortSignal.timeout), and `expired` rejects with
 * CoachTimeoutError at that moment, for racing a provider that ignores the signal.
 */
export function deadline(ms: number): { signal: AbortSignal; expired: Promise<never> } {
  const signal = AbortSignal.timeout(ms);
  const expired = new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(new CoachTimeoutError(ms)), { once: true }));
  expired.catch(() => {}); // only ever raced; a limit that passes unraced is not an error
  return { signal, expired };
}

/** Runs fn with a signal that aborts after ms; rejects with CoachTimeoutError then, even if fn ignores the signal. */
export async function withTimeout<T>(ms: number, fn: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { signal, expired } = deadline(ms);
  return Promise.race([expired, fn(signal)]);
}

/** A model call that failed and was replaced by the fallback (logged without any text, see lib/log). */
export function warn(operation: string, reason: string, err?: unknown): void {
  logError({ where: `coach ${operation}`, level: "warn", note: `${reason}; using the fallback` }, err);
}

/** Finds the first JSON object in text (plain, fenced, or surrounded by prose). */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const candidates: string[] = [trimmed];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fence?.[1]) candidates.push(fence[1].trim());
  const start = trimmed.indexOf("{");
  const end = trimmed.lastIndexOf("}");
  if (start >= 0 && end > start) candidates.push(trimmed.slice(start, end + 1));
  for (const c of candidates) {
    try {
      return JSON.parse(c);
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** All strings inside a value, joined: what screenModelOutput checks for structured results. */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) allStrings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) allStrings(v, out);
  return out;
}

/** A task's instructions with the JSON schema its answer must follow, for providers without a schema mode. */
export function withSchema(task: string, schema: z.ZodType): string {
  return `${task}\n\nAnswer with one JSON object that follows this JSON schema, and nothing else:\n${JSON.stringify(z.toJSONSchema(schema))}`;
}

export interface StructuredCall<T> {
  operation: string;
  model: LanguageModel;
  timeoutMs: number;
  /** Task instructions (a second system message after SYSTEM_PROMPT). */
  task: string;
  /** The data, with every piece of the person's text already wrapped by asUserText. */
  data: string;
  /** What the model is asked for (sent as the JSON schema); kept loose, without lengths or refinements. */
  modelSchema: z.ZodType;
  /** The most the answer may take: sized to the schema, so no provider default cuts it short. */
  maxOutputTokens: number;
  /** The provider has no JSON-schema mode: the schema goes in the task, and JSON mode is asked for. */
  schemaInPrompt?: boolean;
  /** Tidies the raw object (trim, cap, dedupe, renumber) before strict validation. */
  normalise: (raw: unknown) => unknown;
  /** The strict schema the result must pass. */
  schema: z.ZodType<T>;
}

/** Returns the validated, screened result, or null (after logging a warning) on any failure. */
export async function callStructured<T>(call: StructuredCall<T>): Promise<T | null> {
  let raw: unknown;
  try {
    const result = await withTimeout(call.timeoutMs, (abortSignal) =>
      generateText({
        model: call.model,
        instructions: [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "system", content: call.schemaInPrompt ? withSchema(call.task, call.modelSchema) : call.task },
        ],
        prompt: call.data,
        output: Output.object({ schema: call.modelSchema }),
        maxOutputTokens: call.maxOutputTokens,
        maxRetries: 1,
        temperature: 0.6,
        abortSignal,
      }),
    );
    raw = result.output;
  } catch (err) {
    if (NoObjectGeneratedError.isInstance(err) && typeof err.text === "string") {
      raw = extractJson(err.text);
      if (raw === undefined) {
        warn(call.operation, "the model's output was not valid JSON");
        return null;
      }
    } else {
      warn(call.operation, "the model call failed", err);
      return null;
    }
  }
  let normalised: unknown;
  try {
    normalised = call.normalise(raw);
  } catch {
    normalised = raw;
  }
  const parsed = call.schema.safeParse(normalised);
  if (!parsed.success) {
    warn(call.operation, "the model's output did not match the schema");
    return null;
  }
  if (!outputIsSafe(allStrings(parsed.data).join("\n"))) {
    warn(call.operation, "the model's output failed the safety screen");
    return null;
  }
  return parsed.data;
}
