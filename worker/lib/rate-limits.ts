// Every plain rate limit a route applies, in one table: the counter's key prefix, the hits a window
// allows, the window, and what the person is told. Sign-in (auth/sign-in-guard.ts) and the daily
// model budget (lib/model-budget.ts) count in their own ways and keep their own modules.
import { enforce, type RateLimitResult } from "./rate-limit";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const TRY_LATER = "Too many attempts. Please wait a few minutes and try again.";

interface Policy {
  /** The counter key is `${prefix}:${subject}` (kept as it was, so counters carry over a deploy). */
  prefix: string;
  limit: number;
  windowMs: number;
  message: string;
}

export const RATE_LIMITS = {
  /** Register and forgot-password, per address and per email; the limit is AUTH_RATE_LIMIT. */
  auth: { prefix: "auth", limit: 10, windowMs: 15 * MINUTE_MS, message: TRY_LATER },
  chatBurst: { prefix: "chat", limit: 30, windowMs: MINUTE_MS, message: "You're sending messages very quickly. Please wait a moment and try again." },
  journalWrite: { prefix: "journal:write", limit: 120, windowMs: HOUR_MS, message: "You've saved a lot of entries in the last hour. Please wait a little and try again." },
  journalPrompts: { prefix: "journal:prompts", limit: 30, windowMs: HOUR_MS, message: "Too many prompt requests. Please wait a few minutes and try again." },
  /** Every question may call the model. */
  journalAsk: { prefix: "journal:ask", limit: 30, windowMs: HOUR_MS, message: "You've asked a lot of questions in the last hour. Please wait a little and try again." },
  /** Far above real use, low enough that a script cannot flood D1 or the model. */
  assessmentSubmit: { prefix: "assessment-submit", limit: 20, windowMs: HOUR_MS, message: "You've submitted the assessment many times in the last hour. Please try again later." },
  snapshot: { prefix: "snapshot", limit: 30, windowMs: HOUR_MS, message: "You've shared a lot of snapshots in the last hour. Please try again later." },
  passwordCheck: { prefix: "account:password-check", limit: 10, windowMs: 15 * MINUTE_MS, message: "Too many password attempts. Please wait a few minutes and try again." },
  export: { prefix: "account:export", limit: 30, windowMs: HOUR_MS, message: "You've exported many times in the last hour. Please try again later." },
  billingCreate: { prefix: "billing:create", limit: 20, windowMs: 15 * MINUTE_MS, message: TRY_LATER },
  billingClaim: { prefix: "billing:claim", limit: 20, windowMs: 15 * MINUTE_MS, message: TRY_LATER },
  billingPortal: { prefix: "billing:portal", limit: 20, windowMs: 15 * MINUTE_MS, message: TRY_LATER },
  importPreview: { prefix: "imports:preview", limit: 20, windowMs: HOUR_MS, message: "You've tried many imports in the last hour. Please wait a little and try again." },
  reminderTest: { prefix: "reminders:test", limit: 5, windowMs: 10 * MINUTE_MS, message: "You've sent a few test reminders already. Please wait a few minutes." },
} as const satisfies Record<string, Policy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Counts a hit of the named limit for `subject` (usually the person's id); a 429 with Retry-After past it. */
export function limitRate(db: D1Database, name: RateLimitName, subject: string, opts: { limit?: number } = {}): Promise<RateLimitResult> {
  const p: Policy = RATE_LIMITS[name];
  return enforce(db, `${p.prefix}:${subject}`, opts.limit ?? p.limit, p.windowMs, p.message);
}
