import { errorMessage } from "@/api/client";
import { useDeleteCoachingSession } from "@/api/coaching/delete-coaching-session";
import { notify } from "@/lib/toast";

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
