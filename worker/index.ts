import { app } from "./app";
import { servePage } from "./lib/serve-page";
import type { Env } from "./env";
import { endLapsedDunning } from "./billing/sync";
import { ASSESSMENT_QUEUE_NAME, IMPORT_DEAD_LETTER_QUEUE_NAME, IMPORT_QUEUE_NAME, REFLECTION_QUEUE_NAME, REMINDER_QUEUE_NAME, type AssessmentJob } from "../shared/jobs";
import { pruneCounters } from "./lib/rate-limit";
import { coachFor } from "./coach/for-env";
import { enqueueDueInsights } from "./jobs/insights-cron";
import { consumeInsightJobs } from "./jobs/insights-consumer";
import { enqueueDueReminders } from "./jobs/reminders-cron";
import { enqueueDueReflections } from "./jobs/reflections-cron";
import { consumeReflectionJobs } from "./jobs/reflections-consumer";
import { consumeReminderJobs } from "./jobs/reminders-consumer";
import { pushConfigured } from "./push/send";
import { consumeImportJobs, failImportJobs } from "./jobs/import-consumer";
import { pruneStalePreviews } from "./imports/store";
import { consumeAssessmentJobs } from "./assessments/background";

export default {
  fetch(request: Request, env: Env, ctx: ExecutionContext) {
    const { pathname } = new URL(request.url);
    if (env.ASSETS && pathname !== "/api" && !pathname.startsWith("/api/")) return servePage(request, env.ASSETS);
    return app.fetch(request, env, ctx);
  },

  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(pruneCounters(env.DB));
    ctx.waitUntil(endLapsedDunning(env.DB, controller.scheduledTime));
    ctx.waitUntil(pruneStalePreviews(env, controller.scheduledTime));
    // Hourly: the people whose local morning has come get their daily insights queued.
    const stats = await enqueueDueInsights(env, controller.scheduledTime);
    console.log(`insights cron: ${stats.enqueued} people queued from ${stats.zonesDue} zones at local 06:00 (${stats.pages} pages)`);
    // Weekly and monthly reflections for paid people whose local Sunday or month's end evening has come.
    const f = await enqueueDueReflections(env, controller.scheduledTime);
    console.log(`reflections cron: ${f.queued} reflections queued from ${f.zonesDue} of ${f.zonesInUse} zones (${f.queries} queries)`);
    // And the reminders whose local hour has come.
    if (pushConfigured(env)) {
      const r = await enqueueDueReminders(env, controller.scheduledTime);
      console.log(`reminders cron: ${r.queued} reminders queued from ${r.zonesDue} of ${r.zonesInUse} zones (${r.queries} queries)`);
    }
  },

  async queue(batch: MessageBatch<unknown>, env: Env) {
    switch (batch.queue) {
      case REMINDER_QUEUE_NAME:
        await consumeReminderJobs(batch, env);
        return;
      case IMPORT_QUEUE_NAME:
        await consumeImportJobs(batch, env);
        return;
      case REFLECTION_QUEUE_NAME:
        await consumeReflectionJobs(batch, env, coachFor(env));
        return;
      case IMPORT_DEAD_LETTER_QUEUE_NAME:
        await failImportJobs(batch, env);
        return;
      case ASSESSMENT_QUEUE_NAME:
        await consumeAssessmentJobs(batch as MessageBatch<AssessmentJob>, env, coachFor(env));
        return;
      default:
        await consumeInsightJobs(batch, env, coachFor(env));
    }
  },
} satisfies ExportedHandler<Env>;
