import { buildPushPayload } from "@block65/webcrypto-web-push";
import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { vapidKeys } from "./lib/env.mjs";

describe("the VAPID keys npm start writes into .dev.vars", () => {
  it("are a P-256 pair the push library signs with", async () => {
    const { publicKey, privateKey } = vapidKeys();
    const point = Buffer.from(publicKey, "base64url");
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
    // The public key is the private key's point.
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    expect(ecdh.getPublicKey("base64url")).toBe(publicKey);
    const browser = createECDH("prime256v1");
    browser.generateKeys();
    const req = await buildPushPayload(
      { data: "hi" },
      { endpoint: "https://push.example.com/x", expirationTime: null, keys: { p256dh: browser.getPublicKey("base64url"), auth: Buffer.alloc(16, 1).toString("base64url") } },
      { subject: "mailto:a@b.c", publicKey, privateKey },
    );
    expect(req.headers.authorization).toContain(`k=${publicKey}`);
  });
});
