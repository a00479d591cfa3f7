import { IMPORT_ACCEPT, MAX_IMPORT_BYTES, MAX_IMPORT_ENTRIES, type ImportPreview, type ImportStatus } from "@shared/contract/imports";
import { PRODUCT_NAME } from "@shared/brand";
import { useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { errorMessage, invalidate } from "@/api/client";
import { cancelImport } from "@/api/imports/cancel-import";
import { confirmImport } from "@/api/imports/confirm-import";
import { useCurrentImport, useImportStatus } from "@/api/imports/get-import";
import { previewImport } from "@/api/imports/preview-import";
import { queryKeys } from "@/api/keys";
import { notify } from "@/lib/toast";

const MB = MAX_IMPORT_BYTES / (1024 * 1024);
/** A finished import is still reported when the page is opened again within this time. */
const RECENT_MS = 30 * 60_000;
const n = (x: number) => x.toLocaleString();
const plural = (x: number, one: string, many = `${one}s`) => `${n(x)} ${x === 1 ? one : many}`;
/** "2024-03-01" as a readable date, without shifting it through a time zone. */
const day = (key: string) => new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** Settings → Data → Import: choose, preview, confirm, then a progress bar that survives a reload. */
export function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const current = useCurrentImport();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [busy, setBusy] = useState<"reading" | "confirming" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const status = useImportStatus(importId);

  // After a reload: pick up an import that is still running, or say how a recent one went.
  useEffect(() => {
    const c = current.data;
    const recent = c && Date.now() - Date.parse(c.createdAt) < RECENT_MS;
    if (c && importId === null && preview === null && (c.status === "queued" || c.status === "running" || recent)) setImportId(c.id);
  }, [current.data, importId, preview]);

  const choose = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (input.current) input.current.value = "";
    if (list.length === 0) return;
    setError(null);
    setImportId(null);
    const size = list.reduce((s, f) => s + f.size, 0);
    if (size > MAX_IMPORT_BYTES)
      return setError(`That's ${Math.ceil(size / (1024 * 1024))} MB; an import can be at most ${MB} MB. Export a shorter date range, or leave the photos out.`);
    setBusy("reading");
    try {
      setPreview(await previewImport(list));
    } catch (err) {
      setError(errorMessage(err, "That file couldn't be read. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy("confirming");
    setError(null);
    try {
      const started = await confirmImport(preview.id);
      client.setQueryData(queryKeys.importStatus(started.id), started);
      setImportId(started.id);
      setPreview(null);
    } catch (err) {
      setError(errorMessage(err, "The import couldn't start. Please try again."));
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!preview) return;
    const id = preview.id;
    setPreview(null);
    await cancelImport(id).catch(() => undefined); // an unconfirmed preview is forgotten within a day anyway
  };

  const s = status.data;
  const finished = s && (s.status === "done" || s.status === "failed");
  // Told once, when an import this page watched finishes (not when a finished one is shown again).
  const watched = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = watched.current;
    watched.current = s?.status;
    if (s?.status === "done" && (before === "queued" || before === "running")) {
      void invalidate(["journal", "imports"]);
      notify({ title: "Import finished", description: `${plural(s.added, "entry", "entries")} added to your diary.` });
    }
  }, [s?.status, s?.added, client]);

  return (
    <section aria-labelledby="import-title" className="space-y-3">
      <h3 id="import-title" className="font-medium">
        Import
      </h3>
      <p className="text-sm text-muted-foreground">
        Bring your journal in from Day One (the .zip or the .json of a JSON export), a {PRODUCT_NAME} JSON export, or .md and .txt files (one entry each, dated by a "date:" line at
        the top or the file's name, like 2024-05-01.md). Up to {MB} MB and {n(MAX_IMPORT_ENTRIES)} entries at a time. You'll see a preview first; importing the same file twice adds
        nothing.
      </p>

      {!preview && !(s && !finished) && (
        <>
          <input
            ref={input}
            id="import-file"
            type="file"
            accept={IMPORT_ACCEPT}
            multiple
            className="sr-only"
            onChange={(e) => void choose(e.target.files)}
            aria-label="Choose files to import"
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy !== null}>
            <FileUp aria-hidden /> {busy === "reading" ? "Reading..." : "Choose files to import"}
          </Button>
        </>
      )}

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      {preview && <PreviewPanel preview={preview} busy={busy === "confirming"} onConfirm={() => void confirm()} onCancel={() => void cancel()} />}
      {s && <StatusPanel status={s} />}
    </section>
  );
}

function PreviewPanel({ preview, busy, onConfirm, onCancel }: { preview: ImportPreview; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const fresh = preview.total - preview.duplicates;
  return (
    <div className="space-y-3 rounded-lg border p-4" data-testid="import-preview" aria-live="polite">
      <p className="font-medium">
        {plural(preview.total, "entry", "entries")} from {day(preview.from)} to {day(preview.to)}
      </p>
      <ul className="space-y-2">
        {preview.first.map((e, i) => (
          <li key={i} className="rounded-md bg-muted/50 p-3 text-sm">
            <p className="text-xs text-muted-foreground">{day(e.date)}</p>
            <p className="line-clamp-3 whitespace-pre-line">{e.text}</p>
          </li>
        ))}
      </ul>
      <ul className="list-inside list-disc text-sm text-muted-foreground">
        {preview.duplicates > 0 && <li>{plural(preview.duplicates, "entry is", "entries are")} already in your diary and will be left as they are.</li>}
        {preview.photosSkipped > 0 && <li>{plural(preview.photosSkipped, "photo or attachment", "photos and attachments")} skipped: the import keeps the text.</li>}
        {preview.emptySkipped > 0 && <li>{plural(preview.emptySkipped, "empty entry", "empty entries")} skipped.</li>}
        {preview.splitEntries > 0 && <li>{plural(preview.splitEntries, "long entry", "long entries")} kept whole, in parts.</li>}
        <li>Imported entries don't get AI insights.</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={busy || fresh === 0}>
          {busy ? "Starting..." : fresh === 0 ? "Nothing new to import" : `Import ${plural(fresh, "entry", "entries")}`}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function StatusPanel({ status }: { status: ImportStatus }) {
  if (status.status === "failed") {
    return (
      <p role="alert" className="text-sm text-destructive">
        {status.error ?? "The import stopped. Please try again."}
      </p>
    );
  }
  if (status.status === "done") {
    return (
      <div className="space-y-1 text-sm" role="status" data-testid="import-done">
        <p className="font-medium">
          Imported {plural(status.added, "entry", "entries")}
          {status.duplicates > 0 ? `; ${plural(status.duplicates, "was", "were")} already here` : ""}.
        </p>
        <p>
          <Link to="/diary" className="text-primary underline underline-offset-4">
            Open your diary
          </Link>
        </p>
        {status.flagged > 0 && (
          <p className="text-muted-foreground">
            Some of these entries touch on hard moments. If you need support now,{" "}
            <Link to="/safety" className="underline underline-offset-4">
              help is here
            </Link>
            .
          </p>
        )}
      </div>
    );
  }
  const pct = Math.round(status.progress * 100);
  return (
    <div className="space-y-2" data-testid="import-progress">
      <p className="text-sm" role="status">
        Importing... {n(status.processed)} of {n(status.total)} entries
      </p>
      <Progress value={pct} aria-label={`Import progress: ${pct}%`} />
      <p className="text-xs text-muted-foreground">You can leave this page; the import carries on.</p>
    </div>
  );
}
