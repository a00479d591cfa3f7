import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import { requireUser } from "../../auth/middleware";
import { toUser } from "../../auth/serialize";
import { issueToken, revokeToken } from "../../auth/tokens";
import { getDb, schema } from "../../db/client";
import { sendEmail } from "../../lib/email";
import { HttpError, badRequest, conflict } from "../../lib/http-error";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import { enforce } from "../../lib/rate-limit";
import { clientAddress } from "../../lib/request-info";
import { jsonBody } from "../../lib/validate";
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordRequest,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
} from "../../shared/contract/auth";

const RESET_TTL_SECONDS = 3600;
const AUTH_WINDOW_MS = 15 * 60_000;
const resetKey = (hash: string) => `pwreset:${hash}`;

export const authRoutes = new Hono<AppEnv>();

/** Per address and per email, so neither one machine nor one target account can be hammered. */
async function limitAuth(c: AppContext, action: string, email?: string) {
  const limit = Number(c.env.AUTH_RATE_LIMIT ?? 10);
  const message = "Too many attempts. Please wait a few minutes and try again.";
  await enforce(c.env.DB, `auth:${action}:ip:${clientAddress(c)}`, limit, AUTH_WINDOW_MS, message);
  if (email) await enforce(c.env.DB, `auth:${action}:email:${email}`, limit, AUTH_WINDOW_MS, message);
}

authRoutes.post("/register", async (c) => {
  const body = await jsonBody(c, registerRequest);
  await limitAuth(c, "register", body.email);
  const db = getDb(c.env.DB);
  const existing = await db.query.users.findFirst({ where: eq(schema.users.email, body.email), columns: { id: true } });
  if (existing) throw conflict("An account with this email already exists. Try signing in instead.");
  const passwordHash = await hashPassword(body.password);
  const [user] = await db
    .insert(schema.users)
    .values({ id: newId(), email: body.email, name: body.name, passwordHash, timeZone: body.timeZone ?? "UTC" })
    .onConflictDoNothing()
    .returning();
  if (!user) throw conflict("An account with this email already exists. Try signing in instead.");
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) }, 201);
});

authRoutes.post("/login", async (c) => {
  const body = await jsonBody(c, loginRequest);
  await limitAuth(c, "login", body.email);
  const db = getDb(c.env.DB);
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, body.email) });
  if (!user) {
    await burnPasswordCheck(body.password);
    throw new HttpError(401, "Invalid email or password");
  }
  if (!(await verifyPassword(body.password, user.passwordHash))) throw new HttpError(401, "Invalid email or password");
  if (needsRehash(user.passwordHash)) {
    await db.update(schema.users).set({ passwordHash: await hashPassword(body.password) }).where(eq(schema.users.id, user.id));
  }
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) });
});

authRoutes.post("/forgot-password", async (c) => {
  const { email } = await jsonBody(c, forgotPasswordRequest);
  await limitAuth(c, "forgot", email);
  const user = await getDb(c.env.DB).query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true, tokenVersion: true } });
  if (user) {
    const token = randomToken();
    // Stored hashed; the token version makes it single-use (a reset bumps the version).
    await c.env.KV.put(resetKey(await sha256Hex(token)), JSON.stringify({ userId: user.id, ver: user.tokenVersion }), {
      expirationTtl: RESET_TTL_SECONDS,
    });
    const base = c.env.APP_URL ?? new URL(c.req.url).origin;
    const link = `${base}/reset-password?token=${encodeURIComponent(token)}`;
    const send = sendEmail(c.env, {
      to: email,
      subject: "Reset your Clearday password",
      text: `Someone asked to reset the password of your Clearday account.\n\nChoose a new password here (the link works once, for 1 hour):\n${link}\n\nIf it wasn't you, ignore this email: your password stays the same.`,
    });
    // Sending in the background keeps the answer's timing the same for known and unknown emails.
    c.executionCtx.waitUntil(send);
  }
  return c.json({ message: FORGOT_PASSWORD_MESSAGE });
});

authRoutes.post("/reset-password", async (c) => {
  const body = await jsonBody(c, resetPasswordRequest);
  await limitAuth(c, "reset");
  const key = resetKey(await sha256Hex(body.token));
  const stored = await c.env.KV.get<{ userId: string; ver: number }>(key, "json");
  const invalid = badRequest("This reset link is invalid or has expired. Please ask for a new one.");
  if (!stored) throw invalid;
  await c.env.KV.delete(key);
  const passwordHash = await hashPassword(body.password);
  // Compare-and-set on the token version: a second use of the same link changes nothing.
  const [user] = await getDb(c.env.DB)
    .update(schema.users)
    .set({ passwordHash, tokenVersion: sql`${schema.users.tokenVersion} + 1` })
    .where(sql`${schema.users.id} = ${stored.userId} AND ${schema.users.tokenVersion} = ${stored.ver}`)
    .returning();
  if (!user) throw invalid;
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) });
});

authRoutes.post("/logout", requireUser, async (c) => {
  await revokeToken(c.env, c.get("claims"));
  return c.json({ message: "Signed out." });
});
