// One save path for the overlay and the page: the draft is marked pending before sending and
// cleared only when the server confirms; the text stays if anything fails.
import { composeEntryContent, type DiaryPrompt } from "@shared/diary";
import { useState } from "react";
import { fireConfetti } from "@/lib/confetti";
import { useJournalDraft, type DraftSurface } from "@/lib/journal-drafts";
import { OFFLINE_SAVE_MESSAGE, isOfflineError, queueDraft, useDraftSynced } from "@/lib/offline-queue";
import { notify } from "@/lib/toast";
import { useSaveEntry } from "./use-journal";

interface Messages {
  success: { title: string; description: string };
  failure: { title: string; description: string };
}

export function useDiarySave(userId: string, surface: DraftSurface, style: "page" | "overlay", messages: Messages) {
  const draft = useJournalDraft(userId, surface);
  const mutation = useSaveEntry();
  const [crisisOpen, setCrisisOpen] = useState(false);
  const canSave = draft.draft.text.trim() !== "" && !mutation.isPending;
  // An entry queued while offline is cleared from the page once the queue has saved it.
  useDraftSynced(userId, surface, draft.saved);

  async function save(prompt: DiaryPrompt | null): Promise<boolean> {
    if (!canSave) return false;
    const payload = { content: composeEntryContent(prompt, draft.draft.text, style), mood: draft.draft.mood };
    const pending = draft.beginSave(payload);
    try {
      const entry = await mutation.mutateAsync({ ...payload, clientId: pending.clientId, surface });
      draft.saved(pending.clientId);
      if (entry.safety.level === "acute") {
        setCrisisOpen(true); // resources first; no celebration
      } else {
        void fireConfetti();
        notify(messages.success);
      }
      return true;
    } catch (err) {
      if (isOfflineError(err)) {
        // Offline: kept on the device and sent (once, same clientId) when the connection returns.
        queueDraft(pending);
        draft.saved(pending.clientId);
        notify(OFFLINE_SAVE_MESSAGE);
        return true;
      }
      notify({ ...messages.failure, variant: "destructive" });
      return false;
    }
  }

  return { ...draft, save, canSave, saving: mutation.isPending, crisisOpen, setCrisisOpen };
}
