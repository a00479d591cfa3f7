import { SignJWT, jwtVerify } from "jose";
import type { Env } from "../env";

const ISSUER = "clearday";
const AUDIENCE = "clearday-web";
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface TokenClaims {
  sub: string;
  /** users.token_version at issue time: bumping the column ends every older token. */
  ver: number;
  jti: string;
  exp: number;
}

const secretKey = (env: Env) => {
  if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  return new TextEncoder().encode(env.JWT_SECRET);
};

export async function issueToken(env: Env, userId: string, tokenVersion: number): Promise<string> {
  return new SignJWT({ ver: tokenVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setJti(crypto.randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(secretKey(env));
}

/** Returns the claims of a valid token, or null for anything tampered, expired, unsigned or foreign. */
export async function verifyToken(env: Env, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(env), { algorithms: ["HS256"], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.jti !== "string" || typeof payload.exp !== "number") {
      return null;
    }
    return { sub: payload.sub, ver: payload.ver, jti: payload.jti, exp: payload.exp };
  } catch {
    return null;
  }
}

const revokedKey = (jti: string) => `revoked-jti:${jti}`;

/** Ends one token (logout) until it would have expired anyway. */
export async function revokeToken(env: Env, claims: TokenClaims): Promise<void> {
  const ttl = Math.max(60, claims.exp - Math.floor(Date.now() / 1000));
  await env.KV.put(revokedKey(claims.jti), "1", { expirationTtl: ttl });
}

export async function isRevoked(env: Env, jti: string): Promise<boolean> {
  return (await env.KV.get(revokedKey(jti))) !== null;
}
