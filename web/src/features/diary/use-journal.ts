import { useEffect } from "react";
import type { JournalEntries } from "@/api/journal/get-journal-entries";

export const isPaid = (tier: string | undefined) => tier === "premium" || tier === "pro";

/** Keeps the page holding `index` (and a few ahead) loaded while browsing. */
export function useLoadAround(index: number, journal: JournalEntries) {
  const { entries, hasMore, loadMore } = journal;
  useEffect(() => {
    if (hasMore && index >= entries.length - 5) void loadMore();
  }, [index, entries.length, hasMore, loadMore]);
}
