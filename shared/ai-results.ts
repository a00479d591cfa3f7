// Shapes of everything the coach produces (assessment analysis, follow-up questions, enhanced plan,
// journal insights and prompts, daily insights). Pure zod schemas and types, shared by the Worker
// (validation on the way out of the model) and the React app (types). No Node or DOM APIs.
import { z } from "zod";

/** Longest texts we ever hand to the UI, in UTF-16 code units. */
export const AI_TEXT_LIMITS = {
  summary: 1500,
  item: 300,
  question: 400,
  insight: 1200,
  prompt: 400,
  title: 60,
  category: 40,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

function frozen<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (typeof v === "object" && v !== null) Object.freeze(v);
  return Object.freeze(value);
}

// ---------------------------------------------------------------------------------------------
// Assessment analysis (spec part 1, "Parsed aiAnalysis")

export const AssessmentAnalysisSchema = z.object({
  overallSummary: text(AI_TEXT_LIMITS.summary),
  keyStrengths: z.array(text(AI_TEXT_LIMITS.item)).min(1).max(8),
  areasForGrowth: z.array(text(AI_TEXT_LIMITS.item)).min(1).max(8),
  personalizedRecommendations: z.array(text(AI_TEXT_LIMITS.item)).min(1).max(10),
  coachingFocus: z.array(text(AI_TEXT_LIMITS.item)).min(1).max(8),
});
export type AssessmentAnalysis = z.infer<typeof AssessmentAnalysisSchema>;

/** Shown when aiAnalysis exists but cannot be parsed (spec part 1, section 4). */
export const FALLBACK_ANALYSIS_UNPARSEABLE: AssessmentAnalysis = frozen<AssessmentAnalysis>({
  overallSummary:
    "Thank you for completing your life assessment. Taking the time to reflect honestly on your life is a real first step, and your answers give us a good place to start your coaching journey together.",
  keyStrengths: ["Self-awareness", "Willingness to grow", "Honest self-reflection"],
  areasForGrowth: ["Goal setting", "Building consistent habits", "Managing stress"],
  personalizedRecommendations: [
    "Build small daily habits that support your wellbeing, starting with just one",
    "Practise a few minutes of mindfulness each day to notice how you feel",
    "Set SMART goals: specific, measurable, achievable, relevant and time-bound",
  ],
  coachingFocus: ["Personal Growth", "Daily Habits", "Stress Management"],
});

/** Shown when there is no aiAnalysis but the assessment is complete (spec part 1, section 4). */
export const FALLBACK_ANALYSIS_COMPLETE: AssessmentAnalysis = frozen<AssessmentAnalysis>({
  overallSummary:
    "Thank you for completing your life assessment. Your answers show that you care about understanding yourself and are ready to make positive changes, which is exactly where meaningful growth begins.",
  keyStrengths: ["Commitment to personal growth", "Self-reflection", "Openness to change"],
  areasForGrowth: ["Clear goal setting", "Consistent daily routines", "Stress management"],
  personalizedRecommendations: ["Start one small daily habit", "Practice 5-minute daily mindfulness", "Write down your top 3 life goals"],
  coachingFocus: ["Goal Achievement", "Daily Habits", "Stress Management"],
});

/**
 * The results screen's rule (spec part 1, section 4):
 * - aiAnalysis present and valid: the parsed analysis;
 * - aiAnalysis present but not parseable (bad JSON or wrong shape): FALLBACK_ANALYSIS_UNPARSEABLE;
 * - no aiAnalysis (null, undefined or blank) but the assessment is complete: FALLBACK_ANALYSIS_COMPLETE;
 * - otherwise null: the analysis is still being generated.
 */
export function parseAnalysis(aiAnalysis: string | null | undefined, isComplete: boolean): AssessmentAnalysis | null {
  if (typeof aiAnalysis === "string" && aiAnalysis.trim() !== "") {
    try {
      const parsed = AssessmentAnalysisSchema.safeParse(JSON.parse(aiAnalysis));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through to the fallback
    }
    console.warn("[analysis] stored aiAnalysis could not be parsed; showing the fallback analysis");
    return FALLBACK_ANALYSIS_UNPARSEABLE;
  }
  return isComplete ? FALLBACK_ANALYSIS_COMPLETE : null;
}

// ---------------------------------------------------------------------------------------------
// Follow-up questions (spec part 1: id, category, context, question; we make 3 to 6)

export const FOLLOW_UP_MIN = 3;
export const FOLLOW_UP_MAX = 6;

export const FollowUpQuestionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "ids are 1-64 letters, digits, '_' or '-'"),
  category: text(AI_TEXT_LIMITS.title),
  context: text(AI_TEXT_LIMITS.question),
  question: text(AI_TEXT_LIMITS.question),
});
export type FollowUpQuestion = z.infer<typeof FollowUpQuestionSchema>;

export const FollowUpQuestionListSchema = z
  .array(FollowUpQuestionSchema)
  .min(FOLLOW_UP_MIN)
  .max(FOLLOW_UP_MAX)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, "follow-up question ids must be unique");
export type FollowUpQuestionList = z.infer<typeof FollowUpQuestionListSchema>;

/** Response of POST /api/assessments/{id}/follow-up-questions. */
export const FollowUpQuestionsSchema = z.object({ questions: FollowUpQuestionListSchema });
export type FollowUpQuestions = z.infer<typeof FollowUpQuestionsSchema>;

// ---------------------------------------------------------------------------------------------
// Enhanced coaching plan (after the follow-up answers): a 30-day plan in four weeks.

export const PlanWeekSchema = z.object({
  week: z.number().int().min(1).max(4),
  theme: text(AI_TEXT_LIMITS.title),
  actions: z.array(text(AI_TEXT_LIMITS.item)).min(1).max(5),
});
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

export const EnhancedPlanSchema = z.object({
  summary: text(AI_TEXT_LIMITS.summary),
  focusAreas: z.array(text(AI_TEXT_LIMITS.title)).min(1).max(6),
  weeks: z
    .array(PlanWeekSchema)
    .length(4)
    .refine((ws) => ws.every((w, i) => w.week === i + 1), "weeks are numbered 1 to 4 in order"),
  dailyPractice: text(AI_TEXT_LIMITS.item),
});
export type EnhancedPlan = z.infer<typeof EnhancedPlanSchema>;

// ---------------------------------------------------------------------------------------------
// Journal (spec part 2): an insight on one entry, personalised prompts.

export const JournalInsightSchema = z.object({ insight: text(AI_TEXT_LIMITS.insight) });
export type JournalInsight = z.infer<typeof JournalInsightSchema>;

export const JournalPromptSchema = z.object({
  title: text(AI_TEXT_LIMITS.title).optional(),
  prompt: text(AI_TEXT_LIMITS.prompt),
});
export type JournalPrompt = z.infer<typeof JournalPromptSchema>;

/** Response of POST /api/journal/ai-prompts. A missing title is shown as 'Personal Reflection {n}'. */
export const JournalPromptsSchema = z.object({ prompts: z.array(JournalPromptSchema).min(1).max(5) });
export type JournalPrompts = z.infer<typeof JournalPromptsSchema>;

// ---------------------------------------------------------------------------------------------
// Daily insights (spec part 2: insight, category). Free: one 'daily'; paid: morning, afternoon, evening.

export const DAILY_INSIGHT_SLOTS = ["daily", "morning", "afternoon", "evening"] as const;
export type DailyInsightSlot = (typeof DAILY_INSIGHT_SLOTS)[number];

export const DailyInsightSchema = z.object({
  insight: text(AI_TEXT_LIMITS.insight),
  category: text(AI_TEXT_LIMITS.category),
});
export type DailyInsight = z.infer<typeof DailyInsightSchema>;

export const SlottedDailyInsightSchema = DailyInsightSchema.extend({ slot: z.enum(DAILY_INSIGHT_SLOTS) });
export type SlottedDailyInsight = z.infer<typeof SlottedDailyInsightSchema>;
