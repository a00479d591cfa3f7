// "Your Entries" on /diary: one entry at a time, paged back through the journal.
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import type { JournalEntries } from "@/api/journal/get-journal-entries";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EntryView } from "./entry-view";
import { useLoadAround } from "./use-journal";

export function EntryBrowser({ journal }: { journal: JournalEntries }) {
  const [index, setIndex] = useState(0);
  useLoadAround(index, journal);
  const { entries, total } = journal;
  const safeIndex = Math.min(index, Math.max(0, entries.length - 1));
  const entry = entries[safeIndex];

  if (journal.isLoading) {
    return (
      <div className="flex flex-col gap-3 rounded-2xl border bg-card p-6" aria-label="Loading entries">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (journal.isError) return <p className="text-sm text-destructive">Your entries couldn't be loaded. Please refresh the page.</p>;

  return (
    <section aria-label="Your entries" className="rounded-2xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Your Entries</h2>
        {total > 0 && (
          <div className="flex items-center gap-2">
            <Button type="button" variant="outline" size="icon" aria-label="Previous entry" onClick={() => setIndex(safeIndex - 1)} disabled={safeIndex <= 0}>
              <ChevronLeft aria-hidden />
            </Button>
            <span className="min-w-16 text-center text-sm tabular-nums text-muted-foreground" aria-live="polite" data-testid="page-entry-counter">
              {safeIndex + 1} / {total}
            </span>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Next entry"
              onClick={() => setIndex(safeIndex + 1)}
              disabled={safeIndex >= total - 1 || safeIndex + 1 >= entries.length}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {entry ? (
        <EntryView entry={entry} awaitingInsight={journal.isAwaitingInsight(entry)} onDeleted={() => setIndex((i) => Math.max(0, i - 1))} />
      ) : (
        <div className="py-6 text-center">
          <p className="font-medium">No entries yet</p>
          <p className="text-sm text-muted-foreground">Pick a prompt above and write your first entry.</p>
        </div>
      )}
    </section>
  );
}
