// A person's reminder choices and the browsers that receive them, in D1; and the test reminder,
// sent at once without the queue. The routes are /api/reminders (routes/reminders); sending on
// schedule is the hourly cron's and the reminder queue's (worker/jobs/reminders-*.ts, decisions 0090 and 0093).
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { conflict } from "../lib/http-error";
import { newId } from "../lib/ids";
import { pushConfigured, sendPush } from "../push/send";
import { testPayload } from "./messages";
import { daysToMask, fromRow, hoursToMask, type SettingsRow } from "./settings";
import type { ReminderSettings, RemindersResponse, TestReminderResponse } from "../../shared/contract/reminders";
import { safeTimeZone } from "../../shared/progress";

/** Browsers one person can receive reminders on. */
export const MAX_DEVICES = 10;

const rs = schema.reminderSettings;
const ps = schema.pushSubscriptions;

/** A browser's push subscription as the client sends it. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function remindersView(env: Env, user: UserRow): Promise<RemindersResponse> {
  const db = getDb(env.DB);
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
  const available = pushConfigured(env);
  return {
    available,
    vapidPublicKey: available ? env.VAPID_PUBLIC_KEY! : null,
    settings: fromRow(settings),
    devices: devices?.n ?? 0,
    timeZone: safeTimeZone(user.timeZone),
  };
}

export async function saveSettings(d1: D1Database, userId: string, s: ReminderSettings): Promise<void> {
  await getDb(d1)
    .insert(rs)
    .values({ userId, enabled: s.enabled, hoursMask: hoursToMask(s.times), daysMask: daysToMask(s.days), skipIfWritten: s.skipIfWritten, updatedAt: Date.now() })
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
}

/** This browser's push subscription. A browser's endpoint belongs to whoever subscribed on it last. */
export async function addDevice(d1: D1Database, userId: string, sub: DeviceSubscription): Promise<void> {
  const db = getDb(d1);
  const [, [row]] = await db.batch([
    // The same browser (same endpoint and keys) used by someone else before: it is theirs no more.
    // With other keys it is not the same browser, and the other person's subscription stays.
    db.delete(ps).where(and(eq(ps.endpoint, sub.endpoint), ne(ps.userId, userId), eq(ps.p256dh, sub.keys.p256dh), eq(ps.auth, sub.keys.auth))),
    db
      .select({ n: count().as("n"), mine: sql<number | null>`SUM(${ps.endpoint} = ${sub.endpoint})`.as("mine") })
      .from(ps)
      .where(eq(ps.userId, userId)),
  ]);
  if (!row?.mine && (row?.n ?? 0) >= MAX_DEVICES) {
    throw conflict(`Reminders are on for ${MAX_DEVICES} devices already. Turn them off on one you no longer use first.`);
  }
  // Someone else's endpoint (with other keys) is left as it is: setWhere makes the conflict a no-op.
  await db
    .insert(ps)
    .values({ id: newId(), userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({ target: ps.endpoint, set: { p256dh: sql`excluded.p256dh`, auth: sql`excluded.auth` }, setWhere: sql`${ps.userId} = excluded.user_id` });
}

/** Turning reminders off on one browser. Another person's endpoint is left alone (and looks the same). */
export async function removeDevice(d1: D1Database, userId: string, endpoint: string): Promise<void> {
  await getDb(d1)
    .delete(ps)
    .where(and(eq(ps.endpoint, endpoint), eq(ps.userId, userId)));
}

/** Sends a test reminder to every device of the person now, without the queue, and says how it went. */
export async function sendTestReminder(env: Env, userId: string): Promise<TestReminderResponse> {
  const db = getDb(env.DB);
  const subs = await db.select({ id: ps.id, endpoint: ps.endpoint, p256dh: ps.p256dh, auth: ps.auth }).from(ps).where(eq(ps.userId, userId));
  if (subs.length === 0) throw conflict("Turn reminders on for this device first, then send a test.");
  const outcomes = await Promise.all(subs.map((s) => sendPush(env, s, testPayload())));
  const gone = subs.filter((_, i) => outcomes[i]!.kind === "gone").map((s) => s.id);
  // At most MAX_DEVICES ids, so an IN list of bound values.
  if (gone.length > 0) await db.delete(ps).where(inArray(ps.id, gone));
  const sent = outcomes.filter((o) => o.kind === "sent").length;
  const failed = subs.length - sent - gone.length;
  return {
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
}
