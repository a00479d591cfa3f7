import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** DELETE /api/coaching/sessions/{id}: the session, its messages and what Mindy remembers of it. */
export const deleteCoachingSession = (id: string) =>
  request({ method: "DELETE", path: `/api/coaching/sessions/${encodeURIComponent(id)}`, response: "message", changes: ["coaching"] });

export const useDeleteCoachingSession = (options?: MutationOptions<typeof deleteCoachingSession>) => useMutation({ ...options, mutationFn: deleteCoachingSession });
