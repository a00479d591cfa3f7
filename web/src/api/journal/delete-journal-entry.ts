import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** DELETE /api/journal/{id}. */
export const deleteJournalEntry = (id: string) => request({ method: "DELETE", path: `/api/journal/${encodeURIComponent(id)}`, response: "message", changes: ["journal"] });

export const useDeleteJournalEntry = (options?: MutationOptions<typeof deleteJournalEntry>) => useMutation({ ...options, mutationFn: deleteJournalEntry });
