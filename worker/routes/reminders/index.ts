// /api/reminders: a person's reminder choices, the devices that receive them, and a test reminder.
// Sending is the hourly cron's and the reminder queue's (worker/jobs/reminders-*.ts, decisions 0090 and 0093).
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
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

async function view(c: AppContext): Promise<RemindersResponse> {
  const user = c.get("user");
  const db = c.env.DB;
  const [settings, devices] = await db.batch([
    db.prepare("SELECT enabled, hours_mask, days_mask, skip_if_written FROM reminder_settings WHERE user_id = ?1").bind(user.id),
    db.prepare("SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?1").bind(user.id),
  ]);
  const available = pushConfigured(c.env);
  return {
    available,
    vapidPublicKey: available ? c.env.VAPID_PUBLIC_KEY! : null,
    settings: fromRow(settings!.results?.[0] as SettingsRow | undefined),
    devices: (devices!.results?.[0] as { n: number } | undefined)?.n ?? 0,
    timeZone: safeTimeZone(user.timeZone),
  };
}

reminderRoutes.get("/", async (c) => c.json(await view(c)));

reminderRoutes.put("/", async (c) => {
  const s = await jsonBody(c, reminderSettingsSchema);
  const user = c.get("user");
  if (s.enabled && !pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await c.env.DB.prepare(
    `INSERT INTO reminder_settings (user_id, enabled, hours_mask, days_mask, skip_if_written, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, hours_mask = excluded.hours_mask,
       days_mask = excluded.days_mask, skip_if_written = excluded.skip_if_written, updated_at = excluded.updated_at`,
  )
    .bind(user.id, s.enabled ? 1 : 0, hoursToMask(s.times), daysToMask(s.days), s.skipIfWritten ? 1 : 0, Date.now())
    .run();
  return c.json(await view(c));
});

/** This browser's push subscription. A browser's endpoint belongs to whoever subscribed on it last. */
reminderRoutes.post("/subscriptions", async (c) => {
  const sub = await jsonBody(c, pushSubscriptionRequest);
  if (!(await isP256Point(sub.keys.p256dh))) throw badRequest("keys.p256dh: keys.p256dh must be a point on the P-256 curve");
  const user = c.get("user");
  const db = c.env.DB;
  const [, count] = await db.batch([
    // The same browser (same endpoint and keys) used by someone else before: it is theirs no more.
    // With other keys it is not the same browser, and the other person's subscription stays.
    db.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?1 AND user_id != ?2 AND p256dh = ?3 AND auth = ?4").bind(sub.endpoint, user.id, sub.keys.p256dh, sub.keys.auth),
    db.prepare("SELECT COUNT(*) AS n, SUM(endpoint = ?2) AS mine FROM push_subscriptions WHERE user_id = ?1").bind(user.id, sub.endpoint),
  ]);
  const row = count!.results?.[0] as { n: number; mine: number | null } | undefined;
  if (!row?.mine && (row?.n ?? 0) >= MAX_DEVICES) {
    throw conflict(`Reminders are on for ${MAX_DEVICES} devices already. Turn them off on one you no longer use first.`);
  }
  await db
    .prepare(
      `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth WHERE push_subscriptions.user_id = excluded.user_id`,
    )
    .bind(newId(), user.id, sub.endpoint, sub.keys.p256dh, sub.keys.auth)
    .run();
  return c.json(await view(c), 201);
});

/** Turning reminders off on this browser. Another person's endpoint is left alone (and looks the same). */
reminderRoutes.delete("/subscriptions", async (c) => {
  const { endpoint } = await jsonBody(c, pushUnsubscribeRequest);
  await c.env.DB.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?1 AND user_id = ?2").bind(endpoint, c.get("user").id).run();
  return c.json(await view(c));
});

/** Sends a test reminder to every device of the person now, without the queue, and says how it went. */
reminderRoutes.post("/test", async (c) => {
  const user = c.get("user");
  if (!pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await limitRate(c.env.DB, "reminderTest", user.id);
  const subs =
    (
      await c.env.DB.prepare("SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ?1").bind(user.id).all<{
        id: string;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>()
    ).results ?? [];
  if (subs.length === 0) throw conflict("Turn reminders on for this device first, then send a test.");
  const outcomes = await Promise.all(subs.map((s) => sendPush(c.env, s, testPayload())));
  const gone = subs.filter((_, i) => outcomes[i]!.kind === "gone").map((s) => s.id);
  if (gone.length > 0) await c.env.DB.prepare("DELETE FROM push_subscriptions WHERE id IN (SELECT value FROM json_each(?1))").bind(JSON.stringify(gone)).run();
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
