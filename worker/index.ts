import { app } from "./app";
import type { Env } from "./env";
import type { InsightJob } from "./shared/jobs";
import { endLapsedDunning } from "./billing/sync";
import { pruneCounters } from "./lib/rate-limit";
import { coachFor } from "./lib/coach";
import { enqueueDueInsights } from "./jobs/insights-cron";
import { consumeInsightJobs } from "./jobs/insights-consumer";

export default {
  fetch: app.fetch,

  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(pruneCounters(env.DB));
    ctx.waitUntil(endLapsedDunning(env.DB, controller.scheduledTime));
    // Hourly: the people whose local morning has come get their daily insights queued.
    const stats = await enqueueDueInsights(env, controller.scheduledTime);
    console.log(`insights cron: ${stats.enqueued} people queued from ${stats.zonesDue} zones at local 06:00 (${stats.pages} pages)`);
  },

  async queue(batch: MessageBatch<InsightJob>, env: Env) {
    await consumeInsightJobs(batch, env, coachFor(env));
  },
} satisfies ExportedHandler<Env, InsightJob>;
