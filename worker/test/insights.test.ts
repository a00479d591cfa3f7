import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { enqueueDueInsights } from "../jobs/insights-cron";
import { consumeInsightJobs } from "../jobs/insights-consumer";
import { coachFor } from "../coach/for-env";
import { checkInInsight } from "../safety";
import type { InsightJob } from "../../shared/jobs";
import { localDateKey } from "../../shared/progress";
import { api, countRows, env, registerUser } from "./helpers";
import { capturingQueue, seedAcuteEvent, seedEntry, seedUser } from "./insights-helpers";

// 2031-06-15 21:00 UTC: 06:00 on the 16th in Tokyo, 02:30 in Kolkata, 17:00 in New York, 22:00 in London.
const NOW = Date.UTC(2031, 5, 15, 21, 0, 0);
const TOKYO_DATE = "2031-06-16";

let msgId = 0;
const batchOf = (jobs: unknown[], attempts = 1) =>
  createMessageBatch<InsightJob>(
    "clearday-insights",
    jobs.map((body) => ({ id: `m${++msgId}`, timestamp: NOW, attempts, body: body as InsightJob })),
  );

async function runQueue(jobs: unknown[]) {
  const batch = batchOf(jobs);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

const insightsOf = (userId: string, date: string) =>
  env.DB.prepare("SELECT slot, insight, category, id FROM daily_insights WHERE user_id = ?1 AND local_date = ?2 ORDER BY slot")
    .bind(userId, date)
    .all<{ slot: string; insight: string; category: string; id: string }>()
    .then((r) => r.results);

describe("the hourly cron", () => {
  it("queues exactly the people whose local time has just passed 06:00 and who have no insights yet", async () => {
    const tokyo = await seedUser({ timeZone: "Asia/Tokyo" });
    const tokyoPaid = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    const tokyoDone = await seedUser({ timeZone: "Asia/Tokyo" });
    const kolkata = await seedUser({ timeZone: "Asia/Kolkata" });
    const newYork = await seedUser({ timeZone: "America/New_York" });
    const london = await seedUser({ timeZone: "Europe/London" });
    await env.DB.prepare("INSERT INTO daily_insights (id, user_id, local_date, slot, insight, category) VALUES (?1, ?2, ?3, 'daily', 'x', 'y')")
      .bind(crypto.randomUUID(), tokyoDone, TOKYO_DATE)
      .run();

    const { queue, jobs } = capturingQueue();
    const stats = await enqueueDueInsights({ DB: env.DB, INSIGHTS_QUEUE: queue }, NOW);
    const byUser = new Map(jobs().map((j) => [j.userId, j.localDate]));
    expect(byUser.get(tokyo)).toBe(TOKYO_DATE);
    expect(byUser.get(tokyoPaid)).toBe(TOKYO_DATE);
    for (const id of [tokyoDone, kolkata, newYork, london]) expect(byUser.has(id)).toBe(false);
    expect(stats.enqueued).toBe(jobs().length);

    // An hour and a half later it is 06:30 in Kolkata; Tokyo has passed.
    const later = capturingQueue();
    await enqueueDueInsights({ DB: env.DB, INSIGHTS_QUEUE: later.queue }, NOW + 4 * 3_600_000);
    const laterUsers = new Set(later.jobs().map((j) => j.userId));
    expect(laterUsers.has(kolkata)).toBe(true);
    expect(laterUsers.has(tokyo)).toBe(false);
  });

  it("gives zones 24 hours apart their own local dates", async () => {
    // 2031-06-15 16:00 UTC: 06:00 on the 16th in Kiritimati (+14) and 06:00 on the 15th in Honolulu (-10).
    const at = Date.UTC(2031, 5, 15, 16, 0, 0);
    const kiritimati = await seedUser({ timeZone: "Pacific/Kiritimati" });
    const honolulu = await seedUser({ timeZone: "Pacific/Honolulu" });
    const { queue, jobs } = capturingQueue();
    await enqueueDueInsights({ DB: env.DB, INSIGHTS_QUEUE: queue }, at);
    const byUser = new Map(jobs().map((j) => [j.userId, j.localDate]));
    expect(byUser.get(kiritimati)).toBe("2031-06-16");
    expect(byUser.get(honolulu)).toBe("2031-06-15");
  });

  it("pages through users and sends batches of at most 100, from the exported scheduled handler", async () => {
    const zone = "Asia/Yakutsk"; // UTC+9 like Tokyo: due at NOW
    const ids = new Set<string>();
    const values = Array.from({ length: 1234 }, () => crypto.randomUUID());
    // Seeded in one statement per 200 rows (bound parameters are limited).
    for (let i = 0; i < values.length; i += 200) {
      const chunk = values.slice(i, i + 200);
      await env.DB.prepare(`INSERT INTO users (id, email, password_hash, time_zone) SELECT value, value || '@bulk.example', 'x', ?2 FROM json_each(?1)`)
        .bind(JSON.stringify(chunk), zone)
        .run();
      chunk.forEach((id) => ids.add(id));
    }
    const { queue, batches } = capturingQueue();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "0 * * * *" }), { ...env, INSIGHTS_QUEUE: queue }, ctx);
    const sent = batches.flat().filter((j) => ids.has(j.userId));
    expect(sent).toHaveLength(ids.size);
    expect(new Set(sent.map((j) => j.userId)).size).toBe(ids.size);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(100);
  });
});

describe("the queue consumer", () => {
  it("writes one daily motivation for a free user and three for a paid one, idempotently", async () => {
    const free = await seedUser({ timeZone: "Asia/Tokyo" });
    const paid = await seedUser({ timeZone: "Asia/Tokyo", tier: "premium" });
    await seedEntry(paid, NOW - 3_600_000, 4, "Work was stressful but a walk helped.");

    const first = await runQueue([
      { userId: free, localDate: TOKYO_DATE },
      { userId: paid, localDate: TOKYO_DATE },
    ]);
    expect(first.explicitAcks).toHaveLength(2);
    expect(first.retryMessages).toHaveLength(0);
    const freeRows = await insightsOf(free, TOKYO_DATE);
    const paidRows = await insightsOf(paid, TOKYO_DATE);
    expect(freeRows.map((r) => r.slot)).toEqual(["daily"]);
    expect(paidRows.map((r) => r.slot).sort()).toEqual(["afternoon", "evening", "morning"]);
    for (const r of [...freeRows, ...paidRows]) {
      expect(r.insight.length).toBeGreaterThan(10);
      expect(r.category.length).toBeGreaterThan(0);
    }

    // A duplicate message and a retried one change nothing.
    const again = await runQueue([
      { userId: free, localDate: TOKYO_DATE },
      { userId: free, localDate: TOKYO_DATE },
      { userId: paid, localDate: TOKYO_DATE },
    ]);
    expect(again.explicitAcks).toHaveLength(3);
    expect(await insightsOf(free, TOKYO_DATE)).toEqual(freeRows);
    expect(await insightsOf(paid, TOKYO_DATE)).toEqual(paidRows);
  });

  it("gives someone with a recent acute safety event a check-in instead of coaching", async () => {
    const person = await seedUser({ timeZone: "Europe/London", tier: "premium" });
    // The exported queue handler runs at the real "now".
    await seedAcuteEvent(person, Date.now() - 2 * 86_400_000, "GB");
    await runQueue([{ userId: person, localDate: "2031-06-15" }]);
    const rows = await insightsOf(person, "2031-06-15");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.insight).toBe(checkInInsight("GB").insight);

    // An event older than 7 days no longer does.
    const earlier = await seedUser({ timeZone: "Europe/London" });
    await seedAcuteEvent(earlier, Date.now() - 8 * 86_400_000, "GB");
    await runQueue([{ userId: earlier, localDate: "2031-06-15" }]);
    const normal = await insightsOf(earlier, "2031-06-15");
    expect(normal).toHaveLength(1);
    expect(normal[0]!.insight).not.toBe(checkInInsight("GB").insight);
  });

  it("retries a message when the database fails, and drops malformed or orphaned ones", async () => {
    const person = await seedUser();
    const failingDb = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "batch") return () => Promise.reject(new Error("D1 is unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const batch = batchOf([{ userId: person, localDate: "2031-06-15" }]);
    const ctx = createExecutionContext();
    const stats = await consumeInsightJobs(batch, { DB: failingDb }, coachFor(env), NOW);
    const result = await getQueueResult(batch, ctx);
    expect(stats.retried).toBe(1);
    expect(result.retryMessages).toHaveLength(1);
    expect(await countRows("daily_insights", "user_id = ?1", person)).toBe(0);

    const junk = await runQueue([{ nope: true }, { userId: crypto.randomUUID(), localDate: "2031-06-15" }]);
    expect(junk.explicitAcks).toHaveLength(2);
    expect(junk.retryMessages).toHaveLength(0);
  });
});

describe("GET /api/insights/daily", () => {
  it("needs a signed-in user", async () => {
    expect((await api("/api/insights/daily")).status).toBe(401);
  });

  it("makes today's insights on demand once for someone the job has not reached", async () => {
    const { token, user } = await registerUser();
    const today = localDateKey(Date.now(), "UTC");
    const first = await api("/api/insights/daily", { token });
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(1);
    expect(first.json[0]).toMatchObject({ slot: "daily", localDate: today, insight: expect.any(String), category: expect.any(String) });
    const second = await api("/api/insights/daily", { token });
    expect(second.json).toEqual(first.json);
    expect(await countRows("daily_insights", "user_id = ?1", user.id)).toBe(1);
  });

  it("gives paid tiers morning, afternoon and evening, in that order", async () => {
    const { token } = await registerUser({ tier: "pro" });
    const res = await api("/api/insights/daily", { token });
    expect(res.json.map((i: { slot: string }) => i.slot)).toEqual(["morning", "afternoon", "evening"]);
  });

  it("returns what the job wrote without asking the coach again", async () => {
    const { token, user } = await registerUser();
    const today = localDateKey(Date.now(), "UTC");
    await env.DB.prepare("INSERT INTO daily_insights (id, user_id, local_date, slot, insight, category) VALUES (?1, ?2, ?3, 'daily', 'Written by the job.', 'Motivation')")
      .bind(crypto.randomUUID(), user.id, today)
      .run();
    const res = await api("/api/insights/daily", { token });
    expect(res.json).toHaveLength(1);
    expect(res.json[0].insight).toBe("Written by the job.");
    // No model budget was charged for it.
    expect(await countRows("usage_counters", "key = ?1", `model:${user.id}`)).toBe(0);
  });
});
