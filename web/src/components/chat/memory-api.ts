// The hooks of "What Mindy remembers", with their toasts. Each change answers with the whole memory
// as it now stands, which replaces the cached copy: the panel, the chat's "Memory off" note and the
// next turn all see the same thing.
import { COACH_NAME } from "@shared/brand";
import type { CoachMemoryView } from "@shared/contract/coaching";
import { useMutation } from "@tanstack/react-query";
import { errorMessage, queryClient } from "@/api/client";
import { clearCoachMemory } from "@/api/coaching/clear-coach-memory";
import { deleteMemoryItem } from "@/api/coaching/delete-memory-item";
import { editMemoryItem } from "@/api/coaching/edit-memory-item";
import { useCoachMemory } from "@/api/coaching/get-coach-memory";
import { setMemoryEnabled } from "@/api/coaching/set-memory-enabled";
import { queryKeys } from "@/api/keys";
import { notify } from "@/lib/toast";

export { useCoachMemory };

const show = (view: CoachMemoryView) => queryClient.setQueryData(queryKeys.coachMemory, view);
const failed = (title: string) => (error: unknown) => notify({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });

/** null while unknown (loading, free tier), else whether memory is on. */
export function useMemoryEnabled(paid: boolean): boolean | null {
  const memory = useCoachMemory(paid);
  return memory.data ? memory.data.enabled : null;
}

export function useClearMemory() {
  return useMutation({
    mutationFn: clearCoachMemory,
    onSuccess: (view) => {
      show(view);
      notify({ title: "Memory cleared", description: `${COACH_NAME} has forgotten what it remembered about you.` });
    },
    onError: failed("Couldn't clear the memory"),
  });
}

/** Edits one item. Errors are left to the form, which keeps what was typed and shows why. */
export function useEditMemoryItem() {
  return useMutation({
    mutationFn: editMemoryItem,
    onSuccess: (view) => {
      show(view);
      notify({ title: "Memory updated" });
    },
  });
}

export function useDeleteMemoryItem() {
  return useMutation({
    mutationFn: deleteMemoryItem,
    onSuccess: (view) => {
      show(view);
      notify({ title: "Memory deleted", description: `${COACH_NAME} won't bring it up again.` });
    },
    onError: failed("Couldn't delete the memory"),
  });
}

export function useMemorySwitch() {
  return useMutation({
    mutationFn: setMemoryEnabled,
    onSuccess: (view) => {
      show(view);
      notify(
        view.enabled
          ? { title: "Memory on", description: `${COACH_NAME} will remember and use what you share again.` }
          : { title: "Memory off", description: `${COACH_NAME} won't learn or use anything until you switch it back on.` },
      );
    },
    onError: failed("Couldn't change the memory setting"),
  });
}
