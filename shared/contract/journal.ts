// Payloads of /api/journal and /api/snapshots: the Worker validates with these, the web app types with them.
import { z } from "zod";
import { SAFETY_LEVELS } from "../safety-levels";
import { JournalPromptsSchema } from "../ai-results";
import { MAX_ENTRY_CHARS } from "../diary";
import { MAX_SEARCH_CHARS } from "../journal-search";
import { MAX_MOOD, MIN_MOOD } from "../moods";

export const createJournalEntryRequest = z.object({
  content: z
    .string({ error: "Write something before saving" })
    .trim()
    .min(1, "Write something before saving")
    .max(MAX_ENTRY_CHARS, `An entry can be at most ${MAX_ENTRY_CHARS.toLocaleString("en-US")} characters`),
  mood: z
    .number({ error: `Mood must be a whole number from ${MIN_MOOD} to ${MAX_MOOD}` })
    .int(`Mood must be a whole number from ${MIN_MOOD} to ${MAX_MOOD}`)
    .min(MIN_MOOD, `Mood must be a whole number from ${MIN_MOOD} to ${MAX_MOOD}`)
    .max(MAX_MOOD, `Mood must be a whole number from ${MIN_MOOD} to ${MAX_MOOD}`)
    .nullable()
    .optional(),
  /** The draft's client-made id: a retried save of the same draft is stored once. */
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "clientId must be 8 to 64 letters, digits, '-' or '_'")
    .optional(),
});
export type CreateJournalEntryRequest = z.input<typeof createJournalEntryRequest>;

const journalEntrySchema = z.object({
  id: z.string(),
  content: z.string(),
  mood: z.number().int().nullable(),
  createdAt: z.string(),
  aiInsight: z.string().nullable(),
  /** "acute": the crisis screen fired; no insight is made and the entry is not shared as a snapshot. */
  safetyLevel: z.enum(SAFETY_LEVELS),
  clientId: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const crisisResourceSchema = z.object({
  name: z.string(),
  action: z.string(),
  href: z.string().optional(),
  description: z.string(),
});

/** POST /api/journal answer: the entry, plus crisis resources when the screen fired. */
export const createJournalEntryResponse = journalEntrySchema.extend({
  safety: z.object({
    level: z.enum(SAFETY_LEVELS),
    resources: z.array(crisisResourceSchema).optional(),
  }),
  /** True when an AI insight is being written in the background (paid tiers, not acute). */
  insightPending: z.boolean(),
});
export type CreateJournalEntryResponse = z.infer<typeof createJournalEntryResponse>;

/** GET /api/journal/:id: one of the person's entries (anyone else's is a 404). */
export const journalEntryResponse = journalEntrySchema;

/** GET /api/journal: a plain list, newest first (its paging headers are in ../diary.ts). */
export const journalListResponse = z.array(journalEntrySchema);

/** GET /api/journal/search?q=...&cursor=...: the person's own entries matching q, best match first. */
export const journalSearchRequest = z.object({
  q: z
    .string({ error: "Type a word or phrase to search for" })
    .trim()
    .min(1, "Type a word or phrase to search for")
    .max(MAX_SEARCH_CHARS, `A search can be at most ${MAX_SEARCH_CHARS} characters`),
  cursor: z.string().optional(),
});

/**
 * A plain list like GET /api/journal (X-Next-Cursor, X-Total-Count): each entry in full (so it can
 * be opened) and a snippet of its words around the matches, each match between HIGHLIGHT_START and
 * HIGHLIGHT_END (../journal-search.ts).
 */
export const journalSearchResponse = z.array(journalEntrySchema.extend({ snippet: z.string() }));
export type JournalSearchResult = z.infer<typeof journalSearchResponse>[number];

export const aiPromptsRequest = z.object({
  recentEntries: z
    .array(z.string().max(MAX_ENTRY_CHARS, `An entry can be at most ${MAX_ENTRY_CHARS} characters`), {
      error: "recentEntries must be a list of entry texts",
    })
    .max(5, "Send at most five recent entries"),
});
export type AiPromptsRequest = z.infer<typeof aiPromptsRequest>;
export const aiPromptsResponse = JournalPromptsSchema;

export const snapshotResponse = z.object({ id: z.string(), url: z.string() });
export type SnapshotResponse = z.infer<typeof snapshotResponse>;
