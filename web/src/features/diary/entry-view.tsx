import { COACH_NAME } from "@shared/brand";
import { splitEntryContent } from "@shared/diary";
import { format } from "date-fns";
import { Camera, Loader2, PenLine, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { OfflineCoachLabel } from "@/components/chat/offline-coach-badge";
import { MoodBadge } from "@/components/mood-badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/api/client";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { SnapshotDialog } from "./snapshot-dialog";
import { useDeleteJournalEntry } from "@/api/journal/delete-journal-entry";
import type { JournalEntry } from "@/api/journal/get-journal-entries";

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
          <Button type="button" variant="secondary" onClick={() => setSnapshotOpen(true)}>
            <Camera aria-hidden /> Create Snapshot
          </Button>
        )}
        {onWriteNew && (
          <Button type="button" onClick={onWriteNew}>
            <PenLine aria-hidden /> Write New Entry
          </Button>
        )}
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden /> Delete
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this entry?</AlertDialogTitle>
              <AlertDialogDescription>It will be removed from your diary for good. This can't be undone.</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep it</AlertDialogCancel>
              <AlertDialogAction
                className="bg-destructive text-white hover:bg-destructive/90"
                onClick={() =>
                  remove.mutate(entry.id, {
                    onSuccess: () => {
                      notify({ title: "Entry deleted", description: "The entry was removed from your diary." });
                      onDeleted?.();
                    },
                    onError: (err) => notify({ title: "Error", description: errorMessage(err, "Couldn't delete the entry. Please try again."), variant: "destructive" }),
                  })
                }
              >
                Delete entry
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
      {shareable && <SnapshotDialog entry={entry} open={snapshotOpen} onOpenChange={setSnapshotOpen} />}
    </article>
  );
}
