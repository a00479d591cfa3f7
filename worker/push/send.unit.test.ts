// The Web Push request as a push service and a browser see it: VAPID JWT claims and expiry
// (RFC 8292), and a body the subscription's private key decrypts (RFC 8291), checked with
// independent implementations (jose for the JWT, http_ece for the encryption).
import { createECDH } from "node:crypto";
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { decryptPushBody } from "../test/push-stub/server.mjs";
import VAPID from "../test/push-stub/test-bindings.json" with { type: "json" };
import { testPayload } from "../reminders/messages";
import { buildPushRequest, classify, PUSH_TTL_SECONDS, retryAfterSeconds } from "./send";
import { retryDelay } from "../jobs/reminders-consumer";

function browser() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    sub: {
      endpoint: "https://updates.push.services.mozilla.com/wpush/v2/abc?x=1",
      p256dh: ecdh.getPublicKey("base64url"),
      auth: crypto.getRandomValues(Buffer.alloc(16)).toString("base64url"),
    },
    privateKey: ecdh.getPrivateKey("base64url"),
  };
}

const body64 = (body: unknown) => Buffer.from(body as Uint8Array).toString("base64");

describe("the push request", () => {
  it("decrypts with the subscription's private key to the payload, and with no other key", async () => {
    const b = browser();
    const req = await buildPushRequest(VAPID, b.sub, testPayload());
    expect(req.headers["content-encoding"]).toBe("aes128gcm");
    const plain = decryptPushBody({ body: body64(req.body), privateKey: b.privateKey, publicKey: b.sub.p256dh, auth: b.sub.auth });
    expect(JSON.parse(plain)).toEqual(testPayload());
    const other = browser();
    expect(() => decryptPushBody({ body: body64(req.body), privateKey: other.privateKey, auth: b.sub.auth })).toThrow();
    // Padded to a constant size: the length says nothing about the text.
    const longer = await buildPushRequest(VAPID, b.sub, { ...testPayload(), body: "x".repeat(900) });
    expect((longer.body as Uint8Array).byteLength).toBe((req.body as Uint8Array).byteLength);
  });

  it("carries a VAPID JWT signed with the server key: audience the push service's origin, subject, expiry within 24 h", async () => {
    const b = browser();
    const before = Math.floor(Date.now() / 1000);
    const req = await buildPushRequest(VAPID, b.sub, testPayload());
    const match = req.headers.authorization.match(/^vapid t=([^,]+), k=(.+)$/);
    expect(match?.[2]).toBe(VAPID.VAPID_PUBLIC_KEY);
    const jwt = match![1]!;
    expect(decodeProtectedHeader(jwt)).toEqual({ typ: "JWT", alg: "ES256" });
    const raw = Buffer.from(VAPID.VAPID_PUBLIC_KEY, "base64url");
    const key = await importJWK({ kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") }, "ES256");
    const { payload } = await jwtVerify(jwt, key, { audience: "https://updates.push.services.mozilla.com" });
    expect(payload.sub).toBe(VAPID.VAPID_SUBJECT);
    expect(payload.exp! - before).toBeGreaterThan(0);
    expect(payload.exp! - before).toBeLessThanOrEqual(24 * 3600);
    // Another server key does not verify it.
    const other = createECDH("prime256v1");
    other.generateKeys();
    const o = other.getPublicKey();
    const wrong = await importJWK({ kty: "EC", crv: "P-256", x: o.subarray(1, 33).toString("base64url"), y: o.subarray(33, 65).toString("base64url") }, "ES256");
    await expect(jwtVerify(jwt, wrong)).rejects.toThrow();
    expect(Number(req.headers.ttl)).toBe(PUSH_TTL_SECONDS);
  });

  it("refuses a subscription without https or with keys of the wrong size", async () => {
    const b = browser();
    await expect(buildPushRequest(VAPID, { ...b.sub, endpoint: "http://push.example.com/x" }, testPayload())).rejects.toThrow(/https/);
    await expect(buildPushRequest(VAPID, { ...b.sub, auth: Buffer.alloc(8).toString("base64url") }, testPayload())).rejects.toThrow(/16 bytes/);
  });
});

describe("what a push service's answer means", () => {
  it.each([
    [201, null, { kind: "sent", status: 201 }],
    [404, null, { kind: "gone", status: 404 }],
    [410, null, { kind: "gone", status: 410 }],
    [429, "120", { kind: "retry", status: 429, retryAfter: 120 }],
    [503, null, { kind: "retry", status: 503, retryAfter: null }],
    [500, null, { kind: "retry", status: 500, retryAfter: null }],
    [400, null, { kind: "rejected", status: 400 }],
    [403, null, { kind: "rejected", status: 403 }],
    [413, null, { kind: "rejected", status: 413 }],
  ])("%i (Retry-After %s)", (status, retryAfter, outcome) => {
    expect(classify(status, retryAfter)).toEqual(outcome);
  });

  it("reads Retry-After as seconds or a date, and backs off from 30 s doubling up to an hour", () => {
    const now = Date.UTC(2031, 0, 1, 12);
    expect(retryAfterSeconds("90", now)).toBe(90);
    expect(retryAfterSeconds(new Date(now + 45_000).toUTCString(), now)).toBe(45);
    expect(retryAfterSeconds("soon", now)).toBeNull();
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((a) => retryDelay(a, null))).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600]);
    expect(retryDelay(1, 7200)).toBe(3600);
    expect(retryDelay(1, 0)).toBe(1);
  });
});
