import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { LogContext } from "./log";

/** The caller's address as Cloudflare reports it ("local" under wrangler dev and tests). */
export const clientAddress = (c: Context) => c.req.header("CF-Connecting-IP") ?? "local";

/** The request's country from Cloudflare's edge, when there is one. */
export const requestCountry = (c: Context): string | undefined => {
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === "string" ? cf.country : undefined;
};

/**
 * Where a request's log line comes from: the matched route pattern ("POST /api/snapshots/:id"), not
 * the path (a path can hold a public snapshot id), and the request id.
 */
export const logPlace = (c: Context<AppEnv>, note?: string): LogContext => ({
  where: `${c.req.method} ${c.req.routePath}`,
  requestId: c.get("requestId"),
  ...(note && { note }),
});
