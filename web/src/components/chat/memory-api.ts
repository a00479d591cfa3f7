// Every call of "What Mindy remembers", in one place. Each change answers with the whole memory as
// it now stands, which replaces the cached copy: the panel, the chat's "Memory off" note and the
// next turn all see the same thing.
import { COACH_NAME } from "@shared/brand";
import type { CoachMemoryView, MemoryItemEdit, MemorySettingsRequest } from "@shared/contract/coaching";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, errorMessage, queryClient } from "@/lib/api";
import { notify } from "@/lib/toast";
import { MEMORY_KEY } from "./use-coach-chat";

const MEMORY_PATH = "/api/coaching/memory";
const itemPath = (id: string) => `${MEMORY_PATH}/${encodeURIComponent(id)}`;
const show = (view: CoachMemoryView) => queryClient.setQueryData(MEMORY_KEY, view);
const failed = (title: string) => (error: unknown) => notify({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });

/** The memory of a paid person; free people never ask for it. */
export function useCoachMemory(enabled: boolean) {
  return useQuery<CoachMemoryView>({ queryKey: MEMORY_KEY, enabled });
}

/** null while unknown (loading, free tier), else whether memory is on. */
export function useMemoryEnabled(paid: boolean): boolean | null {
  const memory = useCoachMemory(paid);
  return memory.data ? memory.data.enabled : null;
}

export function useClearMemory() {
  return useMutation({
    mutationFn: () => apiRequest<CoachMemoryView>("DELETE", MEMORY_PATH),
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
    mutationFn: ({ id, text }: { id: string } & MemoryItemEdit) => apiRequest<CoachMemoryView>("PATCH", itemPath(id), { text } satisfies MemoryItemEdit),
    onSuccess: (view) => {
      show(view);
      notify({ title: "Memory updated" });
    },
  });
}

export function useDeleteMemoryItem() {
  return useMutation({
    mutationFn: (id: string) => apiRequest<CoachMemoryView>("DELETE", itemPath(id)),
    onSuccess: (view) => {
      show(view);
      notify({ title: "Memory deleted", description: `${COACH_NAME} won't bring it up again.` });
    },
    onError: failed("Couldn't delete the memory"),
  });
}

export function useMemorySwitch() {
  return useMutation({
    mutationFn: (enabled: boolean) => apiRequest<CoachMemoryView>("PUT", `${MEMORY_PATH}/settings`, { enabled } satisfies MemorySettingsRequest),
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
