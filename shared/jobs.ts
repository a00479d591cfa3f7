// Queue names and message bodies. The queue handler in worker/index.ts dispatches on the name.

export const INSIGHTS_QUEUE_NAME = "clearday-insights";
export const REMINDER_QUEUE_NAME = "clearday-reminders";
export const IMPORT_QUEUE_NAME = "clearday-imports";
export const IMPORT_DEAD_LETTER_QUEUE_NAME = "clearday-imports-dlq";
export const ASSESSMENT_QUEUE_NAME = "clearday-assessments";

/** Message sent to INSIGHTS_QUEUE: one person whose daily insights are due for their local date. */
export interface InsightJob {
  userId: string;
  localDate: string; // YYYY-MM-DD in the person's time zone
}

/** Message sent to REMINDER_QUEUE: one push subscription whose reminder is due. */
export interface ReminderJob {
  subscriptionId: string;
  userId: string;
  /** The person's local date, and the instant it began (for "skip if I've already written today"). */
  localDate: string;
  dayStart: number;
  /** The local hour it is due at (picks the day's gentle prompt). */
  hour: number;
}

/** Message sent to IMPORT_QUEUE: write one chunk of a confirmed import. */
export interface ImportJob {
  importId: string;
  userId: string;
  chunk: number;
}

/**
 * One try at an assessment's analysis or plan (ASSESSMENT_QUEUE: the retries of a failed first try).
 * `marker` is what the column holds while this try is due; null for a first analysis.
 */
export interface AssessmentJob {
  kind: "analysis" | "plan";
  assessmentId: string;
  /** Tries made before this one. */
  attempt: number;
  marker: string | null;
}

export const REFLECTION_QUEUE_NAME = "clearday-reflections";

/** Message sent to REFLECTION_QUEUE: one person's weekly or monthly reflection is due. */
export interface ReflectionJob {
  userId: string;
  period: "week" | "month";
  /** Local dates (YYYY-MM-DD) in the person's zone, both included. */
  periodStart: string;
  periodEnd: string;
}
