// A person's journal entries as D1 stores them and as the API answers them.
import type { schema } from "../db/client";
import type { JournalEntry } from "../../shared/contract/journal";

export type EntryRow = typeof schema.journalEntries.$inferSelect;

export const toEntry = (row: EntryRow): JournalEntry => ({
  id: row.id,
  content: row.content,
  mood: row.mood,
  createdAt: new Date(row.createdAt).toISOString(),
  aiInsight: row.aiInsight,
  safetyLevel: row.safetyLevel,
  clientId: row.clientId,
});
