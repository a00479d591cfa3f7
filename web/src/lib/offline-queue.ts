// Diary drafts written offline are never lost and never saved twice. A save that could not reach
// the server leaves its draft "pending" in localStorage (journal-drafts.ts) with its clientId; when
// the browser is back online (and at start-up) this queue sends each pending draft again through
// syncDraft. The server stores one entry per (user, clientId), so a retry that races the person's
// own Save, or a second tab doing the same, still makes exactly one entry.
import { useEffect, useRef } from "react";
import { ApiError, queryClient } from "./api";
import { pendingDrafts, syncDraft, writeDraft, type DraftSurface, type JournalDraft } from "./journal-drafts";
import { readSession } from "./session";

/** Dispatched on window after a queued draft was saved: `{ userId, surface, clientId }`. */
export const DRAFT_SYNCED_EVENT = "clearday:draft-synced";
export interface DraftSyncedDetail {
  userId: string;
  surface: DraftSurface;
  clientId: string;
}

export const OFFLINE_SAVE_MESSAGE = {
  title: "Kept on this device",
  description: "You're offline. Your entry is saved on this device and will be added to your diary when you're back online.",
};

/** A failure that means "no network", not "the server said no". */
export function isOfflineError(err: unknown): boolean {
  if (typeof navigator !== "undefined" && !navigator.onLine) return true;
  return err instanceof TypeError; // fetch rejects with a TypeError when the request never got an answer
}

/**
 * Moves a pending draft off its writing surface into the queue (its own storage key), so the
 * surface can start a fresh page. Call it with the draft beginSave returned, then `saved(clientId)`.
 */
export function queueDraft(draft: JournalDraft): void {
  if (!draft.pending) return;
  writeDraft({ ...draft, surface: `queued-${draft.clientId}` });
}

let running: Promise<number> | null = null;

/** Sends every pending draft of the signed-in person, oldest first. Returns how many were saved. */
export function flushOfflineQueue(): Promise<number> {
  running ??= flush().finally(() => {
    running = null;
  });
  return running;
}

async function flush(): Promise<number> {
  const userId = readSession()?.user.id;
  if (!userId || (typeof navigator !== "undefined" && !navigator.onLine)) return 0;
  let saved = 0;
  // Only drafts queued by an offline Save: a draft still on a writing surface stays there for
  // the person to save again (its text is on screen), so it never vanishes under their hands.
  for (const draft of pendingDrafts(userId).filter((d) => d.surface.startsWith("queued-"))) {
    try {
      await syncDraft(draft);
      saved++;
      window.dispatchEvent(new CustomEvent<DraftSyncedDetail>(DRAFT_SYNCED_EVENT, { detail: { userId, surface: draft.surface, clientId: draft.clientId } }));
    } catch (err) {
      // Still offline, signed out, or rate limited: stop and try again on the next "online".
      if (!(err instanceof ApiError) || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500) break;
      // The server refused this one (e.g. too long): it stays on the device, where the diary shows it.
      console.warn("A queued diary draft was not accepted:", err.serverMessage ?? err.message);
    }
  }
  if (saved > 0) {
    void queryClient.invalidateQueries({ queryKey: ["/api/journal"] });
    void queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] });
    const description = saved === 1 ? "The diary entry you wrote offline has been saved." : `The ${saved} diary entries you wrote offline have been saved.`;
    // Loaded on use: the toast library stays out of the first page load (see app.tsx).
    void import("./toast").then(({ notify }) => notify({ title: "Back online", description }));
  }
  return saved;
}

let started = false;
export function startOfflineQueue(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void flushOfflineQueue());
  // Drafts left pending by an earlier visit (offline when the tab closed, or a crash mid-save).
  if (navigator.onLine) setTimeout(() => void flushOfflineQueue(), 1000);
}

/** For a writing surface: `onSynced(clientId)` when the queue saved this surface's pending draft. */
export function useDraftSynced(userId: string, surface: DraftSurface, onSynced: (clientId: string) => void): void {
  const callback = useRef(onSynced);
  callback.current = onSynced;
  useEffect(() => {
    const handler = (e: Event) => {
      const detail = (e as CustomEvent<DraftSyncedDetail>).detail;
      if (detail.userId === userId && detail.surface === surface) callback.current(detail.clientId);
    };
    window.addEventListener(DRAFT_SYNCED_EVENT, handler);
    return () => window.removeEventListener(DRAFT_SYNCED_EVENT, handler);
  }, [userId, surface]);
}
