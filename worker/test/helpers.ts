// The one set of helpers of the Worker tests: the bindings, one HTTP helper (`api`), one SSE
// reader, and sign-up. Mock models live in mock-models.ts.
import { createExecutionContext, env as testEnv, waitOnExecutionContext, type D1Migration } from "cloudflare:test";
import { createParser } from "eventsource-parser";
import { afterEach, beforeEach, vi } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import type { AuthResponse, SubscriptionTier } from "../../shared/contract/auth";

export type TestEnv = Env & { TEST_MIGRATIONS: D1Migration[] };
/** The bindings of the test Worker (wrangler.toml plus vitest.config.ts). */
export const env = testEnv as unknown as TestEnv;

let counter = 0;
export const uniqueEmail = (prefix = "person") => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export interface RequestOptions {
  method?: string;
  token?: string | null;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (uploads, malformed JSON). */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

export interface ApiOptions extends RequestOptions {
  /** Replace these bindings for this one call (a failing D1, a smaller budget...). */
  bindings?: Partial<Env>;
}

export interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
  json: any;
  /** The server-sent events of a streamed answer (empty otherwise). */
  events: SseEvent[];
}

export interface SseEvent {
  event: string;
  data: any;
}

/** A request to the Worker as a client would make it. */
export function request(path: string, init: RequestOptions = {}): Request {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined = init.raw;
  if (body === undefined && init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers["Content-Type"] ??= "application/json";
  }
  return new Request(`https://clearday.test${path}`, { method: init.method ?? (body !== undefined ? "POST" : "GET"), headers, body });
}

/**
 * Calls the Worker and waits for the work it left running (waitUntil: insights, analyses, emails)
 * before answering, so what a test checks next is already written: no polling.
 */
export async function api(target: string | Request, options: ApiOptions = {}): Promise<Answer> {
  const req = typeof target === "string" ? request(target, options) : target;
  const ctx = createExecutionContext();
  const res = await app.fetch(req, { ...env, ...options.bindings }, ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  await waitOnExecutionContext(ctx);
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const events = (res.headers.get("Content-Type") ?? "").includes("text/event-stream") ? readSse(text) : [];
  return { status: res.status, headers: res.headers, bytes, text, json, events };
}

/** Server-sent events of a whole stream, with JSON data parsed (text kept when it is not JSON). */
export function readSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => {
      let parsed: unknown = data;
      try {
        parsed = JSON.parse(data);
      } catch {
        // leave as text
      }
      events.push({ event: event ?? "message", data: parsed });
    },
  });
  parser.feed(text);
  parser.reset({ consume: true });
  return events;
}

export async function registerUser(options: { tier?: SubscriptionTier; name?: string; password?: string } = {}) {
  const email = uniqueEmail();
  const password = options.password ?? "correct horse";
  // A distinct address per sign-up keeps the per-address auth limit out of unrelated tests.
  const headers = { "CF-Connecting-IP": `10.${(counter >> 8) & 255}.${counter & 255}.7` };
  const res = await api("/api/auth/register", { body: { email, password, name: options.name ?? "Sam", termsAccepted: true }, headers });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const auth = res.json as AuthResponse;
  if (options.tier && options.tier !== "free") {
    // Tests set the tier directly: in the app only Stripe can (see routes/billing).
    await env.DB.prepare("UPDATE users SET subscription_tier = ?1 WHERE id = ?2").bind(options.tier, auth.user.id).run();
  }
  return { ...auth, email, password };
}

export async function countRows(table: string, where = "1=1", ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * For tests that count toward a limit: the clock stands still one minute into the current UTC day,
 * so no fixed window (15 minutes, an hour, a day) turns over mid-test and resets a count.
 */
export function holdClockInOneWindow(): void {
  beforeEach(() => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now - (now % 86_400_000) + 60_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
