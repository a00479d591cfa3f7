// POST /api/journal/ask ("Ask your journal", premium and pro): an answer drawn from the person's own
// entries, with citations whose quotes are verbatim words of the cited entries. A mutation: each
// question may call the model (the daily budget), so nothing is asked again by itself.
import type { AskJournalRequest } from "@shared/contract/journal-ask";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

export type { AskJournalResponse, JournalCitation } from "@shared/contract/journal-ask";

export const askJournal = (body: AskJournalRequest) => request({ method: "POST", path: "/api/journal/ask", body, response: "askJournal" });

export const useAskJournal = (options?: MutationOptions<typeof askJournal>) => useMutation({ ...options, mutationFn: askJournal });
