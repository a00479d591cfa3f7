// bench/reflections-fanout: 10,000 paid people (and 10,000 free ones, who must not be picked)
// across every time zone in local D1, and every hourly cron run of the Sunday 31 August 2031, on
// which the week and the month end together, so every paid person gets two messages. Prints the D1
// queries each run made for selection (counted by a wrapper around the D1 binding), the queue
// messages it sent, and wall times. Fails if any run makes more than 5 queries, or if any paid
// person is not queued exactly once per period. A second run moves every paid person into one
// zone, so all 20,000 (person, period) pairs are due at once and selection has to page.
//
//   npx vitest run -c bench/reflections-fanout.config.ts
import { applyD1Migrations, env as rawEnv, type D1Migration } from "cloudflare:test";
import { expect, it } from "vitest";
import type { Env } from "../worker/env";
import { enqueueDueReflections } from "../worker/jobs/reflections-cron";
import type { ReflectionJob } from "../shared/jobs";
import { countingD1 } from "./lib/counting-d1";

const env = rawEnv as unknown as Env & { TEST_MIGRATIONS: D1Migration[] };
const PAID = 10_000;
const FREE = 10_000;
const MAX_QUERIES = 5;
// Local Sunday 31 August 19:00 falls between 05:00 UTC on the 31st (UTC+14) and 07:00 UTC on
// 1 September (UTC-12): the runs cover that span and a little more either side.
const FIRST_RUN = Date.UTC(2031, 7, 31, 0);
const RUNS = 36;

async function seed() {
  const zones = Intl.supportedValuesOf("timeZone");
  const people = Array.from({ length: PAID + FREE }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    tz: zones[i % zones.length]!,
    tier: i < PAID ? (i % 2 ? "premium" : "pro") : "free",
  }));
  for (let i = 0; i < people.length; i += 1000) {
    await env.DB.prepare(
      `INSERT INTO users (id, email, password_hash, name, subscription_tier, time_zone)
       SELECT json_extract(value, '$.id'), json_extract(value, '$.id') || '@bench.example', 'x', 'Bench', json_extract(value, '$.tier'), json_extract(value, '$.tz') FROM json_each(?1)`,
    )
      .bind(JSON.stringify(people.slice(i, i + 1000)))
      .run();
  }
  return { zones: zones.length };
}

it("fans out reflections for 10,000 paid people", async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const seedStart = performance.now();
  const { zones } = await seed();
  const seedMs = performance.now() - seedStart;

  const sent: ReflectionJob[] = [];
  const perRun: { at: string; queries: number; roundTrips: number; messages: number; sendBatches: number; ms: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    let messages = 0;
    let sendBatches = 0;
    const queue = {
      async sendBatch(batch: Iterable<MessageSendRequest<ReflectionJob>>) {
        const list = [...batch];
        if (list.length > 100) throw new Error(`sendBatch got ${list.length} messages`);
        sent.push(...list.map((m) => m.body));
        messages += list.length;
        sendBatches++;
      },
    } as unknown as Queue<ReflectionJob>;
    const { db, counts } = countingD1(env.DB);
    const at = FIRST_RUN + run * 3_600_000;
    const t0 = performance.now();
    const stats = await enqueueDueReflections({ DB: db, REFLECTION_QUEUE: queue }, at);
    perRun.push({ at: new Date(at).toISOString().slice(5, 13), queries: counts.statements, roundTrips: counts.roundTrips, messages, sendBatches, ms: performance.now() - t0 });
    expect(stats.queued).toBe(messages);
  }

  const pairs = new Set(sent.map((j) => `${j.userId} ${j.period} ${j.periodStart}`));
  const worst = perRun.reduce((a, b) => (b.queries > a.queries ? b : a));
  const busiest = perRun.reduce((a, b) => (b.messages > a.messages ? b : a));
  console.log(
    [
      "",
      "bench/reflections-fanout",
      `  people seeded:            ${PAID.toLocaleString("en-US")} paid and ${FREE.toLocaleString("en-US")} free across ${zones} time zones (${(seedMs / 1000).toFixed(1)} s)`,
      `  cron runs:                ${RUNS} (hourly from ${new Date(FIRST_RUN).toISOString().slice(0, 16)}Z; Sunday 31 Aug ends a week and a month)`,
      `  D1 queries per cron run:  max ${worst.queries} (run at ${worst.at}h UTC), total ${perRun.reduce((s, r) => s + r.queries, 0)} in ${perRun.reduce((s, r) => s + r.roundTrips, 0)} round trips`,
      `  queue messages:           ${sent.length.toLocaleString("en-US")} (${sent.filter((j) => j.period === "week").length.toLocaleString("en-US")} weekly, ${sent.filter((j) => j.period === "month").length.toLocaleString("en-US")} monthly) in ${perRun.reduce((s, r) => s + r.sendBatches, 0).toLocaleString("en-US")} sendBatch calls; busiest run ${busiest.at}h: ${busiest.messages.toLocaleString("en-US")}`,
      `  distinct (person, period): ${pairs.size.toLocaleString("en-US")}`,
      `  cron wall time:           max ${Math.max(...perRun.map((r) => r.ms)).toFixed(0)} ms per run, ${perRun.reduce((s, r) => s + r.ms, 0).toFixed(0)} ms for ${RUNS} runs`,
      `  per-run queries:          ${perRun.map((r) => r.queries).join(" ")}`,
      `  per-run messages:         ${perRun.map((r) => r.messages).join(" ")}`,
      `  sample messages:          ${JSON.stringify(sent.slice(0, 2))}`,
      "",
    ].join("\n"),
  );
  for (const r of perRun) expect(r.queries).toBeLessThanOrEqual(MAX_QUERIES);
  // Each paid person exactly once per period, nobody free.
  expect(sent.length).toBe(2 * PAID);
  expect(pairs.size).toBe(2 * PAID);
  expect(sent.every((j) => Number(j.userId.slice(24)) < PAID)).toBe(true);
});

it("pages through 10,000 paid people due in one run (one zone, a week and a month each)", async () => {
  // Same seed as above (the database is shared within the file): everyone paid moves to Tokyo.
  await env.DB.prepare("UPDATE users SET time_zone = 'Asia/Tokyo' WHERE subscription_tier != 'free'").run();
  let messages = 0;
  let sendBatches = 0;
  const queue = {
    async sendBatch(batch: Iterable<MessageSendRequest<ReflectionJob>>) {
      const list = [...batch];
      if (list.length > 100) throw new Error(`sendBatch got ${list.length} messages`);
      messages += list.length;
      sendBatches++;
    },
  } as unknown as Queue<ReflectionJob>;
  const { db, counts } = countingD1(env.DB);
  const t0 = performance.now();
  // Sunday 31 August 2031, 19:00 in Tokyo.
  const stats = await enqueueDueReflections({ DB: db, REFLECTION_QUEUE: queue }, Date.UTC(2031, 7, 31, 10));
  const ms = performance.now() - t0;
  console.log(
    [
      "",
      "bench/reflections-fanout (everyone due at once)",
      `  due (person, period) pairs: ${messages.toLocaleString("en-US")} in one cron run, ${sendBatches} sendBatch calls`,
      `  D1 queries:                 ${counts.statements} (1 for the zones, then pages of 10,000 pairs)`,
      `  cron wall time:             ${ms.toFixed(0)} ms`,
      "",
    ].join("\n"),
  );
  expect(stats.queued).toBe(messages);
  expect(messages).toBe(2 * PAID);
  expect(counts.statements).toBeLessThanOrEqual(MAX_QUERIES);
});
