// Diary drafts that could not reach the server are never lost and never saved twice. A save that
// got no answer moves its draft into this queue (its own storage key, journal-drafts.ts); the
// queue sends each one again through sendDraft when the browser is back online, shortly after
// start-up, and, while the browser says it is online (the server was unreachable, or the answer
// was lost on the way), again after a short wait. The server stores one entry per (user,
// clientId), so a resend of a save that did arrive, or a second tab doing the same, still makes
// exactly one entry. A successful save refetches whatever shows the diary (api/keys.ts).
import { ApiError } from "@/api/client";
import { confirmSaved, DRAFT_CONFIRMED_EVENT, pendingDrafts, sendDraft, writeDraft, type JournalDraft } from "./journal-drafts";
import { readSession } from "./session";

export const browserOffline = () => typeof navigator !== "undefined" && !navigator.onLine;

/** The toast when a save was kept on the device instead. */
export function queuedSaveMessage(): { title: string; description: string } {
  if (browserOffline()) {
    return {
      title: "Kept on this device",
      description: "You're offline. Your entry is saved on this device and will be added to your diary when you're back online.",
    };
  }
  return {
    title: "Kept on this device",
    description: "We didn't hear back from Clearday. Your words stay here until they're confirmed, and are sent again shortly.",
  };
}

/** A save confirmed on its writing surface: the queue need not send that copy again. */
export function forgetQueued(userId: string, clientId: string): void {
  confirmSaved(userId, `queued-${clientId}`, clientId);
}

/** A failure that means "no answer", not "the server said no". */
export function isOfflineError(err: unknown): boolean {
  if (typeof navigator !== "undefined" && !navigator.onLine) return true;
  return err instanceof TypeError; // fetch rejects with a TypeError when the request never got an answer
}

/**
 * Moves a pending draft off its writing surface into the queue, so the surface can start a fresh
 * page. Call it with the draft as it was sent, then clear the surface.
 */
export function queueDraft(draft: JournalDraft): void {
  if (!draft.pending) return;
  writeDraft({ ...draft, surface: `queued-${draft.clientId}` });
  scheduleRetry();
}

let running: Promise<number> | null = null;

/** Sends every queued draft of the signed-in person, oldest first. Returns how many were saved. */
export function flushOfflineQueue(): Promise<number> {
  running ??= flush().finally(() => {
    running = null;
  });
  return running;
}

const isQueued = (d: JournalDraft) => d.surface.startsWith("queued-");

async function flush(): Promise<number> {
  const userId = readSession()?.user.id;
  if (!userId || (typeof navigator !== "undefined" && !navigator.onLine)) return 0;
  let saved = 0;
  // Only drafts queued by a save that got no answer: a draft still on a writing surface stays
  // there for the person to save again (its text is on screen), so it never vanishes under their hands.
  for (const draft of pendingDrafts(userId).filter(isQueued)) {
    try {
      const { sent } = await sendDraft(draft);
      confirmSaved(userId, draft.surface, sent.clientId);
      // The same words may still be on their writing surface (the answer was lost while online):
      // they are saved now, so that copy goes too, and a surface showing them clears.
      for (const d of pendingDrafts(userId)) if (!isQueued(d) && d.clientId === draft.clientId) confirmSaved(userId, d.surface, d.clientId);
      window.dispatchEvent(new CustomEvent(DRAFT_CONFIRMED_EVENT, { detail: { userId, clientId: draft.clientId } }));
      saved++;
    } catch (err) {
      // Still unreachable, signed out, or rate limited: stop and try again later.
      if (!(err instanceof ApiError) || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500) {
        scheduleRetry();
        break;
      }
      // The server refused this one (e.g. too long): it stays on the device, where the diary shows it.
      console.warn("A queued diary draft was not accepted:", err.serverMessage ?? err.message);
    }
  }
  if (saved > 0) {
    retryDelay = FIRST_RETRY_MS;
    const description = saved === 1 ? "The diary entry you wrote offline has been saved." : `The ${saved} diary entries you wrote offline have been saved.`;
    // Loaded on use: the toast library stays out of the first page load (see app.tsx).
    void import("./toast").then(({ notify }) => notify({ title: "Back online", description }));
  }
  return saved;
}

// While the browser says it is online, a queued draft is tried again after a wait that doubles
// up to a few minutes; going offline leaves it to the "online" event.
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

function scheduleRetry(): void {
  if (retryTimer || typeof window === "undefined" || !navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushOfflineQueue();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
}

let started = false;
export function startOfflineQueue(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void flushOfflineQueue());
  // Drafts left pending by an earlier visit (offline when the tab closed, or a crash mid-save).
  if (navigator.onLine) setTimeout(() => void flushOfflineQueue(), 1000);
}
