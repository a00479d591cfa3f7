import { errorMessage, queryClient } from "@/api/client";
import { useClearCoachMemory } from "@/api/coaching/clear-coach-memory";
import { useDeleteCoachingSession } from "@/api/coaching/delete-coaching-session";
import { notify } from "@/lib/toast";

import { coachMemoryQuery } from "@/api/coaching/get-coach-memory";

export { useCoachMemory } from "@/api/coaching/get-coach-memory";
export { useCoachingSessions as useSessions } from "@/api/coaching/get-coaching-sessions";

export function useDeleteSession(onDeleted?: (id: string) => void) {
  return useDeleteCoachingSession({
    onSuccess: (_data, id) => {
      notify({ title: "Session deleted" });
      onDeleted?.(id);
    },
    onError: (error) => notify({ title: "Failed to delete session", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}

export function useClearMemory() {
  return useClearCoachMemory({
    onSuccess: (view) => {
      // The answer is the emptied view: show it at once (the refetch brings the same).
      queryClient.setQueryData(coachMemoryQuery().queryKey, view);
      notify({ title: "Memory cleared", description: "Mindy has forgotten what it remembered about you." });
    },
    onError: (error) => notify({ title: "Couldn't clear the memory", description: errorMessage(error, "Please try again."), variant: "destructive" }),
  });
}
