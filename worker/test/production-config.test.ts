// Production (ENVIRONMENT=production): reset links never reach the log, a missing email provider or
// APP_URL is a 503 for forgot-password and a report on /api/health, and every absolute link comes
// from APP_URL, never from the Host header. Locally the link is still printed.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { app } from "../app";
import type { Env } from "../env";
import { createSubscription, stub } from "./billing-helpers";
import { api, env, registerUser, request } from "./helpers";
import { fakePng } from "./snapshots-fixtures";

const APP_URL = "https://app.clearday.example";
const EMAIL_API_URL = "https://mail.provider.example/emails";
const PRODUCTION: Partial<Env> = { ENVIRONMENT: "production", APP_URL, EMAIL_API_URL, EMAIL_API_KEY: "re_test_key" };
const NO_PROVIDER: Partial<Env> = { ENVIRONMENT: "production", APP_URL, EMAIL_API_URL: undefined, EMAIL_API_KEY: undefined };

let lines: string[] = [];
let sent: { url: string; body: { to: string; text: string } }[] = [];
beforeEach(() => {
  lines = [];
  sent = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
  // The email provider is the one thing not reachable offline: its HTTP call is recorded here.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== EMAIL_API_URL) return realFetch(input, init);
    sent.push({ url, body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify({ id: "email_1" }), { status: 200 });
  });
});
afterEach(() => vi.restoreAllMocks());

const forgot = (email: string, bindings: Partial<Env>, host = "clearday.test") =>
  api(
    new Request(`https://${host}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Host: host, "CF-Connecting-IP": `10.244.0.${Math.floor(Math.random() * 250)}` },
      body: JSON.stringify({ email }),
    }),
    { bindings },
  );

async function resetKeys(): Promise<number> {
  return (await env.KV.list({ prefix: "pwreset:" })).keys.length;
}

describe("forgot-password in production without an email provider", () => {
  it("answers 503 'Password reset email is not configured', stores and sends nothing, and logs only the fact", async () => {
    const { email } = await registerUser();
    const before = await resetKeys();
    for (const bindings of [NO_PROVIDER, { ...PRODUCTION, APP_URL: undefined }, { ...PRODUCTION, EMAIL_API_KEY: "" }]) {
      const res = await forgot(email, bindings);
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ message: "Password reset email is not configured" });
    }
    expect(await resetKeys()).toBe(before);
    expect(sent).toEqual([]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toMatch(/reset-password\?token=|token=/);
      expect(line).not.toContain(email);
      expect(line).toMatch(/not configured/);
    }
  });

  it("an unknown email gets the same 503 (nothing tells whether the account exists)", async () => {
    const res = await forgot(`nobody-${crypto.randomUUID()}@example.com`, NO_PROVIDER);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ message: "Password reset email is not configured" });
  });

  it("with a provider: the link is emailed, built on APP_URL, and never logged", async () => {
    const { email } = await registerUser();
    const res = await forgot(email, PRODUCTION);
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.to).toBe(email);
    expect(sent[0]!.body.text).toContain(`${APP_URL}/reset-password?token=`);
    for (const line of lines) expect(line).not.toContain("reset-password");
  });

  it("locally (no provider, not production) the link is still printed, as the README says", async () => {
    const { email } = await registerUser();
    const res = await forgot(email, { ENVIRONMENT: "test", EMAIL_API_URL: undefined, EMAIL_API_KEY: undefined });
    expect(res.status).toBe(200);
    expect(lines.some((l) => l.includes("/reset-password?token="))).toBe(true);
  });
});

describe("/api/health reports missing production configuration", () => {
  it("names what production lacks (names only, never values), and is ok when nothing is missing", async () => {
    const missing = await api("/api/health", { bindings: { ENVIRONMENT: "production", APP_URL: "", EMAIL_API_URL: undefined, EMAIL_API_KEY: "re_secret_value" } });
    expect(missing.status).toBe(503);
    expect(missing.json).toMatchObject({ ok: false, missingConfiguration: ["APP_URL", "EMAIL_API_URL"] });
    expect(missing.text).not.toContain("re_secret_value");
    // An http:// address is not one production links may use.
    const http = await api("/api/health", { bindings: { ...PRODUCTION, APP_URL: "http://app.clearday.example" } });
    expect(http.json.missingConfiguration).toEqual(["APP_URL"]);
    const complete = await api("/api/health", { bindings: PRODUCTION });
    expect(complete.status).toBe(200);
    expect(complete.json).toMatchObject({ ok: true });
    const local = await api("/api/health", { bindings: { ENVIRONMENT: "test", APP_URL: undefined, EMAIL_API_URL: undefined } });
    expect(local.json).toMatchObject({ ok: true });
  });
});

describe("absolute links in production come from APP_URL, never from the Host header", () => {
  const evil = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    new Request(`https://evil.example${path}`, { ...init, headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", ...init.headers } });

  it("reset link, snapshot share link and billing return address", async () => {
    const { email, token } = await registerUser();
    expect((await forgot(email, PRODUCTION, "evil.example")).status).toBe(200);
    expect(sent[0]!.body.text).toContain(`${APP_URL}/reset-password?token=`);
    expect(sent[0]!.body.text).not.toContain("evil.example");

    const snap = await api(evil("/api/snapshots", { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/png" }, body: fakePng(60, 40) }), {
      bindings: PRODUCTION,
    });
    expect(snap.status).toBe(201);
    expect(snap.json.url).toBe(`${APP_URL}/api/snapshots/${snap.json.id}`);

    expect((await createSubscription(token)).status).toBe(200); // gives the person a Stripe customer
    const portal = await api(
      evil("/api/billing/portal", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ returnTo: "/dashboard" }),
      }),
      { bindings: PRODUCTION },
    );
    expect(portal.status).toBe(200);
    const sessions = (await (await fetch(`${stub()}/__stub/portal-sessions`)).json()) as { return_url: string }[];
    expect(sessions.at(-1)!.return_url).toBe(`${APP_URL}/dashboard`);

    const exported = await api(evil("/api/account/export", { headers: { Authorization: `Bearer ${token}` } }), { bindings: PRODUCTION });
    expect(exported.json.sharedSnapshots[0].url).toBe(`${APP_URL}/api/snapshots/${snap.json.id}`);
  });

  it("without APP_URL, production refuses to make share and billing links (503) rather than trust the Host", async () => {
    const { token } = await registerUser();
    const bindings = { ...PRODUCTION, APP_URL: undefined };
    const snap = await api(evil("/api/snapshots", { method: "POST", headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/png" }, body: fakePng(60, 40) }), {
      bindings,
    });
    expect(snap.status).toBe(503);
    expect(snap.json.message).toMatch(/address is not configured/);
    // The export still works: its links become relative.
    const exported = await api(evil("/api/account/export", { headers: { Authorization: `Bearer ${token}` } }), { bindings });
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain("evil.example");
  });
});

describe("forgot-password does the same work for known and unknown emails", () => {
  /** A KV whose writes are recorded and held open: a handler that awaited one would never answer. */
  function holdingKv() {
    const puts: { key: string; value: string; ttl: number | undefined; promise: Promise<void> }[] = [];
    const kv = new Proxy(env.KV, {
      get(target, prop) {
        if (prop === "put") {
          return (key: string, value: string, options?: KVNamespacePutOptions) => {
            const promise = new Promise<void>(() => {}); // never settles
            puts.push({ key, value, ttl: options?.expirationTtl, promise });
            return promise;
          };
        }
        const v = Reflect.get(target, prop);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
    return { kv, puts };
  }

  async function forgotWithHeldKv(email: string) {
    const { kv, puts } = holdingKv();
    const ctx = createExecutionContext();
    const handedOver: Promise<unknown>[] = [];
    const waitUntil = ctx.waitUntil.bind(ctx);
    ctx.waitUntil = (p: Promise<unknown>) => {
      handedOver.push(p);
      if (!puts.some((put) => put.promise === p)) waitUntil(p);
    };
    const req = request("/api/auth/forgot-password", { body: { email }, headers: { "CF-Connecting-IP": `10.245.0.${Math.floor(Math.random() * 250)}` } });
    const res = await app.fetch(req, { ...env, KV: kv, ENVIRONMENT: "test" }, ctx);
    await waitOnExecutionContext(ctx);
    return { status: res.status, body: await res.json(), puts, handedOver };
  }

  it("one KV write each, handed to waitUntil (the answer never waits for it), same key shape and lifetime", async () => {
    const { email } = await registerUser();
    const known = await forgotWithHeldKv(email);
    const unknown = await forgotWithHeldKv(`nobody-${crypto.randomUUID()}@example.com`);
    for (const r of [known, unknown]) {
      expect(r.status).toBe(200);
      expect(r.puts).toHaveLength(1);
      expect(r.puts[0]!.key).toMatch(/^pwreset:[0-9a-f]{64}$/);
      expect(r.puts[0]!.ttl).toBe(3600);
      expect(r.handedOver).toContain(r.puts[0]!.promise);
    }
    expect(unknown.body).toEqual(known.body);
    expect(JSON.parse(known.puts[0]!.value).userId).toEqual(expect.any(String));
    // The unknown email's record names no one: its token (never sent) can reset nothing.
    expect(JSON.parse(unknown.puts[0]!.value).userId).toBeNull();
  });
});
