// A second opinion on risk from a safety model: Llama Guard 3 on Workers AI in production, or an
// optional SAFETY_MODEL on the OpenAI-compatible endpoint. It can only raise the local screen's
// level (self-harm and violence categories), its wait is bounded, and a slow, failing or
// incoherent guard leaves the local screen to decide alone (the event is counted, never the text).
// The text already goes to the same provider for coaching, so the guard adds no new party.
// See docs/decisions/0005-crisis-screen.md.
import { generateText } from "ai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { Env } from "../env";
import type { AcuteCategory, ScreenResult } from "./levels";

export const LLAMA_GUARD_MODEL = "@cf/meta/llama-guard-3-8b";
/** The longest the guard may delay an answer. */
export const GUARD_TIMEOUT_MS = 1500;

export type GuardOutcome = "agreed" | "raised" | "timeout" | "error" | "junk";

export interface Verdict {
  /** The guard's finding: unsafe in a category that means risk to a person, or safe. */
  unsafe: boolean;
  category?: AcuteCategory;
}

export interface SecondOpinion {
  /** Resolves within GUARD_TIMEOUT_MS (or the given bound) with the combined result and how the guard did. */
  check(text: string, local: ScreenResult): Promise<{ result: ScreenResult; outcome: GuardOutcome }>;
}

type Classify = (text: string, signal: AbortSignal) => Promise<unknown>;

/**
 * Llama Guard 3 hazard codes that mean a person may be at risk: S11 suicide and self-harm; S1
 * violent crimes (a threat to or from someone); S4 child sexual exploitation (a child in danger).
 */
function categoryOf(codes: string[], local: ScreenResult): AcuteCategory | null {
  if (codes.includes("S11")) return local.category === "self-harm" ? "self-harm" : "suicide";
  if (codes.includes("S4")) return "danger-from-others";
  if (codes.includes("S1")) return local.category === "danger-from-others" ? "danger-from-others" : "harm-others";
  return null;
}

/** Reads a guard answer: Workers AI's `{ response: { safe, categories } }`, or text "safe" / "unsafe\nS11,S1". */
export function parseVerdict(raw: unknown, local: ScreenResult): Verdict | null {
  let safe: boolean | undefined;
  let codes: string[] = [];
  const response = raw && typeof raw === "object" && "response" in raw ? (raw as { response: unknown }).response : raw;
  if (typeof response === "string") {
    const lines = response
      .trim()
      .toLowerCase()
      .split(/\s*\n\s*/);
    if (lines[0] === "safe") safe = true;
    else if (lines[0] === "unsafe") {
      safe = false;
      codes = (lines[1] ?? "")
        .toUpperCase()
        .split(/[\s,]+/)
        .filter((c) => /^S\d{1,2}$/.test(c));
    }
  } else if (response && typeof response === "object") {
    const r = response as { safe?: unknown; categories?: unknown };
    if (typeof r.safe === "boolean") safe = r.safe;
    if (Array.isArray(r.categories)) codes = r.categories.filter((c): c is string => typeof c === "string").map((c) => c.trim().toUpperCase());
  }
  if (safe === undefined) return null;
  if (safe) return { unsafe: false };
  const category = categoryOf(codes, local);
  return category ? { unsafe: true, category } : { unsafe: false };
}

export function secondOpinion(classify: Classify, timeoutMs = GUARD_TIMEOUT_MS): SecondOpinion {
  return {
    async check(text, local) {
      // Already acute: nothing the guard says can raise it.
      if (local.level === "acute") return { result: local, outcome: "agreed" };
      const signal = AbortSignal.timeout(timeoutMs);
      const timedOut = new Promise<"timeout">((resolve) => signal.addEventListener("abort", () => resolve("timeout"), { once: true }));
      try {
        const raw = await Promise.race([classify(text, signal), timedOut]);
        if (raw === "timeout") return { result: local, outcome: "timeout" };
        const verdict = parseVerdict(raw, local);
        if (!verdict) return { result: local, outcome: "junk" };
        if (!verdict.unsafe || !verdict.category) return { result: local, outcome: "agreed" };
        return { result: { level: "acute", category: verdict.category }, outcome: "raised" };
      } catch {
        return { result: local, outcome: signal.aborted ? "timeout" : "error" };
      }
    },
  };
}

/** The guard for this deployment, or null: Workers AI in production, SAFETY_MODEL on an OpenAI-compatible endpoint, none offline. */
export function secondOpinionFor(env: Pick<Env, "AI" | "AI_PROVIDER" | "LLM_BASE_URL" | "LLM_API_KEY" | "SAFETY_MODEL">): SecondOpinion | null {
  const provider = env.AI_PROVIDER ?? (env.AI ? "workers-ai" : "offline");
  if (provider === "workers-ai" && env.AI) {
    const ai = env.AI;
    return secondOpinion((text) => ai.run(LLAMA_GUARD_MODEL, { messages: [{ role: "user", content: text }] }));
  }
  if (provider === "openai-compatible" && env.SAFETY_MODEL?.trim() && env.LLM_BASE_URL?.trim()) {
    const llm = createOpenAICompatible({
      name: "safety",
      baseURL: env.LLM_BASE_URL.trim().replace(/\/+$/, ""),
      ...(env.LLM_API_KEY?.trim() ? { apiKey: env.LLM_API_KEY.trim() } : {}),
    });
    const model = llm.chatModel(env.SAFETY_MODEL.trim());
    return secondOpinion(async (text, abortSignal) => {
      const r = await generateText({ model, messages: [{ role: "user", content: text }], maxOutputTokens: 20, temperature: 0, maxRetries: 0, abortSignal });
      return r.text;
    });
  }
  return null;
}
