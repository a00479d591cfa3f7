import type { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { JOURNAL_PAGE_SIZE } from "../../shared/diary";
import { api, countRows, env, registerUser } from "./helpers";
import { answering, mockCoach, throwing } from "./mock-models";

const ACUTE = "I want to kill myself tonight";

const jsonModel = (value: unknown) => answering(JSON.stringify(value));

const promptsSent = (model: MockLanguageModelV4) => JSON.stringify(model.doGenerateCalls.map((c) => c.prompt));

async function entryRow(id: string) {
  return env.DB.prepare("SELECT * FROM journal_entries WHERE id = ?1").bind(id).first<Record<string, any>>();
}

/** The stored insight: api() returned after the background work (waitUntil) had finished. */
async function insightOf(id: string): Promise<string | null> {
  return ((await entryRow(id))?.ai_insight as string | null | undefined) ?? null;
}

const save = (token: string, body: unknown) => api("/api/journal", { token, body });

afterEach(() => mockCoach(null));

describe("POST /api/journal validation", () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ["blank content", { content: "   \n\t " }, /content: Write something/],
    ["missing content", { mood: 3 }, /content: /],
    ["100 KB of content", { content: "a".repeat(100 * 1024) }, /content: An entry can be at most 20,000 characters/],
    ["mood 0", { content: "hi", mood: 0 }, /mood: Mood must be a whole number from 1 to 5/],
    ["mood 6", { content: "hi", mood: 6 }, /mood: Mood must be a whole number from 1 to 5/],
    ['mood "happy"', { content: "hi", mood: "happy" }, /mood: Mood must be a whole number from 1 to 5/],
    ["mood 2.5", { content: "hi", mood: 2.5 }, /mood: Mood must be a whole number from 1 to 5/],
    ["a malformed clientId", { content: "hi", clientId: "x y" }, /clientId/],
    ["content that is not text", { content: 42 }, /content: /],
  ];
  it.each(cases)("%s -> 400 naming the field, nothing stored", async (_, body, message) => {
    const { token, user } = await registerUser();
    const res = await save(token, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(0);
  });

  it("malformed JSON -> 400", async () => {
    const { token } = await registerUser();
    const res = await api("/api/journal", { token, raw: "{content:" });
    expect(res.status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    expect((await save("", { content: "hi" })).status).toBe(401);
    expect((await api("/api/journal")).status).toBe(401);
  });

  it("accepts exactly 20,000 characters, trims, and stores mood 1-5 or none", async () => {
    const { token } = await registerUser();
    const long = await save(token, { content: `  ${"z".repeat(20_000)}  `, mood: 5 });
    expect(long.status).toBe(201);
    expect(long.json.content).toHaveLength(20_000);
    expect(long.json.mood).toBe(5);
    const none = await save(token, { content: "no mood", mood: null });
    expect(none.status).toBe(201);
    expect(none.json.mood).toBeNull();
    expect(none.json).toMatchObject({ aiInsight: null, safetyLevel: "none", safety: { level: "none" }, insightPending: false });
    expect(new Date(none.json.createdAt).toISOString()).toBe(none.json.createdAt);
  });
});

describe("clientId idempotency", () => {
  it("a retried save of the same draft is stored once", async () => {
    const { token, user } = await registerUser();
    const body = { content: "Retried on a flaky train", mood: 4, clientId: "draft-abc12345" };
    const first = await save(token, body);
    const second = await save(token, body);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.json.id).toBe(first.json.id);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(1);
  });

  it("a client id that comes back with other words or another mood is refused with 409, and nothing changes", async () => {
    const { token, user } = await registerUser();
    const first = await save(token, { content: "The first version", mood: 3, clientId: "draft-edited-01" });
    expect(first.status).toBe(201);
    for (const changed of [{ content: "The first version, edited after a lost reply", mood: 3 }, { content: "The first version", mood: 4 }, { content: "The first version" }]) {
      const res = await save(token, { ...changed, clientId: "draft-edited-01" });
      expect(res.status, JSON.stringify(changed)).toBe(409);
      expect(res.json.message).toMatch(/already saved with different words/);
    }
    const rows = await env.DB.prepare("SELECT content, mood FROM journal_entries WHERE user_id = ?1").bind(user.id).all();
    expect(rows.results).toEqual([{ content: "The first version", mood: 3 }]);
    // The same words again are still the idempotent retry.
    const retry = await save(token, { content: "  The first version ", mood: 3, clientId: "draft-edited-01" });
    expect(retry.status).toBe(200);
    expect(retry.json.id).toBe(first.json.id);
  });

  it("parallel saves of one draft make one row", async () => {
    const { token, user } = await registerUser();
    const body = { content: "double click", clientId: "draft-parallel-1" };
    const results = await Promise.all([save(token, body), save(token, body), save(token, body)]);
    expect(new Set(results.map((r) => r.json.id)).size).toBe(1);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(1);
  });

  it("the same clientId of two people is two entries", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const body = { content: "same draft id", clientId: "draft-shared-01" };
    const ra = await save(a.token, body);
    const rb = await save(b.token, body);
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(ra.json.id).not.toBe(rb.json.id);
  });
});

describe("GET /api/journal pagination", () => {
  it("lists own entries newest first, 50 a page, with cursor and total headers", async () => {
    const { token, user } = await registerUser();
    const other = await registerUser();
    await save(other.token, { content: "not yours" });
    const total = JOURNAL_PAGE_SIZE + 7;
    // Inserted directly with distinct times (one per minute) to keep the test quick.
    const base = Date.now() - total * 60_000;
    const stmts = Array.from({ length: total }, (_, i) =>
      env.DB.prepare("INSERT INTO journal_entries (id, user_id, content, created_at) VALUES (?1, ?2, ?3, ?4)").bind(crypto.randomUUID(), user.id, `entry ${i}`, base + i * 60_000),
    );
    await env.DB.batch(stmts);

    const first = await api("/api/journal", { token });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.json)).toBe(true);
    expect(first.json).toHaveLength(JOURNAL_PAGE_SIZE);
    expect(first.json[0].content).toBe(`entry ${total - 1}`);
    expect(first.headers.get("X-Total-Count")).toBe(String(total));
    const cursor = first.headers.get("X-Next-Cursor");
    expect(cursor).toBeTruthy();

    const second = await api(`/api/journal?cursor=${encodeURIComponent(cursor!)}`, { token });
    expect(second.status).toBe(200);
    expect(second.json.map((e: any) => e.content)).toEqual(Array.from({ length: 7 }, (_, i) => `entry ${6 - i}`));
    expect(second.headers.get("X-Next-Cursor")).toBeNull();

    const all = [...first.json, ...second.json];
    expect(new Set(all.map((e: any) => e.id)).size).toBe(total);
    expect(all.some((e: any) => e.content === "not yours")).toBe(false);
  });

  it("entries made in the same millisecond are neither skipped nor repeated across pages", async () => {
    const { token, user } = await registerUser();
    const at = Date.now();
    await env.DB.batch(
      Array.from({ length: JOURNAL_PAGE_SIZE + 3 }, (_, i) =>
        env.DB.prepare("INSERT INTO journal_entries (id, user_id, content, created_at) VALUES (?1, ?2, ?3, ?4)").bind(crypto.randomUUID(), user.id, `same ${i}`, at),
      ),
    );
    const first = await api("/api/journal", { token });
    const second = await api(`/api/journal?cursor=${first.headers.get("X-Next-Cursor")}`, { token });
    const ids = [...first.json, ...second.json].map((e: any) => e.id);
    expect(ids).toHaveLength(JOURNAL_PAGE_SIZE + 3);
    expect(new Set(ids).size).toBe(JOURNAL_PAGE_SIZE + 3);
  });

  it.each(["nope", "%%%", "MTIz", btoa("1.not-a-uuid"), ""])("cursor %j -> 400", async (cursor) => {
    const { token } = await registerUser();
    const res = await api(`/api/journal?cursor=${encodeURIComponent(cursor)}`, { token });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/cursor/);
  });

  it("an empty diary is an empty list", async () => {
    const { token } = await registerUser();
    const res = await api("/api/journal", { token });
    expect(res.json).toEqual([]);
    expect(res.headers.get("X-Total-Count")).toBe("0");
  });
});

describe("DELETE /api/journal/:id", () => {
  it("deletes own entries; another person's id or an unknown one -> 404 and nothing changes", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { json: entry } = await save(owner.token, { content: "mine" });

    const theirs = await api(`/api/journal/${entry.id}`, { method: "DELETE", token: other.token });
    expect(theirs.status).toBe(404);
    expect(await countRows("journal_entries", "id = ?1", entry.id)).toBe(1);

    expect((await api(`/api/journal/${crypto.randomUUID()}`, { method: "DELETE", token: owner.token })).status).toBe(404);
    expect((await api(`/api/journal/not-an-id`, { method: "DELETE", token: owner.token })).status).toBe(404);

    const mine = await api(`/api/journal/${entry.id}`, { method: "DELETE", token: owner.token });
    expect(mine.status).toBe(200);
    expect(await countRows("journal_entries", "id = ?1", entry.id)).toBe(0);
    expect((await api(`/api/journal/${entry.id}`, { method: "DELETE", token: owner.token })).status).toBe(404);
  });
});

describe("AI insight on entries", () => {
  it("premium: written in the background by the model, charged, and lands in D1", async () => {
    const model = jsonModel({ insight: "You noticed what helps you rest. Keep the evening walk." });
    mockCoach({ model, timeoutMs: 2000 });
    const { token, user } = await registerUser({ tier: "premium" });
    const res = await save(token, { content: "Evening Thoughts: What is on your mind?\n\nA long walk helped me rest tonight.", mood: 4 });
    expect(res.status).toBe(201);
    expect(res.json.insightPending).toBe(true);
    expect(await insightOf(res.json.id)).toBe("You noticed what helps you rest. Keep the evening walk.");
    expect(promptsSent(model)).toContain("A long walk helped me rest tonight.");
    const list = await api("/api/journal", { token });
    expect(list.json[0].aiInsight).toBe("You noticed what helps you rest. Keep the evening walk.");
    expect(await countRows("usage_counters", "key = ?1", `model:${user.id}`)).toBe(1);
  });

  it("pro gets one too", async () => {
    mockCoach({ model: jsonModel({ insight: "A thoughtful note." }), timeoutMs: 2000 });
    const { token } = await registerUser({ tier: "pro" });
    const res = await save(token, { content: "Work was calmer today." });
    expect(await insightOf(res.json.id)).toBe("A thoughtful note.");
  });

  it("free: no insight and no model call", async () => {
    const model = jsonModel({ insight: "should not appear" });
    mockCoach({ model, timeoutMs: 2000 });
    const { token } = await registerUser();
    const res = await save(token, { content: "A quiet day at home." });
    expect(res.json.insightPending).toBe(false);
    // A paid save afterwards proves background work has run; the free entry still has none.
    const paid = await registerUser({ tier: "premium" });
    const p = await save(paid.token, { content: "Another day." });
    expect(await insightOf(p.json.id)).toEqual(expect.any(String));
    expect(await insightOf(res.json.id)).toBeNull();
    expect(promptsSent(model)).not.toContain("A quiet day at home.");
  });

  it("a model that fails leaves the offline insight (never an error for the save)", async () => {
    mockCoach({ model: throwing(), timeoutMs: 200 });
    const { token } = await registerUser({ tier: "premium" });
    const res = await save(token, { content: "Work has been stressful and I feel tired." });
    expect(res.status).toBe(201);
    expect((await insightOf(res.json.id))?.length).toBeGreaterThan(10);
  });
});

describe("crisis screen", () => {
  it("an acute entry is saved with its level, a diary safety event is logged without text, resources come back, no insight", async () => {
    const model = jsonModel({ insight: "should not be written" });
    mockCoach({ model, timeoutMs: 2000 });
    const { token, user } = await registerUser({ tier: "premium" });
    const res = await save(token, { content: ACUTE, mood: 1 });
    expect(res.status).toBe(201);
    expect(res.json.safetyLevel).toBe("acute");
    expect(res.json.safety.level).toBe("acute");
    expect(res.json.safety.resources.length).toBeGreaterThan(0);
    expect(res.json.insightPending).toBe(false);
    expect(await countRows("safety_events", "user_id = ?1 AND source = 'diary' AND level = 'acute'", user.id)).toBe(1);
    const event = await env.DB.prepare("SELECT * FROM safety_events WHERE user_id = ?1").bind(user.id).first<Record<string, unknown>>();
    expect(JSON.stringify(event)).not.toContain("kill");
    // A later paid save's insight lands; the acute entry still has none and the model never saw it.
    const later = await save(token, { content: "Made tea and sat in the garden." });
    expect(await insightOf(later.json.id)).toEqual(expect.any(String));
    expect(await insightOf(res.json.id)).toBeNull();
    expect(promptsSent(model)).not.toContain("kill myself");
  });
});

describe("POST /api/journal/ai-prompts", () => {
  it("free -> 403 with a message", async () => {
    const { token } = await registerUser();
    const res = await api("/api/journal/ai-prompts", { token, body: { recentEntries: ["hello"] } });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Premium and Pro/);
  });

  it("premium: prompts from the model, charged; acute entries never reach it", async () => {
    const model = jsonModel({ prompts: [{ title: "Rest", prompt: "What helped you rest this week?" }, { prompt: "What would you like more of?" }] });
    mockCoach({ model, timeoutMs: 2000 });
    const { token, user } = await registerUser({ tier: "premium" });
    const res = await api("/api/journal/ai-prompts", { token, body: { recentEntries: ["I slept better after walking.", ACUTE] } });
    expect(res.status).toBe(200);
    expect(res.json.prompts[0]).toEqual({ title: "Rest", prompt: "What helped you rest this week?" });
    expect(res.json.prompts[1].prompt).toBe("What would you like more of?");
    expect(promptsSent(model)).toContain("I slept better after walking.");
    expect(promptsSent(model)).not.toContain("kill myself");
    expect(await countRows("usage_counters", "key = ?1", `model:${user.id}`)).toBe(1);
  });

  it("validates recentEntries", async () => {
    const { token } = await registerUser({ tier: "pro" });
    const six = await api("/api/journal/ai-prompts", { token, body: { recentEntries: ["a", "b", "c", "d", "e", "f"] } });
    expect(six.status).toBe(400);
    const notList = await api("/api/journal/ai-prompts", { token, body: { recentEntries: "hi" } });
    expect(notList.status).toBe(400);
    expect(notList.json.message).toMatch(/recentEntries/);
  });
});
