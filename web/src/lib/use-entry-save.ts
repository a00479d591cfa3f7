// The one save path of a diary entry, for the overlay, /diary and the dashboard's Daily
// Reflection: the text lives in the draft store as it is typed, the exact payload is marked
// pending before it is sent, the draft is cleared only when the server confirms, and a save that
// gets no answer goes to the offline queue. Each surface brings its own messages.
import { composeEntryContent, type DiaryPrompt } from "@shared/diary";
import { useRef, useState } from "react";
import { fireConfetti } from "./confetti";
import { sendDraft, useJournalDraft, type DraftSurface } from "./journal-drafts";
import { browserOffline, forgetQueued, isOfflineError, queueDraft, queuedSaveMessage } from "./offline-queue";
import { notify } from "./toast";

interface Message {
  title: string;
  description: string;
}

/** The quiet confirmation for an entry that sounds heavy: saved, and nothing to celebrate. */
export const GENTLE_SAVED: Message = {
  title: "Entry saved",
  description: "Your entry is kept safe. Thank you for writing this down. Be gentle with yourself today.",
};

export interface EntrySaveOptions {
  surface: DraftSurface;
  /** Confetti after an ordinary save (never after one the server screened as distress or acute). */
  celebrate: boolean;
  /** After an ordinary save. */
  success: Message;
  /** After a save the server screened as distress or acute (default GENTLE_SAVED). */
  gentle?: Message;
  failure: Message | ((error: unknown) => Message);
}

export function useEntrySave(userId: string, { surface, celebrate, success, gentle, failure }: EntrySaveOptions) {
  const draft = useJournalDraft(userId, surface);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  // Shown when the saved entry was screened as acute: resources first, no celebration.
  const [crisisOpen, setCrisisOpen] = useState(false);
  const canSave = draft.draft.text.trim() !== "" && !saving;

  async function save(prompt: DiaryPrompt | null): Promise<boolean> {
    if (!canSave || inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    const pending = draft.beginSave({ content: composeEntryContent(prompt, draft.draft.text), mood: draft.draft.mood });
    try {
      const { entry, sent } = await sendDraft(pending);
      draft.saved(sent.clientId);
      forgetQueued(userId, pending.clientId);
      setCrisisOpen(entry.safety.level === "acute");
      if (entry.safety.level === "none") {
        if (celebrate) void fireConfetti();
        notify(success);
      } else {
        // Screened as distress or acute: no confetti and no cheerful words, only that it is kept.
        notify(gentle ?? GENTLE_SAVED);
      }
      return true;
    } catch (err) {
      if (isOfflineError(err)) {
        // No answer: the words as sent go to the queue and are sent again (same clientId, stored
        // once). Offline, the page is cleared for the next entry. Online (the answer was lost on
        // the way, or the server was unreachable), the words stay on screen until the queue's
        // resend is confirmed, so the person can still change them: an edit takes a new client id
        // and is saved as written, never swallowed as a "retry" of the first version.
        queueDraft(pending);
        notify(queuedSaveMessage());
        if (!browserOffline()) return false;
        draft.saved(pending.clientId);
        return true;
      }
      // The words stay on the page, pending; an edit gives them a new client id.
      notify({ ...(typeof failure === "function" ? failure(err) : failure), variant: "destructive" });
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  }

  return { ...draft, save, canSave, saving, crisisOpen, setCrisisOpen };
}

export type EntrySave = ReturnType<typeof useEntrySave>;
