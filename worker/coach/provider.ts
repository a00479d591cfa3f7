// Which language model the coach uses, from configuration. A misconfigured provider falls back to
// the offline coach with a warning; it never crashes the Worker.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiProviderName, Env } from "../env";

/** A current Llama instruct model on Workers AI (override with AI_MODEL). */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export interface ProviderChoice {
  name: AiProviderName;
  /** null for the offline coach. */
  model: LanguageModel | null;
  modelId: string | null;
  /** Why the configured provider was not used, if it was not. */
  warning?: string;
  /**
   * The provider has no JSON-schema response format: structured tasks ask for JSON mode and carry
   * their schema in the prompt instead.
   */
  schemaInPrompt?: boolean;
}

const warned = new Set<string>();
/** Logs each distinct configuration warning once per isolate (createCoach runs per request). */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[coach] ${message}`);
}

function offline(warning?: string): ProviderChoice {
  return warning ? { name: "offline", model: null, modelId: null, warning } : { name: "offline", model: null, modelId: null };
}

function validHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

function workersAi(env: Pick<Env, "AI" | "AI_MODEL">): ProviderChoice {
  if (!env.AI) return offline("AI_PROVIDER is workers-ai but there is no AI binding; using the offline coach");
  const modelId = env.AI_MODEL?.trim() || DEFAULT_WORKERS_AI_MODEL;
  try {
    const workersai = createWorkersAI({ binding: env.AI });
    return { name: "workers-ai", model: workersai(modelId), modelId };
  } catch {
    return offline("the Workers AI provider could not be created; using the offline coach");
  }
}

function openAiCompatible(env: Pick<Env, "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_JSON_SCHEMA">): ProviderChoice {
  const baseURL = env.LLM_BASE_URL?.trim() ?? "";
  const modelId = env.LLM_MODEL?.trim() ?? "";
  if (!baseURL || !validHttpUrl(baseURL)) return offline("AI_PROVIDER is openai-compatible but LLM_BASE_URL is missing or not an http(s) URL; using the offline coach");
  if (!modelId) return offline("AI_PROVIDER is openai-compatible but LLM_MODEL is missing; using the offline coach");
  // Ollama, vLLM, llama.cpp and OpenAI accept `json_schema`; a server that does not is told so here.
  const jsonSchema = env.LLM_JSON_SCHEMA?.trim().toLowerCase() !== "false";
  try {
    const provider = createOpenAICompatible({
      name: "llm",
      supportsStructuredOutputs: jsonSchema,
      baseURL: baseURL.replace(/\/+$/, ""),
      ...(env.LLM_API_KEY?.trim() ? { apiKey: env.LLM_API_KEY.trim() } : {}),
    });
    return { name: "openai-compatible", model: provider.chatModel(modelId), modelId, ...(jsonSchema ? {} : { schemaInPrompt: true }) };
  } catch {
    return offline("the OpenAI-compatible provider could not be created; using the offline coach");
  }
}

/**
 * AI_PROVIDER decides: workers-ai, openai-compatible or offline. Unset: workers-ai when there is an
 * AI binding, else offline. Unknown values and missing settings fall back to offline with a warning.
 */
export function selectProvider(env: Partial<Pick<Env, "AI" | "AI_PROVIDER" | "AI_MODEL" | "LLM_BASE_URL" | "LLM_MODEL" | "LLM_API_KEY" | "LLM_JSON_SCHEMA">>): ProviderChoice {
  const configured = (env.AI_PROVIDER as string | undefined)?.trim().toLowerCase() ?? "";
  let choice: ProviderChoice;
  switch (configured) {
    case "workers-ai":
      choice = workersAi(env);
      break;
    case "openai-compatible":
      choice = openAiCompatible(env);
      break;
    case "offline":
      choice = offline();
      break;
    case "":
      choice = env.AI ? workersAi(env) : offline();
      break;
    default:
      choice = offline(`unknown AI_PROVIDER "${configured.slice(0, 40)}"; using the offline coach`);
  }
  if (choice.warning) warnOnce(choice.warning);
  return choice;
}
