import { SELF, env as testEnv, type D1Migration } from "cloudflare:test";
import type { Env } from "../env";
import type { AuthResponse, SubscriptionTier } from "../shared/contract/auth";

export type TestEnv = Env & { TEST_MIGRATIONS: D1Migration[] };
/** The bindings of the test Worker (wrangler.toml plus vitest.config.ts). */
export const env = testEnv as unknown as TestEnv;

let counter = 0;
export const uniqueEmail = (prefix = "person") => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

export interface ApiOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
  /** Sent as-is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function api(path: string, options: ApiOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers["Content-Type"] ??= "application/json";
  const res = await SELF.fetch(`https://clearday.test${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
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
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(...params).first<{ n: number }>();
  return row?.n ?? 0;
}
