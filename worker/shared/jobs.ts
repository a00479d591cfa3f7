/** Message sent to INSIGHTS_QUEUE: one person whose daily insights are due for their local date. */
export interface InsightJob {
  userId: string;
  localDate: string; // YYYY-MM-DD in the person's time zone
}
