import type { MockLanguageModelV4 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { answering, mockCoach, throwing } from "./mock-models";
import { createCoach } from "../coach";
import { RETRY_DELAYS_S, writeBackground } from "../assessments/background";
import type { AssessmentJob } from "../../shared/jobs";
import { AssessmentAnalysisSchema, EnhancedPlanSchema, FALLBACK_ANALYSIS_COMPLETE, FollowUpQuestionListSchema } from "../../shared/ai-results";
import { ASSESSMENT_QUESTIONS, MAX_FREE_TEXT } from "../../shared/assessment-catalogue";
import { api, countRows, env, registerUser } from "./helpers";

/** A full, valid set of answers: the first option of each choice question, short text otherwise. */
function fullResponses(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of ASSESSMENT_QUESTIONS) {
    if (q.type === "radio") out[q.id] = q.options![0];
    else if (q.type === "checkbox") out[q.id] = q.options!.slice(0, 2);
    else out[q.id] = `My answer to ${q.id}: I would like more calm evenings and better sleep.`;
  }
  return { ...out, ...overrides };
}

const ACUTE = "I want to kill myself";

async function row(id: string) {
  return env.DB.prepare("SELECT * FROM assessments WHERE id = ?1").bind(id).first<Record<string, any>>();
}

/** A stored column: api() returned after the background work (waitUntil) had finished. */
async function storedColumn(id: string, column: string): Promise<any> {
  return (await row(id))?.[column] ?? null;
}

const promptsOf = (model: MockLanguageModelV4) => JSON.stringify(model.doGenerateCalls.map((c) => c.prompt));

async function submit(token: string, responses = fullResponses(), isComplete = true) {
  return api("/api/assessments", { token, body: { responses, isComplete } });
}

afterEach(() => mockCoach(null));

describe("POST /api/assessments validation", () => {
  const cases: Array<[string, unknown, RegExp]> = [
    ["responses that are not an object", "hello", /responses must be an object/],
    ["an array as responses", [1, 2], /responses must be an object/],
    ["a key that is not a question id", fullResponses({ favourite_colour: "blue" }), /favourite_colour: unknown question id/],
    ["an array for a radio question", fullResponses({ childhood_environment: ["Mostly warm and supportive"] }), /childhood_environment: the answer must be one of the options/],
    ["an option that does not exist", fullResponses({ mental_health: "Fantastic" }), /mental_health: 'Fantastic' is not one of the options/],
    ["a string for a checkbox question", fullResponses({ work_values: "Helping others" }), /work_values: the answer must be a list/],
    ["1 MB of text", fullResponses({ career_goals: "a".repeat(1024 * 1024) }), new RegExp(`career_goals: the answer must be at most ${MAX_FREE_TEXT}`)],
    ["a missing answer when complete", fullResponses({ growth_areas: undefined }), /growth_areas: an answer is required/],
  ];
  for (const [name, responses, message] of cases) {
    it(`rejects ${name} with a 400 naming it, storing nothing`, async () => {
      const { token, user } = await registerUser();
      const res = await submit(token, responses as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(message);
      expect(await countRows("assessments", "user_id = ?1", user.id)).toBe(0);
    });
  }

  it("rejects malformed JSON and a non-boolean isComplete", async () => {
    const { token, user } = await registerUser();
    const bad = await api("/api/assessments", { token, raw: "{not json" });
    expect(bad.status).toBe(400);
    const wrong = await api("/api/assessments", { token, body: { responses: fullResponses(), isComplete: "yes" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/isComplete/);
    expect(await countRows("assessments", "user_id = ?1", user.id)).toBe(0);
  });

  it("accepts an empty checkbox list as an answer", async () => {
    const { token } = await registerUser();
    const res = await submit(token, fullResponses({ coping_mechanisms: [] }));
    expect(res.status).toBe(201);
    expect(res.json.responses.coping_mechanisms).toEqual([]);
  });

  it("requires a token", async () => {
    expect((await api("/api/assessments")).status).toBe(401);
    expect((await api("/api/assessments", { body: { responses: fullResponses(), isComplete: true } })).status).toBe(401);
  });
});

describe("the analysis in the background", () => {
  it("returns at once, then the offline coach's analysis lands in D1 in the documented shape", async () => {
    const { token } = await registerUser();
    const res = await submit(token);
    expect(res.status).toBe(201);
    expect(res.json.isComplete).toBe(true);
    expect(res.json.aiAnalysis).toBeNull();
    expect(res.json.analysisStatus).toBe("pending");
    const stored = await storedColumn(res.json.id, "ai_analysis");
    expect(AssessmentAnalysisSchema.safeParse(JSON.parse(stored)).success).toBe(true);

    const list = await api("/api/assessments", { token });
    expect(list.json[0].analysisStatus).toBe("ready");
    expect(AssessmentAnalysisSchema.safeParse(JSON.parse(list.json[0].aiAnalysis)).success).toBe(true);
  });

  it("when the model returns junk: nothing generic is stored as the result; a retry is scheduled and the page says it is still working", async () => {
    const model = answering("Sorry, I can't help with that! <<<not json>>>");
    mockCoach({ model, timeoutMs: 500 });
    const { token, user } = await registerUser();
    const res = await submit(token);
    expect(res.status).toBe(201);
    expect(model.doGenerateCalls.length).toBeGreaterThan(0);
    expect(await countRows("usage_counters", "key = ?1", `model:${user.id}`)).toBe(1);
    const [latest] = (await api("/api/assessments", { token })).json;
    expect(latest.analysisStatus).toBe("retrying");
    expect(latest.aiAnalysis).toBeNull();
    expect(await storedColumn(res.json.id, "ai_analysis")).toContain("__pendingSince");
  });

  it("stores the fallback without calling the model when the day's budget is spent", async () => {
    const model = answering("{}");
    mockCoach({ model, timeoutMs: 500 });
    const { token, user } = await registerUser();
    const day = Date.now() - (Date.now() % 86_400_000);
    await env.DB.prepare("INSERT INTO usage_counters (key, window_start, count) VALUES (?1, ?2, 1000)").bind(`model:${user.id}`, day).run();
    const res = await submit(token);
    expect(res.status).toBe(201);
    expect(res.json.analysisStatus).toBe("ready");
    expect(JSON.parse((await row(res.json.id))!.ai_analysis)).toEqual(FALLBACK_ANALYSIS_COMPLETE);
    expect(model.doGenerateCalls.length).toBe(0);
  });

  it("a draft (isComplete false) is stored without an analysis", async () => {
    const { token } = await registerUser();
    const res = await submit(token, { childhood_environment: "Mostly warm and supportive" }, false);
    expect(res.status).toBe(201);
    expect(res.json.analysisStatus).toBe("none");
    expect((await row(res.json.id))!.ai_analysis).toBeNull();
  });
});

describe("GET /api/assessments", () => {
  it("lists only the person's own, oldest first", async () => {
    const me = await registerUser();
    const other = await registerUser();
    const first = await submit(me.token);
    const second = await submit(me.token);
    await submit(other.token);
    const list = await api("/api/assessments", { token: me.token });
    expect(list.status).toBe(200);
    expect(list.json.map((a: { id: string }) => a.id)).toEqual([first.json.id, second.json.id]);
    expect(list.json[0].completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

const RICH_ANALYSIS = {
  overallSummary: "You are thoughtful and ready for change.",
  keyStrengths: ["Curiosity", "Kindness"],
  areasForGrowth: ["Rest", "Boundaries"],
  personalizedRecommendations: ["Rec one", "Rec two", "Rec three", "Rec four", "Rec five"],
  coachingFocus: ["Focus A", "Focus B", "Focus C", "Focus D", "Focus E"],
};

describe("free preview vs full analysis", () => {
  it("sends a free account only the preview, and premium and pro everything", async () => {
    mockCoach({ model: answering(JSON.stringify(RICH_ANALYSIS)), timeoutMs: 500 });
    for (const tier of ["free", "premium", "pro"] as const) {
      const { token } = await registerUser({ tier });
      const res = await submit(token);
      expect(await storedColumn(res.json.id, "ai_analysis")).toEqual(expect.any(String));
      const [item] = (await api("/api/assessments", { token })).json;
      const analysis = JSON.parse(item.aiAnalysis);
      if (tier === "free") {
        expect(item.analysisAccess).toBe("preview");
        expect(analysis.personalizedRecommendations).toEqual(["Rec one", "Rec two"]);
        expect(analysis.coachingFocus).toEqual(["Focus A", "Focus B", "Focus C"]);
        expect(item.previewHidden).toEqual({ recommendations: 3, coachingFocus: 2 });
        expect(item.aiAnalysis).not.toContain("Rec three");
      } else {
        expect(item.analysisAccess).toBe("full");
        expect(analysis).toEqual(RICH_ANALYSIS);
        expect(item.previewHidden).toBeNull();
      }
    }
  });
});

describe("safety", () => {
  it("an acute answer is logged without the text, kept from the model, and shown resources with the full view", async () => {
    const model = answering(JSON.stringify(RICH_ANALYSIS));
    mockCoach({ model, timeoutMs: 500 });
    const { token, user } = await registerUser();
    const res = await submit(token, fullResponses({ growth_areas: ACUTE }));
    expect(res.status).toBe(201);
    expect(res.json.safetyLevel).toBe("acute");
    expect(res.json.crisisRegion).toEqual(expect.any(String));
    expect(res.json.analysisAccess).toBe("full");
    expect(await countRows("safety_events", "user_id = ?1 AND source = 'assessment' AND level = 'acute'", user.id)).toBe(1);
    expect(await storedColumn(res.json.id, "ai_analysis")).toEqual(expect.any(String));
    expect(model.doGenerateCalls.length).toBeGreaterThan(0);
    expect(promptsOf(model)).not.toContain("kill myself");
    // The person's own words are kept: never lose what they wrote.
    expect(JSON.parse((await row(res.json.id))!.responses).growth_areas).toBe(ACUTE);
  });

  it("an ordinary assessment records no safety event", async () => {
    const { token, user } = await registerUser();
    const res = await submit(token);
    expect(res.json.safetyLevel).toBe("none");
    expect(res.json.crisisRegion).toBeNull();
    expect(await countRows("safety_events", "user_id = ?1", user.id)).toBe(0);
  });
});

async function completedWithQuestions(token: string) {
  const a = await submit(token);
  const q = await api(`/api/assessments/${a.json.id}/follow-up-questions`, { token, method: "POST" });
  expect(q.status).toBe(200);
  return { id: a.json.id as string, questions: q.json.questions as Array<{ id: string }> };
}

describe("follow-up questions", () => {
  it("are generated once and stored; asking again makes no model call", async () => {
    const model = answering("no json here");
    mockCoach({ model, timeoutMs: 500 });
    const { token } = await registerUser();
    const a = await submit(token);
    expect(await storedColumn(a.json.id, "ai_analysis")).toEqual(expect.any(String));
    const callsBefore = model.doGenerateCalls.length;
    const first = await api(`/api/assessments/${a.json.id}/follow-up-questions`, { token, method: "POST" });
    expect(first.status).toBe(200);
    expect(FollowUpQuestionListSchema.safeParse(first.json.questions).success).toBe(true);
    const callsAfterFirst = model.doGenerateCalls.length;
    expect(callsAfterFirst).toBeGreaterThan(callsBefore);
    const second = await api(`/api/assessments/${a.json.id}/follow-up-questions`, { token, method: "POST" });
    expect(second.json.questions).toEqual(first.json.questions);
    expect(model.doGenerateCalls.length).toBe(callsAfterFirst);
    expect(JSON.parse((await row(a.json.id))!.follow_up_questions)).toEqual(first.json.questions);
  });

  it("409 for an assessment that is not complete, nothing stored", async () => {
    const { token } = await registerUser();
    const draft = await submit(token, { childhood_environment: "Mostly warm and supportive" }, false);
    const res = await api(`/api/assessments/${draft.json.id}/follow-up-questions`, { token, method: "POST" });
    expect(res.status).toBe(409);
    expect((await row(draft.json.id))!.follow_up_questions).toBeNull();
    const answers = await api(`/api/assessments/${draft.json.id}/follow-up-responses`, { token, body: { responses: { a: "b" } } });
    expect(answers.status).toBe(409);
  });
});

describe("ownership", () => {
  it("another person's id, a missing one and a malformed one are all 404 on every route", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const { id } = await completedWithQuestions(owner.token);
    for (const target of [id, crypto.randomUUID(), "not-a-uuid"]) {
      const q = await api(`/api/assessments/${target}/follow-up-questions`, { token: stranger.token, method: "POST" });
      expect(q.status).toBe(404);
      const r = await api(`/api/assessments/${target}/follow-up-responses`, { token: stranger.token, body: { responses: { x: "y" } } });
      expect(r.status).toBe(404);
    }
    expect((await row(id))!.follow_up_responses).toBeNull();
    expect((await api("/api/assessments", { token: stranger.token })).json).toEqual([]);
  });
});

describe("follow-up responses", () => {
  it("rejects bad answers with a 400 naming the question, storing nothing", async () => {
    const { token } = await registerUser();
    const { id, questions } = await completedWithQuestions(token);
    const good = Object.fromEntries(questions.map((q) => [q.id, "A real answer"]));
    const first = questions[0]!.id;
    const bad: Array<[unknown, RegExp]> = [
      ["text", /responses must be an object/],
      [{ ...good, made_up: "x" }, /made_up: not one of this assessment's follow-up questions/],
      [{ ...good, [first]: "   " }, new RegExp(`${first}: an answer is required`)],
      [{ ...good, [first]: 42 }, new RegExp(`${first}: each answer must be text`)],
      [{ ...good, [first]: "x".repeat(MAX_FREE_TEXT + 1) }, new RegExp(`${first}: each answer must be at most`)],
      [Object.fromEntries(questions.slice(1).map((q) => [q.id, "ok"])), new RegExp(`${first}: an answer is required`)],
    ];
    for (const [responses, message] of bad) {
      const res = await api(`/api/assessments/${id}/follow-up-responses`, { token, body: { responses } });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect((await row(id))!.follow_up_responses).toBeNull();
  });

  it("stores the answers, writes the enhanced plan in the background, and refuses a second set", async () => {
    const { token } = await registerUser();
    const { id, questions } = await completedWithQuestions(token);
    const responses = Object.fromEntries(questions.map((q, i) => [q.id, `Answer ${i + 1}: mornings are the hardest part of my day.`]));
    const res = await api(`/api/assessments/${id}/follow-up-responses`, { token, body: { responses } });
    expect(res.status).toBe(200);
    expect(res.json.followUpResponses).toEqual(responses);
    expect(["pending", "ready"]).toContain(res.json.planStatus);
    const plan = await storedColumn(id, "enhanced_plan");
    expect(plan).not.toContain("__pendingSince");
    expect(EnhancedPlanSchema.safeParse(JSON.parse(plan)).success).toBe(true);
    const [item] = (await api("/api/assessments", { token })).json;
    expect(item.planStatus).toBe("ready");
    expect(EnhancedPlanSchema.safeParse(item.enhancedPlan).success).toBe(true);

    const again = await api(`/api/assessments/${id}/follow-up-responses`, { token, body: { responses } });
    expect(again.status).toBe(409);
  });

  it("409 before the questions exist", async () => {
    const { token } = await registerUser();
    const a = await submit(token);
    const res = await api(`/api/assessments/${a.json.id}/follow-up-responses`, { token, body: { responses: { q1: "hi" } } });
    expect(res.status).toBe(409);
  });

  it("an acute follow-up answer records a 'follow-up' safety event and raises the assessment's level", async () => {
    const { token, user } = await registerUser();
    const { id, questions } = await completedWithQuestions(token);
    const responses = Object.fromEntries(questions.map((q, i) => [q.id, i === 0 ? ACUTE : "Sleeping better would help."]));
    const res = await api(`/api/assessments/${id}/follow-up-responses`, { token, body: { responses } });
    expect(res.status).toBe(200);
    expect(res.json.safetyLevel).toBe("acute");
    expect(res.json.crisisRegion).toEqual(expect.any(String));
    expect(await countRows("safety_events", "user_id = ?1 AND source = 'follow-up' AND level = 'acute'", user.id)).toBe(1);
  });
});

describe("rate limit", () => {
  it("a flood of submissions gets a 429 with Retry-After, and nothing more is stored", async () => {
    const { token, user } = await registerUser();
    const hour = Date.now() - (Date.now() % 3_600_000);
    await env.DB.prepare("INSERT INTO usage_counters (key, window_start, count) VALUES (?1, ?2, 20)").bind(`assessment-submit:${user.id}`, hour).run();
    const res = await submit(token);
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await countRows("assessments", "user_id = ?1", user.id)).toBe(0);
  });
});

describe("a failed analysis or plan is retried in the background, then given up on", () => {
  const job = (kind: "analysis" | "plan", assessmentId: string, attempt: number, marker: string | null) => ({ kind, assessmentId, attempt, marker });
  /** The Worker's env with a queue that records what it is sent. */
  function recordingEnv() {
    const sent: { body: AssessmentJob; delaySeconds: number | undefined }[] = [];
    const queue = { send: async (body: AssessmentJob, opts?: { delaySeconds?: number }) => void sent.push({ body, delaySeconds: opts?.delaySeconds }) };
    return { env: { ...env, ASSESSMENT_QUEUE: queue as unknown as Queue<AssessmentJob> }, sent };
  }

  it("analysis: each failure schedules the next try with a longer wait; a later success is stored over the marker", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const draft = await submit(token, fullResponses(), false);
    await env.DB.prepare("UPDATE assessments SET is_complete = 1 WHERE id = ?1").bind(draft.json.id).run();
    const { env: queued, sent } = recordingEnv();
    await writeBackground(queued, createCoach(env, { model: throwing(), timeoutMs: 200 }), job("analysis", draft.json.id, 0, null));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.delaySeconds).toBe(RETRY_DELAYS_S[0]);
    expect(sent[0]!.body).toMatchObject({ kind: "analysis", attempt: 1 });
    const marker = sent[0]!.body.marker!;
    expect(await storedColumn(draft.json.id, "ai_analysis")).toBe(marker);

    await writeBackground(queued, createCoach(env, { model: throwing(), timeoutMs: 200 }), sent[0]!.body);
    expect(sent[1]!.delaySeconds).toBe(RETRY_DELAYS_S[1]);
    expect((await api("/api/assessments", { token })).json[0].analysisStatus).toBe("retrying");

    // A stale try (its marker replaced) writes nothing.
    await writeBackground(queued, createCoach(env, { model: answering(JSON.stringify(RICH_ANALYSIS)) }), sent[0]!.body);
    expect(await storedColumn(draft.json.id, "ai_analysis")).toBe(sent[1]!.body.marker);

    await writeBackground(queued, createCoach(env, { model: answering(JSON.stringify(RICH_ANALYSIS)) }), sent[1]!.body);
    const [latest] = (await api("/api/assessments", { token })).json;
    expect(latest.analysisStatus).toBe("ready");
    expect(JSON.parse(latest.aiAnalysis)).toEqual(RICH_ANALYSIS);
    expect(sent).toHaveLength(2);
  });

  it("analysis: after the last retry, the documented fallback", async () => {
    const { token } = await registerUser({ tier: "premium" });
    const draft = await submit(token, fullResponses(), false);
    const marker = '{"__pendingSince":1,"__pendingUntil":9999999999999,"__retry":3}';
    await env.DB.prepare("UPDATE assessments SET is_complete = 1, ai_analysis = ?2 WHERE id = ?1").bind(draft.json.id, marker).run();
    const { env: queued, sent } = recordingEnv();
    await writeBackground(queued, createCoach(env, { model: throwing(), timeoutMs: 200 }), job("analysis", draft.json.id, RETRY_DELAYS_S.length, marker));
    expect(sent).toHaveLength(0);
    expect(JSON.parse(await storedColumn(draft.json.id, "ai_analysis"))).toEqual(FALLBACK_ANALYSIS_COMPLETE);
  });

  it("plan: retried the same way; given up on, the plan written without a model from the answers", async () => {
    const { token } = await registerUser({ tier: "premium" });
    mockCoach({ model: answering(JSON.stringify(RICH_ANALYSIS)), timeoutMs: 500 });
    const created = await submit(token);
    await api(`/api/assessments/${created.json.id}/follow-up-questions`, { token, method: "POST" });
    const questions = JSON.parse(await storedColumn(created.json.id, "follow_up_questions")) as { id: string; question: string }[];
    mockCoach({ model: throwing(), timeoutMs: 200 });
    const answers = Object.fromEntries(questions.map((q) => [q.id, "Walking to work with my sister on Fridays."]));
    const res = await api(`/api/assessments/${created.json.id}/follow-up-responses`, { token, body: { responses: answers } });
    expect(res.status).toBe(200);
    // The first try (in the background of that request) failed and scheduled a retry on the real queue.
    const [latest] = (await api("/api/assessments", { token })).json;
    expect(latest.planStatus).toBe("retrying");
    expect(latest.enhancedPlan).toBeNull();
    const marker = await storedColumn(created.json.id, "enhanced_plan");
    const { env: queued, sent } = recordingEnv();
    await writeBackground(queued, createCoach(env, { model: throwing(), timeoutMs: 200 }), job("plan", created.json.id, RETRY_DELAYS_S.length, marker));
    expect(sent).toHaveLength(0);
    const plan = EnhancedPlanSchema.parse(JSON.parse(await storedColumn(created.json.id, "enhanced_plan")));
    expect(JSON.stringify(plan)).toContain("Walking to work with my sister");
    expect((await api("/api/assessments", { token })).json[0].planStatus).toBe("ready");
  });
});
