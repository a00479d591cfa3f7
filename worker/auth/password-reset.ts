// Password reset: the emailed one-use link (a token whose hash is kept in KV for an hour) and the
// new password it sets. The routes are /api/auth/forgot-password and /api/auth/reset-password
// (routes/auth), which check the email setup and apply the rate limits.
import { eq, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { sendEmail } from "../lib/email";
import { badRequest } from "../lib/http-error";
import { randomToken, sha256Hex } from "../lib/ids";
import { hashPassword } from "./password";
import { refuseCommonPassword } from "./password-policy";
import { PRODUCT_NAME } from "../../shared/brand";

const RESET_TTL_SECONDS = 3600;
const resetKey = (hash: string) => `pwreset:${hash}`;
/** userId null: the decoy written for an unknown email (its token was never sent anywhere). */
type ResetRecord = { userId: string | null; ver: number };

/**
 * Writes a reset token for the email and, when it has an account, sends the link. `appOrigin` is
 * asked only then (it may refuse with a 503 when the address is not configured).
 */
export async function sendResetLink(env: Env, email: string, appOrigin: () => string, waitUntil: (p: Promise<unknown>) => void): Promise<void> {
  const user = await getDb(env.DB).query.users.findFirst({ where: eq(schema.users.email, email), columns: { id: true, tokenVersion: true } });
  // The same work for known and unknown emails, so the answer's timing tells nothing: a random
  // token, its hash, and a KV write handed to waitUntil. For an unknown email the record names no
  // one and its token is never sent, so it can never reset anything. Stored hashed; the token
  // version makes a real one single-use (a reset bumps the version).
  const token = randomToken();
  const record: ResetRecord = user ? { userId: user.id, ver: user.tokenVersion } : { userId: null, ver: 0 };
  waitUntil(env.KV.put(resetKey(await sha256Hex(token)), JSON.stringify(record), { expirationTtl: RESET_TTL_SECONDS }));
  if (user) {
    const link = `${appOrigin()}/reset-password?token=${encodeURIComponent(token)}`;
    waitUntil(
      sendEmail(env, {
        to: email,
        subject: `Reset your ${PRODUCT_NAME} password`,
        text: `Someone asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here (the link works once, for 1 hour):\n${link}\n\nIf it wasn't you, ignore this email: your password stays the same.`,
      }),
    );
  }
}

/** Sets the new password the link's token allows (once), or 400 when the link is invalid, spent or expired. */
export async function resetPassword(env: Env, token: string, password: string): Promise<UserRow> {
  const key = resetKey(await sha256Hex(token));
  const stored = await env.KV.get<ResetRecord>(key, "json");
  const invalid = badRequest("This reset link is invalid or has expired. Please ask for a new one.");
  if (typeof stored?.userId !== "string") throw invalid;
  // Before the link is spent: a refused password leaves the link usable for a better one.
  await refuseCommonPassword("password", password);
  await env.KV.delete(key);
  const passwordHash = await hashPassword(password);
  // Compare-and-set on the token version: a second use of the same link changes nothing.
  const [user] = await getDb(env.DB)
    .update(schema.users)
    .set({ passwordHash, tokenVersion: sql`${schema.users.tokenVersion} + 1` })
    .where(sql`${schema.users.id} = ${stored.userId} AND ${schema.users.tokenVersion} = ${stored.ver}`)
    .returning();
  if (!user) throw invalid;
  return user;
}
