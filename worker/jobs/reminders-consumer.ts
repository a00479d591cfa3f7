// The REMINDER_QUEUE consumer: one message is one subscription's reminder. Each message is acked or
// retried on its own. 404/410 from the push service delete the subscription; 429 and 5xx (and no
// answer) are retried with backoff, honouring Retry-After; after max_retries the queue moves the
// message to the dead-letter queue (wrangler.toml). Nothing the person wrote is read or logged.
import { sendPush, type VapidConfig } from "../push/send";
import { checkInPayload, reminderPayload } from "../reminders/messages";
import { checkInFromRow, checkInStatement } from "../safety";
import type { ReminderJob } from "../../shared/jobs";

/** Retry-After is honoured up to this (seconds); longer waits make a reminder pointless. */
export const MAX_RETRY_DELAY_S = 3600;
/** First retry after this many seconds, doubling per attempt. */
export const BASE_RETRY_DELAY_S = 30;

export type ReminderEnv = VapidConfig & { DB: D1Database };

export interface ReminderConsumerStats {
  sent: number;
  skipped: number;
  removed: number;
  retried: number;
  rejected: number;
  dropped: number;
}

const isJob = (b: unknown): b is ReminderJob => {
  const j = b as ReminderJob;
  return (
    typeof b === "object" &&
    b !== null &&
    typeof j.subscriptionId === "string" &&
    typeof j.userId === "string" &&
    typeof j.localDate === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(j.localDate) &&
    Number.isFinite(j.dayStart) &&
    Number.isInteger(j.hour)
  );
};

/** Seconds before attempt `attempts + 1`: the service's Retry-After if it gave one, else exponential. */
export function retryDelay(attempts: number, retryAfter: number | null): number {
  if (retryAfter !== null) return Math.min(Math.max(retryAfter, 1), MAX_RETRY_DELAY_S);
  return Math.min(BASE_RETRY_DELAY_S * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_S);
}

interface Target {
  endpoint: string;
  p256dh: string;
  auth: string;
  enabled: number | null;
  skip_if_written: number | null;
  written: number;
}

export async function consumeReminderJobs(batch: MessageBatch<unknown>, env: ReminderEnv, opts: { now?: number; fetcher?: typeof fetch } = {}): Promise<ReminderConsumerStats> {
  const now = opts.now ?? Date.now();
  const stats: ReminderConsumerStats = { sent: 0, skipped: 0, removed: 0, retried: 0, rejected: 0, dropped: 0 };
  const db = env.DB;
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isJob(message.body)) {
        console.warn("reminders queue: dropped a malformed message", message.id);
        stats.dropped++;
        message.ack();
        return;
      }
      const job = message.body;
      try {
        const [target, checkIn] = await db.batch([
          db
            .prepare(
              `SELECT s.endpoint, s.p256dh, s.auth, r.enabled, r.skip_if_written,
                      EXISTS (SELECT 1 FROM journal_entries WHERE user_id = ?2 AND created_at >= ?3) AS written
                 FROM push_subscriptions AS s LEFT JOIN reminder_settings AS r ON r.user_id = s.user_id
                WHERE s.id = ?1 AND s.user_id = ?2`,
            )
            .bind(job.subscriptionId, job.userId, job.dayStart),
          checkInStatement(db, job.userId, now),
        ]);
        const sub = target!.results?.[0] as Target | undefined;
        // Turned off, unsubscribed or written since the cron ran: nothing to send.
        if (!sub || !sub.enabled || (sub.skip_if_written && sub.written)) {
          stats.skipped++;
          message.ack();
          return;
        }
        const status = checkInFromRow((checkIn!.results?.[0] as Parameters<typeof checkInFromRow>[0]) ?? null);
        const payload = status.inCheckIn ? checkInPayload(status.region) : reminderPayload(job.localDate, job.hour);
        const outcome = await sendPush(env, sub, payload, opts.fetcher);
        switch (outcome.kind) {
          case "sent":
            stats.sent++;
            message.ack();
            return;
          case "gone":
            await db.prepare("DELETE FROM push_subscriptions WHERE id = ?1").bind(job.subscriptionId).run();
            stats.removed++;
            message.ack();
            return;
          case "rejected":
            console.warn(`reminders queue: push service answered ${outcome.status}; not retried`);
            stats.rejected++;
            message.ack();
            return;
          case "retry":
            stats.retried++;
            message.retry({ delaySeconds: retryDelay(message.attempts, outcome.retryAfter) });
            return;
        }
      } catch (err) {
        console.error(`reminders queue: attempt ${message.attempts} failed`, err instanceof Error ? err.message : err);
        stats.retried++;
        message.retry({ delaySeconds: retryDelay(message.attempts, null) });
      }
    }),
  );
  return stats;
}
