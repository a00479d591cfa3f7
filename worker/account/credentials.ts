// The person's password and sessions: checking the current password before a change that needs it,
// changing it, and renewing the session (a new token version ends every other device's token). The
// routes are /api/account (routes/account), which count password checks against the rate limit.
import { eq, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { hashPassword, verifyPassword } from "../auth/password";
import { sessionEnded } from "../auth/middleware";
import { refuseCommonPassword } from "../auth/password-policy";
import { toUser } from "../auth/serialize";
import { issueToken } from "../auth/tokens";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { badRequest, forbidden } from "../lib/http-error";
import { PASSWORD_CHANGED_MESSAGE, WRONG_PASSWORD_MESSAGE, type SessionRenewedResponse } from "../../shared/contract/account";

/** A 403 unless `password` is the person's current password. */
export async function requireCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) throw forbidden(WRONG_PASSWORD_MESSAGE);
}

/** Bumps the token version (ending every token of the person) and returns a new one for this device. */
export async function renewSession(env: Env, user: UserRow, changes: Partial<UserRow>, message: string): Promise<SessionRenewedResponse> {
  const [row] = await getDb(env.DB)
    .update(schema.users)
    .set({ ...changes, tokenVersion: sql`${schema.users.tokenVersion} + 1` })
    .where(eq(schema.users.id, user.id))
    .returning();
  if (!row) throw sessionEnded();
  return { token: await issueToken(env, row.id, row.tokenVersion), user: toUser(row), message };
}

/**
 * A new password and a renewed session for this device. The caller has checked `currentPassword`
 * (requireCurrentPassword, after the rate limit on password checks).
 */
export async function changePassword(env: Env, user: UserRow, currentPassword: string, newPassword: string): Promise<SessionRenewedResponse> {
  if (newPassword === currentPassword) throw badRequest("newPassword: Choose a password different from your current one.");
  await refuseCommonPassword("newPassword", newPassword, user.email, user.name);
  return renewSession(env, user, { passwordHash: await hashPassword(newPassword) }, PASSWORD_CHANGED_MESSAGE);
}
