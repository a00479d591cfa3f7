// bench/reminders-fanout: 100,000 push subscriptions across every time zone in local D1, and a full
// day of hourly cron runs. Prints the D1 queries each run made for selection (counted by a wrapper
// around the D1 binding), the queue messages it sent, and wall times. Fails if any run makes more
// than 5 queries. Sending is not part of it (the push services are not reachable here).
//
//   npx vitest run -c bench/reminders-fanout.config.ts
import { applyD1Migrations, env as rawEnv, type D1Migration } from "cloudflare:test";
import { expect, it } from "vitest";
import type { Env } from "../worker/env";
import { enqueueDueReminders } from "../worker/jobs/reminders-cron";
import type { ReminderJob } from "../shared/jobs";
import { countingD1 } from "./lib/counting-d1";

const env = rawEnv as unknown as Env & { TEST_MIGRATIONS: D1Migration[] };
const SUBSCRIPTIONS = 100_000;
/** One person in four has reminders on two devices. */
const PEOPLE = 80_000;
const MAX_QUERIES = 5;
// A Wednesday in January: no daylight-saving changes in either hemisphere.
const DAY_START = Date.UTC(2031, 0, 15, 0, 0, 0);
const POPULAR_HOURS = [7, 8, 9, 12, 13, 18, 19, 20, 21, 22];

async function seed() {
  const zones = Intl.supportedValuesOf("timeZone");
  const people: { id: string; tz: string; hours: number; days: number; skip: number }[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const times = 1 + (i % 3);
    let hours = 0;
    for (let t = 0; t < times; t++) hours |= 1 << POPULAR_HOURS[(i * 7 + t * 3) % POPULAR_HOURS.length]!;
    people.push({ id, tz: zones[i % zones.length]!, hours, days: i % 10 < 3 ? 0b0011111 : 0b1111111, skip: i % 10 < 7 ? 1 : 0 });
  }
  const insert = async (sql: string, rows: unknown[]) => {
    for (let i = 0; i < rows.length; i += 1000)
      await env.DB.prepare(sql)
        .bind(JSON.stringify(rows.slice(i, i + 1000)))
        .run();
  };
  await insert(
    `INSERT INTO users (id, email, password_hash, name, time_zone)
     SELECT json_extract(value, '$.id'), json_extract(value, '$.id') || '@bench.example', 'x', 'Bench', json_extract(value, '$.tz') FROM json_each(?1)`,
    people,
  );
  await insert(
    `INSERT INTO reminder_settings (user_id, enabled, hours_mask, days_mask, skip_if_written, updated_at)
     SELECT json_extract(value, '$.id'), 1, json_extract(value, '$.hours'), json_extract(value, '$.days'), json_extract(value, '$.skip'), 0 FROM json_each(?1)`,
    people,
  );
  const subs: { id: string; user: string }[] = [];
  for (let i = 0; i < SUBSCRIPTIONS; i++) subs.push({ id: `s-${String(i).padStart(6, "0")}`, user: people[i % PEOPLE]!.id });
  await insert(
    `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth)
     SELECT json_extract(value, '$.id'), json_extract(value, '$.user'), 'https://fcm.googleapis.com/fcm/send/' || json_extract(value, '$.id'), 'k', 'a' FROM json_each(?1)`,
    subs,
  );
  // A third of the people wrote in their early morning: the ones who asked are skipped later that day.
  await env.DB.prepare(
    `INSERT INTO journal_entries (id, user_id, content, created_at)
     SELECT 'e-' || id, id, 'A note.', ?1 FROM users WHERE email LIKE '%@bench.example' AND CAST(substr(id, 25) AS INTEGER) % 3 = 0`,
  )
    .bind(DAY_START - 6 * 3_600_000)
    .run();
  return { zones: zones.length };
}

it("fans out reminders for 100,000 subscriptions", async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const seedStart = performance.now();
  const { zones } = await seed();
  const seedMs = performance.now() - seedStart;

  const perRun: { hour: number; queries: number; roundTrips: number; messages: number; sendBatches: number; ms: number }[] = [];
  for (let hour = 0; hour < 24; hour++) {
    let messages = 0;
    let sendBatches = 0;
    const queue = {
      async sendBatch(batch: Iterable<MessageSendRequest<ReminderJob>>) {
        const list = [...batch];
        if (list.length > 100) throw new Error(`sendBatch got ${list.length} messages`);
        messages += list.length;
        sendBatches++;
      },
    } as unknown as Queue<ReminderJob>;
    const { db, counts } = countingD1(env.DB);
    const t0 = performance.now();
    const stats = await enqueueDueReminders({ DB: db, REMINDER_QUEUE: queue }, DAY_START + hour * 3_600_000);
    perRun.push({ hour, queries: counts.statements, roundTrips: counts.roundTrips, messages, sendBatches, ms: performance.now() - t0 });
    expect(stats.queued).toBe(messages);
  }

  const total = perRun.reduce((s, r) => s + r.messages, 0);
  const worst = perRun.reduce((a, b) => (b.queries > a.queries ? b : a));
  const busiest = perRun.reduce((a, b) => (b.messages > a.messages ? b : a));
  console.log(
    [
      "",
      "bench/reminders-fanout",
      `  subscriptions seeded:     ${SUBSCRIPTIONS.toLocaleString("en-US")} for ${PEOPLE.toLocaleString("en-US")} people across ${zones} time zones (${(seedMs / 1000).toFixed(1)} s)`,
      `  cron runs:                24 (one simulated day, hourly)`,
      `  D1 queries per cron run:  max ${worst.queries} (hour ${worst.hour}), total ${perRun.reduce((s, r) => s + r.queries, 0)} in ${perRun.reduce((s, r) => s + r.roundTrips, 0)} round trips`,
      `  queue messages:           ${total.toLocaleString("en-US")} for the day in ${perRun.reduce((s, r) => s + r.sendBatches, 0).toLocaleString("en-US")} sendBatch calls; busiest hour ${busiest.hour}: ${busiest.messages.toLocaleString("en-US")}`,
      `  cron wall time:           max ${Math.max(...perRun.map((r) => r.ms)).toFixed(0)} ms per run, ${perRun.reduce((s, r) => s + r.ms, 0).toFixed(0)} ms for 24 runs`,
      `  per-hour queries:         ${perRun.map((r) => r.queries).join(" ")}`,
      `  per-hour messages:        ${perRun.map((r) => r.messages).join(" ")}`,
      "",
    ].join("\n"),
  );
  for (const r of perRun) expect(r.queries).toBeLessThanOrEqual(MAX_QUERIES);
  expect(total).toBeGreaterThan(0);
});
