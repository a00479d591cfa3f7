import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SAFETY_LEVELS } from "../../shared/safety-levels";

// Timestamps are epoch milliseconds; the API turns them into ISO strings.
const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

export const TIERS = ["free", "premium", "pro"] as const;
export type Tier = (typeof TIERS)[number];
export { SAFETY_LEVELS, type SafetyLevel } from "../../shared/safety-levels";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    /** Versioned password hash, see worker/auth/password.ts. */
    passwordHash: text("password_hash").notNull(),
    name: text("name"),
    subscriptionTier: text("subscription_tier", { enum: TIERS }).notNull().default("free"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status"),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** Seconds since epoch, as Stripe gives it. */
    currentPeriodEnd: integer("current_period_end"),
    /** Seconds: when the subscription fell past_due (its renewal), null otherwise. Premium lasts the dunning window from here. */
    pastDueSince: integer("past_due_since"),
    /** Epoch ms: the person has had the premium trial (one per person; their Stripe customer is marked too). */
    trialUsedAt: integer("trial_used_at"),
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Crisis-resource region chosen by the person (US, CA, GB, IE, AU, OTHER); null: from the request. */
    crisisRegion: text("crisis_region"),
    /** Revocation point: tokens carry the version they were issued at; bumping it ends them all. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("users_stripe_customer_idx").on(t.stripeCustomerId),
    // The hourly crons find people by zone (daily insights at local 06:00, reminders at their hours).
    index("users_time_zone_idx").on(t.timeZone),
  ],
);

export const assessments = sqliteTable(
  "assessments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    responses: text("responses", { mode: "json" }).notNull().$type<Record<string, string | string[]>>(),
    /** JSON text of the parsed analysis shape (spec: aiAnalysis is text holding JSON). */
    aiAnalysis: text("ai_analysis"),
    followUpQuestions: text("follow_up_questions", { mode: "json" }).$type<{ id: string; category: string; context: string; question: string }[]>(),
    followUpResponses: text("follow_up_responses", { mode: "json" }).$type<Record<string, string>>(),
    enhancedPlan: text("enhanced_plan"),
    safetyLevel: text("safety_level", { enum: SAFETY_LEVELS }).notNull().default("none"),
    isComplete: integer("is_complete", { mode: "boolean" }).notNull().default(false),
    completedAt: createdAt(),
  },
  (t) => [index("assessments_user_idx").on(t.userId, t.completedAt)],
);

export const journalEntries = sqliteTable(
  "journal_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    mood: integer("mood"),
    aiInsight: text("ai_insight"),
    safetyLevel: text("safety_level", { enum: SAFETY_LEVELS }).notNull().default("none"),
    /** Client-made id of a draft, so a retried save (offline queue, double click) is stored once. */
    clientId: text("client_id"),
    /** Imported entries: SHA-256 of source, date and text, so importing a file twice adds nothing. */
    importHash: text("import_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    index("journal_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("journal_user_client_idx").on(t.userId, t.clientId),
    uniqueIndex("journal_user_import_idx").on(t.userId, t.importHash),
  ],
);

export const coachingSessions = sqliteTable(
  "coaching_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("New Session"),
    /** Written by earlier versions only (a summary of the session); what Mindy remembers is in memory_items. */
    summary: text("summary"),
    messageCount: integer("message_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at")
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [index("sessions_user_updated_idx").on(t.userId, t.updatedAt)],
);

export const coachingMessages = sqliteTable(
  "coaching_messages",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => coachingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    safetyLevel: text("safety_level", { enum: SAFETY_LEVELS }).notNull().default("none"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_session_created_idx").on(t.sessionId, t.createdAt), index("messages_user_idx").on(t.userId)],
);

/**
 * "What Mindy remembers": one row per remembered item, each one sentence in the second person. Rows
 * are only ever inserted, edited or deleted one by one, never rewritten as a whole, so parallel
 * turns cannot overwrite each other's memories.
 */
export const memoryItems = sqliteTable(
  "memory_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The conversation it was learned in: deleting the conversation forgets it. */
    sessionId: text("session_id")
      .notNull()
      .references(() => coachingSessions.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** The learned sentence, normalised: the same thing is remembered once per person (kept when the text is edited). */
    key: text("key").notNull(),
    /** When it was learned. */
    createdAt: createdAt(),
    /** When the person last edited it, null if never. */
    editedAt: integer("edited_at"),
  },
  (t) => [
    index("memory_items_user_created_idx").on(t.userId, t.createdAt),
    index("memory_items_session_idx").on(t.sessionId),
    uniqueIndex("memory_items_user_key_idx").on(t.userId, t.key),
  ],
);

/** Memory switched off, and when it was last cleared (diary entries from before it stay out, turns in flight learn nothing). */
export const memorySettings = sqliteTable("memory_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  clearedAt: integer("cleared_at"),
  updatedAt: integer("updated_at").notNull(),
});

export const INSIGHT_SLOTS = ["daily", "morning", "afternoon", "evening"] as const;
export type InsightSlot = (typeof INSIGHT_SLOTS)[number];

export const dailyInsights = sqliteTable(
  "daily_insights",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    slot: text("slot", { enum: INSIGHT_SLOTS }).notNull(),
    insight: text("insight").notNull(),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("insights_user_date_slot_idx").on(t.userId, t.localDate, t.slot)],
);

/** Webhook idempotency: a Stripe event id is processed once. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** null: claimed for processing; "unprocessable": signed, but not a shape we can act on (answered 400). */
  outcome: text("outcome", { enum: ["unprocessable"] }),
  createdAt: createdAt(),
});

/** Safety events: never the person's text. */
export const safetyEvents = sqliteTable(
  "safety_events",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: text("level", { enum: SAFETY_LEVELS }).notNull(),
    /** The crisis category at acute level (suicide, self-harm, danger-from-others, harm-others). */
    category: text("category"),
    source: text("source", { enum: ["chat", "diary", "assessment", "follow-up", "import"] }).notNull(),
    region: text("region").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("safety_user_created_idx").on(t.userId, t.createdAt), index("safety_created_idx").on(t.createdAt)],
);

/**
 * A person's safety check-in, for every tier and across conversations: after an acute message the
 * next turns stay gentle until they are calm again. Holds no text (see safety/replies.ts).
 */
export const checkIns = sqliteTable("check_ins", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  state: text("state", { mode: "json" }).$type<CheckInStateRow>().notNull(),
  updatedAt: integer("updated_at").notNull(),
});
export interface CheckInStateRow {
  active: boolean;
  since: number;
  calmTurns: number;
  holdUntil?: number;
  replies?: number;
}

/** Daily counts of how the safety model's second opinion went (agreed, raised, timeout...). */
export const safetyCounters = sqliteTable(
  "safety_counters",
  {
    day: text("day").notNull(),
    name: text("name").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.name] })],
);

export const snapshots = sqliteTable(
  "snapshots",
  {
    /** Unguessable public id (also the R2 key suffix). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    r2Key: text("r2_key").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("snapshots_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits and model budgets (atomic upsert in D1). */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    key: text("key").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Reminder choices of a person (one row each). Hours and days are bit masks so the hourly cron
 * matches every person of a zone with one AND: bit h of hours_mask is hh:00 local time, bit d of
 * days_mask is the ISO weekday d + 1 (bit 0 Monday ... bit 6 Sunday).
 */
export const reminderSettings = sqliteTable("reminder_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(false),
  hoursMask: integer("hours_mask").notNull().default(0),
  daysMask: integer("days_mask").notNull().default(127),
  skipIfWritten: integer("skip_if_written", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at").notNull(),
});

/** One browser or device that accepted Web Push for a person (RFC 8030 endpoint and RFC 8291 keys). */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A device has one endpoint; it belongs to whoever subscribed on it last. */
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_user_idx").on(t.userId)],
);

export const IMPORT_SOURCES = ["dayone", "clearday", "text"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATUSES = ["preview", "queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import: previewed (entries parked in R2), then written by the import queue in batches. */
export const imports = sqliteTable(
  "imports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("preview"),
    /** Entries in the file, and how many R2 chunks hold them. */
    total: integer("total").notNull(),
    chunks: integer("chunks").notNull(),
    /** Progress: chunks written so far, entries added, entries already present. */
    chunksDone: integer("chunks_done").notNull().default(0),
    added: integer("added").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    /** Entries the crisis screen flagged (kept out of insights and memory like any diary entry). */
    flagged: integer("flagged").notNull().default(0),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("imports_user_created_idx").on(t.userId, t.createdAt)],
);

export const REFLECTION_PERIODS = ["week", "month"] as const;
export type ReflectionPeriod = (typeof REFLECTION_PERIODS)[number];

/**
 * Weekly and monthly reflections (paid tiers), one per person and period: the unique index makes a
 * retried or duplicated queue message a no-op. The body is the shown reflection (JSON, see
 * shared/contract/reflections.ts); its quotes name their entries by id, so a deleted entry's quote is
 * dropped when the reflection is read.
 */
export const reflections = sqliteTable(
  "reflections",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period", { enum: REFLECTION_PERIODS }).notNull(),
    /** Local dates (YYYY-MM-DD) in the person's zone, both included. */
    periodStart: text("period_start").notNull(),
    periodEnd: text("period_end").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reflections_user_period_idx").on(t.userId, t.period, t.periodStart), index("reflections_user_end_idx").on(t.userId, t.periodEnd)],
);
