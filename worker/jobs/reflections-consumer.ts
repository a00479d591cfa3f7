// The REFLECTION_QUEUE consumer: one message is one person's reflection for one period. Each
// message is acked or retried on its own; after max_retries the queue dead-letters it (wrangler.toml).
import type { Coach } from "../coach";
import { logError } from "../lib/log";
import type { ReflectionJob } from "../../shared/jobs";
import { ensureReflection } from "./reflections";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isReflectionJob = (body: unknown): body is ReflectionJob => {
  const b = body as ReflectionJob;
  return (
    typeof body === "object" &&
    body !== null &&
    typeof b.userId === "string" &&
    (b.period === "week" || b.period === "month") &&
    typeof b.periodStart === "string" &&
    typeof b.periodEnd === "string" &&
    DATE.test(b.periodStart) &&
    DATE.test(b.periodEnd) &&
    b.periodStart <= b.periodEnd
  );
};

export interface ReflectionConsumerStats {
  written: number;
  present: number;
  retried: number;
  dropped: number;
}

export async function consumeReflectionJobs(batch: MessageBatch<unknown>, env: { DB: D1Database }, coach: Coach, now = Date.now()): Promise<ReflectionConsumerStats> {
  const stats: ReflectionConsumerStats = { written: 0, present: 0, retried: 0, dropped: 0 };
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isReflectionJob(message.body)) {
        // Malformed: retrying cannot help.
        logError({ where: "reflections queue", level: "warn", note: `dropped malformed message ${message.id}` });
        stats.dropped++;
        message.ack();
        return;
      }
      try {
        const r = await ensureReflection(env, coach, message.body, now);
        if (r.status === "written") stats.written++;
        else if (r.status === "present") stats.present++;
        else stats.dropped++; // deleted account, or no longer on a paid tier
        message.ack();
      } catch (err) {
        logError({ where: "reflections queue", note: `attempt ${message.attempts} failed; retried later` }, err);
        stats.retried++;
        message.retry({ delaySeconds: Math.min(60 * 2 ** message.attempts, 900) });
      }
    }),
  );
  return stats;
}
