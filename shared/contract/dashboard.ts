import { z } from "zod";

/** Days in the mood chart of the Progress tab. */
export const MOOD_SERIES_DAYS = 30;

const moodTrendSchema = z.enum(["improving", "declining", "stable"]);

/** One local day of the 30-day mood chart: the average mood of that day's entries (null: none with a mood). */
const moodDaySchema = z.object({
  date: z.string(),
  entries: z.number().int(),
  mood: z.number().nullable(),
});
export type MoodDay = z.infer<typeof moodDaySchema>;

/** GET /api/dashboard/summary: everything the dashboard counts, computed on the server in one small answer. */
export const dashboardSummarySchema = z.object({
  /** The zone the days were counted in, and today's date there (YYYY-MM-DD). */
  timeZone: z.string(),
  today: z.string(),
  journalCount: z.number().int(),
  /** Days written in the current streak, which forgives one rest day in 7 (decision 0091). */
  streak: z.number().int(),
  /** The strict streak: consecutive days up to today, every one written. */
  strictStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** Rest days of the current streak, newest first. */
  restDays: z.array(z.string()),
  /** The last 7 days, oldest first (today last). */
  week: z.array(z.object({ date: z.string(), state: z.enum(["written", "rest", "missed", "open"]) })),
  /** Null (hidden) with fewer than 2 entries with a mood. */
  moodTrend: moodTrendSchema.nullable(),
  weeklyGoals: z.object({
    goal: z.literal(7),
    /** Days of the last 7 with a journal entry. */
    reflectionDays: z.number().int(),
    /** Days of the last 7 with AI insights (capped at 7); null on the free tier, which does not show the goal. */
    aiInsightDays: z.number().int().nullable(),
  }),
  /** Oldest first, today last. */
  moodSeries: z.array(moodDaySchema),
  assessments: z.object({ count: z.number().int(), complete: z.boolean() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

const dailyInsightItemSchema = z.object({
  id: z.string(),
  insight: z.string(),
  category: z.string(),
  slot: z.enum(["daily", "morning", "afternoon", "evening"]),
  localDate: z.string(),
  createdAt: z.string(),
});
export type DailyInsightItem = z.infer<typeof dailyInsightItemSchema>;

/** GET /api/insights/daily: today's insights in slot order (the first is shown on the dashboard). */
export const dailyInsightsResponseSchema = z.array(dailyInsightItemSchema);
