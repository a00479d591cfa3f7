import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import worker from "../index";
import { createCoach } from "../coach";
import { ensureReflection } from "../jobs/reflections";
import { enqueueDueReflections } from "../jobs/reflections-cron";
import { reflectionBodySchema, type ReflectionBody } from "../../shared/contract/reflections";
import type { ReflectionJob } from "../../shared/jobs";
import { api, env, registerUser } from "./helpers";
import { seedAcuteEvent, seedEntry, seedUser } from "./insights-helpers";
import { answering, mockCoach } from "./mock-models";

const HOUR = 3_600_000;
// Sunday 2031-06-15, 19:00 in Tokyo (UTC+9) = 10:00 UTC; 06:00 in New York, 11:00 in London.
const TOKYO_SUNDAY_19 = Date.UTC(2031, 5, 15, 10);
// The same Sunday at 19:00 in New York (UTC-4 in June).
const NEW_YORK_SUNDAY_19 = Date.UTC(2031, 5, 15, 23);
// Monday 2031-06-30, the month's last day, 19:00 in Tokyo.
const TOKYO_MONTH_END_19 = Date.UTC(2031, 5, 30, 10);
// Sunday 2031-08-31: the week and the month end together.
const TOKYO_BOTH_19 = Date.UTC(2031, 7, 31, 10);

const WEEK: Omit<ReflectionJob, "userId"> = { period: "week", periodStart: "2031-06-09", periodEnd: "2031-06-15" };
/** Noon in Tokyo on a day of that week (0 = Monday 9 June). */
const tokyoNoon = (day: number) => Date.UTC(2031, 5, 9 + day, 3);

function capturing() {
  const jobs: ReflectionJob[] = [];
  const queue = {
    async sendBatch(messages: Iterable<MessageSendRequest<ReflectionJob>>) {
      const list = [...messages];
      if (list.length > 100) throw new Error("sendBatch takes at most 100 messages");
      jobs.push(...list.map((m) => m.body));
    },
  } as unknown as Queue<ReflectionJob>;
  return { queue, jobs };
}

const reflectionsOf = (userId: string) =>
  env.DB.prepare("SELECT id, period, period_start, period_end, body FROM reflections WHERE user_id = ?1 ORDER BY period")
    .bind(userId)
    .all<{ id: string; period: string; period_start: string; period_end: string; body: string }>()
    .then((r) => r.results.map((row) => ({ ...row, parsed: reflectionBodySchema.parse(JSON.parse(row.body)) })));

const contentOf = async (entryId: string) => (await env.DB.prepare("SELECT content FROM journal_entries WHERE id = ?1").bind(entryId).first<{ content: string }>())!.content;

const offline = () => createCoach({ ...env, AI_PROVIDER: "offline" });

afterEach(() => mockCoach(null));

describe("the hourly cron: who gets a reflection", () => {
  it("queues paid people at local Sunday 19:00 only, once per (person, period), in at most 2 queries", async () => {
    const tokyo = await seedUser({ timeZone: "Asia/Tokyo", tier: "premium" });
    const tokyoPro = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    const tokyoFree = await seedUser({ timeZone: "Asia/Tokyo", tier: "free" });
    const tokyoDone = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    const newYork = await seedUser({ timeZone: "America/New_York", tier: "premium" });
    const london = await seedUser({ timeZone: "Europe/London", tier: "pro" });
    await env.DB.prepare("INSERT INTO reflections (id, user_id, period, period_start, period_end, body) VALUES (?1, ?2, 'week', '2031-06-09', '2031-06-15', '{}')")
      .bind(crypto.randomUUID(), tokyoDone)
      .run();

    const a = capturing();
    const stats = await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: a.queue }, TOKYO_SUNDAY_19);
    const mine = new Map(a.jobs.map((j) => [j.userId, j]));
    expect(mine.get(tokyo)).toEqual({ userId: tokyo, ...WEEK });
    expect(mine.get(tokyoPro)).toEqual({ userId: tokyoPro, ...WEEK });
    for (const id of [tokyoFree, tokyoDone, newYork, london]) expect(mine.has(id), id).toBe(false);
    expect(stats.queued).toBe(a.jobs.length);
    expect(stats.queries).toBe(2);

    // An hour before and after: nobody in Tokyo.
    for (const at of [TOKYO_SUNDAY_19 - HOUR, TOKYO_SUNDAY_19 + HOUR]) {
      const b = capturing();
      await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: b.queue }, at);
      expect(
        b.jobs.some((j) => j.userId === tokyo),
        new Date(at).toISOString(),
      ).toBe(false);
    }

    // 13 hours later it is Sunday 19:00 in New York.
    const c = capturing();
    await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: c.queue }, NEW_YORK_SUNDAY_19);
    expect(c.jobs.find((j) => j.userId === newYork)).toEqual({ userId: newYork, ...WEEK });
    expect(c.jobs.some((j) => j.userId === tokyo || j.userId === london)).toBe(false);
  });

  it("queues the monthly reflection on the month's last day, and both when a Sunday ends the month", async () => {
    const person = await seedUser({ timeZone: "Asia/Tokyo", tier: "premium" });
    const monthEnd = capturing();
    await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: monthEnd.queue }, TOKYO_MONTH_END_19);
    expect(monthEnd.jobs.filter((j) => j.userId === person)).toEqual([{ userId: person, period: "month", periodStart: "2031-06-01", periodEnd: "2031-06-30" }]);

    const both = capturing();
    await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: both.queue }, TOKYO_BOTH_19);
    expect(both.jobs.filter((j) => j.userId === person).sort((x, y) => x.period.localeCompare(y.period))).toEqual([
      { userId: person, period: "month", periodStart: "2031-08-01", periodEnd: "2031-08-31" },
      { userId: person, period: "week", periodStart: "2031-08-25", periodEnd: "2031-08-31" },
    ]);
  });

  it("a zone the runtime does not know is skipped, not a failure", async () => {
    await seedUser({ timeZone: "Mars/Olympus_Mons", tier: "pro" });
    const q = capturing();
    const stats = await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: q.queue }, TOKYO_SUNDAY_19);
    expect(stats.queued).toBe(q.jobs.length);
  });
});

describe("writing a reflection", () => {
  it("is idempotent: a duplicated or retried message writes one row, and the cron does not queue it again", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    await seedEntry(userId, tokyoNoon(1), 4, "Work was hectic today and the deadline pressure is real. A long walk helped.");
    const job = { userId, ...WEEK };
    const batch = createMessageBatch<ReflectionJob>("clearday-reflections", [
      { id: "r1", timestamp: new Date(TOKYO_SUNDAY_19), attempts: 1, body: job },
      { id: "r2", timestamp: new Date(TOKYO_SUNDAY_19), attempts: 1, body: job },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(["r1", "r2"]);
    expect(await reflectionsOf(userId)).toHaveLength(1);

    const again = await ensureReflection(env, offline(), job, TOKYO_SUNDAY_19 + HOUR);
    expect(again.status).toBe("present");
    expect(await reflectionsOf(userId)).toHaveLength(1);

    const q = capturing();
    await enqueueDueReflections({ DB: env.DB, REFLECTION_QUEUE: q.queue }, TOKYO_SUNDAY_19);
    expect(q.jobs.some((j) => j.userId === userId)).toBe(false);
  });

  it("holds the week's moods by day, entries, streak, 2 to 4 themes with verbatim quotes, an observation and a suggestion", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "premium" });
    const texts = [
      "Work was hectic today and the deadline pressure is real. My manager added two more tasks.",
      "Slept badly again, awake at 3am thinking about the project at work.",
      "Had dinner with my sister and we laughed a lot; family time always resets me.",
      "Morning run by the river, then a calm evening with a book.",
    ];
    for (let i = 0; i < texts.length; i++) await seedEntry(userId, tokyoNoon(i + 2), [2, 3, 5, 4][i]!, texts[i]);
    // Before the week: counts for the streak, not for the week.
    await seedEntry(userId, tokyoNoon(-1), 3, "Outside the week.");
    const r = await ensureReflection(env, offline(), { userId, ...WEEK }, TOKYO_SUNDAY_19);
    expect(r.status).toBe("written");
    const [row] = await reflectionsOf(userId);
    const body = row!.parsed as Extract<ReflectionBody, { kind: "reflection" }>;
    expect(body.kind).toBe("reflection");
    expect(body.days.map((d) => d.date)).toEqual(["2031-06-09", "2031-06-10", "2031-06-11", "2031-06-12", "2031-06-13", "2031-06-14", "2031-06-15"]);
    expect(body.days.map((d) => d.mood)).toEqual([null, null, 2, 3, 5, 4, null]);
    expect(body.entryCount).toBe(4);
    expect(body.daysWritten).toBe(4);
    // 11th to 14th written, the 15th still open at 19:00: a streak of 4.
    expect(body.streak).toBe(4);
    expect(body.themes.length).toBeGreaterThanOrEqual(2);
    expect(body.themes.length).toBeLessThanOrEqual(4);
    for (const t of body.themes) expect(await contentOf(t.entryId)).toContain(t.quote);
    expect(body.observation).toMatch(/4 entries on 4 days/);
    expect(body.suggestion).toMatch(/^For the coming week/);
  });

  it("never quotes text the crisis screen flagged, acute or distress", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    await seedEntry(userId, tokyoNoon(1), 2, "quokka I feel hopeless about work and the pressure never stops.", "distress");
    await seedEntry(userId, tokyoNoon(2), 1, "wombat I want to end it all, work stress is crushing me.", "acute");
    await seedEntry(userId, tokyoNoon(3), 3, "Work stress again, but lunch with a friend helped.");
    await seedEntry(userId, tokyoNoon(4), 4, "A calm Saturday in the garden.");
    const r = await ensureReflection(env, offline(), { userId, ...WEEK }, TOKYO_SUNDAY_19);
    expect(r.status).toBe("written");
    const [row] = await reflectionsOf(userId);
    expect(row!.body).not.toMatch(/quokka|wombat|hopeless|end it all/);
    const body = row!.parsed as Extract<ReflectionBody, { kind: "reflection" }>;
    // Flagged entries still count (no text from them is shown).
    expect(body.entryCount).toBe(4);
    expect(body.themes.length).toBeGreaterThanOrEqual(2);
  });

  it("a model's quote that is not verbatim, or that names a flagged entry's words, is dropped and offline themes fill in", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "pro" });
    await seedEntry(userId, tokyoNoon(1), 2, "quokka Everything feels pointless lately.", "distress");
    await seedEntry(userId, tokyoNoon(2), 4, "Long walk by the sea, the wind was cold but I felt awake.");
    await seedEntry(userId, tokyoNoon(3), 3, "Work was hectic and the deadline pressure is real.");
    const model = answering(
      JSON.stringify({
        themes: [
          { label: "Nature", entry: 1, quote: "the wind was cold but I felt awake" },
          { label: "Work", entry: 2, quote: "work has been very hectic" }, // paraphrased
          { label: "Low days", entry: 1, quote: "quokka Everything feels pointless lately." }, // another entry's (flagged) words
        ],
        observation: "You found some air this week.",
        suggestion: "Try one more walk by the sea.",
      }),
    );
    const r = await ensureReflection(env, createCoach(env, { model }), { userId, ...WEEK }, TOKYO_SUNDAY_19);
    expect(r.status).toBe("written");
    const [row] = await reflectionsOf(userId);
    expect(row!.body).not.toMatch(/quokka|pointless/);
    const body = row!.parsed as Extract<ReflectionBody, { kind: "reflection" }>;
    expect(body.observation).toBe("You found some air this week.");
    expect(body.themes[0]).toMatchObject({ label: "Nature", quote: "the wind was cold but I felt awake" });
    expect(body.themes.map((t) => t.quote)).not.toContain("work has been very hectic");
    expect(body.themes.length).toBeGreaterThanOrEqual(2);
    for (const t of body.themes) expect(await contentOf(t.entryId)).toContain(t.quote);
  });

  it("someone in a safety check-in gets a check-in note instead", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "premium" });
    await seedEntry(userId, tokyoNoon(2), 3, "Work was hectic and the deadline pressure is real.");
    await seedAcuteEvent(userId, TOKYO_SUNDAY_19 - 2 * 24 * HOUR, "GB");
    await ensureReflection(env, offline(), { userId, ...WEEK }, TOKYO_SUNDAY_19);
    const [row] = await reflectionsOf(userId);
    expect(row!.parsed.kind).toBe("check-in");
    expect(row!.body).not.toContain("deadline");
    expect(row!.parsed.kind === "check-in" && row!.parsed.note).toMatch(/Checking in on you/);
  });

  it("someone no longer on a paid tier gets nothing", async () => {
    const userId = await seedUser({ timeZone: "Asia/Tokyo", tier: "free" });
    expect((await ensureReflection(env, offline(), { userId, ...WEEK }, TOKYO_SUNDAY_19)).status).toBe("not-paid");
    expect(await reflectionsOf(userId)).toHaveLength(0);
  });

  it("a malformed message is dropped, not retried", async () => {
    const batch = createMessageBatch<ReflectionJob>("clearday-reflections", [
      { id: "bad", timestamp: new Date(), attempts: 1, body: { userId: "x", period: "year", periodStart: "2031-06-09", periodEnd: "2031-06-15" } as unknown as ReflectionJob },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["bad"]);
    expect(result.retryMessages).toEqual([]);
  });
});

describe("GET /api/reflections", () => {
  it("lists the person's reflections newest first and shows one with the entries its quotes link to", async () => {
    const p = await registerUser({ tier: "premium" });
    await env.DB.prepare("UPDATE users SET time_zone = 'Asia/Tokyo' WHERE id = ?1").bind(p.user.id).run();
    await seedEntry(p.user.id, tokyoNoon(2), 4, "Work was hectic and the deadline pressure is real.");
    await seedEntry(p.user.id, tokyoNoon(3), 5, "Dinner with my sister, we laughed a lot.");
    await ensureReflection(env, offline(), { userId: p.user.id, period: "week", periodStart: "2031-06-02", periodEnd: "2031-06-08" }, TOKYO_SUNDAY_19 - 7 * 24 * HOUR);
    await ensureReflection(env, offline(), { userId: p.user.id, ...WEEK }, TOKYO_SUNDAY_19);

    const list = await api("/api/reflections", { token: p.token });
    expect(list.status).toBe(200);
    expect(list.json.map((r: { periodEnd: string }) => r.periodEnd)).toEqual(["2031-06-15", "2031-06-08"]);

    const one = await api(`/api/reflections/${list.json[0].id}`, { token: p.token });
    expect(one.status).toBe(200);
    expect(one.json.body.kind).toBe("reflection");
    const ids = new Set(one.json.entries.map((e: { id: string }) => e.id));
    expect(one.json.body.themes.length).toBeGreaterThanOrEqual(2);
    for (const t of one.json.body.themes) {
      expect(ids.has(t.entryId)).toBe(true);
      expect(one.json.entries.find((e: { id: string }) => e.id === t.entryId).content).toContain(t.quote);
    }

    // A deleted entry's quote is no longer shown.
    const gone = one.json.body.themes[0].entryId;
    expect((await api(`/api/journal/${gone}`, { token: p.token, method: "DELETE" })).status).toBe(200);
    const after = await api(`/api/reflections/${list.json[0].id}`, { token: p.token });
    expect(after.json.body.themes.some((t: { entryId: string }) => t.entryId === gone)).toBe(false);
    expect(after.json.entries.some((e: { id: string }) => e.id === gone)).toBe(false);
  });

  it("a free person is told it is part of Premium and Pro; an unknown id is a 404", async () => {
    const free = await registerUser({ tier: "free" });
    const res = await api("/api/reflections", { token: free.token });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Premium and Pro/);
    const pro = await registerUser({ tier: "pro" });
    const missing = await api(`/api/reflections/${crypto.randomUUID()}`, { token: pro.token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toEqual(expect.any(String));
  });
});
