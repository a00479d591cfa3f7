// Accounts in D1: signing up (one account per email, with a limit on how often one address may
// learn that an email is taken) and signing in (the password check, and a new hash when the stored
// one is weaker than today's). The routes are /api/auth (routes/auth); the rate limits per address
// and per email are applied there, the sign-in guard's delays by sign-in-guard.ts.
import { eq } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { HttpError, conflict } from "../lib/http-error";
import { newId } from "../lib/ids";
import { hit, peek, tooManyRequests } from "../lib/rate-limit";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";
import { refuseCommonPassword } from "./password-policy";
import type { SignInAttempt } from "./sign-in-guard";

/** 409s one address may see per hour: enough for a person who forgot they signed up, too few to test a list of emails. */
export const REGISTER_CONFLICT_LIMIT = 5;
const CONFLICT_WINDOW_MS = 3_600_000;
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
const EXISTS = "An account with this email already exists. Try signing in instead.";
const windowEnd = (windowMs: number, now = Date.now()) => now - (now % windowMs) + windowMs;
const conflictKey = (address: string) => `auth:register:conflict:${address}`;

/**
 * A 409 says the email has an account: needed by the sign-up form, and a way to test a list of
 * emails. Past the limit every sign-up from the address is refused before the lookup, so the answer
 * no longer depends on the email.
 */
async function registerConflict(d1: D1Database, address: string): Promise<HttpError> {
  const result = await hit(d1, conflictKey(address), REGISTER_CONFLICT_LIMIT, CONFLICT_WINDOW_MS);
  return result.allowed ? conflict(EXISTS) : tooManyRequests(result, TOO_MANY);
}

/** A new account, or a 409 (a 429 past the limit) when the email has one. `address` is the client's. */
export async function createAccount(env: Env, address: string, body: { email: string; name: string; password: string; timeZone?: string | undefined }): Promise<UserRow> {
  const conflicts = await peek(env.DB, conflictKey(address), CONFLICT_WINDOW_MS);
  if (conflicts >= REGISTER_CONFLICT_LIMIT) throw tooManyRequests({ resetAt: windowEnd(CONFLICT_WINDOW_MS) }, TOO_MANY);
  await refuseCommonPassword("password", body.password, body.email, body.name);
  const db = getDb(env.DB);
  const existing = await db.query.users.findFirst({ where: eq(schema.users.email, body.email), columns: { id: true } });
  if (existing) throw await registerConflict(env.DB, address);
  const passwordHash = await hashPassword(body.password);
  const [user] = await db
    .insert(schema.users)
    .values({ id: newId(), email: body.email, name: body.name, passwordHash, timeZone: body.timeZone ?? "UTC" })
    .onConflictDoNothing()
    .returning();
  if (!user) throw await registerConflict(env.DB, address);
  return user;
}

/** The account whose password this is, or 401; the attempt is reported to the sign-in guard either way. */
export async function signIn(env: Env, attempt: SignInAttempt, email: string, password: string): Promise<UserRow> {
  const db = getDb(env.DB);
  const user = await db.query.users.findFirst({ where: eq(schema.users.email, email) });
  if (!user) {
    await burnPasswordCheck(password);
    await attempt.failed();
    throw new HttpError(401, "Invalid email or password");
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    await attempt.failed();
    throw new HttpError(401, "Invalid email or password");
  }
  await attempt.succeeded();
  if (needsRehash(user.passwordHash)) {
    await db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(schema.users.id, user.id));
  }
  return user;
}
