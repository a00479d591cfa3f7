import type { ReactNode } from "react";
import { useHydrated } from "@/lib/hydration";

/**
 * The fields of a form on a prerendered page: disabled until the app has hydrated, so nothing is
 * typed into inputs the app does not yet control (and would then reset).
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
      {children}
    </fieldset>
  );
}
