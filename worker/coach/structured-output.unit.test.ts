// Every structured task sends its JSON schema and a token limit sized to it, to every provider:
// checked on the model call, and on the wire for the OpenAI-compatible and Workers AI providers.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createCoach, type Coach } from "./index";
import { MAX_OUTPUT_TOKENS } from "./model-call";
import { answering, testEnv } from "../test/mock-models";

const RESPONSES = { work_values: ["Creative expression"], growth_areas: "Finding more time to paint." };
const ANALYSIS = {
  overallSummary: "You value creative time.",
  keyStrengths: ["Creativity"],
  areasForGrowth: ["Rest"],
  personalizedRecommendations: ["Paint for ten minutes"],
  coachingFocus: ["Balance"],
};

type Task = keyof typeof MAX_OUTPUT_TOKENS;
const TASKS: [Task, (c: Coach) => Promise<unknown>, string][] = [
  ["analyseAssessment", (c) => c.analyseAssessment(RESPONSES), "overallSummary"],
  ["followUpQuestions", (c) => c.followUpQuestions(RESPONSES), "questions"],
  ["enhancedPlan", (c) => c.enhancedPlan(RESPONSES, {}, []), "weeks"],
  ["journalInsight", (c) => c.journalInsight("Evening: I finally finished the quilt for my niece today."), "insight"],
  ["journalPrompts", (c) => c.journalPrompts(["I finally finished the quilt for my niece today."]), "prompts"],
  ["dailyInsights", (c) => c.dailyInsights({ slots: ["daily"], recentEntries: [], tier: "premium" }), "insights"],
];

let warnSpy: MockInstance<(...args: unknown[]) => void>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warnSpy.mockRestore();
  vi.unstubAllGlobals();
});

describe("structured tasks on the model call", () => {
  it.each(TASKS)("%s asks for JSON with its schema and its token limit", async (task, run, property) => {
    const model = answering("{}");
    await run(createCoach(testEnv({ AI_PROVIDER: "workers-ai" }), { model }));
    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0]!;
    expect(call.responseFormat?.type).toBe("json");
    const schema = (call.responseFormat as { schema?: { properties?: Record<string, unknown> } }).schema;
    expect(Object.keys(schema?.properties ?? {})).toContain(property);
    expect(call.maxOutputTokens).toBe(MAX_OUTPUT_TOKENS[task]);
  });
});

/** A fake OpenAI-compatible server: records each request body and answers with `content`. */
function fakeServer(content: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    const completion = {
      id: "c1",
      object: "chat.completion",
      created: 1,
      model: "m",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    return new Response(JSON.stringify(completion), { headers: { "content-type": "application/json" } });
  });
  return bodies;
}

const openAiEnv = (extra: Record<string, string> = {}) => testEnv({ AI_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://llm.test/v1", LLM_MODEL: "llama3.1", ...extra });

describe("on the wire", () => {
  it("openai-compatible: response_format json_schema with the schema, and max_tokens", async () => {
    const bodies = fakeServer(JSON.stringify(ANALYSIS));
    expect(await createCoach(openAiEnv()).analyseAssessment(RESPONSES)).toEqual(ANALYSIS);
    const body = bodies[0] as { response_format: { type: string; json_schema: { schema: { properties: object } } }; max_tokens: number };
    expect(body.response_format.type).toBe("json_schema");
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(Object.keys(ANALYSIS));
    expect(body.max_tokens).toBe(MAX_OUTPUT_TOKENS.analyseAssessment);
  });

  it("openai-compatible without json_schema support (LLM_JSON_SCHEMA=false): JSON mode and the schema in the prompt", async () => {
    const bodies = fakeServer(JSON.stringify(ANALYSIS));
    expect(await createCoach(openAiEnv({ LLM_JSON_SCHEMA: "false" })).analyseAssessment(RESPONSES)).toEqual(ANALYSIS);
    const body = bodies[0] as { response_format: { type: string }; messages: { role: string; content: string }[]; max_tokens: number };
    expect(body.response_format).toEqual({ type: "json_object" });
    const system = body.messages
      .filter((m) => m.role === "system")
      .map((m) => m.content)
      .join("\n");
    expect(system).toContain("JSON schema");
    expect(system).toContain('"personalizedRecommendations"');
    expect(body.max_tokens).toBe(MAX_OUTPUT_TOKENS.analyseAssessment);
  });

  it("workers-ai: the binding gets response_format json_schema and max_tokens", async () => {
    const inputs: Record<string, unknown>[] = [];
    const ai = {
      run: async (_model: string, input: Record<string, unknown>) => {
        inputs.push(input);
        return { response: ANALYSIS };
      },
    } as unknown as Ai;
    await createCoach(testEnv({ AI_PROVIDER: "workers-ai", AI: ai })).analyseAssessment(RESPONSES);
    expect(inputs).toHaveLength(1);
    const input = inputs[0] as { response_format: { type: string; json_schema: { properties?: object } }; max_tokens: number };
    expect(input.response_format.type).toBe("json_schema");
    expect(JSON.stringify(input.response_format.json_schema)).toContain("overallSummary");
    expect(input.max_tokens).toBe(MAX_OUTPUT_TOKENS.analyseAssessment);
  });
});
