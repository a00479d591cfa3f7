import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { enqueueDueReminders } from "../jobs/reminders-cron";
import { BASE_RETRY_DELAY_S, consumeReminderJobs, MAX_RETRY_DELAY_S } from "../jobs/reminders-consumer";
import { GENTLE_PROMPTS } from "../reminders/messages";
import { isInCheckIn } from "../safety";
import type { ReminderJob } from "../../shared/jobs";
import { startOfLocalDay } from "../../shared/progress";
import { api, countRows, env, registerUser } from "./helpers";
import { seedAcuteEvent, seedEntry, seedUser } from "./insights-helpers";
import { browserKeys, decrypt, endpointFor, seedReminders, seedSubscription, stubRequests, type BrowserKeys } from "./push-helpers";

const subscribe = (token: string, endpoint: string, keys: Pick<BrowserKeys, "p256dh" | "auth">) =>
  api("/api/reminders/subscriptions", { token, body: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } } });

describe("reminder settings", () => {
  it("starts off with one evening reminder every day, and stores what the person chooses", async () => {
    const { token } = await registerUser();
    const first = await api("/api/reminders", { token });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      available: true,
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      settings: { enabled: false, times: ["20:00"], days: [1, 2, 3, 4, 5, 6, 7], skipIfWritten: true },
      devices: 0,
      timeZone: "UTC",
    });
    const put = await api("/api/reminders", { method: "PUT", token, body: { enabled: true, times: ["21:00", "07:00", "12:00"], days: [1, 3, 5], skipIfWritten: false } });
    expect(put.status).toBe(200);
    expect(put.json.settings).toEqual({ enabled: true, times: ["07:00", "12:00", "21:00"], days: [1, 3, 5], skipIfWritten: false });
    expect((await api("/api/reminders", { token })).json.settings).toEqual(put.json.settings);
  });

  it.each([
    [{ times: ["08:00", "09:00", "10:00", "11:00"] }, "times: Choose at most 3 times a day"],
    [{ times: [] }, "times: Choose at least one time"],
    [{ times: ["08:30"] }, "times.0: Choose whole hours, like 08:00 or 20:00 (reminders go out on the hour)"],
    [{ times: ["08:00", "08:00"] }, "times: Each time can be chosen once"],
    [{ days: [] }, "days: Choose at least one day"],
    [{ days: [0] }, "days.0: Days are 1 (Monday) to 7 (Sunday)"],
    [{ skipIfWritten: "yes" }, "skipIfWritten: skipIfWritten must be true or false"],
  ])("refuses %j with a clear message and changes nothing", async (change, message) => {
    const { token } = await registerUser();
    const res = await api("/api/reminders", { method: "PUT", token, body: { enabled: true, times: ["08:00"], days: [1], skipIfWritten: true, ...change } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect((await api("/api/reminders", { token })).json.settings.enabled).toBe(false);
  });
});

describe("push subscriptions", () => {
  it("stores this browser's subscription once, and an endpoint moves to whoever subscribed on the device last", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const keys = await browserKeys();
    const endpoint = endpointFor();
    expect((await subscribe(a.token, endpoint, keys)).status).toBe(201);
    expect((await subscribe(a.token, endpoint, keys)).json.devices).toBe(1);
    expect((await subscribe(b.token, endpoint, keys)).json.devices).toBe(1);
    expect((await api("/api/reminders", { token: a.token })).json.devices).toBe(0);
    // A cannot remove B's device; B can.
    await api("/api/reminders/subscriptions", { method: "DELETE", token: a.token, body: { endpoint } });
    expect(await countRows("push_subscriptions", "endpoint = ?1", endpoint)).toBe(1);
    const off = await api("/api/reminders/subscriptions", { method: "DELETE", token: b.token, body: { endpoint } });
    expect(off.json.devices).toBe(0);
    expect(await countRows("push_subscriptions", "endpoint = ?1", endpoint)).toBe(0);
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x", "good", "good", "endpoint: endpoint must be an https URL of a push service"],
    ["ftp://push.example.com/x", "good", "good", "endpoint: endpoint must be an https URL of a push service"],
    ["javascript:alert(1)", "good", "good", "endpoint: endpoint must be an https URL of a push service"],
    ["https://127.0.0.1/push", "good", "good", "endpoint: endpoint must be an https URL of a push service"],
    ["https://fcm.googleapis.com/fcm/send/x", "short", "good", "keys.p256dh: keys.p256dh must be a 65-byte uncompressed P-256 public key, base64url"],
    ["https://fcm.googleapis.com/fcm/send/x", "compressed", "good", "keys.p256dh: keys.p256dh must be a 65-byte uncompressed P-256 public key, base64url"],
    ["https://fcm.googleapis.com/fcm/send/x", "off-curve", "good", "keys.p256dh: keys.p256dh must be a point on the P-256 curve"],
    ["https://fcm.googleapis.com/fcm/send/x", "good", "long", "keys.auth: keys.auth must be a 16-byte secret, base64url"],
    ["https://fcm.googleapis.com/fcm/send/x", "good", "short", "keys.auth: keys.auth must be a 16-byte secret, base64url"],
  ])("refuses endpoint %s (p256dh %s, auth %s) with a 400 and stores nothing", async (endpoint, p, a, message) => {
    const { token, user } = await registerUser();
    const keys = await browserKeys();
    const b64 = (n: number, first = 4) =>
      btoa(String.fromCharCode(first, ...new Array(n - 1).fill(7)))
        .replaceAll("+", "-")
        .replaceAll("/", "_")
        .replace(/=+$/, "");
    const p256dh = p === "short" ? b64(64) : p === "compressed" ? b64(65, 2) : p === "off-curve" ? b64(65) : keys.p256dh;
    const auth = a === "long" ? b64(17) : a === "short" ? b64(15) : keys.auth;
    const res = await subscribe(token, endpoint, { p256dh, auth });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await countRows("push_subscriptions", "user_id = ?1", user.id)).toBe(0);
  });
});

describe("a test reminder", () => {
  it("is encrypted for the subscription's keys and signed with VAPID, in workerd", async () => {
    const { token } = await registerUser();
    const keys = await browserKeys();
    const endpoint = endpointFor();
    await subscribe(token, endpoint, keys);
    const res = await api("/api/reminders/test", { token, method: "POST" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ sent: 1, removed: 0, failed: 0 });

    const [request] = await stubRequests(endpoint);
    expect(request?.method).toBe("POST");
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(request!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`));
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    const payload = await decrypt(request!.body, keys);
    expect(payload).toEqual({
      kind: "test",
      title: "Clearday",
      body: "This is a test reminder. Your reminders will look like this.",
      url: "/?diary=open",
      tag: "clearday-test",
    });
    // Another person's keys cannot read it.
    await expect(decrypt(request!.body, await browserKeys())).rejects.toThrow();
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const { token, user } = await registerUser();
    const keys = await browserKeys();
    await subscribe(token, endpointFor("status-410"), keys);
    const res = await api("/api/reminders/test", { token, method: "POST" });
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ sent: 0, removed: 1, failed: 0 });
    expect(res.json.message).toMatch(/expired/);
    expect(await countRows("push_subscriptions", "user_id = ?1", user.id)).toBe(0);
  });

  it("asks to turn reminders on first when there is no device", async () => {
    const { token } = await registerUser();
    const res = await api("/api/reminders/test", { token, method: "POST" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Turn reminders on for this device first, then send a test.");
  });
});

// 2031-03-10 12:00 UTC: 08:00 in New York (EDT since 9 March), 12:00 in London (GMT), 17:30 in
// Kolkata, 01:00 on Tuesday 11 March in Auckland (NZDT).
const NOW = Date.UTC(2031, 2, 10, 12, 0, 0);

function capturingReminderQueue() {
  const jobs: ReminderJob[] = [];
  const queue = {
    async sendBatch(messages: Iterable<MessageSendRequest<ReminderJob>>) {
      const list = [...messages];
      if (list.length > 100) throw new Error("sendBatch takes at most 100 messages");
      jobs.push(...list.map((m) => m.body));
    },
  } as unknown as Queue<ReminderJob>;
  return { queue, jobs };
}

async function personWith(timeZone: string, reminders: Parameters<typeof seedReminders>[1]) {
  const userId = await seedUser({ timeZone });
  await seedReminders(userId, reminders);
  const keys = await browserKeys();
  const endpoint = endpointFor();
  const subscriptionId = await seedSubscription(userId, endpoint, keys);
  return { userId, subscriptionId, keys, endpoint };
}

describe("the hourly reminder cron", () => {
  it("selects the subscriptions whose local hour and weekday have come, in each person's zone", async () => {
    const newYork8 = await personWith("America/New_York", { hours: [8] });
    const newYork9 = await personWith("America/New_York", { hours: [9] });
    const london12 = await personWith("Europe/London", { hours: [7, 12, 20] });
    const kolkata17 = await personWith("Asia/Kolkata", { hours: [17] }); // 17:30 there: the 17:00 reminder
    const aucklandMon = await personWith("Pacific/Auckland", { hours: [1], days: [1] }); // it is Tuesday there
    const aucklandTue = await personWith("Pacific/Auckland", { hours: [1], days: [2] });
    const off = await personWith("America/New_York", { hours: [8], enabled: false });

    const { queue, jobs } = capturingReminderQueue();
    const stats = await enqueueDueReminders({ DB: env.DB, REMINDER_QUEUE: queue }, NOW);
    const bySub = new Map(jobs.map((j) => [j.subscriptionId, j]));
    for (const p of [newYork8, london12, kolkata17, aucklandTue]) expect(bySub.has(p.subscriptionId)).toBe(true);
    for (const p of [newYork9, aucklandMon, off]) expect(bySub.has(p.subscriptionId)).toBe(false);
    expect(bySub.get(newYork8.subscriptionId)).toEqual({
      subscriptionId: newYork8.subscriptionId,
      userId: newYork8.userId,
      localDate: "2031-03-10",
      dayStart: startOfLocalDay("2031-03-10", "America/New_York"),
      hour: 8,
    });
    expect(bySub.get(aucklandTue.subscriptionId)?.localDate).toBe("2031-03-11");
    expect(stats.queued).toBe(jobs.length);
    // Selection: one query for the zones in use, one per page of due subscriptions.
    expect(stats.queries).toBe(2);
  });

  it("skips a person who has written today in their zone, when they asked to", async () => {
    const dayStart = startOfLocalDay("2031-03-10", "America/New_York");
    const wroteToday = await personWith("America/New_York", { hours: [8] });
    await seedEntry(wroteToday.userId, dayStart + 60_000);
    const wroteYesterday = await personWith("America/New_York", { hours: [8] }); // same UTC date, their yesterday
    await seedEntry(wroteYesterday.userId, dayStart - 60_000);
    const wantsItAnyway = await personWith("America/New_York", { hours: [8], skipIfWritten: false });
    await seedEntry(wantsItAnyway.userId, dayStart + 60_000);

    const { queue, jobs } = capturingReminderQueue();
    await enqueueDueReminders({ DB: env.DB, REMINDER_QUEUE: queue }, NOW);
    const subs = new Set(jobs.map((j) => j.subscriptionId));
    expect(subs.has(wroteToday.subscriptionId)).toBe(false);
    expect(subs.has(wroteYesterday.subscriptionId)).toBe(true);
    expect(subs.has(wantsItAnyway.subscriptionId)).toBe(true);
  });

  it("follows daylight saving: 08:00 in New York is 13:00 UTC before the change and 12:00 after", async () => {
    const p = await personWith("America/New_York", { hours: [8] });
    const selected = async (at: number) => {
      const { queue, jobs } = capturingReminderQueue();
      await enqueueDueReminders({ DB: env.DB, REMINDER_QUEUE: queue }, at);
      return jobs.some((j) => j.subscriptionId === p.subscriptionId);
    };
    expect(await selected(Date.UTC(2031, 2, 7, 13))).toBe(true); // Friday, EST
    expect(await selected(Date.UTC(2031, 2, 7, 12))).toBe(false);
    expect(await selected(Date.UTC(2031, 2, 10, 12))).toBe(true); // Monday, EDT
    expect(await selected(Date.UTC(2031, 2, 10, 13))).toBe(false);
  });

  it("a 02:00 reminder on the night clocks go forward comes at 03:00, and the hour repeated when they go back is served once", async () => {
    const early = await personWith("America/New_York", { hours: [2] });
    const one = await personWith("America/New_York", { hours: [1] });
    const selected = async (at: number) => {
      const { queue, jobs } = capturingReminderQueue();
      await enqueueDueReminders({ DB: env.DB, REMINDER_QUEUE: queue }, at);
      const subs = new Set(jobs.map((j) => j.subscriptionId));
      return [subs.has(early.subscriptionId), subs.has(one.subscriptionId)];
    };
    // Sunday 9 March 2031: 01:00 EST is 06:00 UTC, then 02:00 EST becomes 03:00 EDT (07:00 UTC).
    expect(await selected(Date.UTC(2031, 2, 9, 6))).toEqual([false, true]);
    expect(await selected(Date.UTC(2031, 2, 9, 7))).toEqual([true, false]);
    expect(await selected(Date.UTC(2031, 2, 9, 8))).toEqual([false, false]);
    // Sunday 2 November 2031: 01:00 EDT (05:00 UTC), then 01:00 again as EST (06:00 UTC).
    expect(await selected(Date.UTC(2031, 10, 2, 5))).toEqual([false, true]);
    expect(await selected(Date.UTC(2031, 10, 2, 6))).toEqual([false, false]);
    expect(await selected(Date.UTC(2031, 10, 2, 7))).toEqual([true, false]);
  });
});

let msgId = 0;
const batchOf = (jobs: unknown[], attempts = 1) =>
  createMessageBatch<ReminderJob>(
    "clearday-reminders",
    jobs.map((body) => ({ id: `r${++msgId}`, timestamp: new Date(NOW), attempts, body: body as ReminderJob })),
  );

async function consume(jobs: unknown[], attempts = 1, fetcher?: typeof fetch) {
  const batch = batchOf(jobs, attempts);
  const ctx = createExecutionContext();
  const stats = await consumeReminderJobs(batch, env, { now: NOW, ...(fetcher && { fetcher }) });
  return { stats, result: await getQueueResult(batch, ctx) };
}

/** A batch that records the delay of each retry (the queue result does not report it). */
async function consumeRecording(job: ReminderJob, attempts: number, fetcher?: typeof fetch) {
  const acks: string[] = [];
  const delays: (number | undefined)[] = [];
  const messages = [
    {
      id: `r${++msgId}`,
      timestamp: new Date(NOW),
      attempts,
      body: job,
      ack: () => acks.push("ack"),
      retry: (o?: QueueRetryOptions) => delays.push(o?.delaySeconds),
    },
  ];
  const batch = { queue: "clearday-reminders", messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch<unknown>;
  const stats = await consumeReminderJobs(batch, env, { now: NOW, ...(fetcher && { fetcher }) });
  return { stats, acks, delays };
}

const jobFor = (p: { userId: string; subscriptionId: string }, tz = "America/New_York"): ReminderJob => ({
  subscriptionId: p.subscriptionId,
  userId: p.userId,
  localDate: "2031-03-10",
  dayStart: startOfLocalDay("2031-03-10", tz),
  hour: 8,
});

describe("the reminder queue consumer", () => {
  it("sends a gentle prompt that holds nothing the person wrote, and opens the diary on click", async () => {
    const p = await personWith("America/New_York", { hours: [8], skipIfWritten: false });
    await seedEntry(p.userId, NOW - 3_600_000, 3, "My secret worry about the exam");
    const { stats, result } = await consume([jobFor(p)]);
    expect(stats.sent).toBe(1);
    expect(result.explicitAcks).toHaveLength(1);
    const [request] = await stubRequests(p.endpoint);
    const payload = (await decrypt(request!.body, p.keys)) as { kind: string; body: string; url: string };
    expect(payload.kind).toBe("reminder");
    expect(GENTLE_PROMPTS).toContain(payload.body);
    expect(payload.url).toBe("/?diary=open");
    expect(JSON.stringify(payload)).not.toContain("exam");
  });

  it("sends the crisis line and the safety page instead of a prompt to someone in check-in", async () => {
    const p = await personWith("America/New_York", { hours: [8] });
    await seedAcuteEvent(p.userId, NOW - 86_400_000, "US");
    expect(await isInCheckIn(env.DB, p.userId, NOW)).toBe(true);
    await consume([jobFor(p)]);
    const [request] = await stubRequests(p.endpoint);
    const payload = (await decrypt(request!.body, p.keys)) as { kind: string; body: string; url: string };
    expect(payload).toMatchObject({ kind: "check-in", title: "Thinking of you", url: "/safety" });
    expect(payload.body).toContain("Call or text 988");
    expect(GENTLE_PROMPTS).not.toContain(payload.body);
  });

  it("counts a chat check-in (any tier), and lets a check-in end after the window", async () => {
    const userId = await seedUser();
    expect(await isInCheckIn(env.DB, userId, NOW)).toBe(false);
    await env.DB.prepare("INSERT INTO check_ins (user_id, state, updated_at) VALUES (?1, ?2, ?3)")
      .bind(userId, JSON.stringify({ active: true, since: NOW - 3_600_000, calmTurns: 0 }), NOW - 3_600_000)
      .run();
    expect(await isInCheckIn(env.DB, userId, NOW)).toBe(true);
    expect(await isInCheckIn(env.DB, userId, NOW + 8 * 86_400_000)).toBe(false);
  });

  it("deletes the subscription on 404 and 410 and does not retry", async () => {
    for (const status of [404, 410]) {
      const p = await personWith("America/New_York", { hours: [8] });
      await env.DB.prepare("UPDATE push_subscriptions SET endpoint = ?1 WHERE id = ?2")
        .bind(endpointFor(`status-${status}`), p.subscriptionId)
        .run();
      const { stats, result } = await consume([jobFor(p)]);
      expect(stats.removed).toBe(1);
      expect(result.retryMessages).toHaveLength(0);
      expect(await countRows("push_subscriptions", "id = ?1", p.subscriptionId)).toBe(0);
    }
  });

  it("retries 429 after the service's Retry-After, and 5xx with a doubling backoff, keeping the subscription", async () => {
    const limited = await personWith("America/New_York", { hours: [8] });
    await env.DB.prepare("UPDATE push_subscriptions SET endpoint = ?1 WHERE id = ?2").bind(endpointFor("status-429/retry-after-120"), limited.subscriptionId).run();
    const r429 = await consumeRecording(jobFor(limited), 1);
    expect(r429.delays).toEqual([120]);

    const down = await personWith("America/New_York", { hours: [8] });
    await env.DB.prepare("UPDATE push_subscriptions SET endpoint = ?1 WHERE id = ?2").bind(endpointFor("status-503"), down.subscriptionId).run();
    const delays: number[] = [];
    // Every attempt the queue makes is retried, each later than the one before; after max_retries
    // (5, wrangler.toml) the queue moves the message to clearday-reminders-dlq.
    for (let attempt = 1; attempt <= 6; attempt++) {
      const r = await consumeRecording(jobFor(down), attempt);
      expect(r.acks).toHaveLength(0);
      delays.push(...(r.delays as number[]));
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32].map((k) => Math.min(BASE_RETRY_DELAY_S * k, MAX_RETRY_DELAY_S)));
    expect(await countRows("push_subscriptions", "id = ?1", down.subscriptionId)).toBe(1);
  });

  it("retries when the push service cannot be reached at all", async () => {
    const p = await personWith("America/New_York", { hours: [8] });
    const unreachable = (async () => {
      throw new TypeError("Network connection lost.");
    }) as unknown as typeof fetch;
    const { stats, delays } = await consumeRecording(jobFor(p), 2, unreachable);
    expect(stats.retried).toBe(1);
    expect(delays).toEqual([BASE_RETRY_DELAY_S * 2]);
  });

  it("sends nothing once the person has written today, turned reminders off or removed the device", async () => {
    const wrote = await personWith("America/New_York", { hours: [8] });
    await seedEntry(wrote.userId, NOW - 60_000);
    const off = await personWith("America/New_York", { hours: [8], enabled: false });
    const gone = await personWith("America/New_York", { hours: [8] });
    await env.DB.prepare("DELETE FROM push_subscriptions WHERE id = ?1").bind(gone.subscriptionId).run();
    const { stats, result } = await consume([jobFor(wrote), jobFor(off), jobFor(gone), { nonsense: true }]);
    expect(stats).toMatchObject({ sent: 0, skipped: 3, dropped: 1 });
    expect(result.explicitAcks).toHaveLength(4);
    for (const p of [wrote, off]) expect(await stubRequests(p.endpoint)).toHaveLength(0);
  });
});
