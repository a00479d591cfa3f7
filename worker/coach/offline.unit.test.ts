import { describe, expect, it } from "vitest";
import {
  AssessmentAnalysisSchema,
  EnhancedPlanSchema,
  FollowUpQuestionListSchema,
  JournalInsightSchema,
  JournalPromptsSchema,
  SlottedDailyInsightSchema,
} from "../../shared/ai-results";
import { COACH_NAME } from "../../shared/brand";
import { offlineAnalysis, offlineFollowUps, offlinePlan } from "./offline/assessment";
import { offlineDailyInsights, offlineJournalInsight, offlineJournalPrompts } from "./offline/journal";
import { offlineReply } from "./offline/reply";
import { THEMES, type Theme } from "./offline/themes";
import type { ChatTurn } from "./types";

const SAMPLES: Record<Theme, string> = {
  stress: "I have way too much on my plate and the pressure never lets up.",
  anxiety: "I keep worrying about everything and my mind won't switch off.",
  sleep: "I can't sleep at night, I lie awake until 3am.",
  work: "My boss keeps piling extra projects on me at the office.",
  money: "Rent went up again and I can barely afford my bills.",
  relationships: "My boyfriend and I had another argument last night.",
  family: "My mother criticises every decision I make.",
  loneliness: "I moved to a new city and I feel lonely most evenings.",
  "self-worth": "I never feel good enough, I always compare myself to others.",
  habits: "I want to build a morning routine but I never stick to it.",
  grief: "My grandmother passed away last month and I still can't believe it.",
  motivation: "I have zero motivation lately and I just feel stuck.",
};

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((s) => /\p{L}/u.test(s)).length;
}

describe("offline chat reply", () => {
  for (const theme of THEMES) {
    it(`recognises ${theme}, reflects a fragment, asks one question, offers a step`, () => {
      const message = SAMPLES[theme];
      const r = offlineReply({ message, history: [] });
      expect(r.kind).toBe(theme);
      expect(r.text).toContain("?");
      expect(r.reflected.length).toBeGreaterThan(3);
      expect(r.text).toContain(r.reflected);
      // The fragment is the person's own words.
      expect(message.toLowerCase()).toContain(r.reflected.toLowerCase().split(" ").slice(0, 3).join(" "));
      expect(r.text).toMatch(/step|try/i);
      const n = sentenceCount(r.text);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
      expect(r.text).not.toMatch(/diagnos|disorder|medication/i);
    });

    it(`never repeats the same ${theme} reply twice in a row`, () => {
      const history: ChatTurn[] = [];
      let last = "";
      for (let i = 0; i < 8; i++) {
        const r = offlineReply({ message: SAMPLES[theme], history });
        expect(r.text).not.toBe(last);
        last = r.text;
        history.push({ role: "user", content: SAMPLES[theme] }, { role: "assistant", content: r.text });
      }
    });
  }

  it("falls back to a general reply that still reflects and asks", () => {
    const r = offlineReply({ message: "I've been thinking about moving to the coast next year.", history: [] });
    expect(r.kind).toBe("general");
    expect(r.text).toContain("?");
    expect(r.text).toContain("moving to the coast");
  });

  it("greets, introducing itself as an AI coach", () => {
    const r = offlineReply({ message: "hi", history: [], name: "Sam Smith" });
    expect(r.kind).toBe("greeting");
    expect(r.text).toContain(COACH_NAME);
    expect(r.text).toMatch(/\bAI\b/);
    expect(r.text).toContain("Sam");
    expect(r.text).toContain("?");
  });

  it("answers thanks and goodbye warmly, with a question", () => {
    expect(offlineReply({ message: "thank you so much", history: [] })).toMatchObject({ kind: "thanks" });
    expect(offlineReply({ message: "thanks!", history: [] }).text).toContain("?");
    expect(offlineReply({ message: "bye for now", history: [] }).kind).toBe("goodbye");
  });

  it("says it is an AI, not a human or a therapist, when asked", () => {
    const r = offlineReply({ message: "are you a real person?", history: [] });
    expect(r.kind).toBe("identity");
    expect(r.text).toMatch(/AI/);
    expect(r.text).toMatch(/not a (human|person)/i);
  });

  it("handles empty and whitespace-only input", () => {
    for (const message of ["", "   \n\t  ", "\u0000\u0007"]) {
      const r = offlineReply({ message, history: [] });
      expect(r.kind).toBe("empty");
      expect(r.text).toContain("?");
    }
  });

  it("handles emoji-only input by naming a likely feeling", () => {
    const r = offlineReply({ message: "😢😢", history: [] });
    expect(r.kind).toBe("emoji");
    expect(r.text).toContain("😢");
    expect(r.text).toMatch(/sad/);
    expect(r.text).toContain("?");
    expect(offlineReply({ message: "👍🏽", history: [] }).text).toContain("?");
  });

  it("handles 100 KB of input quickly and stays short", () => {
    const big = "I am so stressed about work deadlines. ".repeat(2600); // ~100 KB
    expect(big.length).toBeGreaterThan(100_000);
    const start = Date.now();
    const r = offlineReply({ message: big, history: [] });
    expect(Date.now() - start).toBeLessThan(1000);
    expect(r.text.length).toBeLessThan(700);
    expect(r.text).toContain("?");
  });

  it("strips control characters and never echoes tags", () => {
    const r = offlineReply({ message: "My boss\u0000 is <b>awful</b>\u202E to me at work", history: [] });
    expect(r.text).not.toMatch(/[\u0000\u202E<>]/);
    expect(r.kind).toBe("work");
  });

  it("handles mixed-script text", () => {
    const r = offlineReply({ message: "今日は疲れた. I feel tired and can't sleep well.", history: [] });
    expect(r.kind).toBe("sleep");
    expect(r.text).toContain("?");
    const r2 = offlineReply({ message: "Сегодня был трудный день на работе", history: [] });
    expect(r2.text).toContain("?");
    expect(r2.text).toContain("Сегодня");
  });

  it("is gentle in distress and points to support", () => {
    const r = offlineReply({ message: "Everything is too much right now, I'm so overwhelmed", history: [], gentle: true });
    expect(r.text).toMatch(/someone you trust|professional/);
    expect(r.text).toContain("?");
  });

  it("uses memory of earlier themes", () => {
    const r = offlineReply({ message: SAMPLES.work, history: [], memory: { diaryThemes: ["work"] } });
    expect(r.text).toMatch(/mentioned work before/);
  });

  it("uses what it remembers from earlier conversations, and only that", () => {
    const remembered = ["You said your boss keeps piling extra projects on you at work.", "You want to sleep before eleven on weeknights."];
    expect(offlineReply({ message: "What can I do about work?", history: [], memory: { remembered } }).text).toMatch(/mentioned work before/);
    expect(offlineReply({ message: "How can I sleep better?", history: [], memory: { remembered } }).text).toMatch(/mentioned sleep before/);
    expect(offlineReply({ message: "What can I do about work?", history: [], memory: { remembered: remembered.slice(1) } }).text).not.toMatch(/mentioned work before/);
  });
});

const RESPONSES = {
  childhood_environment: "A mix of good times and difficult times",
  current_relationships: "Mixed, some are good and some are hard",
  relationship_patterns: "I find it hard to say no to people, then I feel resentful.",
  conflict_style: "Avoid it and hope it passes",
  career_satisfaction: "I feel stuck or unmotivated",
  career_goals: "Run my own small bakery within five years.",
  work_values: ["Creative expression", "Work-life balance"],
  career_obstacles: "Not enough savings and I doubt my business skills.",
  mental_health: "Okay, with some ups and downs",
  stress_triggers: ["Money worries", "Too much to do and not enough time"],
  coping_mechanisms: ["Exercise or time outdoors", "Scrolling, TV or games to switch off"],
  emotional_regulation: "It often takes me a long while",
  growth_areas: "Feeling more confident when I speak up at work.",
};

describe("offline assessment work", () => {
  it("analyses what the person actually answered", () => {
    const a = AssessmentAnalysisSchema.parse(offlineAnalysis(RESPONSES));
    const all = JSON.stringify(a);
    expect(all).toMatch(/creative expression/i);
    expect(all).toMatch(/money worries/i);
    expect(all).toMatch(/exercise or time outdoors/i);
    expect(all).toContain("Feeling more confident when I speak up at work");
    expect(a.personalizedRecommendations.length).toBeGreaterThanOrEqual(3);
    expect(a.coachingFocus.length).toBeGreaterThanOrEqual(3);
    expect(a.overallSummary).toMatch(/Thank you/);
  });

  it("still gives a valid analysis for empty or malformed answers", () => {
    for (const r of [{}, { work_values: "not a list", growth_areas: 42 } as never, null as never]) {
      expect(AssessmentAnalysisSchema.safeParse(offlineAnalysis(r)).success).toBe(true);
    }
  });

  it("asks 3-6 follow-up questions whose context cites the answers", () => {
    const qs = FollowUpQuestionListSchema.parse(offlineFollowUps(RESPONSES));
    expect(qs.length).toBeGreaterThanOrEqual(3);
    expect(qs.length).toBeLessThanOrEqual(6);
    const contexts = qs.map((q) => q.context).join(" ");
    expect(contexts).toMatch(/money worries/i);
    expect(contexts).toContain("Feeling more confident when I speak up at work");
    for (const q of qs) expect(q.question).toContain("?");
    expect(FollowUpQuestionListSchema.safeParse(offlineFollowUps({})).success).toBe(true);
  });

  it("builds a four-week plan from the answers and follow-up answers", () => {
    const plan = EnhancedPlanSchema.parse(offlinePlan(RESPONSES, { fu_growth: "I would speak up in team meetings without rehearsing for hours." }));
    expect(plan.weeks.map((w) => w.week)).toEqual([1, 2, 3, 4]);
    expect(plan.summary).toContain("speak up in team meetings");
    expect(JSON.stringify(plan)).toMatch(/creative expression/i);
    expect(EnhancedPlanSchema.safeParse(offlinePlan({}, {})).success).toBe(true);
  });
});

describe("offline journal work", () => {
  it("writes an insight that quotes the entry", () => {
    const entry = "Evening Reflection: How was your day?\n\nWork was brutal, my manager criticised my report in front of everyone.";
    const i = JournalInsightSchema.parse(offlineJournalInsight(entry));
    expect(i.insight).toContain("my manager criticised my report");
    expect(i.insight).not.toContain("Evening Reflection");
    expect(i.insight).toContain("?");
  });

  it("handles empty, emoji-only and positive entries", () => {
    expect(JournalInsightSchema.safeParse(offlineJournalInsight("   ")).success).toBe(true);
    expect(offlineJournalInsight("🙂🙂").insight).toMatch(/feeling/);
    expect(offlineJournalInsight("Today was a lovely day at the beach with my dog.").insight).toContain("lovely day");
  });

  it("personalises prompts from recent entries", () => {
    const p = JournalPromptsSchema.parse({
      prompts: offlineJournalPrompts(["I couldn't sleep again, lying awake worrying.", "Another night of bad sleep.", "Tired all day."]),
    });
    expect(p.prompts).toHaveLength(3);
    expect(p.prompts[0]?.title).toBe("Winding Down");
    expect(p.prompts[0]?.prompt).toMatch(/sleep/i);
    expect(offlineJournalPrompts([])).toHaveLength(3);
  });

  it("writes one daily insight per slot, personal for paid tiers", () => {
    const entries = ["My boss keeps adding deadlines at work.", "Work again: another late night at the office."];
    const paid = offlineDailyInsights({ slots: ["morning", "afternoon", "evening"], recentEntries: entries, name: "Ana", tier: "premium", date: "2025-01-02" });
    expect(paid.map((x) => x.slot)).toEqual(["morning", "afternoon", "evening"]);
    for (const x of paid) SlottedDailyInsightSchema.parse(x);
    expect(paid[0]?.insight).toMatch(/Ana/);
    expect(paid.some((x) => /work/.test(x.insight))).toBe(true);
    const free = offlineDailyInsights({ slots: ["daily"], recentEntries: entries, tier: "free" });
    expect(free).toHaveLength(1);
    expect(free[0]?.insight).not.toMatch(/work/);
  });
});
