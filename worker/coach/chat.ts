// Mindy's chat replies, whole or streamed sentence by sentence: each released sentence is screened
// first, a second opinion may raise the level before any words show, and a model that fails gives
// CoachUnavailableError (never a template presented as Mindy's words).
import { generateText, streamText } from "ai";
import { logError } from "../lib/log";
import { outputIsSafe } from "./guard";
import { deadline, warn, withTimeout } from "./model-call";
import { hasLetters } from "./text";
import type { ReplyInput, ReplyResult, ReplyStream } from "./types";
import type { ModelSettings } from "./model-call";
import { ChunkQueue } from "./chunk-queue";
import { modelRequest, offlineTurn, prepareTurnSafely, safety, secondOpinionOn, tidyReply, unsafeReplacement, withGuard, type Checked, type Turn } from "./chat-turn";

/** Thrown (as the final promise's rejection) when a streamed reply dies mid-way: store nothing, answer 503. */
export class CoachUnavailableError extends Error {
  constructor(message = "The coach is unavailable right now. Please try again in a moment.") {
    super(message);
    this.name = "CoachUnavailableError";
  }
}

const READY = /[.!?…]\s*$|\n/;

export function createChat(settings: ModelSettings) {
  const { model, timeoutMs, idleMs } = settings;

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
      const result = await withTimeout(timeoutMs, (abortSignal) => generateText({ model, ...request, maxRetries: 1, temperature: 0.7, maxOutputTokens: 400, abortSignal }));
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
        logError(
          {
            where: "coach replyStream",
            level: "warn",
            note: emitted === 0 ? "the model stream failed before any words; the reply is unavailable" : "the model stream died mid-way; the reply is unavailable",
          },
          err,
        );
        const unavailable = new CoachUnavailableError();
        queue.fail(unavailable);
        throw unavailable;
      }
    })();
    result.catch(() => {}); // the caller may only iterate the chunks; the rejection is also raised there
    return { chunks: queue, result };
  }

  return { reply, replyStream, willUseModel };
}

class UnsafeOutput extends Error {}

async function* chunksOf(result: Promise<ReplyResult>): AsyncGenerator<string> {
  yield (await result).text;
}

async function* oneChunk(text: string): AsyncGenerator<string> {
  yield text;
}
