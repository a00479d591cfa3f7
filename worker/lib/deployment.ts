// What a production deployment must be given, and the address every absolute link starts with.
// Production is ENVIRONMENT=production (wrangler.toml's [env.production]); anything else is a local,
// test or e2e run, where a reset link is printed to the terminal and links follow the request.
// docs/decisions/0071-production-configuration.md
import type { AppContext } from "../app-env";
import type { Env } from "../env";
import { HttpError } from "./http-error";

type ConfigEnv = Pick<Env, "ENVIRONMENT" | "APP_URL" | "EMAIL_API_URL" | "EMAIL_API_KEY">;

export const isProduction = (env: Pick<Env, "ENVIRONMENT">) => env.ENVIRONMENT === "production";

export const RESET_EMAIL_NOT_CONFIGURED = "Password reset email is not configured";
export const ADDRESS_NOT_CONFIGURED = "This server's public address is not configured, so links can't be made yet. Please try again later.";

/** APP_URL's origin when it is a usable address (https in production), else null. */
function configuredOrigin(env: ConfigEnv): string | null {
  const raw = env.APP_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === "https:" || (url.protocol === "http:" && !isProduction(env))) return url.origin;
  } catch {
    // not a URL: treated as missing
  }
  return null;
}

export const emailProviderConfigured = (env: ConfigEnv) => Boolean(env.EMAIL_API_URL?.trim() && env.EMAIL_API_KEY?.trim());

/** The settings production needs and lacks (names only, never values). Empty outside production. */
export function missingConfiguration(env: ConfigEnv): string[] {
  if (!isProduction(env)) return [];
  const missing: string[] = [];
  if (!configuredOrigin(env)) missing.push("APP_URL");
  if (!env.EMAIL_API_URL?.trim()) missing.push("EMAIL_API_URL");
  if (!env.EMAIL_API_KEY?.trim()) missing.push("EMAIL_API_KEY");
  return missing;
}

/**
 * The origin absolute links start with. Production: APP_URL and nothing else (the Host header is
 * the caller's to choose, so a link built from it could point anywhere); null when it is missing.
 * Elsewhere: APP_URL, else the request's own origin.
 */
export function appOrigin(env: ConfigEnv, requestUrl: string): string | null {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  return isProduction(env) ? null : new URL(requestUrl).origin;
}

/** appOrigin for a link the answer cannot do without: a 503 when production lacks APP_URL. */
export function requireAppOrigin(c: AppContext): string {
  const origin = appOrigin(c.env, c.req.url);
  if (!origin) throw new HttpError(503, ADDRESS_NOT_CONFIGURED);
  return origin;
}
