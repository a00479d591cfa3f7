// The REMINDER_QUEUE consumer: one message is one subscription's reminder. Each message is acked or
// retried on its own. 404/410 from the push service delete the subscription; 429 and 5xx (and no
// answer) are retried with backoff, honouring Retry-After; after max_retries the queue moves the
// message to the dead-letter queue (wrangler.toml). Nothing the person wrote is read or logged.
import { and, eq, exists, gte, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
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

export async function consumeReminderJobs(batch: MessageBatch<unknown>, env: ReminderEnv, opts: { now?: number; fetcher?: typeof fetch } = {}): Promise<ReminderConsumerStats> {
  const now = opts.now ?? Date.now();
  const stats: ReminderConsumerStats = { sent: 0, skipped: 0, removed: 0, retried: 0, rejected: 0, dropped: 0 };
  const db = getDb(env.DB);
  const { pushSubscriptions: subs, reminderSettings: settings, journalEntries } = schema;
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
            .select({
              endpoint: subs.endpoint,
              p256dh: subs.p256dh,
              auth: subs.auth,
              enabled: settings.enabled,
              skipIfWritten: settings.skipIfWritten,
              written: sql<number>`${exists(
                db
                  .select({ one: sql`1` })
                  .from(journalEntries)
                  .where(and(eq(journalEntries.userId, job.userId), gte(journalEntries.createdAt, job.dayStart))),
              )}`.as("written"),
            })
            .from(subs)
            .leftJoin(settings, eq(settings.userId, subs.userId))
            .where(and(eq(subs.id, job.subscriptionId), eq(subs.userId, job.userId))),
          checkInStatement(env.DB, job.userId, now),
        ]);
        const sub = target[0];
        // Turned off, unsubscribed or written since the cron ran: nothing to send.
        if (!sub || !sub.enabled || (sub.skipIfWritten && sub.written)) {
          stats.skipped++;
          message.ack();
          return;
        }
        const status = checkInFromRow(checkIn[0]);
        const payload = status.inCheckIn ? checkInPayload(status.region) : reminderPayload(job.localDate, job.hour);
        const outcome = await sendPush(env, sub, payload, opts.fetcher);
        switch (outcome.kind) {
          case "sent":
            stats.sent++;
            message.ack();
            return;
          case "gone":
            await db.delete(subs).where(eq(subs.id, job.subscriptionId));
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
