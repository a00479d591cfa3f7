// The INSIGHTS_QUEUE consumer: one message is one person's insights for one local date. Each
// message is acked or retried on its own; after max_retries the queue dead-letters it (wrangler.toml).
import type { Coach } from "../coach";
import type { InsightJob } from "../../shared/jobs";
import { logError } from "../lib/log";
import { ensureDailyInsights } from "../insights/daily";

const isJob = (body: unknown): body is InsightJob =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as InsightJob).userId === "string" &&
  typeof (body as InsightJob).localDate === "string" &&
  /^\d{4}-\d{2}-\d{2}$/.test((body as InsightJob).localDate);

export interface ConsumerStats {
  written: number;
  present: number;
  retried: number;
  dropped: number;
}

export async function consumeInsightJobs(batch: MessageBatch<unknown>, env: { DB: D1Database }, coach: Coach, now = Date.now()): Promise<ConsumerStats> {
  const stats: ConsumerStats = { written: 0, present: 0, retried: 0, dropped: 0 };
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isJob(message.body)) {
        // Malformed: retrying cannot help.
        logError({ where: "insights queue", level: "warn", note: `dropped malformed message ${message.id}` });
        stats.dropped++;
        message.ack();
        return;
      }
      try {
        const r = await ensureDailyInsights(env, coach, message.body.userId, message.body.localDate, { now });
        if (r.status === "written") stats.written += r.written;
        else if (r.status === "present") stats.present++;
        else stats.dropped++; // the account was deleted since
        message.ack();
      } catch (err) {
        logError({ where: "insights queue", note: `attempt ${message.attempts} failed; retried later` }, err);
        stats.retried++;
        message.retry({ delaySeconds: Math.min(60 * 2 ** message.attempts, 900) });
      }
    }),
  );
  return stats;
}
