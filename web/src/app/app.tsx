import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode } from "react";
import { ClientOnly } from "@/components/client-only";
import { queryClient } from "@/api/client";
import { AuthProvider } from "@/lib/auth";

// Toasts only ever follow an action, so the toast library loads after the first paint.
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** The providers around the router: the browser's RouterProvider, or the prerender's static one. */
export function App({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <ClientOnly>
          <Toaster />
        </ClientOnly>
      </AuthProvider>
    </QueryClientProvider>
  );
}
