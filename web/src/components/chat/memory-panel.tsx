import { COACH_NAME } from "@shared/brand";
import type { MemoryItem } from "@shared/contract/coaching";
import { MEMORY_ITEM_MAX_CHARS } from "@shared/memory";
import { Brain, Check, Loader2, Pencil, Trash2, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/api/client";
import { useClearMemory, useCoachMemory, useDeleteMemoryItem, useEditMemoryItem, useMemorySwitch } from "./memory-api";

const dateFormat = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric", year: "numeric" });

/** 'What Mindy remembers': every item kept about a paid person, each editable and deletable, with an off switch. */
export function MemoryPanel({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const memory = useCoachMemory(open);
  const clear = useClearMemory();
  const toggle = useMemorySwitch();
  const switchId = useId();
  const view = memory.data;
  const empty = view && view.items.length === 0 && view.diaryThemes.length === 0;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className={triggerClassName}>
          <Brain aria-hidden />
          What {COACH_NAME} remembers
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>What {COACH_NAME} remembers</DialogTitle>
          <DialogDescription>
            Things you&apos;ve told {COACH_NAME}, in your own words, and the themes of your diary, so {COACH_NAME} can pick up where you left off. Edit or delete anything. It is
            private to you, and anything the safety check flagged is never kept here.
          </DialogDescription>
        </DialogHeader>
        {memory.isPending && (
          <div className="space-y-2" aria-label="Loading memory">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
        {memory.isError && <p className="text-sm text-destructive">Couldn&apos;t load the memory. Please try again.</p>}
        {view && (
          <div className="flex items-start justify-between gap-4 rounded-md border p-3">
            <div className="space-y-1">
              <Label htmlFor={switchId}>Memory</Label>
              <p className="text-xs text-muted-foreground" id={`${switchId}-hint`}>
                {view.enabled
                  ? `${COACH_NAME} learns from your conversations and uses what's here.`
                  : `Off: ${COACH_NAME} isn't learning or using anything until you switch it back on.`}
              </p>
            </div>
            <Switch id={switchId} aria-describedby={`${switchId}-hint`} checked={view.enabled} disabled={toggle.isPending} onCheckedChange={(enabled) => toggle.mutate(enabled)} />
          </div>
        )}
        {empty && <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{COACH_NAME} doesn&apos;t remember anything about you yet.</p>}
        {view && view.items.length > 0 && (
          <section aria-labelledby="memory-items">
            <h3 id="memory-items" className="mb-2 text-sm font-semibold">
              From your conversations
            </h3>
            <ul className="space-y-2">
              {view.items.map((item) => (
                <MemoryItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
        )}
        {view && view.diaryThemes.length > 0 && (
          <section aria-labelledby="memory-diary">
            <h3 id="memory-diary" className="mb-2 text-sm font-semibold">
              Themes from your diary
            </h3>
            <p className="text-sm">{view.diaryThemes.join(", ")}</p>
          </section>
        )}
        {view?.clearedAt && <p className="text-xs text-muted-foreground">Last cleared {dateFormat.format(new Date(view.clearedAt))}.</p>}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button type="button" variant="destructive" disabled={clear.isPending || !view || empty} onClick={() => clear.mutate()}>
            {clear.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            Clear memory
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function MemoryItemRow({ item }: { item: MemoryItem }) {
  const [draft, setDraft] = useState<string | null>(null);
  const edit = useEditMemoryItem();
  const remove = useDeleteMemoryItem();
  const fieldId = useId();
  const source = `${item.editedAt ? "Edited" : "Learned"} ${dateFormat.format(new Date(item.editedAt ?? item.learnedAt))} · from “${item.sessionTitle}”`;

  if (draft !== null) {
    const length = draft.trim().length;
    const problem = length === 0 ? "Write something, or delete this memory instead." : length > MEMORY_ITEM_MAX_CHARS ? `At most ${MEMORY_ITEM_MAX_CHARS} characters.` : null;
    const serverProblem = edit.error ? errorMessage(edit.error, "Couldn't save the change. Please try again.") : null;
    const save = () => {
      if (problem || edit.isPending) return;
      edit.mutate({ id: item.id, text: draft }, { onSuccess: () => setDraft(null) });
    };
    const cancel = () => {
      edit.reset();
      setDraft(null);
    };
    return (
      <li className="space-y-2 rounded-md border p-3 text-sm" data-testid="memory-item">
        <Label htmlFor={fieldId} className="sr-only">
          Edit this memory
        </Label>
        <Textarea
          id={fieldId}
          value={draft}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field the person just asked to edit
          autoFocus
          rows={3}
          aria-invalid={Boolean(problem || serverProblem)}
          aria-describedby={`${fieldId}-count ${fieldId}-error`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
              e.preventDefault();
              save();
            } else if (e.key === "Escape") {
              // Escape leaves the edit, not the whole dialog.
              e.stopPropagation();
              cancel();
            }
          }}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={`${fieldId}-count`} className={`text-xs ${length > MEMORY_ITEM_MAX_CHARS ? "text-destructive" : "text-muted-foreground"}`}>
            {length}/{MEMORY_ITEM_MAX_CHARS}
          </p>
          <div className="flex gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={cancel}>
              <X aria-hidden />
              Cancel
            </Button>
            <Button type="button" size="sm" disabled={Boolean(problem) || edit.isPending} onClick={save}>
              {edit.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Check aria-hidden />}
              Save
            </Button>
          </div>
        </div>
        <p id={`${fieldId}-error`} role="alert" className="text-xs text-destructive">
          {problem ?? serverProblem ?? ""}
        </p>
      </li>
    );
  }

  return (
    <li className="flex items-start gap-2 rounded-md border p-3 text-sm" data-testid="memory-item">
      <div className="min-w-0 flex-1">
        <p className="break-words">{item.text}</p>
        <p className="mt-1 text-xs text-muted-foreground">{source}</p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Edit memory: ${item.text}`} title="Edit" onClick={() => setDraft(item.text)}>
          <Pencil aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive hover:text-destructive"
          aria-label={`Delete memory: ${item.text}`}
          title="Delete"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id)}
        >
          {remove.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
        </Button>
      </div>
    </li>
  );
}
