// 'Share Your Journal Entry': the card's preview (scaled on narrow screens) and its actions:
// download, share as a jpg, or publish as a link that can be deleted.
import type { SnapshotResponse } from "@shared/contract/journal";
import { SNAPSHOT_HEIGHT, SNAPSHOT_WIDTH, snapshotFileName } from "@shared/diary";
import { Check, Copy, Download, Link2, Loader2, Share2, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/api/client";
import { createSnapshot } from "@/api/snapshots/create-snapshot";
import { deleteSnapshot } from "@/api/snapshots/delete-snapshot";
import { notify } from "@/lib/toast";
import type { JournalEntry } from "@/api/journal/get-journal-entries";
import { SnapshotCard } from "./snapshot-card";
import { capture, dataUrlToBlob, saveDataUrl } from "./snapshot-image";

type Busy = null | "download" | "share" | "link" | "delete";

/** 'Share Your Journal Entry': a 600x400 card to download, share as a jpg, or publish as a link. */
export function SnapshotDialog({ entry, open, onOpenChange }: { entry: JournalEntry; open: boolean; onOpenChange: (open: boolean) => void }) {
  const card = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [busy, setBusy] = useState<Busy>(null);
  const [link, setLink] = useState<SnapshotResponse | null>(null);
  const [copied, setCopied] = useState(false);

  // The card is captured at 600x400; on a narrow screen only its preview is scaled down.
  // A callback ref: the dialog's content mounts after `open` flips, inside a portal.
  const observer = useRef<ResizeObserver | null>(null);
  const frame = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    const fit = () => setScale(Math.min(1, el.clientWidth / SNAPSHOT_WIDTH));
    fit();
    observer.current = new ResizeObserver(fit);
    observer.current.observe(el);
  }, []);

  useEffect(() => {
    if (!open) {
      setLink(null);
      setCopied(false);
    }
  }, [open]);

  const generationFailed = () => notify({ title: "Error", description: "Failed to generate snapshot. Please try again.", variant: "destructive" });

  async function download() {
    if (!card.current) return;
    setBusy("download");
    try {
      saveDataUrl(await capture(card.current, "png"), snapshotFileName(new Date()));
      notify({ title: "Success!", description: "Journal snapshot downloaded successfully." });
    } catch {
      generationFailed();
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    if (!card.current) return;
    setBusy("share");
    let jpg: File;
    try {
      const blob = await dataUrlToBlob(await capture(card.current, "jpeg"));
      jpg = new File([blob], snapshotFileName(new Date(), "jpg"), { type: "image/jpeg" });
    } catch {
      setBusy(null);
      return generationFailed();
    }
    try {
      if (typeof navigator.share === "function" && navigator.canShare?.({ files: [jpg] })) {
        await navigator.share({ files: [jpg], title: "My journal entry" });
        notify({ title: "Shared!", description: "Journal snapshot shared successfully." });
      } else {
        saveDataUrl(await capture(card.current, "png"), snapshotFileName(new Date()));
        notify({ title: "Download Ready", description: "Share feature not supported. Image downloaded instead." });
      }
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (!(err instanceof DOMException && err.name === "AbortError")) {
        notify({ title: "Share Failed", description: "Couldn't share the snapshot. Try downloading instead.", variant: "destructive" });
      }
    } finally {
      setBusy(null);
    }
  }

  async function copyLink() {
    if (!card.current) return;
    setBusy("link");
    try {
      let published = link;
      if (!published) {
        let blob: Blob;
        try {
          blob = await dataUrlToBlob(await capture(card.current, "png"));
        } catch {
          return generationFailed();
        }
        published = await createSnapshot(blob);
        setLink(published);
      }
      try {
        await navigator.clipboard.writeText(published.url);
        setCopied(true);
        notify({ title: "Link copied", description: "Anyone with this link can see the snapshot. You can delete it at any time." });
      } catch {
        notify({ title: "Link ready", description: "Copy the link below to share your snapshot." });
      }
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err, "Couldn't create a link. Please try again."), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  async function deleteLink() {
    if (!link) return;
    setBusy("delete");
    try {
      await deleteSnapshot(link.id);
      setLink(null);
      setCopied(false);
      notify({ title: "Link deleted", description: "The snapshot link no longer works." });
    } catch (err) {
      notify({ title: "Error", description: errorMessage(err, "Couldn't delete the link. Please try again."), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[95dvh] overflow-y-auto sm:max-w-[680px]">
        <DialogHeader>
          <DialogTitle>Share Your Journal Entry</DialogTitle>
          <DialogDescription>A snapshot card of this entry, ready to keep or share.</DialogDescription>
        </DialogHeader>

        <div ref={frame} className="w-full overflow-hidden" style={{ height: SNAPSHOT_HEIGHT * scale }}>
          <div style={{ width: SNAPSHOT_WIDTH, height: SNAPSHOT_HEIGHT, transform: `scale(${scale})`, transformOrigin: "top left" }}>
            <SnapshotCard entry={entry} ref={card} />
          </div>
        </div>

        {link && (
          <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3">
            <label htmlFor="snapshot-link" className="text-sm font-medium">
              Public link
            </label>
            <div className="flex gap-2">
              <Input id="snapshot-link" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" size="sm" className="h-9" onClick={() => void deleteLink()} disabled={busy !== null}>
                {busy === "delete" ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
                Delete link
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Anyone with the link can see this image. Delete it to stop sharing.</p>
          </div>
        )}

        <DialogFooter className="flex-row flex-wrap justify-between gap-2">
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => void download()} disabled={busy !== null}>
              {busy === "download" ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
              Download
            </Button>
            <Button type="button" variant="secondary" onClick={() => void share()} disabled={busy !== null}>
              {busy === "share" ? <Loader2 className="animate-spin" aria-hidden /> : <Share2 aria-hidden />}
              Share
            </Button>
            <Button type="button" variant="outline" onClick={() => void copyLink()} disabled={busy !== null}>
              {busy === "link" ? <Loader2 className="animate-spin" aria-hidden /> : copied ? <Check aria-hidden /> : link ? <Copy aria-hidden /> : <Link2 aria-hidden />}
              Copy link
            </Button>
          </div>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
