import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { api, countRows, env, holdClockInOneWindow, registerUser, uniqueEmail } from "./helpers";

const secret = () => new TextEncoder().encode(env.JWT_SECRET);

async function resetTokenFor(email: string): Promise<string> {
  // The link goes to the log locally; tests read the token by listing KV (only hashes are stored),
  // so they capture the link from the email log instead.
  const logs: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => logs.push(args.join(" "));
  try {
    const res = await api("/api/auth/forgot-password", { body: { email } });
    // api() returns once the email work (waitUntil) is done: the link is in the log by now.
    expect(res.status).toBe(200);
  } finally {
    console.log = original;
  }
  const line = logs.find((l) => l.includes("reset-password?token="));
  if (!line) throw new Error("no reset link was logged");
  return decodeURIComponent(line.match(/token=([^\s]+)/)![1]!);
}

describe("POST /api/auth/register", () => {
  it("creates the account and returns a token and a safe user", async () => {
    const email = `  ${uniqueEmail().toUpperCase()} `;
    const res = await api("/api/auth/register", { body: { email, password: "secret1", name: "Ana", termsAccepted: true } });
    expect(res.status).toBe(201);
    expect(res.json.token).toEqual(expect.any(String));
    expect(res.json.user).toMatchObject({ email: email.trim().toLowerCase(), name: "Ana", subscriptionTier: "free" });
    const keys = Object.keys(res.json.user).join(",");
    expect(keys).not.toMatch(/password|hash|reset|stripe|tokenVersion/i);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?1").bind(email.trim().toLowerCase()).first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it("refuses a registered email with 409", async () => {
    const { email } = await registerUser();
    const res = await api("/api/auth/register", { body: { email, password: "secret1", name: "B", termsAccepted: true } });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/already exists/);
  });

  it.each([
    ["no terms", { password: "secret1", name: "A", termsAccepted: false }, /termsAccepted/],
    ["short password", { password: "12345", name: "A", termsAccepted: true }, /password: .*at least 6/],
    ["long password", { password: "x".repeat(129), name: "A", termsAccepted: true }, /password/],
    ["no name", { password: "secret1", name: "  ", termsAccepted: true }, /name/],
    ["bad email", { email: "not-an-email", password: "secret1", name: "A", termsAccepted: true }, /email/],
    ["huge email", { email: `${"a".repeat(300)}@x.com`, password: "secret1", name: "A", termsAccepted: true }, /email/],
    ["number name", { password: "secret1", name: 5, termsAccepted: true }, /name/],
  ])("rejects %s with a 400 naming the field and writes nothing", async (_label, fields, pattern) => {
    const email = uniqueEmail();
    const res = await api("/api/auth/register", { body: { email, ...fields } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(pattern);
    expect(await countRows("users", "email = ?1", (fields as { email?: string }).email ?? email)).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await api("/api/auth/register", { raw: "{not json" });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/valid JSON/);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password", async () => {
    const { email, password } = await registerUser();
    const res = await api("/api/auth/login", { body: { email: email.toUpperCase(), password } });
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(email);
  });

  it("answers wrong password and unknown email the same way", async () => {
    const { email } = await registerUser();
    const wrong = await api("/api/auth/login", { body: { email, password: "wrong-pass" } });
    const unknown = await api("/api/auth/login", { body: { email: uniqueEmail(), password: "wrong-pass" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ message: "Invalid email or password" });
    expect(unknown.json).toEqual(wrong.json);
  });

  it("rejects missing fields with 400", async () => {
    expect((await api("/api/auth/login", { body: { email: "a@b.co" } })).status).toBe(400);
    expect((await api("/api/auth/login", { body: [] })).status).toBe(400);
  });
});

describe("tokens", () => {
  it("profile needs a valid token", async () => {
    const { token, user } = await registerUser();
    expect((await api("/api/user/profile", { token })).json).toEqual(user);
    expect((await api("/api/user/profile")).status).toBe(401);
    expect((await api("/api/user/profile", { token: token.slice(0, -2) + "xx" })).status).toBe(401);
  });

  it("refuses alg:none, expired, wrong audience and deleted-user tokens", async () => {
    const { user } = await registerUser();
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" }))}.${btoa(JSON.stringify({ sub: user.id, ver: 0, jti: "x", iss: "clearday", aud: "clearday-web", exp: 9999999999 }))}.`;
    expect((await api("/api/user/profile", { token: none })).status).toBe(401);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setJti("j1")
      .setIssuer("clearday")
      .setAudience("clearday-web")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret());
    expect((await api("/api/user/profile", { token: expired })).status).toBe(401);
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setJti("j2")
      .setIssuer("clearday")
      .setAudience("someone-else")
      .setExpirationTime("1h")
      .sign(secret());
    expect((await api("/api/user/profile", { token: foreign })).status).toBe(401);
    const ghost = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(crypto.randomUUID())
      .setJti("j3")
      .setIssuer("clearday")
      .setAudience("clearday-web")
      .setExpirationTime("1h")
      .sign(secret());
    const res = await api("/api/user/profile", { token: ghost });
    expect(res.status).toBe(401);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it("logout ends that token only", async () => {
    const { token, email, password } = await registerUser();
    const other = (await api("/api/auth/login", { body: { email, password } })).json.token;
    expect((await api("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    expect((await api("/api/user/profile", { token })).status).toBe(401);
    expect((await api("/api/user/profile", { token: other })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails", async () => {
    const { email } = await registerUser();
    const a = await api("/api/auth/forgot-password", { body: { email } });
    const b = await api("/api/auth/forgot-password", { body: { email: uniqueEmail() } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json).toEqual(b.json);
  });

  it("sets the new password, ends old tokens, and works once", async () => {
    const { email, token: oldToken } = await registerUser();
    const resetToken = await resetTokenFor(email);
    const res = await api("/api/auth/reset-password", { body: { token: resetToken, password: "brand new pass" } });
    expect(res.status).toBe(200);
    expect((await api("/api/user/profile", { token: oldToken })).status).toBe(401);
    expect((await api("/api/user/profile", { token: res.json.token })).status).toBe(200);
    expect((await api("/api/auth/login", { body: { email, password: "brand new pass" } })).status).toBe(200);
    const again = await api("/api/auth/reset-password", { body: { token: resetToken, password: "another pass" } });
    expect(again.status).toBe(400);
    expect((await api("/api/auth/login", { body: { email, password: "another pass" } })).status).toBe(401);
  });

  it("rejects an unknown token and a short password", async () => {
    expect((await api("/api/auth/reset-password", { body: { token: "x".repeat(43), password: "long enough" } })).status).toBe(400);
    expect((await api("/api/auth/reset-password", { body: { token: "x".repeat(43), password: "123" } })).json.message).toMatch(/password/);
  });
});

describe("common passwords", () => {
  const MESSAGE = "This password is too common and easy to guess. Please choose a different one.";

  it.each(["123456", "password", "aaaaaa", "      ", "qwerty123", "Password1"])("sign-up refuses %j with a clear 400 and creates nothing", async (password) => {
    const email = uniqueEmail();
    const res = await api("/api/auth/register", { body: { email, password, name: "Ana", termsAccepted: true } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`password: ${MESSAGE}`);
    expect(await countRows("users", "email = ?1", email)).toBe(0);
  });

  it("a password made of the person's own name or email is as easy to guess", async () => {
    const email = uniqueEmail("marguerite");
    const res = await api("/api/auth/register", { body: { email, password: "Marguerite", name: "Marguerite", termsAccepted: true } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`password: ${MESSAGE}`);
  });

  it("the minimum stays 6: a short but uncommon password is accepted", async () => {
    const res = await api("/api/auth/register", { body: { email: uniqueEmail(), password: "tulip7", name: "Ana", termsAccepted: true } });
    expect(res.status).toBe(201);
  });

  it("a reset to a common password is refused and leaves the link usable; a password change too", async () => {
    const { email, token } = await registerUser();
    const resetToken = await resetTokenFor(email);
    const refused = await api("/api/auth/reset-password", { body: { token: resetToken, password: "password" } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(`password: ${MESSAGE}`);
    expect((await api("/api/user/profile", { token })).status).toBe(200);
    expect((await api("/api/auth/reset-password", { body: { token: resetToken, password: "a calmer evening" } })).status).toBe(200);

    const me = await registerUser();
    const change = await api("/api/account/password", { token: me.token, body: { currentPassword: me.password, newPassword: "123456" } });
    expect(change.status).toBe(400);
    expect(change.json.message).toBe(`newPassword: ${MESSAGE}`);
    expect((await api("/api/auth/login", { body: { email: me.email, password: me.password } })).status).toBe(200);
  });
});

describe("registering an existing email cannot test a list of emails", () => {
  it("an address sees at most 5 409s an hour; then every sign-up from it is refused, whatever the email", async () => {
    const ip = { "CF-Connecting-IP": "10.66.0.9" };
    const taken = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
    const statuses: number[] = [];
    for (const p of taken) statuses.push((await api("/api/auth/register", { body: { email: p.email, password: "secret1", name: "B", termsAccepted: true }, headers: ip })).status);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // A free email now gets the same refusal, so the answer says nothing about the email.
    const fresh = uniqueEmail();
    const res = await api("/api/auth/register", { body: { email: fresh, password: "secret1", name: "B", termsAccepted: true }, headers: ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await countRows("users", "email = ?1", fresh)).toBe(0);
    // Another address is not affected.
    expect(
      (await api("/api/auth/register", { body: { email: fresh, password: "secret1", name: "B", termsAccepted: true }, headers: { "CF-Connecting-IP": "10.66.0.10" } })).status,
    ).toBe(201);
  });
});

describe("rate limits", () => {
  holdClockInOneWindow();
  it("answers 429 with Retry-After after too many failed logins for one email from one address", async () => {
    const { email } = await registerUser();
    const pairLimit = Math.ceil(Number(env.AUTH_RATE_LIMIT ?? 10) / 2);
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i <= pairLimit; i++) {
      const res = await api("/api/auth/login", { body: { email, password: "wrong-pass" }, headers: { "CF-Connecting-IP": "10.0.0.200" } });
      last = res.status;
      retryAfter = res.headers.get("Retry-After");
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
