// Whether a person is in a safety check-in right now, for everything outside the chat that must
// change its tone (reminders today; the daily insights use the same acute-event window). A person is
// in check-in while their chat check-in state (check_ins, every tier) is active, or for
// CHECK_IN_WINDOW_MS after an acute safety event from any source (chat, diary, assessment, import).
import { and, desc, eq, exists, gte, lte, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import { resolveRegion, type CrisisRegion } from "../../shared/crisis-resources";

/** An acute safety event this recent puts a person in check-in outside the chat. */
export const CHECK_IN_WINDOW_MS = 7 * 86_400_000;

export interface CheckInStatus {
  inCheckIn: boolean;
  /** Where their crisis resources should be for: their setting, else the latest acute event's region. */
  region: CrisisRegion;
}

/**
 * One person's check-in inputs (for a batch): whether their chat check-in is active, the region of
 * their latest acute event in the window, and their region setting. Read from their users row
 * (drizzle's select needs a FROM): no row when they are gone, which reads as not in check-in, as
 * their check-in and events went with them.
 */
export function checkInStatement(d1: D1Database, userId: string, now: number) {
  const db = getDb(d1);
  const { checkIns, safetyEvents, users } = schema;
  const since = now - CHECK_IN_WINDOW_MS;
  const chat = db
    .select({ one: sql`1` })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), sql`json_extract(${checkIns.state}, '$.active') = 1`, gte(checkIns.updatedAt, since)));
  const acute = db
    .select({ region: safetyEvents.region })
    .from(safetyEvents)
    .where(and(eq(safetyEvents.userId, userId), eq(safetyEvents.level, "acute"), gte(safetyEvents.createdAt, since), lte(safetyEvents.createdAt, now)))
    .orderBy(desc(safetyEvents.createdAt))
    .limit(1);
  return db
    .select({ chat: sql<number>`${exists(chat)}`.as("chat"), acuteRegion: sql<string | null>`${acute}`.as("acute_region"), setting: users.crisisRegion })
    .from(users)
    .where(eq(users.id, userId));
}

export type CheckInRow = { chat: number; acuteRegion: string | null; setting: string | null };

export function checkInFromRow(row: CheckInRow | null | undefined): CheckInStatus {
  const inCheckIn = Boolean(row && (row.chat || row.acuteRegion !== null));
  return { inCheckIn, region: resolveRegion({ setting: row?.setting ?? row?.acuteRegion ?? undefined }) };
}

/** The check-in status of one person at `now`. */
export async function checkInStatus(db: D1Database, userId: string, now = Date.now()): Promise<CheckInStatus> {
  return checkInFromRow(await checkInStatement(db, userId, now).get());
}

/** True while the person is in a safety check-in (see the top of this file). */
export async function isInCheckIn(db: D1Database, userId: string, now = Date.now()): Promise<boolean> {
  return (await checkInStatus(db, userId, now)).inCheckIn;
}
