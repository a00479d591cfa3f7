// Sends one Web Push message. Encryption (RFC 8291, aes128gcm) and the VAPID signature (RFC 8292)
// are @block65/webcrypto-web-push's, on Web Crypto, so they run in workerd; nothing is hand-rolled
// here. This file only decides what an answer from the push service means (decision 0090).
import { buildPushPayload, type PushSubscription } from "@block65/webcrypto-web-push";
import type { PushPayload } from "../../shared/contract/reminders";

export interface VapidConfig {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_API_BASE?: string;
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { kind: "sent"; status: number }
  /** 404/410: the subscription has ended; delete it. */
  | { kind: "gone"; status: number }
  /** 429/5xx or no answer: try again later (retryAfter: the service's Retry-After, in seconds). */
  | { kind: "retry"; status: number | null; retryAfter: number | null }
  /** Any other 4xx: retrying the same request cannot help. */
  | { kind: "rejected"; status: number };

/** Undelivered reminders are pointless after a few hours. */
export const PUSH_TTL_SECONDS = 4 * 3600;
/** A newer reminder replaces an undelivered older one on the push service. */
const TOPIC = "reminder";
const DEFAULT_SUBJECT = "mailto:support@clearday.app";

export const pushConfigured = (env: VapidConfig): boolean => Boolean(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY);

/** Seconds from a Retry-After header (delta seconds or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export function classify(status: number, retryAfter: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: "sent", status };
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 429 || status >= 500) return { kind: "retry", status, retryAfter: retryAfterSeconds(retryAfter) };
  return { kind: "rejected", status };
}

/** Where the request goes: the endpoint itself, or the test stub with the endpoint's path. */
function target(env: VapidConfig, endpoint: string): string {
  if (!env.PUSH_API_BASE) return endpoint;
  const url = new URL(endpoint);
  return `${env.PUSH_API_BASE.replace(/\/$/, "")}/${url.hostname}${url.pathname}${url.search}`;
}

/** Builds the encrypted, signed request for one subscription (exported for the tests that decrypt it). */
export async function buildPushRequest(env: VapidConfig, sub: StoredSubscription, payload: PushPayload) {
  const subscription: PushSubscription = { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } };
  return buildPushPayload({ data: payload, options: { ttl: PUSH_TTL_SECONDS, topic: TOPIC, urgency: "normal" } }, subscription, {
    subject: env.VAPID_SUBJECT || DEFAULT_SUBJECT,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  });
}

export async function sendPush(env: VapidConfig, sub: StoredSubscription, payload: PushPayload, fetcher: typeof fetch = fetch): Promise<PushOutcome> {
  if (!pushConfigured(env)) return { kind: "retry", status: null, retryAfter: null };
  let request: Awaited<ReturnType<typeof buildPushRequest>>;
  try {
    request = await buildPushRequest(env, sub, payload);
  } catch (err) {
    // Stored keys nothing can be encrypted for: the subscription is as good as gone.
    console.warn("push: a subscription's keys could not be used:", err instanceof Error ? err.message : err);
    return { kind: "gone", status: 0 };
  }
  let res: Response;
  try {
    res = await fetcher(target(env, sub.endpoint), { method: "POST", headers: request.headers, body: request.body });
  } catch {
    return { kind: "retry", status: null, retryAfter: null };
  }
  // The body is not needed; read it so the connection is released.
  await res.body?.cancel();
  return classify(res.status, res.headers.get("Retry-After"));
}
