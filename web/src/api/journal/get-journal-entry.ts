// GET /api/journal/{id}: one of the person's entries (a citation of "Ask your journal" opens it).
// Someone else's id, or a deleted entry, is a 404 with a message.
import { readQuery } from "../client";
import { queryKeys } from "../keys";

export const journalEntryQuery = (id: string) => readQuery(queryKeys.journalEntry(encodeURIComponent(id)), "journalEntry");
