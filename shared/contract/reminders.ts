// Payloads of /api/reminders: the Worker validates with these, the web app types with them.
import { z } from "zod";

export const MAX_REMINDER_TIMES = 3;
/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const time = z.string({ error: "Choose a time like 08:00" }).regex(/^([01]\d|2[0-3]):00$/, "Choose whole hours, like 08:00 or 20:00 (reminders go out on the hour)");

export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  times: z
    .array(time, { error: 'times must be a list like ["08:00"]' })
    .min(1, "Choose at least one time")
    .max(MAX_REMINDER_TIMES, `Choose at most ${MAX_REMINDER_TIMES} times a day`)
    .refine((t) => new Set(t).size === t.length, "Each time can be chosen once"),
  days: z
    .array(z.number().int().min(1, "Days are 1 (Monday) to 7 (Sunday)").max(7, "Days are 1 (Monday) to 7 (Sunday)"), { error: "days must be a list of weekday numbers" })
    .min(1, "Choose at least one day")
    .max(7, "A week has 7 days")
    .refine((d) => new Set(d).size === d.length, "Each day can be chosen once"),
  skipIfWritten: z.boolean({ error: "skipIfWritten must be true or false" }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a person starts with: one evening reminder, every day, quiet once they have written. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { enabled: false, times: ["20:00"], days: [...WEEKDAYS], skipIfWritten: true };

/** GET and PUT /api/reminders answer. */
export const remindersResponse = z.object({
  /** False when the server has no VAPID keys: the card says reminders aren't set up here. */
  available: z.boolean(),
  /** The VAPID public key for PushManager.subscribe (base64url), null when not available. */
  vapidPublicKey: z.string().nullable(),
  settings: reminderSettingsSchema,
  /** Devices (browsers) this person has turned reminders on for. */
  devices: z.number().int(),
  /** The zone reminder times are in (the profile's time zone). */
  timeZone: z.string(),
});
export type RemindersResponse = z.infer<typeof remindersResponse>;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url (or base64) string decodes to, or -1 when it isn't one. */
export function base64UrlBytes(value: string): number {
  if (!base64url.test(value.replaceAll("+", "-").replaceAll("/", "_"))) return -1;
  const body = value.replace(/=+$/, "");
  if (body.length % 4 === 1) return -1;
  return Math.floor((body.length * 3) / 4);
}

/** The first byte of a base64url string (0x04 marks an uncompressed P-256 point). */
function firstByte(value: string): number {
  const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const a = chars.indexOf(value[0]!.replace("+", "-").replace("/", "_"));
  const b = chars.indexOf(value[1]!.replace("+", "-").replace("/", "_"));
  return (a << 2) | (b >> 4);
}

function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  // Push services are public hosts: no loopback names or bare IP addresses.
  const host = url.hostname;
  return host.includes(".") && !/^[\d.]+$/.test(host) && !host.startsWith("[") && !host.endsWith(".localhost") && host !== "localhost";
}

/** POST /api/reminders/subscriptions: PushSubscription.toJSON() of this browser. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .string({ error: "endpoint must be the push subscription's URL" })
    .max(2048, "endpoint is too long to be a push service URL")
    .refine(isPushEndpoint, "endpoint must be an https URL of a push service"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: z
        .string({ error: "keys.p256dh is required" })
        .refine((k) => base64UrlBytes(k) === 65 && firstByte(k) === 0x04, "keys.p256dh must be a 65-byte uncompressed P-256 public key, base64url"),
      auth: z.string({ error: "keys.auth is required" }).refine((k) => base64UrlBytes(k) === 16, "keys.auth must be a 16-byte secret, base64url"),
    },
    { error: "keys must hold p256dh and auth" },
  ),
});

export const pushUnsubscribeRequest = z.object({
  endpoint: z.string({ error: "endpoint is required" }).max(2048, "endpoint is too long"),
});

/** POST /api/reminders/test answer. */
export const testReminderResponse = z.object({
  /** Devices the push service accepted the reminder for. */
  sent: z.number().int(),
  /** Devices whose subscription had ended (404/410) and were removed. */
  removed: z.number().int(),
  /** Devices the push service refused or could not be reached for now. */
  failed: z.number().int(),
  message: z.string(),
});
export type TestReminderResponse = z.infer<typeof testReminderResponse>;

/** The JSON the service worker receives in a push event. Never anything the person wrote. */
export const pushPayloadSchema = z.object({
  kind: z.enum(["reminder", "check-in", "test"]),
  title: z.string(),
  body: z.string(),
  /** Where a click goes: "/?diary=open" opens the diary overlay. */
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The app path that opens the diary overlay (the service worker opens it on a reminder's click). */
export const OPEN_DIARY_PATH = "/?diary=open";
