// The installable app: the service worker (production builds only: in development it would cache
// Vite's modules and hide edits) and the online/offline state the offline banner shows.
import { useSyncExternalStore } from "react";

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // After load, so installing the worker (it fetches the shell) never competes with the first paint.
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => console.warn("Service worker not registered:", err));
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** Called once from main.tsx: the service worker, and the queue that saves offline diary drafts. */
export function setUpOfflineSupport(): void {
  registerServiceWorker();
  // Its own chunk (with the drafts store): it only acts when a draft is waiting or the network returns.
  void import("./offline-queue").then((m) => m.startOfflineQueue());
}

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine);

/** True while the browser says it has a network. (navigator.onLine can be true without internet; false is reliable.) */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
