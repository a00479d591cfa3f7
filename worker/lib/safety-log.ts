import type { Context } from "hono";
import type { UserRow } from "../app-env";
import { newId } from "./ids";
import { requestCountry } from "./request-info";
import { resolveRegion, type CrisisRegion } from "../shared/crisis-resources";

export type SafetySource = "chat" | "diary" | "assessment" | "follow-up";

/** The person's crisis-resource region: their setting, else the request's country, else the browser language. */
export function regionFor(c: Context, user: UserRow): CrisisRegion {
  return resolveRegion({
    setting: user.crisisRegion ?? undefined,
    country: requestCountry(c),
    acceptLanguage: c.req.header("Accept-Language"),
  });
}

/** Stores that a screen fired: level, source, region, time. Never the text. */
export async function recordSafetyEvent(
  db: D1Database,
  event: { userId: string; level: "distress" | "acute"; source: SafetySource; region: string },
): Promise<void> {
  await db
    .prepare("INSERT INTO safety_events (id, user_id, level, source, region) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(newId(), event.userId, event.level, event.source, event.region)
    .run();
}
