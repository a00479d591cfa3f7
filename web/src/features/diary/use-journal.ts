// Diary data: every entry page by page (the list endpoint keeps the spec's plain-list shape and
// names the next page in X-Next-Cursor), saving with the never-lose-a-word draft, deleting.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, type CreateJournalEntryResponse, type JournalEntry } from "@shared/contract/journal";
import { useEffect, useMemo } from "react";
import { ApiError, apiFetch, apiRequest } from "@/lib/api";
import type { DraftSurface } from "@/lib/journal-drafts";

export type { JournalEntry };

export const isPaid = (tier: string | undefined) => tier === "premium" || tier === "pro";

interface Page {
  entries: JournalEntry[];
  nextCursor: string | null;
  total: number;
}

/** Distinct from ["/api/journal"] (the dashboard's plain list); invalidating that prefix refreshes both. */
export const JOURNAL_PAGES_KEY = ["/api/journal", "pages"] as const;
const FRESH_MS = 3 * 60_000;

async function fetchPage(cursor: string | null, signal: AbortSignal): Promise<Page> {
  const res = await apiFetch("GET", cursor ? `/api/journal?cursor=${encodeURIComponent(cursor)}` : "/api/journal", undefined, { signal });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const entries = (await res.json()) as JournalEntry[];
  return {
    entries,
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER),
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? entries.length),
  };
}

/** An insight is on its way: a paid entry saved in the last few minutes without one yet. */
const awaitingInsight = (e: JournalEntry, paid: boolean) =>
  paid && !e.aiInsight && e.safetyLevel !== "acute" && Date.now() - Date.parse(e.createdAt) < FRESH_MS;

export function useJournalEntries({ enabled, paid }: { enabled: boolean; paid: boolean }) {
  const query = useInfiniteQuery({
    queryKey: JOURNAL_PAGES_KEY,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    // Only while a background insight is expected: check again until it lands.
    refetchInterval: (q) => (q.state.data?.pages[0]?.entries.some((e) => awaitingInsight(e, paid)) ? 4000 : false),
  });
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.entries) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? entries.length;
  return {
    entries,
    total: Math.max(total, entries.length),
    isLoading: query.isLoading,
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadMore: () => (query.hasNextPage && !query.isFetchingNextPage ? query.fetchNextPage() : undefined),
    isAwaitingInsight: (e: JournalEntry) => awaitingInsight(e, paid),
  };
}

/** Keeps the page holding `index` (and a few ahead) loaded while browsing. */
export function useLoadAround(index: number, journal: ReturnType<typeof useJournalEntries>) {
  const { entries, hasMore, loadMore } = journal;
  useEffect(() => {
    if (hasMore && index >= entries.length - 5) void loadMore();
  }, [index, entries.length, hasMore, loadMore]);
}

export interface SavePayload {
  content: string;
  mood: number | null;
  clientId: string;
  surface: DraftSurface;
}

export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: SavePayload) =>
      apiRequest<CreateJournalEntryResponse>("POST", "/api/journal", {
        content: p.content,
        ...(p.mood !== null ? { mood: p.mood } : {}),
        clientId: p.clientId,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/api/journal"] }),
  });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/journal/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/api/journal"] }),
  });
}
