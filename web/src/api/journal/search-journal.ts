// GET /api/journal/search?q=...&cursor=...: the person's own entries matching q, best match first,
// paged like GET /api/journal (X-Next-Cursor, X-Total-Count). Each result is a whole entry plus a
// snippet whose matches sit between HIGHLIGHT_START and HIGHLIGHT_END (@shared/journal-search).
import type { JournalSearchResult } from "@shared/contract/journal";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/diary";
import { MAX_SEARCH_CHARS } from "@shared/journal-search";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { exchange } from "../client";
import { queryKeys } from "../keys";

export type { JournalSearchResult };

interface Page {
  results: JournalSearchResult[];
  nextCursor: string | null;
  total: number;
}

async function searchJournalPage(q: string, cursor: string | null, signal: AbortSignal): Promise<Page> {
  const params = new URLSearchParams({ q });
  if (cursor) params.set("cursor", cursor);
  const { data: results, headers } = await exchange({ path: `/api/journal/search?${params}`, response: "journalSearch", signal });
  return { results, nextCursor: headers.get(NEXT_CURSOR_HEADER), total: Number(headers.get(TOTAL_COUNT_HEADER) ?? results.length) };
}

/** The text sent for what was typed: trimmed; blank or too long means no search. */
export const searchText = (typed: string): string | null => {
  const q = typed.trim();
  return q && q.length <= MAX_SEARCH_CHARS ? q : null;
};

export const journalSearchQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.journalSearch(q),
    queryFn: ({ pageParam, signal }) => searchJournalPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A search is asked again when it is typed again after a minute; writes refetch it at once (keys.ts).
    staleTime: 60_000,
    gcTime: 5 * 60_000,
  });

/** Results for `q` (null: no search), page by page. */
export function useJournalSearch(q: string | null) {
  const query = useInfiniteQuery({ ...journalSearchQuery(q ?? ""), enabled: q !== null });
  const results = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data]);
  return {
    results,
    total: Math.max(query.data?.pages[0]?.total ?? results.length, results.length),
    isLoading: q !== null && query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => (query.hasNextPage && !query.isFetchingNextPage ? query.fetchNextPage() : undefined),
  };
}
