import type { CoachingSession } from "@shared/contract/coaching";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, errorMessage, queryClient } from "@/lib/api";
import { notify } from "@/lib/toast";
import { MEMORY_KEY, SESSIONS_KEY } from "./use-coach-chat";

/** Saved sessions, newest first. Free users never request them. */
export function useSessions(enabled: boolean) {
  return useQuery<CoachingSession[]>({ queryKey: SESSIONS_KEY, enabled });
}

export function useDeleteSession(onDeleted?: (id: string) => void) {
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/coaching/sessions/${id}`),
    onSuccess: (_data, id) => {
      notify({ title: "Session deleted" });
      onDeleted?.(id);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: MEMORY_KEY });
    },
    onError: (error) => notify({ title: "Failed to delete session", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}
