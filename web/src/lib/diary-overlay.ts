import type { JournalEntry } from "@shared/contract/journal";
import { useSyncExternalStore } from "react";

// The 'My Diary' overlay is opened from the home page and the mobile menu; the layout renders it.
let open = false;
/** An entry the overlay opens on in its reading view (a search result chosen on /diary). */
let entryToShow: JournalEntry | null = null;
/** What had focus when an entry was opened (a search result): it gets it back on close. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

export const openDiaryOverlay = () => {
  open = true;
  emit();
};
/** Opens the overlay on one entry, in its reading view. */
export const openDiaryEntry = (entry: JournalEntry) => {
  entryToShow = entry;
  returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  openDiaryOverlay();
};
/** The entry to open on, once (null: the overlay opens on a new entry). */
export const takeDiaryEntry = (): JournalEntry | null => {
  const entry = entryToShow;
  entryToShow = null;
  return entry;
};
export const closeDiaryOverlay = () => {
  open = false;
  emit();
  const back = returnFocus;
  returnFocus = null;
  // After the overlay has unmounted (and its focus trap has let go).
  if (back) requestAnimationFrame(() => setTimeout(() => back.isConnected && back.focus(), 0));
};
export function useDiaryOverlayOpen(): boolean {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    () => open,
    () => false,
  );
}
