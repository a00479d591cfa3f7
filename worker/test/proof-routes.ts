// One table of every /api route for the proof tests (fuzz, cross-person, faults, rate limits).
// Adding a route to the app = one row here; `unlistedRoutes()` fails the fuzz suite until it exists.
import { app } from "../app";
import { ASSESSMENT_QUESTIONS } from "../../shared/assessment-catalogue";
import { env } from "./helpers";
import { fakePng } from "./snapshots-fixtures";
import PUSH_TEST_BINDINGS from "./push-stub/test-bindings.json";

/** Resources a person owns, named by the id a route takes. */
export type Owned = "assessment" | "journal" | "snapshot" | "session" | "import" | "memory" | "reflection";

export interface ProofRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As registered ("/api/journal/:id"). */
  route: string;
  /** public: no token needed; user: a signed-in person; paid: premium or pro. */
  auth: "public" | "user" | "paid";
  /** A valid JSON body (the fuzzer mutates it field by field). */
  body?: () => Record<string, unknown>;
  /** The body is an upload, not JSON. */
  binary?: () => Uint8Array;
  /** The upload's Content-Type (default image/png). */
  contentType?: string;
  /** The path parameter is the id of a resource its owner alone may use. */
  owned?: Owned;
  /** A body field carrying a resource id (cross-person). */
  bodyId?: { field: string; owned: Owned };
  /** A valid value for a non-owned path parameter. */
  param?: string;
  /** How the route uses the model: "request" (the person waits: 429 past the budget), "background", "soft" (degrades). */
  model?: "request" | "background" | "soft";
  /** The request changes the caller's session or account whatever its body (fuzz with a throwaway person). */
  destructive?: boolean;
}

/** A complete, valid assessment (every question answered). */
export function fullResponses(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of ASSESSMENT_QUESTIONS) {
    if (q.type === "radio") out[q.id] = q.options![0];
    else if (q.type === "checkbox") out[q.id] = q.options!.slice(0, 2);
    else out[q.id] = `My answer to ${q.id}: calmer evenings and better sleep.`;
  }
  return out;
}

const SESSION = "6f1c2a0e-8b7d-4c3e-9a1f-2b3c4d5e6f70";

export const MULTIPART_BOUNDARY = "cleardayproof";
/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(name: string, content: string): Uint8Array {
  return new TextEncoder().encode(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  );
}

/** A push subscription as PushSubscription.toJSON() gives it: a real P-256 point, a fresh auth secret. */
export const pushSubscriptionBody = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/proof-${crypto.randomUUID()}`,
  expirationTime: null,
  keys: {
    p256dh: PUSH_TEST_BINDINGS.VAPID_PUBLIC_KEY,
    auth: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, ""),
  },
});

export const ROUTES: ProofRoute[] = [
  { method: "GET", route: "/api/health", auth: "public" },
  { method: "GET", route: "/api/config", auth: "public" },
  {
    method: "POST",
    route: "/api/auth/register",
    auth: "public",
    body: () => ({ email: `fz-${crypto.randomUUID()}@example.com`, password: "correct horse", name: "Fuzz", termsAccepted: true, timeZone: "Europe/London" }),
  },
  { method: "POST", route: "/api/auth/login", auth: "public", body: () => ({ email: "nobody@example.com", password: "correct horse" }) },
  { method: "POST", route: "/api/auth/forgot-password", auth: "public", body: () => ({ email: "nobody@example.com" }) },
  { method: "POST", route: "/api/auth/reset-password", auth: "public", body: () => ({ token: "not-a-real-reset-token", password: "another horse" }) },
  { method: "POST", route: "/api/auth/logout", auth: "user", destructive: true },
  { method: "GET", route: "/api/user/profile", auth: "user" },
  { method: "PATCH", route: "/api/user/profile", auth: "user", body: () => ({ name: "Sam", timeZone: "Europe/Paris", crisisRegion: "GB" }) },
  { method: "POST", route: "/api/account/password", auth: "user", destructive: true, body: () => ({ currentPassword: "not the password", newPassword: "a new horse" }) },
  { method: "POST", route: "/api/account/logout-everywhere", auth: "user", destructive: true },
  { method: "GET", route: "/api/account/export", auth: "user" },
  { method: "GET", route: "/api/account/export.md", auth: "user" },
  { method: "DELETE", route: "/api/account", auth: "user", destructive: true, body: () => ({ password: "not the password" }) },
  { method: "GET", route: "/api/assessments", auth: "user" },
  { method: "POST", route: "/api/assessments", auth: "user", model: "background", body: () => ({ responses: fullResponses(), isComplete: true }) },
  { method: "POST", route: "/api/assessments/:id/follow-up-questions", auth: "user", owned: "assessment", model: "request" },
  { method: "POST", route: "/api/assessments/:id/follow-up-responses", auth: "user", owned: "assessment", model: "background", body: () => ({ responses: { q1: "An answer" } }) },
  { method: "GET", route: "/api/journal", auth: "user" },
  { method: "GET", route: "/api/journal/search", auth: "user" },
  {
    method: "POST",
    route: "/api/journal",
    auth: "user",
    model: "background",
    body: () => ({ content: "A quiet walk helped today.", mood: 4, clientId: `draft-${crypto.randomUUID()}` }),
  },
  { method: "POST", route: "/api/journal/ai-prompts", auth: "paid", model: "request", body: () => ({ recentEntries: ["A quiet walk helped today."] }) },
  { method: "POST", route: "/api/journal/ask", auth: "paid", model: "request", body: () => ({ question: "When did a walk help me feel calm?" }) },
  { method: "GET", route: "/api/journal/:id", auth: "user", owned: "journal" },
  { method: "DELETE", route: "/api/journal/:id", auth: "user", owned: "journal" },
  { method: "POST", route: "/api/snapshots", auth: "user", binary: () => fakePng() },
  { method: "GET", route: "/api/snapshots/:id", auth: "public", owned: "snapshot" },
  { method: "DELETE", route: "/api/snapshots/:id", auth: "user", owned: "snapshot" },
  {
    method: "POST",
    route: "/api/coaching/chat",
    auth: "user",
    model: "request",
    bodyId: { field: "sessionId", owned: "session" },
    body: () => ({ message: "Work has been a lot this week.", sessionId: null }),
  },
  { method: "POST", route: "/api/chat", auth: "user", model: "request", body: () => ({ message: "Hello there", isContextAware: false }) },
  { method: "GET", route: "/api/coaching/sessions", auth: "paid" },
  { method: "DELETE", route: "/api/coaching/sessions/:id", auth: "paid", owned: "session" },
  { method: "GET", route: "/api/coaching/memory", auth: "paid" },
  { method: "DELETE", route: "/api/coaching/memory", auth: "paid" },
  { method: "PATCH", route: "/api/coaching/memory/:id", auth: "paid", owned: "memory", body: () => ({ text: "You said you like long walks by the river." }) },
  { method: "DELETE", route: "/api/coaching/memory/:id", auth: "paid", owned: "memory" },
  { method: "PUT", route: "/api/coaching/memory/settings", auth: "paid", body: () => ({ enabled: true }) },
  { method: "GET", route: "/api/insights/daily", auth: "user", model: "soft" },
  { method: "GET", route: "/api/dashboard/summary", auth: "user" },
  { method: "GET", route: "/api/reflections", auth: "paid" },
  { method: "GET", route: "/api/reflections/:id", auth: "paid", owned: "reflection" },
  { method: "GET", route: "/api/audio/:trackId", auth: "public", param: "rain" },
  { method: "GET", route: "/api/reminders", auth: "user" },
  { method: "PUT", route: "/api/reminders", auth: "user", body: () => ({ enabled: true, times: ["08:00", "20:00"], days: [1, 2, 3, 4, 5], skipIfWritten: true }) },
  { method: "POST", route: "/api/reminders/subscriptions", auth: "user", body: pushSubscriptionBody },
  { method: "DELETE", route: "/api/reminders/subscriptions", auth: "user", body: () => ({ endpoint: pushSubscriptionBody().endpoint }) },
  { method: "POST", route: "/api/reminders/test", auth: "user" },
  {
    method: "POST",
    route: "/api/imports",
    auth: "user",
    binary: () => multipartFile("2024-05-01.md", "A quiet walk helped today."),
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  },
  { method: "GET", route: "/api/imports/current", auth: "user" },
  { method: "GET", route: "/api/imports/:id", auth: "user", owned: "import" },
  { method: "POST", route: "/api/imports/:id/confirm", auth: "user", owned: "import" },
  { method: "DELETE", route: "/api/imports/:id", auth: "user", owned: "import" },
  { method: "POST", route: "/api/create-subscription", auth: "user", body: () => ({ priceId: "price_not_ours" }) },
  { method: "GET", route: "/api/subscription-status", auth: "user" },
  { method: "POST", route: "/api/update-subscription-tier", auth: "user", body: () => ({ subscriptionId: "sub_notyours", tier: "pro" }) },
  { method: "POST", route: "/api/stripe/webhook", auth: "public", body: () => ({ id: "evt_x", type: "charge.refunded", data: { object: {} } }) },
  { method: "POST", route: "/api/billing/portal", auth: "user", body: () => ({ returnTo: "/pricing" }) },
];

/** Routes the app registers without a row here, and rows for routes that no longer exist. */
export function unlistedRoutes(): { missing: string[]; gone: string[] } {
  const registered = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/\/$/, "") || "/"}`));
  const listed = new Set(ROUTES.map((r) => `${r.method} ${r.route}`));
  return {
    missing: [...registered].filter((r) => !listed.has(r)).sort(),
    gone: [...listed].filter((r) => !registered.has(r)).sort(),
  };
}

/** The route's path with its parameter filled in. */
export const pathOf = (r: ProofRoute, param = r.param ?? SESSION) => r.route.replace(/:[A-Za-z]+/, encodeJunk(param));

/** encodeURIComponent that also takes lone surrogates: they go out as bytes that are not UTF-8. */
export const encodeJunk = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD")).replace(/%EF%BF%BD/g, "%ED%A0%80");

/**
 * Every ordinary D1 table (rate-limit counters apart: counting attempts is their job). The search
 * index (an FTS5 virtual table and its shadow tables) is left out: triggers derive it from
 * journal_entries, which is in.
 */
export async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name <> 'usage_counters' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** A snapshot of every row of every table (one batch): equal snapshots = nothing written. */
export async function dumpTables(tables: string[]): Promise<Record<string, string>> {
  const results = await env.DB.batch(tables.map((t) => env.DB.prepare(`SELECT * FROM "${t}" ORDER BY rowid`)));
  return Object.fromEntries(tables.map((t, i) => [t, JSON.stringify(results[i]!.results)]));
}

/** The tables whose rows differ between two dumps. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((t) => before[t] !== after[t]);
}
