// Tests of shared/ai-results.ts (kept here, beside the coach that produces these results).
import { describe, expect, it, vi } from "vitest";
import {
  AssessmentAnalysisSchema,
  EnhancedPlanSchema,
  FALLBACK_ANALYSIS_COMPLETE,
  FALLBACK_ANALYSIS_UNPARSEABLE,
  FollowUpQuestionListSchema,
  JournalPromptsSchema,
  parseAnalysis,
} from "../../shared/ai-results";

const VALID = {
  overallSummary: "You are thoughtful.",
  keyStrengths: ["Curiosity"],
  areasForGrowth: ["Rest"],
  personalizedRecommendations: ["Walk daily"],
  coachingFocus: ["Calm"],
};

describe("fallback analyses", () => {
  it("are valid analyses with the documented fallback content", () => {
    AssessmentAnalysisSchema.parse(FALLBACK_ANALYSIS_UNPARSEABLE);
    AssessmentAnalysisSchema.parse(FALLBACK_ANALYSIS_COMPLETE);
    expect(FALLBACK_ANALYSIS_UNPARSEABLE.overallSummary).toMatch(/^Thank you/);
    expect(FALLBACK_ANALYSIS_UNPARSEABLE.keyStrengths).toEqual(["Self-awareness", "Willingness to grow", "Honest self-reflection"]);
    expect(FALLBACK_ANALYSIS_UNPARSEABLE.areasForGrowth.join(" ")).toMatch(/goal setting.*habits.*stress/i);
    expect(FALLBACK_ANALYSIS_UNPARSEABLE.personalizedRecommendations.join(" ")).toMatch(/habit.*mindfulness.*SMART/is);
    expect(FALLBACK_ANALYSIS_UNPARSEABLE.coachingFocus).toHaveLength(3);
    expect(FALLBACK_ANALYSIS_COMPLETE.personalizedRecommendations).toEqual([
      "Start one small daily habit",
      "Practice 5-minute daily mindfulness",
      "Write down your top 3 life goals",
    ]);
    expect(FALLBACK_ANALYSIS_COMPLETE).not.toEqual(FALLBACK_ANALYSIS_UNPARSEABLE);
  });

  it("cannot be mutated by a caller", () => {
    expect(() => (FALLBACK_ANALYSIS_COMPLETE.keyStrengths as string[]).push("x")).toThrow();
  });
});

describe("parseAnalysis", () => {
  it("parses a valid stored analysis", () => {
    expect(parseAnalysis(JSON.stringify(VALID), true)).toEqual(VALID);
  });

  it("unparseable JSON or a wrong shape: the unparseable fallback (logged, no text)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseAnalysis("{oops", true)).toBe(FALLBACK_ANALYSIS_UNPARSEABLE);
    expect(parseAnalysis(JSON.stringify({ overallSummary: "x" }), false)).toBe(FALLBACK_ANALYSIS_UNPARSEABLE);
    expect(parseAnalysis("null", true)).toBe(FALLBACK_ANALYSIS_UNPARSEABLE);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("no analysis: the complete fallback when complete, else null (still generating)", () => {
    expect(parseAnalysis(null, true)).toBe(FALLBACK_ANALYSIS_COMPLETE);
    expect(parseAnalysis("  ", true)).toBe(FALLBACK_ANALYSIS_COMPLETE);
    expect(parseAnalysis(null, false)).toBeNull();
    expect(parseAnalysis(undefined, false)).toBeNull();
  });
});

describe("schemas", () => {
  it("follow-up lists hold 3 to 6 questions with unique ids", () => {
    const q = (id: string) => ({ id, category: "C", context: "ctx", question: "Q?" });
    expect(FollowUpQuestionListSchema.safeParse([q("a"), q("b")]).success).toBe(false);
    expect(FollowUpQuestionListSchema.safeParse([q("a"), q("b"), q("c")]).success).toBe(true);
    expect(FollowUpQuestionListSchema.safeParse([q("a"), q("a"), q("c")]).success).toBe(false);
    expect(FollowUpQuestionListSchema.safeParse(["a", "b", "c", "d", "e", "f", "g"].map(q)).success).toBe(false);
    expect(FollowUpQuestionListSchema.safeParse([q("a b"), q("b"), q("c")]).success).toBe(false);
  });

  it("a plan has weeks 1 to 4 in order", () => {
    const week = (n: number) => ({ week: n, theme: "T", actions: ["A"] });
    const plan = { summary: "S", focusAreas: ["F"], weeks: [1, 2, 3, 4].map(week), dailyPractice: "D" };
    expect(EnhancedPlanSchema.safeParse(plan).success).toBe(true);
    expect(EnhancedPlanSchema.safeParse({ ...plan, weeks: [2, 1, 3, 4].map(week) }).success).toBe(false);
  });

  it("journal prompts allow a missing title", () => {
    expect(JournalPromptsSchema.parse({ prompts: [{ prompt: "What went well?" }] }).prompts[0]?.title).toBeUndefined();
    expect(JournalPromptsSchema.safeParse({ prompts: [] }).success).toBe(false);
  });
});
