// POST /api/journal/ask ("Ask your journal", premium and pro): a question answered from the
// person's own entries only, every quote a verbatim piece of the entry it cites (decision 0111).
import { z } from "zod";
import { crisisResourceSchema } from "./journal";

/** Longest question accepted, in characters. */
export const MAX_QUESTION_CHARS = 300;

export const askJournalRequest = z.object({
  question: z
    .string({ error: "Type a question about your journal" })
    .trim()
    .min(1, "Type a question about your journal")
    .max(MAX_QUESTION_CHARS, `A question can be at most ${MAX_QUESTION_CHARS} characters`),
});
export type AskJournalRequest = z.input<typeof askJournalRequest>;

export const journalCitationSchema = z.object({
  entryId: z.string(),
  /** When the entry was written (ISO 8601). */
  date: z.string(),
  /** Verbatim words of the entry. */
  quote: z.string(),
});
export type JournalCitation = z.infer<typeof journalCitationSchema>;

export const askJournalResponse = z.object({
  answer: z.string(),
  /** Empty when nothing relevant was found (the answer says so). */
  citations: z.array(journalCitationSchema),
  /** Present when the question itself raised the crisis screen: the answer is the reviewed crisis reply. */
  safety: z.object({ level: z.literal("acute"), resources: z.array(crisisResourceSchema) }).optional(),
});
export type AskJournalResponse = z.infer<typeof askJournalResponse>;
