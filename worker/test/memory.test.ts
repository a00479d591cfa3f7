// "What Mindy remembers": items learned from the person's own words, used in later conversations,
// in the person's hands (edit, delete, clear, switch off), and never lost or resurrected by turns
// running at the same time.
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { answering, mockCoach, recordedPrompt } from "./mock-models";
import { api, countRows, env, registerUser } from "./helpers";

afterEach(() => mockCoach(null));

const REPLY = "That sounds like a lot. What would help most this week?";

function useModel(text = REPLY) {
  const model = answering(text);
  mockCoach({ model, timeoutMs: 5000 });
  return model;
}

/** A model that runs `meanwhile` (another request of the same person) before it answers. */
function answeringAfter(meanwhile: () => Promise<unknown>) {
  const inner = answering(REPLY);
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      await meanwhile();
      return inner.doGenerate(options);
    },
  });
  mockCoach({ model, timeoutMs: 5000 });
  return model;
}

type Person = Awaited<ReturnType<typeof registerUser>>;

async function memory(p: Person) {
  const res = await api("/api/coaching/memory", { token: p.token });
  expect(res.status).toBe(200);
  return res.json as {
    enabled: boolean;
    items: { id: string; text: string; learnedAt: string; editedAt: string | null; sessionId: string; sessionTitle: string }[];
    diaryThemes: string[];
    clearedAt: string | null;
  };
}

async function say(p: Person, message: string, sessionId?: string) {
  const res = await api("/api/coaching/chat", { token: p.token, body: { message, ...(sessionId ? { sessionId } : {}) } });
  expect(res.status, res.text).toBe(200);
  return res.json as { sessionId: string; response: string };
}

const memoryBlock = (system: string[]) => /<user_text source="memory">([\s\S]*?)<\/user_text>/.exec(system.join("\n"))?.[1] ?? "";

describe("learning", () => {
  it("remembers one sentence in the second person, with the date and the conversation it came from", async () => {
    const p = await registerUser({ tier: "premium" });
    useModel();
    const before = Date.now();
    const chat = await say(p, "Work has been crazy lately and I never switch off in the evenings.");
    const view = await memory(p);
    expect(view.enabled).toBe(true);
    expect(view.items).toHaveLength(1);
    const [item] = view.items;
    expect(item).toMatchObject({
      text: "You said you never switch off in the evenings.",
      sessionId: chat.sessionId,
      sessionTitle: "Work has been crazy lately and I never switch o...",
      editedAt: null,
    });
    expect(Date.parse(item!.learnedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("does not remember filler, questions or turns the safety screen flags", async () => {
    const p = await registerUser({ tier: "pro" });
    useModel();
    const { sessionId } = await say(p, "ok");
    for (const filler of ["idk", "what do you mean by that", "How do I delete entries?", "I don't know what to say."]) await say(p, filler, sessionId);
    expect((await memory(p)).items).toEqual([]);
    // An acute turn is never remembered, nor anything said in the check-in after it.
    const crisis = await say(p, "I want to kill myself tonight, I have a plan.");
    await say(p, "My boss keeps shouting at me in every single meeting.", crisis.sessionId);
    expect((await memory(p)).items).toEqual([]);
    const rows = await env.DB.prepare("SELECT text FROM memory_items WHERE user_id = ?1").bind(p.user.id).all();
    expect(rows.results).toEqual([]);
  });

  it("uses what it learned in later conversations, without repeating turns sent word for word", async () => {
    const p = await registerUser({ tier: "premium" });
    const model = useModel();
    const first = await say(p, "My sister and I are planning our mother's birthday party.");
    // In the same conversation the turn is in the history itself: not repeated as a memory.
    await say(p, "What could I say to her tomorrow?", first.sessionId);
    const same = recordedPrompt(model, 1);
    expect(same.user.join(" ")).toContain("birthday party");
    expect(memoryBlock(same.system)).toBe("");
    expect(same.system.join("\n")).not.toContain("Earlier in this conversation");
    // A new conversation gets it as a memory.
    await say(p, "Hello again.");
    const later = recordedPrompt(model, 2);
    expect(memoryBlock(later.system)).toBe("You said your sister and you are planning your mother's birthday party.");
  });

  it("keeps every memory of parallel new conversations", async () => {
    const p = await registerUser({ tier: "premium" });
    useModel();
    const messages = [
      "I want to stop checking my work email at night.",
      "My brother is moving abroad next month and I will miss him.",
      "I started running again on Saturday mornings.",
    ];
    const answers = await Promise.all(messages.map((message) => api("/api/coaching/chat", { token: p.token, body: { message } })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await countRows("coaching_sessions", "user_id = ?1", p.user.id)).toBe(3);
    const texts = (await memory(p)).items.map((i) => i.text).sort();
    expect(texts).toEqual([
      "You said you started running again on Saturday mornings.",
      "You said you want to stop checking your work email at night.",
      "You said your brother is moving abroad next month and you will miss him.",
    ]);
  });

  it("remembers the same thing once", async () => {
    const p = await registerUser({ tier: "premium" });
    useModel();
    await say(p, "I need more time outside with the dog.");
    await say(p, "i need more time outside with the dog!");
    expect((await memory(p)).items).toHaveLength(1);
  });
});

describe("memory in the person's hands", () => {
  it("edits an item (1 to 300 characters) and Mindy uses the new words", async () => {
    const p = await registerUser({ tier: "premium" });
    const model = useModel();
    await say(p, "I want to get back into painting on Sunday afternoons.");
    const [item] = (await memory(p)).items;
    const path = `/api/coaching/memory/${item!.id}`;

    for (const [body, status] of [
      [{ text: "" }, 400],
      [{ text: "   " }, 400],
      [{ text: "x".repeat(301) }, 400],
      [{ text: 42 }, 400],
      [{}, 400],
    ] as const) {
      const res = await api(path, { token: p.token, method: "PATCH", body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toEqual(expect.any(String));
    }
    expect((await api(path, { token: p.token, method: "PATCH", raw: "{nope" })).status).toBe(400);
    expect((await api("/api/coaching/memory/not-an-id", { token: p.token, method: "PATCH", body: { text: "Fine" } })).status).toBe(400);
    expect((await api(`/api/coaching/memory/${crypto.randomUUID()}`, { token: p.token, method: "PATCH", body: { text: "Fine" } })).status).toBe(404);
    expect((await memory(p)).items[0]!.text).toBe(item!.text);

    const exactly300 = `You paint. ${"a".repeat(289)}`;
    expect((await api(path, { token: p.token, method: "PATCH", body: { text: exactly300 } })).status).toBe(200);
    const edited = await api(path, { token: p.token, method: "PATCH", body: { text: "  You want to paint watercolours on Sunday afternoons.  " } });
    expect(edited.status).toBe(200);
    expect(edited.json.items[0]).toMatchObject({
      id: item!.id,
      text: "You want to paint watercolours on Sunday afternoons.",
      editedAt: expect.any(String),
      learnedAt: item!.learnedAt,
    });

    await say(p, "Hi, it's me again.");
    expect(memoryBlock(recordedPrompt(model, 1).system)).toBe("You want to paint watercolours on Sunday afternoons.");
  });

  it("refuses to keep words of a crisis, and keeps what the person chooses otherwise", async () => {
    const p = await registerUser({ tier: "premium" });
    useModel();
    await say(p, "I want to plan a quiet weekend by the sea.");
    const [item] = (await memory(p)).items;
    const res = await api(`/api/coaching/memory/${item!.id}`, { token: p.token, method: "PATCH", body: { text: "I want to kill myself tonight." } });
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/SOS/);
    expect((await memory(p)).items[0]!.text).toBe(item!.text);
    const heavy = await api(`/api/coaching/memory/${item!.id}`, { token: p.token, method: "PATCH", body: { text: "You feel overwhelmed and exhausted by work." } });
    expect(heavy.status).toBe(200);
    expect(heavy.json.items[0].text).toBe("You feel overwhelmed and exhausted by work.");
  });

  it("deletes one item, and Mindy no longer has it", async () => {
    const p = await registerUser({ tier: "premium" });
    const model = useModel();
    await say(p, "I want to call my grandmother every Sunday.");
    await say(p, "I have been learning Spanish on the train to work.");
    const items = (await memory(p)).items;
    expect(items).toHaveLength(2);
    const gone = items.find((i) => i.text.includes("grandmother"))!;
    const res = await api(`/api/coaching/memory/${gone.id}`, { token: p.token, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { id: string }) => i.id)).not.toContain(gone.id);
    expect((await api(`/api/coaching/memory/${gone.id}`, { token: p.token, method: "DELETE" })).status).toBe(404);
    expect((await api("/api/coaching/memory/nope", { token: p.token, method: "DELETE" })).status).toBe(400);

    await say(p, "Good morning.");
    const block = memoryBlock(recordedPrompt(model, 2).system);
    expect(block).toContain("Spanish");
    expect(block).not.toContain("grandmother");
  });

  it("a deleted conversation takes its memories with it", async () => {
    const p = await registerUser({ tier: "premium" });
    useModel();
    const { sessionId } = await say(p, "I want to repaint the kitchen a warm yellow.");
    expect((await memory(p)).items).toHaveLength(1);
    expect((await api(`/api/coaching/sessions/${sessionId}`, { token: p.token, method: "DELETE" })).status).toBe(200);
    expect((await memory(p)).items).toEqual([]);
  });

  it("clears everything, and diary entries from before the clear stay out", async () => {
    const p = await registerUser({ tier: "premium" });
    const model = useModel();
    await env.DB.prepare("INSERT INTO journal_entries (id, user_id, content, safety_level) VALUES (?1, ?2, ?3, 'none')")
      .bind(crypto.randomUUID(), p.user.id, "I lay awake until 3am again, I can't sleep and I'm exhausted.")
      .run();
    await say(p, "I want to take the train to the coast this summer.");
    const before = await memory(p);
    expect(before.items).toHaveLength(1);
    expect(before.diaryThemes).toEqual(["sleep"]);

    const cleared = await api("/api/coaching/memory", { token: p.token, method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ enabled: true, items: [], diaryThemes: [], clearedAt: expect.any(String) });
    await say(p, "Hello once more.");
    const system = recordedPrompt(model, 1).system.join("\n");
    expect(system).not.toContain("What you remember");
    expect(system).not.toContain("Themes in their recent diary entries");
  });

  it("switched off: nothing is learned and nothing is used, until it is back on", async () => {
    const p = await registerUser({ tier: "premium" });
    const model = useModel();
    await env.DB.prepare("INSERT INTO journal_entries (id, user_id, content, safety_level) VALUES (?1, ?2, ?3, 'none')")
      .bind(crypto.randomUUID(), p.user.id, "My boss was rude at work again and the deadline is Friday.")
      .run();
    await say(p, "I want to bake bread with my daughter this weekend.");

    for (const bad of [{}, { enabled: "no" }, { enabled: null }]) {
      expect((await api("/api/coaching/memory/settings", { token: p.token, method: "PUT", body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
    const off = await api("/api/coaching/memory/settings", { token: p.token, method: "PUT", body: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.json.enabled).toBe(false);
    // The items stay, for when it is back on.
    expect(off.json.items).toHaveLength(1);

    await say(p, "I have started going to a pottery class on Tuesdays.");
    const whileOff = recordedPrompt(model, 1).system.join("\n");
    expect(whileOff).not.toContain("What you remember");
    expect(whileOff).not.toContain("Themes in their recent diary entries");
    expect((await memory(p)).items).toHaveLength(1);

    const on = await api("/api/coaching/memory/settings", { token: p.token, method: "PUT", body: { enabled: true } });
    expect(on.json.enabled).toBe(true);
    await say(p, "Hello.");
    const back = recordedPrompt(model, 2).system.join("\n");
    expect(memoryBlock(recordedPrompt(model, 2).system)).toBe("You said you want to bake bread with your daughter this weekend.");
    expect(back).toContain("Themes in their recent diary entries");
  });
});

describe("a turn under way while the person changes the memory", () => {
  it("a memory cleared while Mindy is answering stays cleared", async () => {
    const p = await registerUser({ tier: "premium" });
    answeringAfter(async () => {
      const res = await api("/api/coaching/memory", { token: p.token, method: "DELETE" });
      expect(res.status).toBe(200);
    });
    const chat = await say(p, "I want to learn to swim properly this year.");
    // The exchange is stored, but what it taught was said before the clear: it is not remembered.
    expect(await countRows("coaching_messages", "session_id = ?1", chat.sessionId)).toBe(2);
    expect((await memory(p)).items).toEqual([]);
    mockCoach(null);
    // Later turns learn again.
    await say(p, "I want to learn to dive properly next year.");
    expect((await memory(p)).items.map((i) => i.text)).toEqual(["You said you want to learn to dive properly next year."]);
  });

  it("a memory switched off while Mindy is answering learns nothing from that turn", async () => {
    const p = await registerUser({ tier: "premium" });
    answeringAfter(() => api("/api/coaching/memory/settings", { token: p.token, method: "PUT", body: { enabled: false } }));
    await say(p, "I want to read one novel a month again.");
    expect(await countRows("memory_items", "user_id = ?1", p.user.id)).toBe(0);
  });
});
