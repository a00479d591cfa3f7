import type { CreateJournalEntryRequest } from "@shared/contract/journal";
import { request } from "../client";

/**
 * POST /api/journal. A `clientId` makes the save idempotent: the same draft sent again is stored
 * once, and the same id with other content is refused with 409. Saving goes through the draft
 * store and the offline queue (lib/use-entry-save.ts), never straight from a component.
 */
export const createJournalEntry = (body: CreateJournalEntryRequest) =>
  request({ method: "POST", path: "/api/journal", body, response: "journalEntryCreated", changes: ["journal"] });
