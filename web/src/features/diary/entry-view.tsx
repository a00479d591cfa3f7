import { COACH_NAME } from "@shared/brand";
import { splitEntryContent } from "@shared/diary";
import { format } from "date-fns";
import { Camera, Loader2, PenLine, Sparkles, Trash2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { OfflineCoachLabel } from "@/components/chat/offline-coach-badge";
import { MoodBadge } from "@/components/mood-badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useDeleteJournalEntry } from "@/api/journal/delete-journal-entry";
import type { JournalEntry } from "@/api/journal/get-journal-entries";

// Creating a snapshot and deleting are occasional: their dialogs (Radix dialog, focus trap, scroll
// lock, the image code) are not part of the diary's first load (docs/decisions/0053).
const SnapshotDialog = lazy(() => import("./snapshot-dialog").then((m) => ({ default: m.SnapshotDialog })));
const DeleteEntryDialog = lazy(() => import("./delete-entry-dialog"));

export const entryDate = (iso: string | null | undefined) => (iso ? format(new Date(iso), "MMMM d, yyyy 'at' h:mm a") : "Unknown date");

interface Props {
  entry: JournalEntry;
  awaitingInsight: boolean;
  onWriteNew?: () => void;
  onDeleted?: () => void;
  className?: string;
}

/** A saved entry: date, mood badge, content, the coach's insight, snapshot and delete. */
export function EntryView({ entry, awaitingInsight, onWriteNew, onDeleted, className }: Props) {
  const [snapshotOpen, setSnapshotOpen] = useState(false);
  // Each dialog loads on its first opening and then stays mounted (to animate out and return focus).
  const [snapshotLoaded, setSnapshotLoaded] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteLoaded, setDeleteLoaded] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteJournalEntry();
  const { title, prompt, body } = splitEntryContent(entry.content);
  // Text flagged by the crisis screen is kept out of snapshots.
  const shareable = entry.safetyLevel !== "acute";

  return (
    <article className={cn("flex flex-col gap-4", className)} aria-label={`Entry of ${entryDate(entry.createdAt)}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{entryDate(entry.createdAt)}</p>
        <MoodBadge mood={entry.mood} />
      </div>
      {title && (
        <div>
          <p className="font-semibold text-primary">{title}</p>
          {prompt && <p className="text-sm text-muted-foreground">{prompt}</p>}
        </div>
      )}
      <p className="text-base leading-relaxed break-words whitespace-pre-wrap">{body}</p>
      {entry.aiInsight ? (
        <section aria-label={`${COACH_NAME}'s insight`} className="rounded-lg border border-primary/30 bg-primary/5 p-3">
          <p className="mb-1 flex items-center gap-1.5 text-sm font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden /> {COACH_NAME}'s insight
            <OfflineCoachLabel className="ml-auto" />
          </p>
          <p className="text-sm leading-relaxed">{entry.aiInsight}</p>
        </section>
      ) : awaitingInsight ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {COACH_NAME} is reflecting on this entry…
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {shareable && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setSnapshotLoaded(true);
              setSnapshotOpen(true);
            }}
          >
            <Camera aria-hidden /> Create Snapshot
          </Button>
        )}
        {onWriteNew && (
          <Button type="button" onClick={onWriteNew}>
            <PenLine aria-hidden /> Write New Entry
          </Button>
        )}
        <Button
          ref={deleteButton}
          type="button"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={remove.isPending}
          aria-haspopup="dialog"
          aria-expanded={deleteOpen}
          onClick={() => {
            setDeleteLoaded(true);
            setDeleteOpen(true);
          }}
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
      <Suspense fallback={null}>
        {shareable && snapshotLoaded && <SnapshotDialog entry={entry} open={snapshotOpen} onOpenChange={setSnapshotOpen} />}
        {deleteLoaded && (
          <DeleteEntryDialog
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            trigger={deleteButton}
            onConfirm={() =>
              remove.mutate(entry.id, {
                onSuccess: () => {
                  notify({ title: "Entry deleted", description: "The entry was removed from your diary." });
                  onDeleted?.();
                },
                onError: (err) => notify({ title: "Error", description: errorMessage(err, "Couldn't delete the entry. Please try again."), variant: "destructive" }),
              })
            }
          />
        )}
      </Suspense>
    </article>
  );
}
