// Direct seeding for the dashboard and insights tests: rows with chosen zones and timestamps.
import type { InsightJob } from "../../shared/jobs";
import { env, uniqueEmail } from "./helpers";

type Tier = "free" | "premium" | "pro";

/** A user row without the cost of a real sign-up (no token: for jobs, not for the API). */
export async function seedUser(opts: { tier?: Tier; timeZone?: string; name?: string | null; id?: string } = {}): Promise<string> {
  const id = opts.id ?? crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, email, password_hash, name, subscription_tier, time_zone) VALUES (?1, ?2, 'x', ?3, ?4, ?5)")
    .bind(id, uniqueEmail("seed"), opts.name === undefined ? "Sam" : opts.name, opts.tier ?? "free", opts.timeZone ?? "UTC")
    .run();
  return id;
}

export async function seedEntry(userId: string, createdAt: number, mood: number | null = null, content = "A quiet day, mostly good.", safetyLevel = "none") {
  await env.DB.prepare("INSERT INTO journal_entries (id, user_id, content, mood, safety_level, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
    .bind(crypto.randomUUID(), userId, content, mood, safetyLevel, createdAt)
    .run();
}

export async function seedAcuteEvent(userId: string, createdAt: number, region = "GB") {
  await env.DB.prepare("INSERT INTO safety_events (id, user_id, level, source, region, created_at) VALUES (?1, ?2, 'acute', 'chat', ?3, ?4)")
    .bind(crypto.randomUUID(), userId, region, createdAt)
    .run();
}

/** A stand-in for INSIGHTS_QUEUE that records what the cron sends. */
export function capturingQueue() {
  const batches: InsightJob[][] = [];
  const queue = {
    async send(body: InsightJob) {
      batches.push([body]);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<InsightJob>>) {
      batches.push([...messages].map((m) => m.body));
    },
  } as unknown as Queue<InsightJob>;
  return { queue, batches, jobs: () => batches.flat() };
}
