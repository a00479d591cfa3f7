// One table: every /api route, for an anonymous visitor and a free, a premium and a pro person.
// The tier is enforced by the server (requirePaid / isPaid in each feature), never only in the UI.
// A last test compares the table with the routes the app really registers, so a new route without a
// row here fails until someone decides who may call it.
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../app";
import { makeEvent, sendWebhook } from "./billing-helpers";
import { api, env, registerUser, type ApiOptions } from "./helpers";
import { MULTIPART_BOUNDARY, multipartFile, pushSubscriptionBody } from "./proof-routes";

type Role = "anonymous" | "free" | "premium" | "pro";
const ROLES: Role[] = ["anonymous", "free", "premium", "pro"];
const PAID: Role[] = ["premium", "pro"];

interface Person {
  token: string | null;
  email: string;
  password: string;
  userId: string | null;
  tier: Role;
}

/**
 * public: anyone. user: anonymous 401, every signed-in tier passes the gate. paid: anonymous 401,
 * free 403, premium and pro pass. A map: the exact status per role (ownership or signature decides).
 * "Passes the gate" = neither 401 nor 403, and no 500 (validation 4xx or 404 for a made-up id is fine).
 */
type Gate = "public" | "user" | "paid" | Record<Role, number>;

interface Row {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The route as registered ("/api/journal/:id"). */
  route: string;
  gate: Gate;
  /** A request that is valid apart from the caller's rights. */
  request?: (p: Person) => Promise<Partial<ApiOptions> & { path?: string }> | (Partial<ApiOptions> & { path?: string });
  /** Side effects on the caller (logout, delete, password): run with a fresh person of the same tier. */
  fresh?: boolean;
  /** What the tier changes inside an allowed answer. */
  check?: (role: Role, json: any) => void;
}

const UUID = "00000000-0000-4000-8000-000000000000";

const ROWS: Row[] = [
  // system
  { method: "GET", route: "/api/health", gate: "public" },
  { method: "GET", route: "/api/config", gate: "public" },
  // auth
  {
    method: "POST",
    route: "/api/auth/register",
    gate: { anonymous: 201, free: 201, premium: 201, pro: 201 },
    request: () => ({
      body: { email: `m-${crypto.randomUUID()}@example.com`, password: "correct horse", name: "M", termsAccepted: true },
      headers: { "CF-Connecting-IP": "10.250.0.1" },
    }),
  },
  { method: "POST", route: "/api/auth/login", gate: "public", request: (p) => ({ body: { email: p.email, password: p.password }, headers: { "CF-Connecting-IP": "10.250.0.2" } }) },
  { method: "POST", route: "/api/auth/forgot-password", gate: "public", request: (p) => ({ body: { email: p.email }, headers: { "CF-Connecting-IP": "10.250.0.3" } }) },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    gate: { anonymous: 400, free: 400, premium: 400, pro: 400 },
    request: () => ({ body: { token: "not-a-real-reset-token", password: "another horse" }, headers: { "CF-Connecting-IP": "10.250.0.4" } }),
  },
  { method: "POST", route: "/api/auth/logout", gate: "user", fresh: true },
  // user and account
  { method: "GET", route: "/api/user/profile", gate: "user", check: (role, json) => expect(json.subscriptionTier).toBe(role) },
  { method: "PATCH", route: "/api/user/profile", gate: "user", request: () => ({ body: { name: "Sam" } }) },
  { method: "POST", route: "/api/account/password", gate: "user", fresh: true, request: (p) => ({ body: { currentPassword: p.password, newPassword: "a new horse" } }) },
  { method: "POST", route: "/api/account/logout-everywhere", gate: "user", fresh: true },
  { method: "GET", route: "/api/account/export", gate: "user" },
  { method: "GET", route: "/api/account/export.md", gate: "user" },
  { method: "DELETE", route: "/api/account", gate: "user", fresh: true, request: (p) => ({ body: { password: p.password } }) },
  // assessments: everyone may take one; only paid tiers see the full results.
  { method: "GET", route: "/api/assessments", gate: "user" },
  {
    method: "POST",
    route: "/api/assessments",
    gate: "user",
    request: () => ({ body: { responses: {}, isComplete: false } }),
    check: (role, json) => expect(json.analysisAccess).toBe(PAID.includes(role) ? "full" : "preview"),
  },
  { method: "POST", route: "/api/assessments/:id/follow-up-questions", gate: "user", request: () => ({ path: `/api/assessments/${UUID}/follow-up-questions` }) },
  {
    method: "POST",
    route: "/api/assessments/:id/follow-up-responses",
    gate: "user",
    request: () => ({ path: `/api/assessments/${UUID}/follow-up-responses`, body: { responses: {} } }),
  },
  // journal: writing and searching are for everyone; AI insights on entries, AI prompts and asking are paid.
  { method: "GET", route: "/api/journal", gate: "user" },
  { method: "GET", route: "/api/journal/search", gate: "user", request: () => ({ path: "/api/journal/search?q=quiet%20walk" }) },
  {
    method: "POST",
    route: "/api/journal",
    gate: "user",
    request: () => ({ body: { content: "A quiet walk after work helped today.", mood: 4 } }),
    check: (role, json) => expect(json.insightPending).toBe(PAID.includes(role)),
  },
  { method: "POST", route: "/api/journal/ai-prompts", gate: "paid", request: () => ({ body: { recentEntries: ["A quiet walk after work helped today."] } }) },
  // "Ask your journal" is paid; reading one entry is everyone's (a made-up id is a 404).
  { method: "POST", route: "/api/journal/ask", gate: "paid", request: () => ({ body: { question: "When did a walk help me feel calm?" } }) },
  { method: "GET", route: "/api/journal/:id", gate: "user", request: () => ({ path: `/api/journal/${UUID}` }) },
  { method: "DELETE", route: "/api/journal/:id", gate: "user", request: () => ({ path: `/api/journal/${UUID}` }) },
  // snapshots: the public link is public; making and deleting one needs the owner.
  { method: "POST", route: "/api/snapshots", gate: "user", request: () => ({ raw: "not a png", headers: { "Content-Type": "image/png" } }) },
  { method: "GET", route: "/api/snapshots/:id", gate: "public", request: () => ({ path: "/api/snapshots/unknownSnapshotId_abcdefghijklmnopqrstu" }) },
  { method: "DELETE", route: "/api/snapshots/:id", gate: "user", request: () => ({ path: "/api/snapshots/unknownSnapshotId_abcdefghijklmnopqrstu" }) },
  // coaching: open chat for everyone signed in; memory and saved sessions are paid.
  {
    method: "POST",
    route: "/api/coaching/chat",
    gate: "user",
    request: () => ({ body: { message: "I keep putting off a hard conversation at work." } }),
    check: (role, json) => (PAID.includes(role) ? expect(json.sessionId).toEqual(expect.any(String)) : expect(json.sessionId).toBeNull()),
  },
  { method: "POST", route: "/api/chat", gate: "user", request: () => ({ body: { message: "Hello there" } }) },
  { method: "GET", route: "/api/coaching/sessions", gate: "paid" },
  { method: "DELETE", route: "/api/coaching/sessions/:id", gate: "paid", request: () => ({ path: `/api/coaching/sessions/${UUID}` }) },
  { method: "GET", route: "/api/coaching/memory", gate: "paid" },
  { method: "DELETE", route: "/api/coaching/memory", gate: "paid" },
  { method: "PATCH", route: "/api/coaching/memory/:id", gate: "paid", request: () => ({ path: `/api/coaching/memory/${UUID}`, body: { text: "You said you like long walks." } }) },
  { method: "DELETE", route: "/api/coaching/memory/:id", gate: "paid", request: () => ({ path: `/api/coaching/memory/${UUID}` }) },
  {
    method: "PUT",
    route: "/api/coaching/memory/settings",
    gate: "paid",
    request: () => ({ body: { enabled: true } }),
    check: (_role, json) => expect(json.enabled).toBe(true),
  },
  // dashboard, insights, audio
  { method: "GET", route: "/api/insights/daily", gate: "user" },
  { method: "GET", route: "/api/dashboard/summary", gate: "user" },
  // weekly and monthly reflections: Premium and Pro.
  { method: "GET", route: "/api/reflections", gate: "paid", check: (_, json) => expect(json).toEqual([]) },
  { method: "GET", route: "/api/reflections/:id", gate: "paid", request: () => ({ path: `/api/reflections/${UUID}` }) },
  { method: "GET", route: "/api/audio/:trackId", gate: "public", request: () => ({ path: "/api/audio/rain" }) },
  // reminders: for everyone signed in.
  { method: "GET", route: "/api/reminders", gate: "user", check: (_, json) => expect(json.available).toBe(true) },
  { method: "PUT", route: "/api/reminders", gate: "user", request: () => ({ body: { enabled: true, times: ["08:00"], days: [1, 2, 3, 4, 5, 6, 7], skipIfWritten: true } }) },
  { method: "POST", route: "/api/reminders/subscriptions", gate: "user", request: () => ({ body: pushSubscriptionBody() }), check: (_, json) => expect(json.devices).toBe(1) },
  { method: "DELETE", route: "/api/reminders/subscriptions", gate: "user", request: () => ({ body: { endpoint: pushSubscriptionBody().endpoint } }) },
  { method: "POST", route: "/api/reminders/test", gate: "user" },
  // imports: for everyone signed in; no tier gets AI insights on imported entries.
  {
    method: "POST",
    route: "/api/imports",
    gate: { anonymous: 401, free: 201, premium: 201, pro: 201 },
    request: () => ({
      raw: new TextDecoder().decode(multipartFile("2024-05-01.md", "A quiet walk helped today.")),
      headers: { "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    }),
  },
  { method: "GET", route: "/api/imports/current", gate: "user" },
  { method: "GET", route: "/api/imports/:id", gate: { anonymous: 401, free: 404, premium: 404, pro: 404 }, request: () => ({ path: `/api/imports/${UUID}` }) },
  { method: "POST", route: "/api/imports/:id/confirm", gate: { anonymous: 401, free: 404, premium: 404, pro: 404 }, request: () => ({ path: `/api/imports/${UUID}/confirm` }) },
  { method: "DELETE", route: "/api/imports/:id", gate: { anonymous: 401, free: 404, premium: 404, pro: 404 }, request: () => ({ path: `/api/imports/${UUID}` }) },
  // billing
  { method: "POST", route: "/api/create-subscription", gate: "user", fresh: true, request: () => ({ body: { priceId: env.STRIPE_PRICE_PRO } }) },
  { method: "GET", route: "/api/subscription-status", gate: "user", check: (role, json) => expect(json.subscriptionTier).toBe(role) },
  // Nobody can claim a subscription that is not theirs, whatever their tier.
  {
    method: "POST",
    route: "/api/update-subscription-tier",
    gate: { anonymous: 401, free: 403, premium: 403, pro: 403 },
    request: () => ({ body: { subscriptionId: "sub_notyours", tier: "pro" } }),
  },
  // Stripe's signature is the only credential of the webhook; a bearer token changes nothing.
  {
    method: "POST",
    route: "/api/stripe/webhook",
    gate: { anonymous: 400, free: 400, premium: 400, pro: 400 },
    request: () => ({ raw: JSON.stringify(makeEvent("customer.subscription.updated", { id: "sub_x" })), headers: { "Stripe-Signature": "t=1,v1=forged" } }),
  },
  { method: "POST", route: "/api/billing/portal", gate: { anonymous: 401, free: 400, premium: 400, pro: 400 }, fresh: true },
];

const people = new Map<Role, Person>();

async function person(role: Role): Promise<Person> {
  if (role === "anonymous") {
    // Credentials of an existing account, without a token: for login/forgot-password rows.
    const r = await registerUser();
    return { token: null, email: r.email, password: r.password, userId: null, tier: role };
  }
  const r = await registerUser({ tier: role });
  return { token: r.token, email: r.email, password: r.password, userId: r.user.id, tier: role };
}

beforeAll(async () => {
  for (const role of ROLES) people.set(role, await person(role));
});

function expectGate(gate: Gate, role: Role, status: number, label: string) {
  if (typeof gate === "object") return expect(status, label).toBe(gate[role]);
  if (gate === "public" || (role !== "anonymous" && gate === "user") || (PAID.includes(role) && gate === "paid")) {
    expect(status, `${label} should pass the gate`).not.toBe(401);
    expect(status, `${label} should pass the gate`).not.toBe(403);
    expect(status, `${label} must not fail on the server`).toBeLessThan(500);
    return;
  }
  expect(status, label).toBe(role === "anonymous" ? 401 : 403);
}

describe("tier matrix: every /api route for anonymous, free, premium and pro", () => {
  for (const row of ROWS) {
    for (const role of ROLES) {
      it(`${row.method} ${row.route} as ${role}`, async () => {
        const who = row.fresh && role !== "anonymous" ? await person(role) : people.get(role)!;
        const extra = (await row.request?.(who)) ?? {};
        const path = extra.path ?? row.route;
        const res = await api(path, { method: row.method, token: who.token, ...extra, headers: { ...extra.headers } });
        const label = `${row.method} ${path} as ${role} → ${res.status} ${res.text.slice(0, 160)}`;
        expectGate(row.gate, role, res.status, label);
        if (row.check && res.status < 300 && role !== "anonymous") row.check(role, res.json);
      });
    }
  }

  it("a genuine signed webhook is accepted whatever token comes with it", async () => {
    const res = await sendWebhook(makeEvent("charge.refunded", { id: "ch_matrix", object: "charge" }));
    expect(res.status).toBe(200);
  });

  it("covers every route the app registers", () => {
    const registered = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/\/$/, "") || "/"}`));
    const listed = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const missing = [...registered].filter((r) => !listed.has(r)).sort();
    const gone = [...listed].filter((r) => !registered.has(r)).sort();
    expect(missing, "routes without a row in the tier matrix").toEqual([]);
    expect(gone, "rows for routes that no longer exist").toEqual([]);
  });
});
