import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "../../auth/password";
import { requireUser } from "../../auth/middleware";
import { toUser } from "../../auth/serialize";
import { issueToken, revokeToken } from "../../auth/tokens";
import { getDb, schema } from "../../db/client";
import { refuseCommonPassword } from "../../auth/password-policy";
import { authLimit, beginSignIn } from "../../auth/sign-in-guard";
import { RESET_EMAIL_NOT_CONFIGURED, missingConfiguration, requireAppOrigin } from "../../lib/deployment";
import { sendEmail } from "../../lib/email";
import { HttpError, badRequest, conflict } from "../../lib/http-error";
import { newId, randomToken, sha256Hex } from "../../lib/ids";
import { logError } from "../../lib/log";
import { hit, peek, tooManyRequests } from "../../lib/rate-limit";
import { limitRate } from "../../lib/rate-limits";
import { clientAddress, logPlace } from "../../lib/request-info";
import { PRODUCT_NAME } from "../../../shared/brand";
import { jsonBody } from "../../lib/validate";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from "../../../shared/contract/auth";

const RESET_TTL_SECONDS = 3600;
/** 409s one address may see per hour: enough for a person who forgot they signed up, too few to test a list of emails. */
export const REGISTER_CONFLICT_LIMIT = 5;
const CONFLICT_WINDOW_MS = 3_600_000;
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const EXISTS = "An account with this email already exists. Try signing in instead.";
const resetKey = (hash: string) => `pwreset:${hash}`;
/** userId null: the decoy written for an unknown email (its token was never sent anywhere). */
type ResetRecord = { userId: string | null; ver: number };
const windowEnd = (windowMs: number, now = Date.now()) => now - (now % windowMs) + windowMs;

export const authRoutes = new Hono<AppEnv>();

/** Per address and per email, so neither one machine nor one target inbox can be hammered. Sign-in has its own guard. */
async function limitAuth(c: AppContext, action: string, email?: string) {
  const limit = authLimit(c.env);
  await limitRate(c.env.DB, "auth", `${action}:ip:${clientAddress(c)}`, { limit });
  if (email) await limitRate(c.env.DB, "auth", `${action}:email:${email}`, { limit });
}

/**
 * A 409 says the email has an account: needed by the sign-up form, and a way to test a list of
 * emails. Past the limit every sign-up from the address is refused before the lookup, so the answer
 * no longer depends on the email.
 */
async function registerConflict(c: AppContext): Promise<HttpError> {
  const result = await hit(c.env.DB, `auth:register:conflict:${clientAddress(c)}`, REGISTER_CONFLICT_LIMIT, CONFLICT_WINDOW_MS);
  return result.allowed ? conflict(EXISTS) : tooManyRequests(result, TOO_MANY);
}

authRoutes.post("/register", async (c) => {
  const body = await jsonBody(c, registerRequest);
  await limitAuth(c, "register", body.email);
  const conflicts = await peek(c.env.DB, `auth:register:conflict:${clientAddress(c)}`, CONFLICT_WINDOW_MS);
  if (conflicts >= REGISTER_CONFLICT_LIMIT) throw tooManyRequests({ resetAt: windowEnd(CONFLICT_WINDOW_MS) }, TOO_MANY);
  await refuseCommonPassword("password", body.password, body.email, body.name);
  const db = getDb(c.env.DB);
  const existing = await db.query.users.findFirst({ where: eq(schema.users.email, body.email), columns: { id: true } });
  if (existing) throw await registerConflict(c);
  const passwordHash = await hashPassword(body.password);
  const [user] = await db
    .insert(schema.users)
    .values({ id: newId(), email: body.email, name: body.name, passwordHash, timeZone: body.timeZone ?? "UTC" })
    .onConflictDoNothing()
    .returning();
  if (!user) throw await registerConflict(c);
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) }, 201);
});

authRoutes.post("/login", async (c) => {
  const body = await jsonBody(c, loginRequest);
  const attempt = await beginSignIn(c, body.email);
  const db = getDb(c.env.DB);
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, body.email) });
  if (!user) {
    await burnPasswordCheck(body.password);
    await attempt.failed();
    throw new HttpError(401, "Invalid email or password");
  }
  if (!(await verifyPassword(body.password, user.passwordHash))) {
    await attempt.failed();
    throw new HttpError(401, "Invalid email or password");
  }
  await attempt.succeeded();
  if (needsRehash(user.passwordHash)) {
    await db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(schema.users.id, user.id));
  }
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) });
});

authRoutes.post("/forgot-password", async (c) => {
  const { email } = await jsonBody(c, forgotPasswordRequest);
  const missing = missingConfiguration(c.env);
  if (missing.length > 0) {
    // Only the fact: no email, no link. /api/health names what is missing.
    logError({ ...logPlace(c), note: `password reset email is not configured (${missing.join(", ")}); answered 503` });
    throw new HttpError(503, RESET_EMAIL_NOT_CONFIGURED);
  }
  await limitAuth(c, "forgot", email);
  const user = await getDb(c.env.DB).query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true, tokenVersion: true } });
  // The same work for known and unknown emails, so the answer's timing tells nothing: a random
  // token, its hash, and a KV write handed to waitUntil. For an unknown email the record names no
  // one and its token is never sent, so it can never reset anything. Stored hashed; the token
  // version makes a real one single-use (a reset bumps the version).
  const token = randomToken();
  const record: ResetRecord = user ? { userId: user.id, ver: user.tokenVersion } : { userId: null, ver: 0 };
  c.executionCtx.waitUntil(c.env.KV.put(resetKey(await sha256Hex(token)), JSON.stringify(record), { expirationTtl: RESET_TTL_SECONDS }));
  if (user) {
    const link = `${requireAppOrigin(c)}/reset-password?token=${encodeURIComponent(token)}`;
    c.executionCtx.waitUntil(
      sendEmail(c.env, {
        to: email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here (the link works once, for 1 hour):\n${link}\n\nIf it wasn't you, ignore this email: your password stays the same.`,
      }),
    );
  }
  return c.json({ message: FORGOT_PASSWORD_MESSAGE });
});

authRoutes.post("/reset-password", async (c) => {
  const body = await jsonBody(c, resetPasswordRequest);
  await limitAuth(c, "reset");
  const key = resetKey(await sha256Hex(body.token));
  const stored = await c.env.KV.get<ResetRecord>(key, "json");
  const invalid = badRequest("This reset link is invalid or has expired. Please ask for a new one.");
  if (typeof stored?.userId !== "string") throw invalid;
  // Before the link is spent: a refused password leaves the link usable for a better one.
  await refuseCommonPassword("password", body.password);
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
