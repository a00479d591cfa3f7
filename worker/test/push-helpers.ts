// A browser's side of Web Push for tests: a P-256 key pair and auth secret made with Web Crypto
// (the test holds the private key, so it can decrypt what the Worker sent), and the push-service
// stub's records (worker/test/push-stub/server.mjs).
import { env } from "./helpers";

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

export interface BrowserKeys {
  p256dh: string;
  auth: string;
  privateKey: string;
}

export async function browserKeys(): Promise<BrowserKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const pub = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { p256dh: b64url(pub), auth: b64url(crypto.getRandomValues(new Uint8Array(16))), privateKey: jwk.d! };
}

let n = 0;
/** A push endpoint at a real push service's host; the stub answers `status` for it. */
export const endpointFor = (behaviour = "ok") => `https://fcm.googleapis.com/fcm/send/${behaviour}/t${Date.now().toString(36)}${++n}`;

export interface StubRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The stub path of an endpoint: "/<host><path>". */
export const stubPath = (endpoint: string) => {
  const u = new URL(endpoint);
  return `/${u.hostname}${u.pathname}`;
};

export async function stubRequests(endpoint: string): Promise<StubRequest[]> {
  const res = await fetch(`${env.PUSH_API_BASE}/__stub/requests?path=${encodeURIComponent(stubPath(endpoint))}`);
  return (await res.json()) as StubRequest[];
}

/** Decrypts a body the push service received, with the browser's private key (in Node, by http_ece). */
export async function decrypt(body: string, keys: BrowserKeys): Promise<unknown> {
  const res = await fetch(`${env.PUSH_API_BASE}/__stub/decrypt`, {
    method: "POST",
    body: JSON.stringify({ body, privateKey: keys.privateKey, publicKey: keys.p256dh, auth: keys.auth }),
  });
  const json = (await res.json()) as { plaintext?: string; error?: string };
  if (!json.plaintext) throw new Error(`decrypt failed: ${json.error}`);
  return JSON.parse(json.plaintext);
}

export async function seedSubscription(userId: string, endpoint: string, keys: Pick<BrowserKeys, "p256dh" | "auth">): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth) VALUES (?1, ?2, ?3, ?4, ?5)").bind(id, userId, endpoint, keys.p256dh, keys.auth).run();
  return id;
}

/** Reminder settings straight into D1: hours as local hours, days as ISO weekdays. */
export async function seedReminders(userId: string, opts: { hours: number[]; days?: number[]; skipIfWritten?: boolean; enabled?: boolean }) {
  const hours = opts.hours.reduce((m, h) => m | (1 << h), 0);
  const days = (opts.days ?? [1, 2, 3, 4, 5, 6, 7]).reduce((m, d) => m | (1 << (d - 1)), 0);
  await env.DB.prepare("INSERT INTO reminder_settings (user_id, enabled, hours_mask, days_mask, skip_if_written, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, 0)")
    .bind(userId, opts.enabled === false ? 0 : 1, hours, days, opts.skipIfWritten === false ? 0 : 1)
    .run();
}
