import { useSyncExternalStore } from "react";

// The 'My Diary' overlay is opened from the home page and the mobile menu; the layout renders it.
let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

export const openDiaryOverlay = () => {
  open = true;
  emit();
};
export const closeDiaryOverlay = () => {
  open = false;
  emit();
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
