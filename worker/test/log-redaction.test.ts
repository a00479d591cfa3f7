// No diary or chat text in logs: D1 fails under requests that carry a person's words (with a marker
// in them), and the marker appears in no log line, however the failure is reported (app.onError,
// the chat stream, the background insight, the queue consumer).
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consumeInsightJobs } from "../jobs/insights-consumer";
import type { InsightJob } from "../../shared/jobs";
import { WRITE, faultyD1 } from "./faulty-d1";
import { api, registerUser } from "./helpers";
import { seedEntry, seedUser } from "./insights-helpers";
import { answering, coachFor, mockCoach } from "./mock-models";
import { fullResponses } from "./proof-routes";

const MARKER = "ZEBRA-MARKER-4471";

/** Everything an argument of console.* could show: an error's message, stack, cause and own fields. */
function render(value: unknown, seen = new Set<unknown>()): string {
  if (value === null || typeof value !== "object") return String(value);
  if (seen.has(value)) return "";
  seen.add(value);
  if (value instanceof Error) {
    const own = Object.entries(value).map(([k, v]) => `${k}=${render(v, seen)}`);
    return [value.name, value.message, value.stack ?? "", render(value.cause, seen), ...own].join(" | ");
  }
  try {
    return JSON.stringify(value);
  } catch {
    return Object.values(value)
      .map((v) => render(v, seen))
      .join(" ");
  }
}

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map((a) => render(a)).join(" ")));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  mockCoach(null);
});

/** The failure was logged (so the test can fail), and nothing logged holds the marker. */
function expectLoggedWithoutMarker(label: string) {
  expect(lines.length, `${label}: nothing was logged`).toBeGreaterThan(0);
  for (const line of lines) expect(line, label).not.toContain(MARKER);
}

describe("a D1 failure never writes the person's text to the log", () => {
  it("diary: a failed insert (drizzle puts the bound values in its error) is logged without them", async () => {
    const { token } = await registerUser();
    const res = await api("/api/journal", {
      token,
      body: { content: `Dear diary, ${MARKER} happened today.`, mood: 2 },
      bindings: {
        DB: faultyD1((sql) => WRITE.test(sql) && /journal_entries/.test(sql)),
      },
    });
    expect(res.status).toBe(500);
    expectLoggedWithoutMarker("diary insert");
    // The line says where and what, so it is still useful.
    const line = JSON.parse(lines.find((l) => l.includes("POST /api/journal"))!);
    expect(line).toMatchObject({ level: "error", where: "POST /api/journal", error: "DrizzleQueryError" });
    expect(line.requestId).toEqual(expect.any(String));
    expect(line.message).toMatch(/insert into "journal_entries"/);
  });

  it("diary: the background insight failing to be stored is logged without the insight or the entry", async () => {
    const { token } = await registerUser({ tier: "premium" });
    mockCoach({ model: answering(JSON.stringify({ insight: `You wrote about ${MARKER}; that sounds like a lot.` })), timeoutMs: 2000 });
    const res = await api("/api/journal", {
      token,
      body: { content: `Thinking about ${MARKER} again.` },
      bindings: {
        DB: faultyD1((sql) => /^\s*update\b/i.test(sql) && /journal_entries/.test(sql)),
      },
    });
    expect(res.status).toBe(201);
    expectLoggedWithoutMarker("journal insight");
    expect(lines.some((l) => l.includes('"where":"journal insight"'))).toBe(true);
  });

  it("chat, answered whole and streamed: a failed write of the exchange is logged without it", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const db = faultyD1((sql) => WRITE.test(sql) && /coaching_(messages|sessions)/.test(sql));
    const json = await api("/api/coaching/chat", { token, body: { message: `My sister said ${MARKER} to me.` }, bindings: { DB: db } });
    expect(json.status).toBeGreaterThanOrEqual(500);
    const stream = await api("/api/coaching/chat", { token, body: { message: `My sister said ${MARKER} to me.` }, headers: { Accept: "text/event-stream" }, bindings: { DB: db } });
    expect(stream.text).toContain("event: error");
    expectLoggedWithoutMarker("chat");
  });

  it("assessment answers and a sign-up's name: failed inserts are logged without them", async () => {
    const { token } = await registerUser();
    const responses = { ...fullResponses(), relationship_patterns: `I keep saying ${MARKER} to people.` };
    const a = await api("/api/assessments", { token, body: { responses, isComplete: true }, bindings: { DB: faultyD1((sql) => WRITE.test(sql) && /assessments/.test(sql)) } });
    expect(a.status).toBe(500);
    const r = await api("/api/auth/register", {
      body: { email: `log-${crypto.randomUUID()}@example.com`, password: "correct horse", name: `Sam ${MARKER}`, termsAccepted: true },
      headers: { "CF-Connecting-IP": "10.233.0.1" },
      bindings: { DB: faultyD1((sql) => WRITE.test(sql) && /\busers\b/.test(sql)) },
    });
    expect(r.status).toBe(500);
    expectLoggedWithoutMarker("assessment and register");
  });

  it("the daily-insights queue consumer: a failed write is logged without the entries it read", async () => {
    const person = await seedUser({ tier: "premium" });
    await seedEntry(person, Date.now() - 3_600_000, 3, `Long walk, thought about ${MARKER}.`);
    mockCoach({ model: answering(JSON.stringify({ insights: [{ slot: "morning", insight: `About ${MARKER}: go gently.`, category: "mindset" }] })), timeoutMs: 2000 });
    const batch = createMessageBatch<InsightJob>("clearday-insights", [
      { id: "log-1", timestamp: new Date(), attempts: 1, body: { userId: person, localDate: new Date().toISOString().slice(0, 10) } },
    ]);
    const ctx = createExecutionContext();
    const failing = faultyD1((sql) => WRITE.test(sql) && /daily_insights/.test(sql));
    const stats = await consumeInsightJobs(batch, { DB: failing }, coachFor({ ...(await import("./helpers")).env, DB: failing }));
    await getQueueResult(batch, ctx);
    expect(stats.retried).toBe(1);
    expectLoggedWithoutMarker("insights queue");
  });
});
