import { z } from "zod";
import { journalListResponse } from "./journal";

/** Themes of one reflection, and how long a quote or a coach sentence may be. */
export const REFLECTION_THEMES = { min: 2, max: 4 } as const;
export const REFLECTION_LIMITS = { label: 40, quote: 200, sentence: 400 } as const;

const periodSchema = z.enum(["week", "month"]);

/** One theme of the period, with a short quote: a verbatim substring of the entry it links to. */
export const reflectionThemeSchema = z.object({
  label: z.string().min(1).max(REFLECTION_LIMITS.label),
  entryId: z.string(),
  // Not trimmed or changed in any way: the quote is the person's exact words.
  quote: z.string().min(1).max(REFLECTION_LIMITS.quote),
});
export type ReflectionTheme = z.infer<typeof reflectionThemeSchema>;

/** What the coach writes for a reflection (the numbers and the chart are counted, not written). */
export const reflectionDraftSchema = z.object({
  themes: z.array(reflectionThemeSchema).max(REFLECTION_THEMES.max),
  observation: z.string().trim().min(1).max(REFLECTION_LIMITS.sentence),
  suggestion: z.string().trim().min(1).max(REFLECTION_LIMITS.sentence),
});
export type ReflectionDraft = z.infer<typeof reflectionDraftSchema>;

/** One local day of the period: its entries and their average mood (null: none with a mood). */
const reflectionDaySchema = z.object({ date: z.string(), entries: z.number().int(), mood: z.number().nullable() });

/** The stored body of a reflection. "check-in": the person was in a safety check-in; a note instead. */
export const reflectionBodySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("reflection"),
    days: z.array(reflectionDaySchema),
    entryCount: z.number().int(),
    daysWritten: z.number().int(),
    /** The forgiving streak (decision 0091) on the period's last day. */
    streak: z.number().int(),
    ...reflectionDraftSchema.shape,
  }),
  z.object({ kind: z.literal("check-in"), note: z.string() }),
]);
export type ReflectionBody = z.infer<typeof reflectionBodySchema>;

const summaryShape = {
  id: z.string(),
  period: periodSchema,
  /** Local dates, both included. */
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
};

/** GET /api/reflections: the person's reflections, newest first. */
export const reflectionListResponse = z.array(z.object({ ...summaryShape, kind: z.enum(["reflection", "check-in"]) }));
export type ReflectionSummary = z.infer<typeof reflectionListResponse>[number];

/** GET /api/reflections/:id: one reflection, with the entries its quotes link to (to open in the diary's reading view). */
export const reflectionResponse = z.object({
  ...summaryShape,
  body: reflectionBodySchema,
  entries: journalListResponse,
});
export type Reflection = z.infer<typeof reflectionResponse>;
