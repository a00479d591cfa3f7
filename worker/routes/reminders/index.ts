// /api/reminders: a person's reminder choices, the devices that receive them, and a test reminder.
// Sending is the hourly cron's and the reminder queue's (worker/jobs/reminders-*.ts, decisions 0090 and 0093).
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { getDb, schema } from "../../db/client";
import { HttpError, badRequest, conflict } from "../../lib/http-error";
import { newId } from "../../lib/ids";
import { limitRate } from "../../lib/rate-limits";
import { jsonBody } from "../../lib/validate";
import { pushConfigured, sendPush } from "../../push/send";
import { testPayload } from "../../reminders/messages";
import { daysToMask, fromRow, hoursToMask, type SettingsRow } from "../../reminders/settings";
import { pushSubscriptionRequest, pushUnsubscribeRequest, reminderSettingsSchema, type RemindersResponse, type TestReminderResponse } from "../../../shared/contract/reminders";
import { safeTimeZone } from "../../../shared/progress";

/** A browser's key must be a real curve point, or nothing can ever be encrypted for it. */
async function isP256Point(p256dh: string): Promise<boolean> {
  try {
    const raw = Uint8Array.from(atob(p256dh.replaceAll("-", "+").replaceAll("_", "/")), (ch) => ch.charCodeAt(0));
    await crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** Browsers one person can receive reminders on. */
export const MAX_DEVICES = 10;

export const reminderRoutes = new Hono<AppEnv>();
reminderRoutes.use("*", requireUser);

const rs = schema.reminderSettings;
const ps = schema.pushSubscriptions;

async function view(c: AppContext): Promise<RemindersResponse> {
  const user = c.get("user");
  const db = getDb(c.env.DB);
  const [[settings], [devices]] = await db.batch([
    db
      .select({ enabled: rs.enabled, hours_mask: rs.hoursMask, days_mask: rs.daysMask, skip_if_written: rs.skipIfWritten } satisfies Record<keyof SettingsRow, unknown>)
      .from(rs)
      .where(eq(rs.userId, user.id)),
    db
      .select({ n: count().as("n") })
      .from(ps)
      .where(eq(ps.userId, user.id)),
  ]);
  const available = pushConfigured(c.env);
  return {
    available,
    vapidPublicKey: available ? c.env.VAPID_PUBLIC_KEY! : null,
    settings: fromRow(settings),
    devices: devices?.n ?? 0,
    timeZone: safeTimeZone(user.timeZone),
  };
}

reminderRoutes.get("/", async (c) => c.json(await view(c)));

reminderRoutes.put("/", async (c) => {
  const s = await jsonBody(c, reminderSettingsSchema);
  const user = c.get("user");
  if (s.enabled && !pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await getDb(c.env.DB)
    .insert(rs)
    .values({ userId: user.id, enabled: s.enabled, hoursMask: hoursToMask(s.times), daysMask: daysToMask(s.days), skipIfWritten: s.skipIfWritten, updatedAt: Date.now() })
    .onConflictDoUpdate({
      target: rs.userId,
      set: {
        enabled: sql`excluded.enabled`,
        hoursMask: sql`excluded.hours_mask`,
        daysMask: sql`excluded.days_mask`,
        skipIfWritten: sql`excluded.skip_if_written`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return c.json(await view(c));
});

/** This browser's push subscription. A browser's endpoint belongs to whoever subscribed on it last. */
reminderRoutes.post("/subscriptions", async (c) => {
  const sub = await jsonBody(c, pushSubscriptionRequest);
  if (!(await isP256Point(sub.keys.p256dh))) throw badRequest("keys.p256dh: keys.p256dh must be a point on the P-256 curve");
  const user = c.get("user");
  const db = getDb(c.env.DB);
  const [, [row]] = await db.batch([
    // The same browser (same endpoint and keys) used by someone else before: it is theirs no more.
    // With other keys it is not the same browser, and the other person's subscription stays.
    db.delete(ps).where(and(eq(ps.endpoint, sub.endpoint), ne(ps.userId, user.id), eq(ps.p256dh, sub.keys.p256dh), eq(ps.auth, sub.keys.auth))),
    db
      .select({ n: count().as("n"), mine: sql<number | null>`SUM(${ps.endpoint} = ${sub.endpoint})`.as("mine") })
      .from(ps)
      .where(eq(ps.userId, user.id)),
  ]);
  if (!row?.mine && (row?.n ?? 0) >= MAX_DEVICES) {
    throw conflict(`Reminders are on for ${MAX_DEVICES} devices already. Turn them off on one you no longer use first.`);
  }
  // Someone else's endpoint (with other keys) is left as it is: setWhere makes the conflict a no-op.
  await db
    .insert(ps)
    .values({ id: newId(), userId: user.id, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({ target: ps.endpoint, set: { p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` }, setWhere: sql`${ps.userId} = excluded.user_id` });
  return c.json(await view(c), 201);
});

/** Turning reminders off on this browser. Another person's endpoint is left alone (and looks the same). */
reminderRoutes.delete("/subscriptions", async (c) => {
  const { endpoint } = await jsonBody(c, pushUnsubscribeRequest);
  await getDb(c.env.DB)
    .delete(ps)
    .where(and(eq(ps.endpoint, endpoint), eq(ps.userId, c.get("user").id)));
  return c.json(await view(c));
});

/** Sends a test reminder to every device of the person now, without the queue, and says how it went. */
reminderRoutes.post("/test", async (c) => {
  const user = c.get("user");
  if (!pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await limitRate(c.env.DB, "reminderTest", user.id);
  const db = getDb(c.env.DB);
  const subs = await db.select({ id: ps.id, endpoint: ps.endpoint, p256dh: ps.p256dh, auth: ps.auth }).from(ps).where(eq(ps.userId, user.id));
  if (subs.length === 0) throw conflict("Turn reminders on for this device first, then send a test.");
  const outcomes = await Promise.all(subs.map((s) => sendPush(c.env, s, testPayload())));
  const gone = subs.filter((_, i) => outcomes[i]!.kind === "gone").map((s) => s.id);
  // At most MAX_DEVICES ids, so an IN list of bound values.
  if (gone.length > 0) await db.delete(ps).where(inArray(ps.id, gone));
  const sent = outcomes.filter((o) => o.kind === "sent").length;
  const failed = subs.length - sent - gone.length;
  const body: TestReminderResponse = {
    sent,
    removed: gone.length,
    failed,
    message:
      sent > 0
        ? `Test reminder sent to ${sent === 1 ? "1 device" : `${sent} devices`}. It should arrive in a moment.`
        : gone.length > 0 && failed === 0
          ? "This device's reminders had expired. Turn reminders off and on again to renew them."
          : "The push service didn't accept the test reminder just now. Please try again in a few minutes.",
  };
  return c.json(body, sent > 0 ? 200 : 502);
});
