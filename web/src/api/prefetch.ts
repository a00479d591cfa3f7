import type { QueryClient } from "@tanstack/react-query";
import { readSession } from "@/lib/session";
import { queryClient } from "./client";

/**
 * Starts a page's reads while its chunk is still downloading, for a signed-in person: the answers
 * are then there at the page's first render, so cards that depend on them (the dashboard's
 * "Complete Your Assessment") do not push the page down when they arrive.
 */
export function prefetchSignedIn(start: (client: QueryClient) => Promise<void>[]): void {
  if (readSession()) void Promise.all(start(queryClient));
}
