// POST /api/journal/ask ("Ask your journal") and GET /api/journal/:id: answers from the person's own
// entries only, every quote verbatim, never an acute entry or one written in a safety check-in, the
// model's citations checked, the optional Vectorize retriever merged (mock bindings).
import { afterEach, describe, expect, it } from "vitest";
import { MAX_QUESTION_CHARS } from "../../shared/contract/journal-ask";
import { CHECK_IN_WINDOW_MS } from "../safety";
import { retrieveForQuestion } from "../journal/ask-retrieval";
import { EMBEDDING_MODEL } from "../journal/ask-vectors";
import type { Env } from "../env";
import { writeImportChunk } from "../jobs/import-consumer";
import { api, countRows, env, registerUser } from "./helpers";
import { MULTIPART_BOUNDARY, multipartFile } from "./proof-routes";
import { answering, calls, mockCoach, recordedPrompt } from "./mock-models";

const ACUTE = "The river walk was lovely but I want to kill myself tonight, I have a plan.";

afterEach(() => mockCoach(null));

const write = async (token: string, content: string) => {
  const res = await api("/api/journal", { token, body: { content } });
  expect(res.status).toBe(201);
  return res.json as { id: string; createdAt: string; safetyLevel: string };
};

const ask = (token: string | null, question: unknown, bindings?: Partial<Env>) => api("/api/journal/ask", { token, body: { question }, ...(bindings ? { bindings } : {}) });

const contentOf = async (id: string) => (await env.DB.prepare("SELECT content FROM journal_entries WHERE id = ?1").bind(id).first<{ content: string }>())!.content;

interface Citation {
  entryId: string;
  date: string;
  quote: string;
}

/** Every citation's quote is a verbatim substring of the entry it cites, and its date is that entry's. */
async function expectGrounded(citations: Citation[]) {
  for (const c of citations) {
    const row = await env.DB.prepare("SELECT content, created_at FROM journal_entries WHERE id = ?1").bind(c.entryId).first<{ content: string; created_at: number }>();
    expect(row, `citation of a missing entry ${c.entryId}`).not.toBeNull();
    expect(c.quote.length).toBeGreaterThan(0);
    expect(row!.content.includes(c.quote), `"${c.quote}" is not in its entry`).toBe(true);
    expect(c.date).toBe(new Date(row!.created_at).toISOString());
  }
}

describe("POST /api/journal/ask: who may ask, and bad input", () => {
  it("anonymous 401; free 403 with the upgrade message; premium and pro 200", async () => {
    expect((await ask(null, "When did I sleep well?")).status).toBe(401);
    const free = await registerUser();
    const res = await ask(free.token, "When did I sleep well?");
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Ask your journal is part of Premium and Pro/);
    for (const tier of ["premium", "pro"] as const) {
      const p = await registerUser({ tier });
      expect((await ask(p.token, "When did I sleep well?")).status).toBe(200);
    }
  });

  it.each([
    ["an empty question", "", /^question: Type a question about your journal/],
    ["only spaces", "   ", /^question: Type a question about your journal/],
    ["a question that is too long", "a".repeat(MAX_QUESTION_CHARS + 1), /^question: A question can be at most 300 characters/],
    ["a number", 42, /^question: /],
  ])("%s -> 400 with a message, nothing charged", async (_, question, message) => {
    const { token, user } = await registerUser({ tier: "premium" });
    mockCoach({ model: answering("{}"), timeoutMs: 2000 });
    const res = await ask(token, question);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await countRows("usage_counters", "key = ?1", `model:${user.id}`)).toBe(0);
  });

  it("a missing question or a body that is not JSON -> 400", async () => {
    const { token } = await registerUser({ tier: "premium" });
    expect((await api("/api/journal/ask", { token, body: {} })).json.message).toMatch(/^question: /);
    const raw = await api("/api/journal/ask", { token, method: "POST", raw: "{not json", headers: { "Content-Type": "application/json" } });
    expect(raw.status).toBe(400);
    expect(raw.json.message).toBe("The request body must be valid JSON.");
  });

  it("over the daily model budget: 429 with the limit message, and no model call", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    await write(token, "A walk by the river made me calm.");
    const model = answering("{}");
    mockCoach({ model, timeoutMs: 2000 });
    await env.DB.prepare("INSERT INTO usage_counters (key, window_start, count) VALUES (?1, ?2, 5)")
      .bind(`model:${user.id}`, Math.floor(Date.now() / 86_400_000) * 86_400_000)
      .run();
    const res = await ask(token, "When did a walk make me calm?", { COACH_DAILY_LIMIT_PAID: "5" });
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/You've reached today's limit of 5 coach replies/);
    expect(calls(model)).toBe(0);
  });
});

describe("POST /api/journal/ask: the offline, extractive answer", () => {
  it("quotes the most relevant sentences verbatim, best entry first, each citing its entry", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const walk = await write(token, "Busy morning at the office.\nIn the evening I walked by the river and felt calm for the first time in weeks. Then dinner.");
    const both = await write(token, "Work was hard. A long walk by the river after work always calms me down, I should do it more.");
    await write(token, "Made soup and watched a film. Nothing else.");
    const res = await ask(token, "When did a walk by the river make me calm?");
    expect(res.status).toBe(200);
    const citations = res.json.citations as Citation[];
    expect(citations.map((c) => c.entryId).sort()).toEqual([walk.id, both.id].sort());
    await expectGrounded(citations);
    expect(citations.map((c) => c.quote)).toContain("A long walk by the river after work always calms me down, I should do it more.");
    expect(citations.map((c) => c.quote)).toContain("In the evening I walked by the river and felt calm for the first time in weeks.");
    for (const c of citations) expect(res.json.answer).toContain(`“${c.quote}”`);
  });

  it("says so plainly when nothing in the journal is relevant", async () => {
    const { token } = await registerUser({ tier: "premium" });
    await write(token, "Made soup and watched a film.");
    const res = await ask(token, "What did I say about mountains?");
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual([]);
    expect(res.json.answer).toMatch(/^I couldn't find anything in your journal about that/);
  });

  it("accents and word forms: cafe finds café, walk finds walked", async () => {
    const { token } = await registerUser({ tier: "pro" });
    const e = await write(token, "Sat in the little café and walked home slowly.");
    const res = await ask(token, "the cafe walk");
    expect(res.json.citations.map((c: Citation) => c.entryId)).toEqual([e.id]);
    await expectGrounded(res.json.citations);
  });
});

describe("POST /api/journal/ask: acute entries and check-in text are never used", () => {
  it("an acute entry is never cited or quoted, offline or by the model, and never reaches the model", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const calm = await write(token, "A river walk in the rain was lovely and I felt calm.");
    const acute = await write(token, ACUTE);
    expect(acute.safetyLevel).toBe("acute");

    const offline = await ask(token, "What did I write about the river walk?");
    expect(offline.json.citations.map((c: Citation) => c.entryId)).toEqual([calm.id]);
    expect(offline.text).not.toContain("kill myself");
    await expectGrounded(offline.json.citations);

    // The model is given entry 1 only; a citation of a second entry (or the acute words) is dropped.
    const model = answering(
      JSON.stringify({
        answer: "Walks by the river helped you feel calm.",
        citations: [
          { entry: 1, quote: "A river walk in the rain was lovely" },
          { entry: 2, quote: "I want to kill myself tonight" },
          { entry: 1, quote: "I want to kill myself tonight" },
        ],
      }),
    );
    mockCoach({ model, timeoutMs: 2000 });
    const res = await ask(token, "What did I write about the river walk?");
    expect(calls(model)).toBe(1);
    const prompt = JSON.stringify(recordedPrompt(model));
    expect(prompt).toContain("A river walk in the rain was lovely");
    expect(prompt).not.toContain("kill myself");
    expect(res.json).toEqual({
      answer: "Walks by the river helped you feel calm.",
      citations: [{ entryId: calm.id, date: calm.createdAt, quote: "A river walk in the rain was lovely" }],
    });
  });

  it("entries written in the week after an acute event are left out; entries from before stay", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const before = await write(token, "The garden was full of tulips and I felt proud.");
    // An acute chat message: a safety event (and a chat check-in) without any diary text.
    const chat = await api("/api/coaching/chat", { token, body: { message: "I want to kill myself tonight, I have a plan." } });
    expect(chat.status).toBe(200);
    expect(await countRows("safety_events", "user_id = ?1 AND level = 'acute'", user.id)).toBe(1);
    const during = await write(token, "Tulips in the garden again today.");
    expect(during.safetyLevel).toBe("none");
    const res = await ask(token, "What about the tulips in the garden?");
    expect(res.json.citations.map((c: Citation) => c.entryId)).toEqual([before.id]);
    expect(res.text).not.toContain("again today");

    // Once the window has passed (the event moved back 8 days) and the check-in is over, later entries count again.
    await env.DB.prepare("UPDATE safety_events SET created_at = created_at - ?2 WHERE user_id = ?1")
      .bind(user.id, CHECK_IN_WINDOW_MS + 86_400_000)
      .run();
    await env.DB.prepare("DELETE FROM check_ins WHERE user_id = ?1").bind(user.id).run();
    const later = await ask(token, "What about the tulips in the garden?");
    expect(later.json.citations.map((c: Citation) => c.entryId).sort()).toEqual([before.id, during.id].sort());
  });

  it("entries written since an active chat check-in began are left out", async () => {
    const { token, user } = await registerUser({ tier: "pro" });
    const old = await write(token, "Baking bread on Sunday felt good.");
    const since = Date.now();
    await env.DB.prepare("INSERT INTO check_ins (user_id, state, updated_at) VALUES (?1, ?2, ?3)")
      .bind(user.id, JSON.stringify({ active: true, since, calmTurns: 0 }), since)
      .run();
    await new Promise((r) => setTimeout(r, 5));
    await write(token, "Baking bread again, slowly.");
    const res = await ask(token, "When did I bake bread?");
    expect(res.json.citations.map((c: Citation) => c.entryId)).toEqual([old.id]);
  });

  it("a question at acute risk gets the crisis reply with resources: no retrieval, no model, a diary safety event", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    await write(token, "A quiet walk.");
    const model = answering("{}");
    mockCoach({ model, timeoutMs: 2000 });
    const res = await ask(token, "Why do I want to kill myself tonight? I have a plan.");
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual([]);
    expect(res.json.safety.level).toBe("acute");
    expect(res.json.safety.resources.length).toBeGreaterThan(0);
    expect(calls(model)).toBe(0);
    expect(await countRows("safety_events", "user_id = ?1 AND source = 'diary' AND level = 'acute'", user.id)).toBe(1);
  });
});

describe("POST /api/journal/ask: the model's answer is checked", () => {
  it("keeps only quotes that are verbatim in the entry they name; charges one model call", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const e = await write(token, "Yoga at 7 made the whole day softer. I want to keep the yoga habit.");
    const model = answering(
      JSON.stringify({
        answer: "Morning yoga seems to soften your days.",
        citations: [
          { entry: 1, quote: "“Yoga at 7 made the whole day softer.”" },
          { entry: 1, quote: "Yoga made every day perfect" },
          { entry: 7, quote: "Yoga at 7" },
        ],
      }),
    );
    mockCoach({ model, timeoutMs: 2000 });
    const res = await ask(token, "Does yoga help me?");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      answer: "Morning yoga seems to soften your days.",
      citations: [{ entryId: e.id, date: e.createdAt, quote: "Yoga at 7 made the whole day softer." }],
    });
    expect(await countRows("usage_counters", "key = ?1 AND count = 1", `model:${user.id}`)).toBe(1);
  });

  it("a model answer without one verified quote is replaced by the extractive answer", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const e = await write(token, "Yoga at 7 made the whole day softer.");
    mockCoach({ model: answering(JSON.stringify({ answer: "You love yoga and running marathons.", citations: [{ entry: 1, quote: "I ran a marathon" }] })), timeoutMs: 2000 });
    const res = await ask(token, "Does yoga help me?");
    expect(res.json.answer).not.toContain("marathon");
    expect(res.json.citations).toEqual([{ entryId: e.id, date: e.createdAt, quote: "Yoga at 7 made the whole day softer." }]);
  });

  it("a model that cites nothing: the plain 'nothing found' answer, not its unsupported words", async () => {
    const { token } = await registerUser({ tier: "premium" });
    await write(token, "Yoga at 7 made the whole day softer.");
    mockCoach({ model: answering(JSON.stringify({ answer: "You seem to hate yoga.", citations: [] })), timeoutMs: 2000 });
    const res = await ask(token, "Does yoga help me?");
    expect(res.json).toEqual({ answer: expect.stringMatching(/^I couldn't find anything/), citations: [] });
  });

  it("a quote with <, > or & survives the prompt's escaping", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const e = await write(token, "Tea & toast <3 with Sam made the morning easy.");
    const model = answering(JSON.stringify({ answer: "Mornings with Sam were easy.", citations: [{ entry: 1, quote: "Tea &amp; toast &lt;3 with Sam" }] }));
    mockCoach({ model, timeoutMs: 2000 });
    const res = await ask(token, "What made mornings easy with Sam?");
    expect(res.json.citations).toEqual([{ entryId: e.id, date: e.createdAt, quote: "Tea & toast <3 with Sam" }]);
    expect(await contentOf(e.id)).toContain(res.json.citations[0].quote);
  });
});

describe("GET /api/journal/:id", () => {
  it("the owner reads the entry; anyone else, a made-up id or a non-id gets a 404", async () => {
    const a = await registerUser();
    const b = await registerUser({ tier: "pro" });
    const e = await write(a.token, "A note to open from a citation.");
    const own = await api(`/api/journal/${e.id}`, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ id: e.id, content: "A note to open from a citation.", createdAt: e.createdAt });
    for (const [token, id] of [
      [b.token, e.id],
      [a.token, "00000000-0000-4000-8000-000000000000"],
      [a.token, "not-an-id"],
    ] as const) {
      const res = await api(`/api/journal/${id}`, { token });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("This entry doesn't exist or isn't yours.");
    }
  });
});

/** Mock Workers AI (embeddings only) and Vectorize bindings that record what they were asked. */
function vectorBindings(matchIds: () => string[], opts: { fail?: boolean } = {}) {
  const seen = { runs: [] as string[], queries: [] as { namespace?: string; topK?: number }[], upserts: [] as { id: string; namespace?: string }[], deletes: [] as string[] };
  const AI = {
    run: async (model: string, input: { text: string[] }) => {
      seen.runs.push(model);
      if (opts.fail) throw new Error("embedding service down");
      return { shape: [input.text.length, 3], data: input.text.map(() => [0.1, 0.2, 0.3]) };
    },
  } as unknown as Ai;
  const VECTORIZE = {
    query: async (_v: number[], o: { namespace?: string; topK?: number }) => {
      seen.queries.push(o);
      const ids = matchIds();
      return { count: ids.length, matches: ids.map((id, i) => ({ id, score: 1 - i / 10 })) };
    },
    upsert: async (vectors: { id: string; namespace?: string }[]) => {
      seen.upserts.push(...vectors.map((v) => ({ id: v.id, namespace: v.namespace })));
      return { mutationId: "m" };
    },
    deleteByIds: async (ids: string[]) => {
      seen.deletes.push(...ids);
      return { mutationId: "m" };
    },
  } as unknown as Vectorize;
  return { bindings: { AI, VECTORIZE } satisfies Partial<Env>, seen };
}

describe("the optional Vectorize retriever (mock bindings)", () => {
  it("merges the person's nearest entries with FTS5's; others', acute and unknown ids drop out", async () => {
    const me = await registerUser({ tier: "premium" });
    const other = await registerUser({ tier: "premium" });
    const byWords = await write(me.token, "Running in the park cleared my head.");
    const byMeaning = await write(me.token, "A jog with Sam before breakfast, and afterwards the whole day went better.");
    const theirs = await write(other.token, "Running and jogging every day, my secret.");
    const acute = await write(me.token, ACUTE);
    const { bindings, seen } = vectorBindings(() => [byMeaning.id, theirs.id, acute.id, "00000000-0000-4000-8000-000000000000", byWords.id]);

    const entries = await retrieveForQuestion({ ...env, ...bindings }, me.user.id, "When did running help?");
    expect(entries.map((e) => e.id)).toEqual([byWords.id, byMeaning.id]);
    expect(seen.runs).toEqual([EMBEDDING_MODEL]);
    expect(seen.queries[0]?.namespace).toBe(me.user.id);

    // Without the bindings (every local start): FTS5 alone.
    expect((await retrieveForQuestion(env, me.user.id, "When did running help?")).map((e) => e.id)).toEqual([byWords.id]);
    // A failing embedding service: FTS5 alone, no error.
    const down = vectorBindings(() => [byMeaning.id], { fail: true });
    expect((await retrieveForQuestion({ ...env, ...down.bindings }, me.user.id, "When did running help?")).map((e) => e.id)).toEqual([byWords.id]);
  });

  it("a vector-only entry reaches the model, which may cite it", async () => {
    const { token } = await registerUser({ tier: "pro" });
    const e = await write(token, "A jog with Sam before breakfast, and afterwards the whole day went better.");
    const { bindings } = vectorBindings(() => [e.id]);
    const model = answering(JSON.stringify({ answer: "Jogging lifted your day.", citations: [{ entry: 1, quote: "the whole day went better" }] }));
    mockCoach({ model, timeoutMs: 2000 });
    const res = await ask(token, "When did running help?", bindings);
    expect(res.json.citations).toEqual([{ entryId: e.id, date: e.createdAt, quote: "the whole day went better" }]);
  });

  it("a save indexes the entry in the person's namespace (never an acute one); a delete removes it", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const { bindings, seen } = vectorBindings(() => []);
    const saved = await api("/api/journal", { token, body: { content: "Tidied the flat and felt good." }, bindings });
    const acute = await api("/api/journal", { token, body: { content: ACUTE }, bindings });
    expect(acute.json.safetyLevel).toBe("acute");
    expect(seen.upserts).toEqual([{ id: saved.json.id, namespace: user.id }]);
    const del = await api(`/api/journal/${saved.json.id}`, { token, method: "DELETE", bindings });
    expect(del.status).toBe(200);
    expect(seen.deletes).toEqual([saved.json.id]);
  });

  it("an import chunk embeds the entries it adds", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const preview = await api("/api/imports", {
      token,
      raw: multipartFile("2024-05-01.md", "Planted tulips in the garden."),
      headers: { "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    });
    expect(preview.status).toBe(201);
    // Queued by hand (not confirmed: the real queue would write it first), then written here with the mock bindings.
    await env.DB.prepare("UPDATE imports SET status = 'queued' WHERE id = ?1").bind(preview.json.id).run();
    const { bindings, seen } = vectorBindings(() => []);
    expect(await writeImportChunk({ ...env, ...bindings }, { importId: preview.json.id, userId: user.id, chunk: 0 })).toBe("written");
    const ids = (await env.DB.prepare("SELECT id FROM journal_entries WHERE user_id = ?1").bind(user.id).all<{ id: string }>()).results.map((r) => r.id);
    expect(ids).toHaveLength(1);
    expect(seen.upserts).toEqual([{ id: ids[0], namespace: user.id }]);
  });

  it("entries written before the index existed are embedded on the person's questions, once, never an acute one", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const older = [await write(token, "Tidied the flat and felt good."), await write(token, "Cooked for friends."), await write(token, "Walked by the river.")];
    await write(token, ACUTE);
    // The embedding service is down on the first question: nothing is marked done, so the next one tries again.
    const down = vectorBindings(() => [], { fail: true });
    expect((await ask(token, "What did I cook?", down.bindings)).status).toBe(200);
    expect(await env.KV.get(`vectors-backfill:${user.id}`)).toBeNull();

    const { bindings, seen } = vectorBindings(() => []);
    expect((await ask(token, "What did I cook?", bindings)).status).toBe(200);
    expect(seen.upserts.map((u) => u.id).sort()).toEqual(older.map((e) => e.id).sort());
    expect(seen.upserts.every((u) => u.namespace === user.id)).toBe(true);
    expect(await env.KV.get(`vectors-backfill:${user.id}`)).toBe("done");
    // Done: later questions embed only the question.
    seen.upserts.length = 0;
    expect((await ask(token, "Where did I walk?", bindings)).status).toBe(200);
    expect(seen.upserts).toEqual([]);
  });

  it("deleting the account removes the embeddings of every entry", async () => {
    const { token, password } = await registerUser({ tier: "premium" });
    const { bindings, seen } = vectorBindings(() => []);
    const one = await write(token, "Tidied the flat and felt good.");
    const two = await write(token, "Cooked for friends.");
    const res = await api("/api/account", { token, method: "DELETE", body: { password }, bindings });
    expect(res.status).toBe(200);
    expect(seen.deletes.sort()).toEqual([one.id, two.id].sort());
  });
});
