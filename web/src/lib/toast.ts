import type { ReactNode } from "react";
import { toast } from "sonner";

export type NotifyOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  /** Milliseconds; the Toaster's default (5000) when omitted. */
  duration?: number;
};

/** Show the app's single toast. Returns the sonner toast id. */
export function notify({ title, description, variant = "default", duration }: NotifyOptions) {
  const options = {
    ...(description !== undefined && { description }),
    ...(duration !== undefined && { duration }),
  };
  return variant === "destructive" ? toast.error(title, options) : toast(title, options);
}

export { toast };
