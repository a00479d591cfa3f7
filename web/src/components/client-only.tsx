import { Suspense, type ReactNode } from "react";
import { useHydrated } from "@/lib/hydration";

/**
 * Renders lazily loaded, device-dependent extras only once the page has hydrated. A component of
 * its own on purpose: its re-render must not touch its parent, or a page still hydrating beside it
 * would be thrown away and rendered again from scratch.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={null}>{children}</Suspense> : null;
}
