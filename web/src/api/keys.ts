// Every query key of the app, and what each query shows. A key starts with the API path it reads,
// so a plain read is a GET of the key's parts joined with "/". A change names the topics it
// writes (see `changes` in client.ts) and every query that reads one of them is refetched: the
// dependency lives here, beside the query, so a new change cannot forget a screen.
import type { QueryKey } from "@tanstack/react-query";

/** What a change can write. */
export type Topic =
  | "profile" // name, time zone, crisis region
  | "tier" // the subscription tier: previews, goals, sessions
  | "subscription" // the Stripe subscription: status, whether the trial was used
  | "assessments"
  | "journal"
  | "coaching"
  | "reminders" // reminder times and the devices that get them
  | "imports";

const READS = {
  // Free tiers get the analysis preview.
  "/api/assessments": ["assessments", "tier"],
  "/api/journal": ["journal"],
  // A saved, edited or deleted entry changes what a search finds.
  "/api/journal/search": ["journal"],
  // Asked once per visit on purpose: another model call after every save would cost more than it gives.
  "/api/journal/ai-prompts": [],
  // Counts, streak and mood come from the diary; days follow the time zone; goals follow the tier.
  "/api/dashboard/summary": ["journal", "assessments", "profile", "tier"],
  // Stored once per local day; the day follows the time zone.
  "/api/insights/daily": ["profile"],
  "/api/coaching/sessions": ["coaching"],
  // "What Mindy remembers" includes the themes of recent diary entries.
  "/api/coaching/memory": ["coaching", "journal"],
  "/api/subscription-status": ["tier", "subscription"],
  "/api/config": [],
  "/api/reminders": ["reminders"],
  // A finished import adds entries: the diary and dashboard topics are changed by whoever sees it finish.
  "/api/imports/current": ["imports"],
  "/api/imports": ["imports"],
  // Weekly and monthly reflections are paid; a deleted entry's quote is no longer shown.
  "/api/reflections": ["tier", "journal"],
} as const satisfies Record<string, readonly Topic[]>;

export type QueryPath = keyof typeof READS;

export const queryKeys = {
  assessments: ["/api/assessments"],
  journal: ["/api/journal"],
  journalSearch: (q: string) => ["/api/journal/search", q] as const,
  journalEntry: (id: string) => ["/api/journal", id] as const,
  aiPrompts: (userId: string) => ["/api/journal/ai-prompts", userId] as const,
  dashboardSummary: ["/api/dashboard/summary"],
  dailyInsights: ["/api/insights/daily"],
  coachingSessions: ["/api/coaching/sessions"],
  coachMemory: ["/api/coaching/memory"],
  subscriptionStatus: ["/api/subscription-status"],
  config: ["/api/config"],
  reminders: ["/api/reminders"],
  currentImport: ["/api/imports/current"],
  importStatus: (id: string) => ["/api/imports", id] as const,
  reflections: ["/api/reflections"],
  reflection: (id: string) => ["/api/reflections", id] as const,
} as const satisfies Record<string, readonly [QueryPath, ...string[]] | ((...args: never[]) => readonly [QueryPath, ...string[]])>;

/** The topics a cached query shows (none for a key this file does not know). */
export function readsOf(key: QueryKey): readonly Topic[] {
  const path = key[0];
  return typeof path === "string" && path in READS ? READS[path as QueryPath] : [];
}
