// bench/insights-fanout: 10,000 users across time zones in local D1, a full day of hourly cron runs,
// and the queue drained through the offline coach. Prints wall times, the D1 queries each cron run
// made (counted by a wrapper around the D1 binding), and the insights written. Fails if any single
// cron run makes 1,000 queries or more.
//
//   npx vitest run -c bench/insights-fanout.config.ts
import { applyD1Migrations, createMessageBatch, env as rawEnv, type D1Migration } from "cloudflare:test";
import { expect, it } from "vitest";
import type { Env } from "../worker/env";
import { consumeInsightJobs } from "../worker/jobs/insights-consumer";
import { enqueueDueInsights } from "../worker/jobs/insights-cron";
import { coachFor } from "../worker/coach/for-env";
import type { InsightJob } from "../shared/jobs";
import { countingD1 } from "./lib/counting-d1";

const env = rawEnv as unknown as Env & { TEST_MIGRATIONS: D1Migration[] };
const USERS = 10_000;
const QUEUE_BATCH = 10; // wrangler.toml max_batch_size
const CONCURRENT_BATCHES = 8; // consumer invocations in flight at once
// A January day: no daylight-saving changes in either hemisphere.
const DAY_START = Date.UTC(2031, 0, 15, 0, 0, 0);

async function seed() {
  const zones = Intl.supportedValuesOf("timeZone");
  const users: { id: string; tz: string; tier: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const n = String(i).padStart(5, "0");
    users.push({ id: `00000000-0000-4000-8000-0000000${n}`, tz: zones[i % zones.length]!, tier: i % 3 === 0 ? "premium" : i % 10 === 1 ? "pro" : "free" });
  }
  for (let i = 0; i < users.length; i += 1000) {
    await env.DB.prepare(
      `INSERT INTO users (id, email, password_hash, name, subscription_tier, time_zone)
       SELECT json_extract(value, '$.id'), json_extract(value, '$.id') || '@bench.example', 'x', 'Bench',
              json_extract(value, '$.tier'), json_extract(value, '$.tz')
         FROM json_each(?1)`,
    )
      .bind(JSON.stringify(users.slice(i, i + 1000)))
      .run();
  }
  // Some diary entries for paid people to personalise from, and a few recent acute safety events.
  await env.DB.prepare(
    `INSERT INTO journal_entries (id, user_id, content, mood, created_at)
     SELECT 'e-' || id, id, 'Work was busy but I made time for a walk and felt calmer.', 4, ?1
       FROM users WHERE subscription_tier != 'free' AND email LIKE '%@bench.example'`,
  )
    .bind(DAY_START - 86_400_000)
    .run();
  await env.DB.prepare(
    `INSERT INTO safety_events (id, user_id, level, source, region, created_at)
     SELECT 's-' || id, id, 'acute', 'chat', 'US', ?1 FROM users WHERE id LIKE '%07' AND email LIKE '%@bench.example'`,
  )
    .bind(DAY_START - 2 * 86_400_000)
    .run();
  return { zones: zones.length };
}

it("fans out daily insights for 10,000 users", async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const seedStart = performance.now();
  const { zones } = await seed();
  const seedMs = performance.now() - seedStart;

  const coach = coachFor(env);
  const perRun: { hour: number; statements: number; roundTrips: number; enqueued: number; ms: number }[] = [];
  let drainMs = 0;
  let retried = 0;
  let msgId = 0;

  for (let hour = 0; hour < 24; hour++) {
    const now = DAY_START + hour * 3_600_000;
    const jobs: InsightJob[] = [];
    const queue = {
      async send(body: InsightJob) {
        jobs.push(body);
      },
      async sendBatch(messages: Iterable<MessageSendRequest<InsightJob>>) {
        const list = [...messages];
        if (list.length > 100) throw new Error(`sendBatch got ${list.length} messages`);
        for (const m of list) jobs.push(m.body);
      },
    } as unknown as Queue<InsightJob>;
    const { db, counts } = countingD1(env.DB);
    const t0 = performance.now();
    const stats = await enqueueDueInsights({ DB: db, INSIGHTS_QUEUE: queue }, now);
    perRun.push({ hour, statements: counts.statements, roundTrips: counts.roundTrips, enqueued: stats.enqueued, ms: performance.now() - t0 });

    // Drain what this run queued, as the queue would: batches of 10, a few invocations at a time.
    const d0 = performance.now();
    const batches: InsightJob[][] = [];
    for (let i = 0; i < jobs.length; i += QUEUE_BATCH) batches.push(jobs.slice(i, i + QUEUE_BATCH));
    for (let i = 0; i < batches.length; i += CONCURRENT_BATCHES) {
      await Promise.all(
        batches.slice(i, i + CONCURRENT_BATCHES).map(async (b) => {
          const batch = createMessageBatch<InsightJob>(
            "clearday-insights",
            b.map((body) => ({ id: `b${++msgId}`, timestamp: now, attempts: 1, body })),
          );
          const s = await consumeInsightJobs(batch, env, coach, now);
          retried += s.retried;
        }),
      );
    }
    drainMs += performance.now() - d0;
  }

  const written = await env.DB.prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT user_id) AS users FROM daily_insights").first<{ n: number; users: number }>();
  const enqueued = perRun.reduce((s, r) => s + r.enqueued, 0);
  const cronMs = perRun.reduce((s, r) => s + r.ms, 0);
  const maxRun = perRun.reduce((a, b) => (b.statements > a.statements ? b : a));

  console.log(
    [
      "",
      "bench/insights-fanout",
      `  users seeded:             ${USERS.toLocaleString("en-US")} across ${zones} time zones (${seedMs.toFixed(0)} ms)`,
      `  cron runs:                24 (one simulated day, hourly)`,
      `  people enqueued:          ${enqueued.toLocaleString("en-US")}`,
      `  D1 queries per cron run:  max ${maxRun.statements} (hour ${maxRun.hour}, ${maxRun.enqueued} people), total ${perRun.reduce((s, r) => s + r.statements, 0)} in ${perRun.reduce((s, r) => s + r.roundTrips, 0)} round trips`,
      `  cron wall time:           ${cronMs.toFixed(0)} ms for 24 runs (max ${Math.max(...perRun.map((r) => r.ms)).toFixed(0)} ms per run)`,
      `  queue drain wall time:    ${drainMs.toFixed(0)} ms (offline coach, batches of ${QUEUE_BATCH}, ${CONCURRENT_BATCHES} in flight)`,
      `  insights written:         ${written?.n.toLocaleString("en-US")} for ${written?.users.toLocaleString("en-US")} people (retried messages: ${retried})`,
      `  per-hour queries:         ${perRun.map((r) => r.statements).join(" ")}`,
      "",
    ].join("\n"),
  );

  expect(enqueued).toBe(USERS);
  expect(written?.users).toBe(USERS);
  for (const r of perRun) expect(r.statements).toBeLessThan(1000);
});
