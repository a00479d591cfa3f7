import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { AppEnv, UserRow } from "../app-env";
import { getDb, schema } from "../db/client";
import { unauthorized } from "../lib/http-error";
import { isRevoked, verifyToken, type TokenClaims } from "./tokens";

async function authenticate(env: AppEnv["Bindings"], header: string | undefined): Promise<{ user: UserRow; claims: TokenClaims } | null> {
  const match = header?.match(/^Bearer\s+(\S{1,4096})$/i);
  if (!match?.[1]) return null;
  const claims = await verifyToken(env, match[1]);
  if (!claims) return null;
  // Both lookups at once: every authenticated request waits for them.
  const [user, revoked] = await Promise.all([getDb(env.DB).query.users.findFirst({ where: eq(schema.users.id, claims.sub) }), isRevoked(env, claims.jti)]);
  // A deleted user, a token older than the last password change or "log out everywhere", or a logged-out token.
  if (!user || user.tokenVersion !== claims.ver || revoked) return null;
  return { user, claims };
}

/** The 401 for a token that no longer counts (expired, revoked, or its user's sessions renewed). */
export const sessionEnded = () => unauthorized("Your session has ended. Please sign in again.");

/** 401 unless the request carries a valid bearer token of an existing user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await authenticate(c.env, c.req.header("Authorization"));
  if (!auth) throw sessionEnded();
  c.set("user", auth.user);
  c.set("claims", auth.claims);
  await next();
});

export { authenticate };
