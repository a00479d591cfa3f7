// Writes a person's daily insights for one local date: the tier's slots that are still missing,
// through the coach, with an insert that ignores (user, local date, slot) already present. So a
// retried or duplicated queue message, or the route making them on demand at the same time,
// changes nothing that is already there.
import type { Coach } from "../coach";
import { newId } from "../lib/ids";
import { checkInInsight, CHECK_IN_WINDOW_MS } from "../safety";
import { resolveRegion, type CrisisRegion } from "../../shared/crisis-resources";
import type { InsightSlot, Tier } from "../db/schema";

/** Free: one daily motivation. Paid: morning, afternoon and evening. */
export const insightSlotsFor = (tier: Tier): InsightSlot[] => (tier === "free" ? ["daily"] : ["morning", "afternoon", "evening"]);

export { CHECK_IN_WINDOW_MS };
/** Entries the coach may personalise paid insights from (acute ones are never used). */
const RECENT_ENTRIES = 5;

export interface InsightRow {
  id: string;
  slot: InsightSlot;
  insight: string;
  category: string;
  local_date: string;
  created_at: number;
}

interface PersonRow {
  id: string;
  name: string | null;
  subscription_tier: Tier;
  crisis_region: string | null;
}

export interface EnsureOptions {
  now?: number;
  /** Runs just before the coach is asked (the route charges the model budget there). */
  beforeCoach?: () => Promise<void>;
  /** Read the stored rows back after writing (the route shows them; the queue does not need them). */
  readBack?: boolean;
}

export type EnsureResult =
  | { status: "no-user" }
  | { status: "present"; rows: InsightRow[]; checkIn: boolean }
  /** `written`: rows offered to the insert (a concurrent writer may have won some); rows only with readBack. */
  | { status: "written"; written: number; rows: InsightRow[]; checkIn: boolean };

/** Slot order for display: daily, morning, afternoon, evening. */
const SLOT_ORDER: Record<InsightSlot, number> = { daily: 0, morning: 1, afternoon: 2, evening: 3 };
const bySlot = (a: InsightRow, b: InsightRow) => SLOT_ORDER[a.slot] - SLOT_ORDER[b.slot];

const selectRows = (db: D1Database, userId: string, localDate: string) =>
  db.prepare("SELECT id, slot, insight, category, local_date, created_at FROM daily_insights WHERE user_id = ?1 AND local_date = ?2").bind(userId, localDate);

/**
 * Makes sure the person has their insights for `localDate`. Reads in one round trip, then (only if
 * something is missing) one coach call and one insert. Throws on D1 failures so the queue retries.
 */
export async function ensureDailyInsights(env: { DB: D1Database }, coach: Coach, userId: string, localDate: string, opts: EnsureOptions = {}): Promise<EnsureResult> {
  const now = opts.now ?? Date.now();
  const db = env.DB;
  const [person, existing, acute, entries] = await db.batch([
    db.prepare("SELECT id, name, subscription_tier, crisis_region FROM users WHERE id = ?1").bind(userId),
    selectRows(db, userId, localDate),
    db
      .prepare("SELECT region FROM safety_events WHERE user_id = ?1 AND level = 'acute' AND created_at >= ?2 ORDER BY created_at DESC LIMIT 1")
      .bind(userId, now - CHECK_IN_WINDOW_MS),
    db.prepare(`SELECT content FROM journal_entries WHERE user_id = ?1 AND safety_level != 'acute' ORDER BY created_at DESC LIMIT ${RECENT_ENTRIES}`).bind(userId),
  ]);
  const user = person!.results?.[0] as PersonRow | undefined;
  if (!user) return { status: "no-user" };

  const have = (existing!.results ?? []) as InsightRow[];
  const acuteEvent = acute!.results?.[0] as { region: string } | undefined;
  const wanted = insightSlotsFor(user.subscription_tier);

  if (acuteEvent) {
    // After a recent crisis: no coaching. One gentle check-in with the crisis resources, in the
    // first slot (replacing what was written earlier that day); the other slots are not shown.
    const slot = wanted[0]!;
    const region: CrisisRegion = resolveRegion({ setting: user.crisis_region ?? acuteEvent.region });
    const checkIn = checkInInsight(region);
    const current = have.find((r) => r.slot === slot);
    if (current && current.insight === checkIn.insight) return { status: "present", rows: [current], checkIn: true };
    await insert(db, userId, localDate, [{ slot, insight: checkIn.insight, category: checkIn.category }], now, "replace");
    const rows = opts.readBack ? ((await selectRows(db, userId, localDate).all<InsightRow>()).results ?? []).filter((r) => r.slot === slot) : [];
    return { status: "written", written: 1, rows, checkIn: true };
  }

  const missing = wanted.filter((slot) => !have.some((r) => r.slot === slot));
  const pick = (rows: InsightRow[]) => rows.filter((r) => wanted.includes(r.slot)).sort(bySlot);
  if (missing.length === 0) return { status: "present", rows: pick(have), checkIn: false };

  await opts.beforeCoach?.();
  const recentEntries = ((entries!.results ?? []) as { content: string }[]).map((e) => e.content);
  const made = await coach.dailyInsights({ slots: missing, recentEntries, name: user.name, tier: user.subscription_tier, date: localDate });
  await insert(db, userId, localDate, made, now, "keep");
  const rows = opts.readBack ? ((await selectRows(db, userId, localDate).all<InsightRow>()).results ?? []) : [];
  return { status: "written", written: made.length, rows: pick(rows), checkIn: false };
}

/** "keep": the first writer wins (idempotent retries); "replace": the check-in overwrites its slot. */
async function insert(
  db: D1Database,
  userId: string,
  localDate: string,
  items: { slot: InsightSlot; insight: string; category: string }[],
  now: number,
  onConflict: "keep" | "replace",
): Promise<void> {
  if (items.length === 0) return;
  const conflict = onConflict === "keep" ? "DO NOTHING" : "DO UPDATE SET insight = excluded.insight, category = excluded.category, created_at = excluded.created_at";
  await db.batch(
    items.map((m) =>
      db
        .prepare(
          `INSERT INTO daily_insights (id, user_id, local_date, slot, insight, category, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
           ON CONFLICT (user_id, local_date, slot) ${conflict}`,
        )
        .bind(newId(), userId, localDate, m.slot, m.insight, m.category, now),
    ),
  );
}
