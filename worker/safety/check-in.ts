// Whether a person is in a safety check-in right now, for everything outside the chat that must
// change its tone (reminders today; the daily insights use the same acute-event window). A person is
// in check-in while their chat check-in state (check_ins, every tier) is active, or for
// CHECK_IN_WINDOW_MS after an acute safety event from any source (chat, diary, assessment, import).
import { resolveRegion, type CrisisRegion } from "../../shared/crisis-resources";

/** An acute safety event this recent puts a person in check-in outside the chat. */
export const CHECK_IN_WINDOW_MS = 7 * 86_400_000;

export interface CheckInStatus {
  inCheckIn: boolean;
  /** Where their crisis resources should be for: their setting, else the latest acute event's region. */
  region: CrisisRegion;
}

export function checkInStatement(db: D1Database, userId: string, now: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM check_ins
                  WHERE user_id = ?1 AND json_extract(state, '$.active') = 1 AND updated_at >= ?2) AS chat,
         (SELECT region FROM safety_events
           WHERE user_id = ?1 AND level = 'acute' AND created_at >= ?2 AND created_at <= ?3
           ORDER BY created_at DESC LIMIT 1) AS acute_region,
         (SELECT crisis_region FROM users WHERE id = ?1) AS setting`,
    )
    .bind(userId, now - CHECK_IN_WINDOW_MS, now);
}

export function checkInFromRow(row: { chat: number; acute_region: string | null; setting: string | null } | null): CheckInStatus {
  const inCheckIn = Boolean(row && (row.chat || row.acute_region !== null));
  return { inCheckIn, region: resolveRegion({ setting: row?.setting ?? row?.acute_region ?? undefined }) };
}

/** The check-in status of one person at `now`. */
export async function checkInStatus(db: D1Database, userId: string, now = Date.now()): Promise<CheckInStatus> {
  return checkInFromRow(await checkInStatement(db, userId, now).first());
}

/** True while the person is in a safety check-in (see the top of this file). */
export async function isInCheckIn(db: D1Database, userId: string, now = Date.now()): Promise<boolean> {
  return (await checkInStatus(db, userId, now)).inCheckIn;
}
