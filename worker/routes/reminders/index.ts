// /api/reminders: a person's reminder choices, the devices that receive them, and a test reminder.
// The storing and sending are worker/reminders/store.ts; sending on schedule is the hourly cron's
// and the reminder queue's (worker/jobs/reminders-*.ts, decisions 0090 and 0093).
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { HttpError, badRequest } from "../../lib/http-error";
import { limitRate } from "../../lib/rate-limits";
import { jsonBody } from "../../lib/validate";
import { pushConfigured } from "../../push/send";
import { addDevice, remindersView, removeDevice, saveSettings, sendTestReminder } from "../../reminders/store";
import { pushSubscriptionRequest, pushUnsubscribeRequest, reminderSettingsSchema } from "../../../shared/contract/reminders";

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

export const reminderRoutes = new Hono<AppEnv>();
reminderRoutes.use("*", requireUser);

reminderRoutes.get("/", async (c) => c.json(await remindersView(c.env, c.get("user"))));

reminderRoutes.put("/", async (c) => {
  const s = await jsonBody(c, reminderSettingsSchema);
  const user = c.get("user");
  if (s.enabled && !pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await saveSettings(c.env.DB, user.id, s);
  return c.json(await remindersView(c.env, user));
});

/** This browser's push subscription. A browser's endpoint belongs to whoever subscribed on it last. */
reminderRoutes.post("/subscriptions", async (c) => {
  const sub = await jsonBody(c, pushSubscriptionRequest);
  if (!(await isP256Point(sub.keys.p256dh))) throw badRequest("keys.p256dh: keys.p256dh must be a point on the P-256 curve");
  const user = c.get("user");
  await addDevice(c.env.DB, user.id, sub);
  return c.json(await remindersView(c.env, user), 201);
});

/** Turning reminders off on this browser. Another person's endpoint is left alone (and looks the same). */
reminderRoutes.delete("/subscriptions", async (c) => {
  const { endpoint } = await jsonBody(c, pushUnsubscribeRequest);
  const user = c.get("user");
  await removeDevice(c.env.DB, user.id, endpoint);
  return c.json(await remindersView(c.env, user));
});

/** Sends a test reminder to every device of the person now, without the queue, and says how it went. */
reminderRoutes.post("/test", async (c) => {
  const user = c.get("user");
  if (!pushConfigured(c.env)) throw new HttpError(503, "Reminders aren't set up on this server yet.");
  await limitRate(c.env.DB, "reminderTest", user.id);
  const body = await sendTestReminder(c.env, user.id);
  return c.json(body, body.sent > 0 ? 200 : 502);
});
