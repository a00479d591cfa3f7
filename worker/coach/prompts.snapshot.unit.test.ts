// What each task sends to the model, pinned in files under __prompts__/: a prompt change shows up
// in review as a diff of those files. Run `npx vitest run --project unit -u worker/coach/prompts.snapshot`
// after an intended change to rewrite them.
import { describe, expect, it } from "vitest";
import { createCoach, type Coach, type ReplyInput } from "./index";
import { answering, testEnv } from "../test/mock-models";
import type { MockLanguageModelV4 } from "ai/test";

const RESPONSES = {
  work_values: ["Creative expression", "Work-life balance"],
  stress_triggers: ["Money worries"],
  growth_areas: "Speaking up in meetings without my voice shaking.",
};
const QUESTIONS = [{ id: "voice", category: "Confidence", context: "You want to speak up at work.", question: "When do you find it easiest to speak up?" }];
const ENTRY = "Evening: Walked home the long way and called my sister. We laughed about the broken oven.";

function chat(extra: Partial<ReplyInput> = {}): ReplyInput {
  return {
    message: "What should I say to her tomorrow?",
    history: [
      { role: "user", content: "My sister forgot my birthday again." },
      { role: "assistant", content: "That stings, especially from someone close. How did you find out?" },
    ],
    region: "US",
    checkIn: null,
    now: Date.UTC(2026, 10, 24, 20),
    ...extra,
  };
}

/** Every message of the model's one call, as text: the role, then the content. */
function sent(model: MockLanguageModelV4): string {
  const call = [...model.doGenerateCalls, ...model.doStreamCalls][0];
  if (!call) throw new Error("the model was not called");
  const text = (content: unknown) => (typeof content === "string" ? content : (content as { type: string; text?: string }[]).map((p) => p.text ?? `[${p.type}]`).join(""));
  const options = { maxOutputTokens: call.maxOutputTokens, temperature: call.temperature, json: call.responseFormat?.type === "json" };
  return [`# options ${JSON.stringify(options)}`, ...call.prompt.map((m) => `## ${m.role}\n${text(m.content)}`)].join("\n\n") + "\n";
}

const TASKS: [string, (c: Coach) => Promise<unknown>, string][] = [
  ["chat-free", (c) => c.reply(chat()), "ok"],
  ["chat-paid-with-memory", (c) => c.reply(chat({ memory: { remembered: ["You want to go to bed before eleven on weeknights."], diaryThemes: ["family"] }, name: "Sam" })), "ok"],
  ["analysis", (c) => c.analyseAssessment(RESPONSES), "{}"],
  ["follow-ups", (c) => c.followUpQuestions(RESPONSES), "{}"],
  ["plan", (c) => c.enhancedPlan(RESPONSES, { voice: "In one-to-ones with my manager." }, QUESTIONS), "{}"],
  ["journal-insight", (c) => c.journalInsight(ENTRY), "{}"],
  ["journal-prompts", (c) => c.journalPrompts([ENTRY]), "{}"],
  ["daily-insights", (c) => c.dailyInsights({ slots: ["daily", "evening"], recentEntries: [ENTRY], tier: "premium", name: "Sam", date: "2026-11-24" }), "{}"],
];

describe("the prompt of each task", () => {
  it.each(TASKS)("%s", async (name, run, answer) => {
    const model = answering(answer === "ok" ? "That sounds like it hurt. What would you like her to understand?" : answer);
    await run(createCoach(testEnv({ AI_PROVIDER: "workers-ai" }), { model }));
    await expect(sent(model)).toMatchFileSnapshot(`./__prompts__/${name}.txt`);
  });
});
