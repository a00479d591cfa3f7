// Writes a person's daily insights for one local date: the tier's slots that are still missing,
// through the coach, with an insert that ignores (user, local date, slot) already present. So a
// retried or duplicated queue message, or the route making them on demand at the same time,
// changes nothing that is already there. The queue consumer (jobs/insights-consumer.ts) and the
// route (GET /api/insights/daily, through todaysInsights) both write them here.
import type { UserRow } from "../app-env";
import type { Coach } from "../coach";
import { coachFor } from "../coach/for-env";
import { chargeModelCall } from "../coach/model-budget";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";
import { newId } from "../lib/ids";
import { checkInInsight, CHECK_IN_WINDOW_MS } from "../safety";
import { resolveRegion, type CrisisRegion } from "../../shared/crisis-resources";
import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../db/client";
import type { InsightSlot, Tier } from "../db/schema";
import type { DailyInsightItem } from "../../shared/contract/dashboard";
import { localDateKey, safeTimeZone } from "../../shared/progress";

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

const selectRows = (db: Db, userId: string, localDate: string) => {
  const t = schema.dailyInsights;
  return db
    .select({ id: t.id, slot: t.slot, insight: t.insight, category: t.category, local_date: t.localDate, created_at: t.createdAt })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.localDate, localDate)));
};

/**
 * Makes sure the person has their insights for `localDate`. Reads in one round trip, then (only if
 * something is missing) one coach call and one insert. Throws on D1 failures so the queue retries.
 */
export async function ensureDailyInsights(env: { DB: D1Database }, coach: Coach, userId: string, localDate: string, opts: EnsureOptions = {}): Promise<EnsureResult> {
  const now = opts.now ?? Date.now();
  const db = getDb(env.DB);
  const { users, safetyEvents, journalEntries } = schema;
  const [person, have, acute, entries] = await db.batch([
    db.select({ id: users.id, name: users.name, subscription_tier: users.subscriptionTier, crisis_region: users.crisisRegion }).from(users).where(eq(users.id, userId)),
    selectRows(db, userId, localDate),
    db
      .select({ region: safetyEvents.region })
      .from(safetyEvents)
      .where(and(eq(safetyEvents.userId, userId), eq(safetyEvents.level, "acute"), gte(safetyEvents.createdAt, now - CHECK_IN_WINDOW_MS)))
      .orderBy(desc(safetyEvents.createdAt))
      .limit(1),
    db
      .select({ content: journalEntries.content })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), ne(journalEntries.safetyLevel, "acute")))
      .orderBy(desc(journalEntries.createdAt))
      .limit(RECENT_ENTRIES),
  ]);
  const user = person[0];
  if (!user) return { status: "no-user" };

  const acuteEvent = acute[0];
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
    const rows = opts.readBack ? (await selectRows(db, userId, localDate)).filter((r) => r.slot === slot) : [];
    return { status: "written", written: 1, rows, checkIn: true };
  }

  const missing = wanted.filter((slot) => !have.some((r) => r.slot === slot));
  const pick = (rows: InsightRow[]) => rows.filter((r) => wanted.includes(r.slot)).sort(bySlot);
  if (missing.length === 0) return { status: "present", rows: pick(have), checkIn: false };

  await opts.beforeCoach?.();
  const recentEntries = entries.map((e) => e.content);
  const made = await coach.dailyInsights({ slots: missing, recentEntries, name: user.name, tier: user.subscription_tier, date: localDate });
  await insert(db, userId, localDate, made, now, "keep");
  const rows = opts.readBack ? await selectRows(db, userId, localDate) : [];
  return { status: "written", written: made.length, rows: pick(rows), checkIn: false };
}

/** "keep": the first writer wins (idempotent retries); "replace": the check-in overwrites its slot. */
async function insert(
  db: Db,
  userId: string,
  localDate: string,
  items: { slot: InsightSlot; insight: string; category: string }[],
  now: number,
  onConflict: "keep" | "replace",
): Promise<void> {
  const t = schema.dailyInsights;
  const target = [t.userId, t.localDate, t.slot];
  const [first, ...rest] = items.map((m) => {
    const row = db.insert(t).values({ id: newId(), userId, localDate, slot: m.slot, insight: m.insight, category: m.category, createdAt: now });
    return onConflict === "keep"
      ? row.onConflictDoNothing({ target })
      : row.onConflictDoUpdate({ target, set: { insight: sql`excluded.insight`, category: sql`excluded.category`, createdAt: sql`excluded.created_at` } });
  });
  if (!first) return;
  await db.batch([first, ...rest]);
}

/**
 * Today's insights for the person's local date. The morning job normally made them; someone it has
 * not reached yet (a new account, or before 06:00 local) gets them made now, once: later calls find
 * them stored. The model budget is charged only when the coach is actually asked; over it, the list
 * is empty (the dashboard still loads, just without insights for now).
 */
export async function todaysInsights(env: Env, user: UserRow): Promise<DailyInsightItem[]> {
  const localDate = localDateKey(Date.now(), safeTimeZone(user.timeZone));
  try {
    const result = await ensureDailyInsights(env, coachFor(env), user.id, localDate, {
      beforeCoach: () => chargeModelCall(env, user),
      readBack: true,
    });
    return result.status === "no-user" ? [] : result.rows.map(toItem);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return [];
    throw err;
  }
}

const toItem = (r: InsightRow): DailyInsightItem => ({
  id: r.id,
  insight: r.insight,
  category: r.category,
  slot: r.slot,
  localDate: r.local_date,
  createdAt: new Date(r.created_at).toISOString(),
});
