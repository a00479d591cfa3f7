import type { ReactNode } from "react";
import { toast } from "sonner";

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
  const show = () => (variant === "destructive" ? toast.error(title, options) : toast(title, options));
  if (toasterMounted) show();
  else waiting.push(show);
  return options.id;
}

export { toast };
