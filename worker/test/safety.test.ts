// The safety paths end to end in the Worker: the safety model's second opinion (raises the level,
// times out, answers junk), the check-in for free users across turns, the grey-zone reply, the
// helplines for someone past the daily budget, and the diary's second opinion.
import { afterEach, describe, expect, it } from "vitest";
import { LLAMA_GUARD_MODEL, screenText } from "../safety";
import { api, countRows, env, registerUser } from "./helpers";
import { answering, calls, mockCoach } from "./mock-models";

afterEach(() => mockCoach(null));

const ORDINARY = "Work was long and I'm tired, but dinner with my sister was nice.";

/** A Workers AI binding that answers only the safety model, as told; records every call. */
function guardBinding(answer: () => Promise<unknown>) {
  const models: string[] = [];
  const ai = {
    run: async (model: string) => {
      models.push(model);
      if (model !== LLAMA_GUARD_MODEL) throw new Error(`unexpected model ${model}`);
      return answer();
    },
  };
  return { bindings: { AI_PROVIDER: "workers-ai" as const, AI: ai as unknown as Ai }, models };
}

function useCoachModel(text = "That sounds like a full day. What part of it stays with you?") {
  const model = answering(text);
  mockCoach({ model, timeoutMs: 5000 });
  return model;
}

async function counter(name: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM safety_counters WHERE name = ?1").bind(name).first<{ n: number }>();
  return row?.n ?? 0;
}

describe("second opinion from the safety model", () => {
  it("unsafe while the local screen says none: the crisis reply, and the coach model is never called", async () => {
    const { token, user } = await registerUser();
    const model = useCoachModel();
    expect(screenText(ORDINARY).level).toBe("none");
    const guard = guardBinding(async () => ({ response: { safe: false, categories: ["S11"] } }));
    const before = await counter("second-opinion:raised");
    const res = await api("/api/chat", { token, body: { message: ORDINARY }, bindings: guard.bindings });
    expect(res.status).toBe(200);
    expect(res.json.safety.level).toBe("acute");
    expect(res.json.checkIn).toBe(true);
    expect(res.json.response).toMatch(/Are you safe right now\?/);
    expect(calls(model)).toBe(0);
    expect(guard.models).toEqual([LLAMA_GUARD_MODEL]);
    expect(await countRows("safety_events", "user_id = ?1 AND level = 'acute' AND category = 'suicide'", user.id)).toBe(1);
    expect(await counter("second-opinion:raised")).toBe(before + 1);
  });

  it("streaming: the first words wait for the safety model, and nothing of the coach's reply is sent when it raises", async () => {
    const { token } = await registerUser({ tier: "premium" });
    useCoachModel("COACH WORDS that must not be shown.");
    const guard = guardBinding(async () => {
      await new Promise((r) => setTimeout(r, 200));
      return { response: "unsafe\nS1" };
    });
    const res = await api("/api/coaching/chat", { token, body: { message: ORDINARY }, headers: { Accept: "text/event-stream" }, bindings: guard.bindings });
    const events = res.events;
    expect(res.text).not.toContain("COACH WORDS");
    const done = events.find((e) => e.event === "done");
    expect(done?.data.safety.level).toBe("acute");
    expect(done?.data.response).toMatch(/Are you safe right now\?/);
  });

  it("safe: the coach answers as usual, and the outcome is counted", async () => {
    const { token } = await registerUser();
    useCoachModel("That sounds like a full day. What part of it stays with you?");
    const guard = guardBinding(async () => ({ response: "safe" }));
    const before = await counter("second-opinion:agreed");
    const res = await api("/api/chat", { token, body: { message: ORDINARY }, bindings: guard.bindings });
    expect(res.json.safety.level).toBe("none");
    expect(res.json.response).toBe("That sounds like a full day. What part of it stays with you?");
    expect(await counter("second-opinion:agreed")).toBe(before + 1);
  });

  it("slow: after its bound the local screen decides alone, and the timeout is counted", async () => {
    const { token } = await registerUser();
    useCoachModel("Tell me more about the dinner.");
    const guard = guardBinding(() => new Promise(() => undefined));
    const before = await counter("second-opinion:timeout");
    const res = await api("/api/chat", { token, body: { message: ORDINARY }, bindings: guard.bindings });
    expect(res.status).toBe(200);
    expect(res.json.safety.level).toBe("none");
    expect(res.json.response).toBe("Tell me more about the dinner.");
    expect(await counter("second-opinion:timeout")).toBe(before + 1);
  });

  it("junk or failing: the local screen decides alone, counted as junk or error", async () => {
    const { token } = await registerUser();
    useCoachModel("Tell me more.");
    for (const [answer, outcome] of [
      [async () => ({ response: "}}{{ %%%" }), "junk"],
      [async () => Promise.reject(new Error("AI down")), "error"],
    ] as const) {
      const before = await counter(`second-opinion:${outcome}`);
      const res = await api("/api/chat", { token, body: { message: ORDINARY }, bindings: guardBinding(answer).bindings });
      expect(res.json.safety.level).toBe("none");
      expect(await counter(`second-opinion:${outcome}`)).toBe(before + 1);
    }
  });

  it("diary: a raised level saves the entry as acute with the crisis resources; no insight is written", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const guard = guardBinding(async () => ({ response: { safe: false, categories: ["S11"] } }));
    const res = await api("/api/journal", { token, body: { content: ORDINARY, mood: 3 }, bindings: guard.bindings });
    expect(res.status).toBe(201);
    expect(res.json.safety.level).toBe("acute");
    expect(res.json.safety.resources.length).toBeGreaterThan(0);
    expect(res.json.insightPending).toBe(false);
    expect(await countRows("journal_entries", "user_id = ?1 AND safety_level = 'acute'", user.id)).toBe(1);
  });
});

describe("check-in for every tier", () => {
  it("a free person's next turns stay in check-in, answering what they say, until three calm turns", async () => {
    const { token, user } = await registerUser();
    const model = useCoachModel("Ordinary coaching reply.");
    const first = await api("/api/chat", { token, body: { message: "how many tylenol would it take to not wake up" } });
    expect(first.json.safety.level).toBe("acute");
    expect(first.json.checkIn).toBe(true);

    const replies: string[] = [];
    for (const message of ["no", "idk", "ok"]) {
      const r = await api("/api/chat", { token, body: { message } });
      expect(r.json.checkIn, message).toBe(true);
      expect(r.json.safety.resources.length, message).toBeGreaterThan(0);
      replies.push(r.json.response);
    }
    expect(replies[0]).toMatch(/taking it seriously/); // "no" to "are you safe?"
    expect(replies[1]).toMatch(/okay not to know/);
    expect(new Set(replies).size).toBe(3);
    expect(calls(model)).toBe(0);
    // Nothing of the conversation is stored for a free person; the check-in state (no text) is.
    expect(await countRows("coaching_messages", "user_id = ?1", user.id)).toBe(0);
    const state = await env.DB.prepare("SELECT state FROM check_ins WHERE user_id = ?1").bind(user.id).first<{ state: string }>();
    expect(state?.state).not.toMatch(/tylenol|wake/);

    // Calm turns end it: the coach answers again.
    let last = await api("/api/chat", { token, body: { message: "I had some tea and watched a film" } });
    for (let i = 0; i < 3 && last.json.checkIn; i++) last = await api("/api/chat", { token, body: { message: "We went for a walk in the park" } });
    expect(last.json.checkIn).toBe(false);
    expect(last.json.response).toBe("Ordinary coaching reply.");
  });
});

describe("grey zone and budget", () => {
  const GREY_CANDIDATES = [
    "sometimes i think about what my funeral would look like",
    "i looked at the pills in the cabinet for a long time today",
    "death doesn't scare me as much as it used to",
    "i wonder if anyone would notice if i disappeared",
    "i keep thinking about the bridge on my way to work",
    "what happens to your body when you stop eating for a week",
    "some nights i wish i could just disappear for a while",
    "i wonder what it would be like to just not exist for a bit",
    "some nights i think about what my funeral would be like",
    "been looking at the bridge on my walk home a lot lately",
  ];

  it("a text the screen scores below acute but near it gets the careful reply from the offline coach, never a template", async () => {
    const grey = GREY_CANDIDATES.find((t) => {
      const r = screenText(t);
      return r.level !== "acute" && r.concern;
    });
    expect(grey, "one of the candidates is in the grey zone for the shipped weights").toBeDefined();
    const { token } = await registerUser();
    const res = await api("/api/chat", { token, body: { message: grey } });
    expect(res.json.safety.level).not.toBe("acute");
    expect(res.json.response).toMatch(/how are you, really/);
    expect(res.json.safety.resources.length).toBeGreaterThan(0);
  });

  it("past the daily budget and hurting: the limit and the helplines, never only the limit", async () => {
    const { token } = await registerUser();
    useCoachModel("A coaching reply.");
    const limited = { COACH_DAILY_LIMIT_FREE: "1" };
    const ok = await api("/api/chat", { token, body: { message: "Hello, a quiet day" }, bindings: limited });
    expect(ok.status).toBe(200);
    const plain = await api("/api/chat", { token, body: { message: "Another quiet day" }, bindings: limited });
    expect(plain.status).toBe(429);
    const hurting = await api("/api/chat", { token, body: { message: "I feel so hopeless, everything is too much" }, bindings: limited });
    expect(hurting.status).toBe(200);
    expect(hurting.json.response).toMatch(/today's limit/);
    expect(hurting.json.response).toMatch(/988|findahelpline|116 123|13 11 14/);
    expect(hurting.json.safety.resources.length).toBeGreaterThan(0);
  });
});
