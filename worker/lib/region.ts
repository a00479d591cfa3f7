import type { Context } from "hono";
import type { UserRow } from "../app-env";
import { requestCountry } from "./request-info";
import { resolveRegion, type CrisisRegion } from "../../shared/crisis-resources";

/** The person's crisis-resource region: their setting, else the request's country, else the browser language. */
export function regionFor(c: Context, user: UserRow): CrisisRegion {
  return resolveRegion({
    setting: user.crisisRegion ?? undefined,
    country: requestCountry(c),
    acceptLanguage: c.req.header("Accept-Language"),
  });
}
