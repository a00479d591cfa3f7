import type { AssessmentJob, ImportJob, InsightJob, ReflectionJob, ReminderJob } from "../shared/jobs";

export type AiProviderName = "workers-ai" | "openai-compatible" | "offline";

/** Bindings and configuration of the Worker (wrangler.toml [vars], secrets, .dev.vars). */
export interface Env {
  DB: D1Database;
  KV: KVNamespace;
  MEDIA: R2Bucket;
  AI?: Ai;
  /** Entry embeddings for "Ask your journal" (production only, optional; decision 0111). */
  VECTORIZE?: Vectorize;
  INSIGHTS_QUEUE: Queue<InsightJob>;
  REMINDER_QUEUE: Queue<ReminderJob>;
  IMPORT_QUEUE: Queue<ImportJob>;
  /** Retries of a failed assessment analysis or plan; without it, the first failure stores the fallback. */
  ASSESSMENT_QUEUE?: Queue<AssessmentJob>;
  REFLECTION_QUEUE: Queue<ReflectionJob>;
  ASSETS?: Fetcher;

  JWT_SECRET: string;
  APP_URL?: string;
  ENVIRONMENT?: string;

  AI_PROVIDER?: AiProviderName;
  AI_MODEL?: string;
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  LLM_API_KEY?: string;
  /** "false" when the OpenAI-compatible server has no `json_schema` response format: JSON mode plus the schema in the prompt. */
  LLM_JSON_SCHEMA?: string;
  /** Optional safety model (e.g. Llama Guard 3) on the OpenAI-compatible endpoint: a second opinion on risk. */
  SAFETY_MODEL?: string;
  /** Milliseconds a model call may take (for a stream: until its first words). Default 25,000. */
  AI_TIMEOUT_MS?: string;
  /** Milliseconds a reply stream may go without a new part once it has started. Default 10,000. */
  AI_STREAM_IDLE_MS?: string;
  /** Milliseconds between keep-alive comments on a chat stream. Default 10,000. */
  SSE_KEEPALIVE_MS?: string;
  COACH_DAILY_LIMIT_FREE?: string;
  COACH_DAILY_LIMIT_PAID?: string;

  AUTH_RATE_LIMIT?: string;

  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_PREMIUM?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_TRIAL_FEE?: string;
  STRIPE_COUPON_FIRST_MONTH?: string;
  /** Only for tests: point the Stripe SDK at a local stub ("http://127.0.0.1:12111"). */
  STRIPE_API_BASE?: string;
  TRIAL_CHECKOUT_URL?: string;

  /** Web Push (VAPID, RFC 8292): P-256 keys, base64url; `npm start` makes a pair in .dev.vars. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Only for tests: send push requests to a local stub instead of the subscription's push service. */
  PUSH_API_BASE?: string;

  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
}
