// What the Worker keeps about safety, never the person's text: safety events (level, category,
// source, region, time), each person's check-in state, and daily counts of how the second opinion
// went.
import { eq, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { screenText } from "./screen";
import type { CheckInState } from "./replies";
import type { AcuteCategory, ScreenResult } from "./levels";
import { secondOpinionFor, type GuardOutcome } from "./second-opinion";

export type SafetySource = "chat" | "diary" | "assessment" | "follow-up" | "import";

/** Stores that a screen fired: level, category, source, region, time. Never the text. */
export async function recordSafetyEvent(d1: D1Database, event: { userId: string; screened: ScreenResult; source: SafetySource; region: string }): Promise<void> {
  const { level, category } = event.screened;
  if (level === "none") return;
  await getDb(d1)
    .insert(schema.safetyEvents)
    .values({
      id: crypto.randomUUID(),
      userId: event.userId,
      level,
      category: level === "acute" ? ((category ?? "suicide") as AcuteCategory) : null,
      source: event.source,
      region: event.region,
    });
}

/** Counts one second-opinion outcome for today (UTC). */
export async function countSecondOpinion(d1: D1Database, outcome: GuardOutcome, now = Date.now()): Promise<void> {
  const day = new Date(now).toISOString().slice(0, 10);
  const name = `second-opinion:${outcome}`;
  await getDb(d1)
    .insert(schema.safetyCounters)
    .values({ day, name, count: 1 })
    .onConflictDoUpdate({ target: [schema.safetyCounters.day, schema.safetyCounters.name], set: { count: sql`${schema.safetyCounters.count} + 1` } });
}

export async function readCheckIn(d1: D1Database, userId: string): Promise<CheckInState | null> {
  const row = await getDb(d1).query.checkIns.findFirst({ where: eq(schema.checkIns.userId, userId) });
  return row?.state ?? null;
}

/** The statement that stores a person's check-in state (for a batch), or deletes it when there is none. */
export function checkInWrite(d1: D1Database, userId: string, state: CheckInState | null, now: number) {
  const db = getDb(d1);
  if (!state) return db.delete(schema.checkIns).where(eq(schema.checkIns.userId, userId));
  return db
    .insert(schema.checkIns)
    .values({ userId, state, updatedAt: now })
    .onConflictDoUpdate({ target: schema.checkIns.userId, set: { state, updatedAt: now } });
}

/**
 * Screens a person's text with the local screen and, where the deployment has one, the safety
 * model's second opinion (bounded wait); counts how the second opinion went.
 */
export async function screenPersonText(env: Env, text: string, waitUntil: (p: Promise<unknown>) => void): Promise<ScreenResult> {
  const local = screenText(text);
  const guard = secondOpinionFor(env);
  if (!guard) return local;
  const { result, outcome } = await guard.check(text, local);
  waitUntil(countSecondOpinion(env.DB, outcome).catch(() => undefined));
  return result;
}
