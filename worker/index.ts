import { app } from "./app";
import type { Env } from "./env";
import type { InsightJob } from "./shared/jobs";
import { pruneCounters } from "./lib/rate-limit";

export default {
  fetch: app.fetch,

  async scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(pruneCounters(env.DB));
  },

  async queue(batch: MessageBatch<InsightJob>, _env: Env) {
    for (const message of batch.messages) message.ack();
  },
} satisfies ExportedHandler<Env, InsightJob>;
