import type { ReactNode } from "react";

// sonner (9 KB gzip) is not part of any page's first load: it is fetched with the Toaster after
// the first paint, and a toast raised before then waits for it (docs/decisions/0053).
let sonner: Promise<typeof import("sonner")> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));

export type NotifyOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** Milliseconds; the Toaster's default (5000) when omitted. */
  duration?: number;
};

// The Toaster loads after the first paint (and after hydration); a toast raised before it is
// listening would be dropped by sonner, so those wait here until it mounts.
let toasterMounted = false;
const waiting: (() => void)[] = [];
let nextId = 0;

/** Called by the Toaster once it listens: shows what was raised before. */
export function toasterReady(): void {
  toasterMounted = true;
  for (const show of waiting.splice(0)) show();
}

/** Show the app's single toast. Returns the sonner toast id. */
export function notify({ title, description, variant = "default", duration }: NotifyOptions) {
  const options = {
    id: `notify-${++nextId}`,
    ...(description !== undefined && { description }),
    ...(duration !== undefined && { duration }),
  };
  const show = () => void loadSonner().then(({ toast }) => (variant === "destructive" ? toast.error(title, options) : toast(title, options)));
  if (toasterMounted) show();
  else waiting.push(show);
  return options.id;
}

/** Dismisses a toast by id (after any toast raised before it has been shown). */
export const toast = {
  dismiss: (id?: string | number) => void loadSonner().then(({ toast }) => toast.dismiss(id)),
};
