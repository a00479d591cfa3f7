// The mock language models of every test (the AI SDK's MockLanguageModelV4) that answer, fail or
// stall, and the coach the Worker's routes get in a test file that swaps lib/coach.ts for this
// module, so production code carries no test hook:
//   vi.mock("../coach/for-env", () => import("./mock-models"));
import { simulateReadableStream } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { createCoach, type Coach, type CreateCoachOptions } from "../coach";
import type { Env } from "../env";

let coachOptions: CreateCoachOptions = {};

/** Every route's coach uses these options (a mock model, a short time limit) until reset with null. */
export function mockCoach(options: CreateCoachOptions | null): void {
  coachOptions = options ?? {};
}

/** Stands in for lib/coach.ts's coachFor. */
export const coachFor = (env: Env): Coach => createCoach(env, coachOptions);

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

function generateResult(text: string) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: undefined },
    usage,
    warnings: [],
  };
}

function streamChunks(text: string, pieces = 4) {
  const size = Math.max(1, Math.ceil(text.length / pieces));
  const deltas: string[] = [];
  for (let i = 0; i < text.length; i += size) deltas.push(text.slice(i, i + size));
  return [
    { type: "text-start" as const, id: "t1" },
    ...deltas.map((delta) => ({ type: "text-delta" as const, id: "t1", delta })),
    { type: "text-end" as const, id: "t1" },
    { type: "finish" as const, finishReason: { unified: "stop" as const, raw: undefined }, usage },
  ];
}

/** A model that answers with `text` (generate and stream). Records every call. */
export function answering(text: string | (() => string)): MockLanguageModelV4 {
  const get = typeof text === "function" ? text : () => text;
  return new MockLanguageModelV4({
    doGenerate: async () => generateResult(get()),
    doStream: async () => ({ stream: simulateReadableStream({ chunks: streamChunks(get()), chunkDelayInMs: 1 }) }),
  });
}

/** A model whose every call throws. */
export function throwing(): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async () => {
      throw new Error("provider exploded");
    },
    doStream: async () => {
      throw new Error("provider exploded");
    },
  });
}

/** A model that never answers and ignores abort signals. */
export function stalled(): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: () => new Promise(() => {}),
    doStream: async () => ({ stream: new ReadableStream({ start() {} }) }),
  });
}

/** A model that streams some text, then stalls forever. */
export function stallingMidStream(first: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: "text-start", id: "t1" });
          controller.enqueue({ type: "text-delta", id: "t1", delta: first });
        },
      }),
    }),
  });
}

/** A model that streams `text` word by word, `gapMs` apart: slow but healthy. */
export function trickling(text: string, gapMs: number): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: streamChunks(text), chunkDelayInMs: gapMs }) }),
  });
}

/** A model that streams some text, then errors. */
export function dyingMidStream(first: string): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: first },
          { type: "error", error: new Error("connection reset") },
        ],
        chunkDelayInMs: 1,
      }),
    }),
  });
}

export function calls(model: MockLanguageModelV4): number {
  return model.doGenerateCalls.length + model.doStreamCalls.length;
}

type PromptMessage = { role: string; content: string | Array<{ type: string; text?: string }> };

/** The prompt of the n-th call (generate or stream), as {system[], user[]} texts. */
export function recordedPrompt(model: MockLanguageModelV4, n = 0): { system: string[]; user: string[]; assistant: string[] } {
  const all = [...model.doGenerateCalls, ...model.doStreamCalls];
  const call = all[n];
  if (!call) throw new Error(`no call ${n}`);
  const prompt = call.prompt as PromptMessage[];
  const text = (m: PromptMessage) => (typeof m.content === "string" ? m.content : m.content.map((p) => p.text ?? "").join(""));
  return {
    system: prompt.filter((m) => m.role === "system").map(text),
    user: prompt.filter((m) => m.role === "user").map(text),
    assistant: prompt.filter((m) => m.role === "assistant").map(text),
  };
}

/** A minimal Env for createCoach (only the coach's fields matter). */
export function testEnv(extra: Partial<Env> = {}): Env {
  return { JWT_SECRET: "x", ...extra } as unknown as Env;
}
