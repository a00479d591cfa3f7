// Faults: the model throwing, stalling or dying mid-stream on every model route; D1 failing (all of
// it, or only some writes). Each gives the person a clear message (never a stack trace), and nothing
// is half-written. Stripe failing or timing out is covered in billing.test.ts ("Stripe failing").
import { afterEach, describe, expect, it } from "vitest";
import type { LanguageModel } from "ai";
import { dyingMidStream, mockCoach, stalled, stallingMidStream, throwing } from "./mock-models";
import { FALLBACK_ANALYSIS_COMPLETE } from "../../shared/ai-results";
import { api, countRows, env, registerUser, request } from "./helpers";
import { ROUTES, fullResponses, pathOf } from "./proof-routes";
import { fakePng } from "./snapshots-fixtures";
import { WRITE, faultyD1 } from "./faulty-d1";

afterEach(() => mockCoach(null));

const useModel = (model: LanguageModel) => mockCoach({ model, timeoutMs: 100 });
const FAULTY: [string, () => LanguageModel][] = [
  ["throws", throwing],
  ["stalls", stalled],
];

/** No stack trace, no internal error text: a message written for a person. */
function expectClearMessage(res: { status: number; text: string; json: any; headers: Headers }, label: string) {
  expect(res.headers.get("Content-Type") ?? "", label).toMatch(/^application\/json/);
  expect(res.json?.message, label).toEqual(expect.any(String));
  expect(res.json.message.length, label).toBeGreaterThan(10);
  expect(res.text, label).not.toMatch(/\n\s+at |injected|D1_ERROR|SQLITE|stack/i);
}

async function userRows(userId: string, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = await countRows(t, "user_id = ?1", userId);
  return out;
}

describe("the model throws or stalls", () => {
  for (const [what, model] of FAULTY) {
    it(`chat (JSON): when the model ${what}, the chat's failure path: 503 with a message, nothing stored, no template in Mindy's name`, async () => {
      const { token, user } = await registerUser({ tier: "premium" });
      useModel(model());
      const res = await api("/api/coaching/chat", { token, body: { message: "Work is piling up and I can't switch off." } });
      expect(res.status).toBe(503);
      expect(res.json.message).toMatch(/couldn't finish that reply/);
      expect(await userRows(user.id, ["coaching_sessions", "coaching_messages", "memory_items"])).toEqual({ coaching_sessions: 0, coaching_messages: 0, memory_items: 0 });
      const open = await api("/api/chat", { token, body: { message: "Hello, rough day." } });
      expect(open.status).toBe(503);
    });

    it(`diary: the entry is saved when the insight model ${what}; it just has no insight`, async () => {
      const { token, user } = await registerUser({ tier: "premium" });
      useModel(model());
      const res = await api("/api/journal", { token, body: { content: "A long day, but the walk home was lovely.", mood: 3 } });
      expect(res.status).toBe(201);
      expect(res.json.insightPending).toBe(true);
      // api() waited for the background insight: the entry is there once, whatever the insight became.
      expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(1);
      const prompts = await api("/api/journal/ai-prompts", { token, body: { recentEntries: ["A long day."] } });
      expect(prompts.status).toBe(200);
      expect(prompts.json.prompts.length).toBeGreaterThan(0);
    });

    it(`assessment: submitted, follow-up questions and plan still come when the model ${what}`, async () => {
      const { token, user } = await registerUser({ tier: "premium" });
      useModel(model());
      const res = await api("/api/assessments", { token, body: { responses: fullResponses(), isComplete: true } });
      expect(res.status).toBe(201);
      const row = await env.DB.prepare("SELECT ai_analysis FROM assessments WHERE id = ?1").bind(res.json.id).first<{ ai_analysis: string | null }>();
      // The background analysis failed: either nothing (the results screen shows the fallback) or a valid fallback.
      if (row?.ai_analysis) expect(() => JSON.parse(row.ai_analysis!)).not.toThrow();
      const questions = await api(`/api/assessments/${res.json.id}/follow-up-questions`, { token, method: "POST" });
      expect(questions.status).toBe(200);
      expect(questions.json.questions.length).toBeGreaterThanOrEqual(3);
      const answers = Object.fromEntries(questions.json.questions.map((q: { id: string }) => [q.id, "More sleep and fewer late emails."]));
      const plan = await api(`/api/assessments/${res.json.id}/follow-up-responses`, { token, body: { responses: answers } });
      expect(plan.status).toBe(200);
      expect(await countRows("assessments", "user_id = ?1", user.id)).toBe(1);
    });

    it(`daily insights: the dashboard still gets an answer when the model ${what}`, async () => {
      const { token } = await registerUser({ tier: "premium" });
      useModel(model());
      const res = await api("/api/insights/daily", { token });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.json)).toBe(true);
      for (const item of res.json) expect(item.insight.length).toBeGreaterThan(0);
    });
  }
});

describe("the model dies mid-stream", () => {
  for (const [what, model] of [
    ["errors", () => dyingMidStream("That sounds really hard. ")],
    ["stalls", () => stallingMidStream("That sounds really hard. ")],
  ] as const) {
    for (const path of ["/api/coaching/chat", "/api/chat"]) {
      it(`${path}: a stream that ${what} part-way ends with an error event, and nothing is stored`, async () => {
        const { token, user } = await registerUser({ tier: "premium" });
        // Room for the first words to arrive on a busy machine before the stall counts as one.
        mockCoach({ model: model(), timeoutMs: 500, idleMs: 500 });
        const res = await api(path, { token, body: { message: "I feel stuck at work." }, headers: { Accept: "text/event-stream" } });
        expect(res.status).toBe(200);
        const { events } = res;
        expect(events.some((e) => e.event === "delta")).toBe(true);
        const last = events.at(-1)!;
        expect(last.event).toBe("error");
        expect(last.data.status).toBe(503);
        expect(last.data.message).toMatch(/Nothing was saved/);
        expect(await userRows(user.id, ["coaching_sessions", "coaching_messages", "memory_items"])).toEqual({ coaching_sessions: 0, coaching_messages: 0, memory_items: 0 });
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// D1 failing

describe("D1 failing", () => {
  it("every route answers a clear JSON message (never a stack trace) when D1 is down", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const down = faultyD1(() => true);
    for (const route of ROUTES) {
      const body = route.binary ? undefined : route.body?.();
      const req = request(pathOf(route), {
        method: route.method,
        token,
        ...(route.binary ? { raw: route.binary(), headers: { "Content-Type": route.contentType ?? "image/png" } } : body ? { body } : {}),
      });
      const res = await api(req, { bindings: { DB: down } });
      const label = `${route.method} ${route.route} → ${res.status} ${res.text.slice(0, 160)}`;
      if (res.status >= 500) {
        expect([500, 502, 503], label).toContain(res.status);
        expectClearMessage(res, label);
      } else if (res.status >= 400) {
        expectClearMessage(res, label);
      }
    }
  });

  it("a passing D1 failure (a lost connection, a busy database) is a 503 that says to try again; any other is a 500", async () => {
    const { token } = await registerUser();
    const counting = (sql: string) => WRITE.test(sql) && /usage_counters/.test(sql);
    for (const message of ["D1_ERROR: Network connection lost.", "D1_ERROR: database is locked: SQLITE_BUSY"]) {
      const res = await api("/api/chat", { token, body: { message: "Hello, a quiet day" }, bindings: { DB: faultyD1(counting, message) } });
      expect(res.status, message).toBe(503);
      expect(res.headers.get("Retry-After"), message).toBe("2");
      expect(res.json.message, message).toMatch(/busy for a moment/);
      expectClearMessage(res, message);
    }
    const other = await api("/api/chat", { token, body: { message: "Hello, a quiet day" }, bindings: { DB: faultyD1(counting) } });
    expect(other.status).toBe(500);
  });

  it("chat: when storing the exchange fails, the person is told and nothing of it is stored", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const db = faultyD1((sql) => WRITE.test(sql) && /coaching_messages/.test(sql));
    const res = await api("/api/coaching/chat", { token, body: { message: "Can we talk about my sister?" }, bindings: { DB: db } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "chat with a failing batch");
    expect(await userRows(user.id, ["coaching_sessions", "coaching_messages", "memory_items"])).toEqual({ coaching_sessions: 0, coaching_messages: 0, memory_items: 0 });

    const stream = await api("/api/coaching/chat", { token, body: { message: "Can we talk about my sister?" }, headers: { Accept: "text/event-stream" }, bindings: { DB: db } });
    const last = stream.events.at(-1)!;
    expect(last.event).toBe("error");
    expect(last.data.message).toMatch(/Nothing was saved/);
    expect(stream.text).not.toMatch(/injected|D1_ERROR/);
    expect(await userRows(user.id, ["coaching_sessions", "coaching_messages", "memory_items"])).toEqual({ coaching_sessions: 0, coaching_messages: 0, memory_items: 0 });
  });

  it("chat: a continued session keeps its earlier messages and count when the new exchange cannot be stored", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const first = await api("/api/coaching/chat", { token, body: { message: "Sleep has been bad lately." } });
    expect(first.status).toBe(200);
    const before = await env.DB.prepare("SELECT message_count, updated_at, summary FROM coaching_sessions WHERE id = ?1").bind(first.json.sessionId).first();
    const db = faultyD1((sql) => WRITE.test(sql) && /coaching_messages/.test(sql));
    const res = await api("/api/coaching/chat", { token, body: { message: "And today was worse.", sessionId: first.json.sessionId }, bindings: { DB: db } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "continued chat with a failing batch");
    expect(await env.DB.prepare("SELECT message_count, updated_at, summary FROM coaching_sessions WHERE id = ?1").bind(first.json.sessionId).first()).toEqual(before);
    expect(await countRows("coaching_messages", "user_id = ?1", user.id)).toBe(2);
  });

  it("diary: a save that fails is reported and leaves no entry; the same draft saves once when retried", async () => {
    const { token, user } = await registerUser();
    const body = { content: "Tried the breathing exercise tonight.", mood: 4, clientId: "draft-fault-1" };
    const res = await api("/api/journal", { token, body, bindings: { DB: faultyD1((sql) => WRITE.test(sql) && /journal_entries/.test(sql)) } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "diary save with failing writes");
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(0);
    const retry = await api("/api/journal", { token, body });
    const again = await api("/api/journal", { token, body });
    expect([retry.status, again.status]).toEqual([201, 200]);
    expect(again.json.id).toBe(retry.json.id);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(1);
  });

  it("snapshots: when the row cannot be written, the uploaded image is removed too", async () => {
    const { token, user } = await registerUser();
    const res = await api("/api/snapshots", {
      token,
      raw: fakePng(),
      headers: { "Content-Type": "image/png" },
      bindings: {
        DB: faultyD1((sql) => WRITE.test(sql) && /snapshots/.test(sql)),
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "snapshot with a failing insert");
    expect(await countRows("snapshots", "user_id = ?1", user.id)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `snapshots/${user.id}/` })).objects).toHaveLength(0);
  });

  it("register: a failing insert creates no account, and the same email can register afterwards", async () => {
    const email = `fault-${crypto.randomUUID()}@example.com`;
    const body = { email, password: "correct horse", name: "Kim", termsAccepted: true };
    const headers = { "CF-Connecting-IP": "10.77.0.1" };
    const res = await api("/api/auth/register", { body, headers, bindings: { DB: faultyD1((sql) => WRITE.test(sql) && /"users"|\busers\b/.test(sql)) } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "register with a failing insert");
    expect(await countRows("users", "email = ?1", email)).toBe(0);
    expect((await api("/api/auth/register", { body, headers })).status).toBe(201);
  });

  it("assessment: a failing insert stores nothing and tells the person", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const res = await api("/api/assessments", {
      token,
      body: { responses: fullResponses(), isComplete: true },
      bindings: {
        DB: faultyD1((sql) => WRITE.test(sql) && /assessments/.test(sql)),
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "assessment with a failing insert");
    expect(await countRows("assessments", "user_id = ?1", user.id)).toBe(0);
    expect(FALLBACK_ANALYSIS_COMPLETE).toBeDefined();
  });

  it("account deletion: a failing D1 batch deletes no rows and a retry finishes the job", async () => {
    const person = await registerUser();
    await api("/api/journal", { token: person.token, body: { content: "Keep me until I say so." } });
    const res = await api("/api/account", {
      method: "DELETE",
      token: person.token,
      body: { password: person.password },
      bindings: {
        DB: faultyD1((sql) => /^\s*delete from "?users"?/i.test(sql)),
      },
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expectClearMessage(res, "account deletion with a failing batch");
    expect(await countRows("users", "id = ?1", person.user.id)).toBe(1);
    expect(await countRows("journal_entries", "user_id = ?1", person.user.id)).toBe(1);
    const retry = await api("/api/account", { method: "DELETE", token: person.token, body: { password: person.password } });
    expect(retry.status).toBe(200);
    expect(await countRows("users", "id = ?1", person.user.id)).toBe(0);
    expect(await countRows("journal_entries", "user_id = ?1", person.user.id)).toBe(0);
  });
});
