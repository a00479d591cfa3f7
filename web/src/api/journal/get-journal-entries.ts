// GET /api/journal keeps the documented plain-list shape and names the next page in X-Next-Cursor,
// the total in X-Total-Count (docs/decisions/0020-diary-list-pagination.md).
import type { JournalEntry } from "@shared/contract/journal";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/diary";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { exchange } from "../client";
import { queryKeys } from "../keys";

export type { JournalEntry };

interface Page {
  entries: JournalEntry[];
  nextCursor: string | null;
  total: number;
}

const FRESH_MS = 3 * 60_000;

async function getJournalPage(cursor: string | null, signal: AbortSignal): Promise<Page> {
  const path = cursor ? `/api/journal?cursor=${encodeURIComponent(cursor)}` : "/api/journal";
  const { data: entries, headers } = await exchange({ path, response: "journalEntries", signal });
  return { entries, nextCursor: headers.get(NEXT_CURSOR_HEADER), total: Number(headers.get(TOTAL_COUNT_HEADER) ?? entries.length) };
}

/** An insight is on its way: a paid entry saved in the last few minutes without one yet. */
const awaitingInsight = (e: JournalEntry, paid: boolean) => paid && !e.aiInsight && e.safetyLevel !== "acute" && Date.now() - Date.parse(e.createdAt) < FRESH_MS;

export const journalEntriesQuery = (paid: boolean) =>
  infiniteQueryOptions({
    queryKey: queryKeys.journal,
    queryFn: ({ pageParam, signal }) => getJournalPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Only while a background insight is expected: check again until it lands.
    refetchInterval: (q) => (q.state.data?.pages[0]?.entries.some((e) => awaitingInsight(e, paid)) ? 4000 : false),
  });

/** Every entry, newest first, page by page. */
export function useJournalEntries({ enabled, paid }: { enabled: boolean; paid: boolean }) {
  const query = useInfiniteQuery({ ...journalEntriesQuery(paid), enabled });
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.entries) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? entries.length;
  return {
    entries,
    total: Math.max(total, entries.length),
    isLoading: query.isLoading,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: () => (query.hasNextPage && !query.isFetchingNextPage ? query.fetchNextPage() : undefined),
    isAwaitingInsight: (e: JournalEntry) => awaitingInsight(e, paid),
  };
}

export type JournalEntries = ReturnType<typeof useJournalEntries>;
