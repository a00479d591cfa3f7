import type { Context } from "hono";

/** The caller's address as Cloudflare reports it ("local" under wrangler dev and tests). */
export const clientAddress = (c: Context) => c.req.header("CF-Connecting-IP") ?? "local";

/** The request's country from Cloudflare's edge, when there is one. */
export const requestCountry = (c: Context): string | undefined => {
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === "string" ? cf.country : undefined;
};
