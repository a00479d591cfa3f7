// Rate limits: register, login, forgot-password and reset answer 429 with Retry-After per address,
// and register and forgot-password per email too (sign-in's guard against lock-outs by strangers is
// in sign-in-guard.test.ts); every model route of proof-routes.ts stops calling the model past the daily
// budget (429 where the person waits for the answer, a graceful fallback where the work is in the
// background); parallel requests cannot overshoot a limit.
import { afterEach, describe, expect, it } from "vitest";
import { answering, calls, mockCoach } from "./mock-models";
import { FALLBACK_ANALYSIS_COMPLETE } from "../../shared/ai-results";
import { api, countRows, env, holdClockInOneWindow, registerUser, request, type Answer } from "./helpers";
import { ROUTES, fullResponses } from "./proof-routes";

afterEach(() => mockCoach(null));
holdClockInOneWindow();

const LIMIT = Number(env.AUTH_RATE_LIMIT ?? 10);
let ipCounter = 0;
const freshIp = () => `10.199.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

function expect429(res: Answer, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 120)}`).toBe(429);
  const retry = Number(res.headers.get("Retry-After"));
  expect(Number.isInteger(retry) && retry > 0, `${label}: Retry-After ${res.headers.get("Retry-After")}`).toBe(true);
  expect(res.json?.message, label).toEqual(expect.any(String));
}

interface AuthCase {
  action: string;
  path: string;
  body: (email: string) => Record<string, unknown>;
  perEmail: boolean;
}

const AUTH: AuthCase[] = [
  { action: "register", path: "/api/auth/register", body: (email) => ({ email, password: "correct horse", name: "R", termsAccepted: true }), perEmail: true },
  // Failed sign-ins are limited per address and per (email, address), never per email alone: see sign-in-guard.test.ts.
  { action: "login", path: "/api/auth/login", body: (email) => ({ email, password: "wrong horse" }), perEmail: false },
  { action: "forgot-password", path: "/api/auth/forgot-password", body: (email) => ({ email }), perEmail: true },
  // A reset carries a token, not an email: it is limited per address (the token is single-use and 32 random bytes).
  { action: "reset-password", path: "/api/auth/reset-password", body: () => ({ token: `made-up-token-${crypto.randomUUID()}`, password: "another horse" }), perEmail: false },
];

describe("auth rate limits", () => {
  for (const c of AUTH) {
    it(`${c.action}: one address gets 429 with Retry-After after ${LIMIT} attempts (any emails)`, async () => {
      const ip = freshIp();
      for (let i = 0; i < LIMIT; i++) {
        const res = await api(c.path, { body: c.body(`rl-${crypto.randomUUID()}@example.com`), headers: { "CF-Connecting-IP": ip } });
        expect(res.status, `attempt ${i + 1}: ${res.text.slice(0, 100)}`).not.toBe(429);
      }
      const over = await api(c.path, { body: c.body(`rl-${crypto.randomUUID()}@example.com`), headers: { "CF-Connecting-IP": ip } });
      expect429(over, `${c.action} per address`);
      // Another address is not affected.
      const other = await api(c.path, { body: c.body(`rl-${crypto.randomUUID()}@example.com`), headers: { "CF-Connecting-IP": freshIp() } });
      expect(other.status).not.toBe(429);
    });

    if (c.perEmail) {
      it(`${c.action}: one email gets 429 with Retry-After after ${LIMIT} attempts (from any addresses)`, async () => {
        const email = `target-${crypto.randomUUID()}@example.com`;
        for (let i = 0; i < LIMIT; i++) {
          const res = await api(c.path, { body: c.body(email), headers: { "CF-Connecting-IP": freshIp() } });
          expect(res.status, `attempt ${i + 1}`).not.toBe(429);
        }
        // Upper case and spaces are the same email.
        const over = await api(c.path, { body: c.body(`  ${email.toUpperCase()} `), headers: { "CF-Connecting-IP": freshIp() } });
        expect429(over, `${c.action} per email`);
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// The daily model budget

const DAY_MS = 86_400_000;
const BUDGET = 3;
const budgetEnv = { COACH_DAILY_LIMIT_FREE: String(BUDGET), COACH_DAILY_LIMIT_PAID: String(BUDGET) };

/** Spends the person's whole daily budget (the counter row chargeModelCall reads). */
async function spendBudget(userId: string) {
  const now = Date.now();
  await env.DB.prepare("INSERT OR REPLACE INTO usage_counters (key, window_start, count) VALUES (?1, ?2, ?3)")
    .bind(`model:${userId}`, now - (now % DAY_MS), BUDGET)
    .run();
}

function useModel() {
  const model = answering('{"insight":"A steady week.","questions":[],"prompts":[{"prompt":"What helped today?"}]}');
  mockCoach({ model, timeoutMs: 2000 });
  return model;
}

async function completedAssessment(token: string): Promise<string> {
  const res = await api("/api/assessments", { token, body: { responses: fullResponses(), isComplete: true } });
  if (res.status !== 201) throw new Error(`assessment: ${res.status} ${res.text}`);
  return res.json.id;
}

/** How each model route is called once the person is over budget. */
const MODEL_CALLS: Record<string, (token: string) => Promise<Request>> = {
  "POST /api/coaching/chat": async (token) => request("/api/coaching/chat", { token, body: { message: "Work keeps me up at night." } }),
  "POST /api/chat": async (token) => request("/api/chat", { token, body: { message: "Work keeps me up at night." } }),
  "POST /api/journal/ai-prompts": async (token) => request("/api/journal/ai-prompts", { token, body: { recentEntries: ["A long day at work."] } }),
  "POST /api/journal/ask": async (token) => request("/api/journal/ask", { token, body: { question: "When did a walk help me feel calm?" } }),
  "POST /api/journal": async (token) => request("/api/journal", { token, body: { content: "A long day at work, then a good dinner." } }),
  "POST /api/assessments": async (token) => request("/api/assessments", { token, body: { responses: fullResponses(), isComplete: true } }),
  "POST /api/assessments/:id/follow-up-questions": async (token) => request(`/api/assessments/${await completedAssessment(token)}/follow-up-questions`, { token, method: "POST" }),
  "POST /api/assessments/:id/follow-up-responses": async (token) => {
    const id = await completedAssessment(token);
    mockCoach(null); // the offline coach writes the questions (no budget)
    const q = await api(`/api/assessments/${id}/follow-up-questions`, { token, method: "POST" });
    useModel();
    return request(`/api/assessments/${id}/follow-up-responses`, {
      token,
      body: { responses: Object.fromEntries(q.json.questions.map((x: { id: string }) => [x.id, "More rest."])) },
    });
  },
  "GET /api/insights/daily": async (token) => request("/api/insights/daily", { token }),
};

describe("the daily model budget on every model route", () => {
  it("every model route of the route table has a case here", () => {
    const modelRoutes = ROUTES.filter((r) => r.model).map((r) => `${r.method} ${r.route}`);
    expect(modelRoutes.sort()).toEqual(Object.keys(MODEL_CALLS).sort());
  });

  for (const route of ROUTES.filter((r) => r.model)) {
    const key = `${route.method} ${route.route}`;
    it(`${key} (${route.model}) past the budget: ${route.model === "request" ? "429 with Retry-After" : "no model call, a graceful answer"}`, async () => {
      const { token, user } = await registerUser({ tier: "premium" });
      useModel();
      const req = await MODEL_CALLS[key]!(token);
      await spendBudget(user.id);
      const model = useModel();
      const res = await api(req, { bindings: budgetEnv });
      expect(calls(model), `${key} called the model past the budget`).toBe(0);
      if (route.model === "request") {
        expect429(res, key);
        expect(res.json.message).toMatch(/today's limit of 3/);
      } else {
        expect(res.status, `${key}: ${res.text.slice(0, 160)}`).toBeLessThan(300);
      }
      if (key === "POST /api/assessments") {
        const row = await env.DB.prepare("SELECT ai_analysis FROM assessments WHERE id = ?1").bind(res.json.id).first<{ ai_analysis: string }>();
        expect(JSON.parse(row!.ai_analysis)).toEqual(FALLBACK_ANALYSIS_COMPLETE);
      }
      if (key === "POST /api/journal") expect(await countRows("journal_entries", "user_id = ?1 AND ai_insight IS NULL", user.id)).toBe(1);
      if (key === "GET /api/insights/daily") expect(res.json).toEqual([]);
    });
  }

  it("a free person's chat gets exactly the budget in replies, then 429", async () => {
    const { token } = await registerUser();
    const model = useModel();
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET + 2; i++) statuses.push((await api("/api/chat", { token, body: { message: `Message number ${i} about work.` }, bindings: budgetEnv })).status);
    expect(statuses).toEqual([...Array(BUDGET).fill(200), 429, 429]);
    expect(calls(model)).toBe(BUDGET);
  });

  it("30 parallel chats with a budget of 10 cannot overshoot", async () => {
    const { token } = await registerUser();
    const model = useModel();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api("/api/chat", { token, body: { message: `Parallel message ${i} about my week.` }, bindings: { COACH_DAILY_LIMIT_FREE: "10" } })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(12);
    expect(calls(model)).toBeLessThanOrEqual(12);
  });
});
