import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { createCoach } from "./index";
import { DEFAULT_WORKERS_AI_MODEL, selectProvider } from "./provider";
import { answering, testEnv } from "../test/mock-models";

const fakeAi = { run: async () => ({ response: "hi" }) } as unknown as Ai;

let warnSpy: MockInstance<(...args: unknown[]) => void>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warnSpy.mockRestore());

describe("selectProvider", () => {
  it("unset with no AI binding: offline, quietly", () => {
    expect(selectProvider({})).toMatchObject({ name: "offline", model: null });
  });

  it("unset with an AI binding: Workers AI with the default Llama model", () => {
    const c = selectProvider({ AI: fakeAi });
    expect(c.name).toBe("workers-ai");
    expect(c.modelId).toBe(DEFAULT_WORKERS_AI_MODEL);
    expect(c.model).not.toBeNull();
  });

  it("workers-ai honours AI_MODEL", () => {
    expect(selectProvider({ AI_PROVIDER: "workers-ai", AI: fakeAi, AI_MODEL: "@cf/meta/llama-3.1-8b-instruct-fp8" }).modelId).toBe("@cf/meta/llama-3.1-8b-instruct-fp8");
  });

  it("workers-ai without a binding: offline with a warning", () => {
    const c = selectProvider({ AI_PROVIDER: "workers-ai" });
    expect(c.name).toBe("offline");
    expect(c.warning).toMatch(/binding/);
  });

  it("openai-compatible with URL and model", () => {
    const c = selectProvider({ AI_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "llama3.2", LLM_API_KEY: "k" });
    expect(c).toMatchObject({ name: "openai-compatible", modelId: "llama3.2" });
    expect(c.model).not.toBeNull();
  });

  it("openai-compatible without a key is fine (local servers)", () => {
    expect(selectProvider({ AI_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://localhost:8080/v1", LLM_MODEL: "m" }).name).toBe("openai-compatible");
  });

  it.each([
    [{ AI_PROVIDER: "openai-compatible" as const, LLM_MODEL: "m" }, /LLM_BASE_URL/],
    [{ AI_PROVIDER: "openai-compatible" as const, LLM_BASE_URL: "not a url", LLM_MODEL: "m" }, /LLM_BASE_URL/],
    [{ AI_PROVIDER: "openai-compatible" as const, LLM_BASE_URL: "ftp://x/v1", LLM_MODEL: "m" }, /LLM_BASE_URL/],
    [{ AI_PROVIDER: "openai-compatible" as const, LLM_BASE_URL: "http://x/v1" }, /LLM_MODEL/],
    [{ AI_PROVIDER: "gpt-please" as never }, /unknown AI_PROVIDER/],
  ])("misconfigured %o: offline with a warning, no crash", (env, reason) => {
    const c = selectProvider(env);
    expect(c.name).toBe("offline");
    expect(c.warning).toMatch(reason);
  });

  it("offline when asked, even with a binding", () => {
    expect(selectProvider({ AI_PROVIDER: "offline", AI: fakeAi }).name).toBe("offline");
  });

  it("warns once per distinct problem", () => {
    warnSpy.mockClear();
    selectProvider({ AI_PROVIDER: "workers-ai", AI_MODEL: "once-test" });
    const before = warnSpy.mock.calls.length;
    selectProvider({ AI_PROVIDER: "workers-ai", AI_MODEL: "once-test" });
    expect(warnSpy.mock.calls.length).toBe(before);
  });
});

describe("createCoach", () => {
  it("reports the provider for GET /api/config", () => {
    expect(createCoach(testEnv()).provider).toBe("offline");
    expect(createCoach(testEnv({ AI: fakeAi })).provider).toBe("workers-ai");
    expect(createCoach(testEnv({ AI_PROVIDER: "openai-compatible", LLM_BASE_URL: "http://h/v1", LLM_MODEL: "m" })).provider).toBe("openai-compatible");
    expect(createCoach(testEnv({ AI_PROVIDER: "openai-compatible" })).provider).toBe("offline");
  });

  it("an injected model wins (tests)", () => {
    const coach = createCoach(testEnv({ AI_PROVIDER: "openai-compatible" }), { model: answering("x") });
    expect(coach.provider).toBe("openai-compatible");
    expect(coach.modelId).toBe("mock-model-id");
  });
});
