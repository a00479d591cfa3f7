import { COACH_NAME } from "@shared/brand";
import { Brain, Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useClearMemory, useCoachMemory } from "./use-sessions";

const dateFormat = new Intl.DateTimeFormat(undefined, { month: "long", day: "numeric", year: "numeric" });

/** 'What Mindy remembers': the memory kept about a paid user, with a way to clear it. */
export function MemoryPanel({ triggerClassName }: { triggerClassName?: string }) {
  const [open, setOpen] = useState(false);
  const memory = useCoachMemory(open);
  const clear = useClearMemory();
  const view = memory.data;
  const empty = view && view.sessions.length === 0 && view.diaryThemes.length === 0;
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
            A short memory of your recent conversations and the themes of your diary, so {COACH_NAME} can pick up where you left off. It is
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
        {empty && <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{COACH_NAME} doesn&apos;t remember anything about you yet.</p>}
        {view && view.sessions.length > 0 && (
          <section aria-labelledby="memory-sessions">
            <h3 id="memory-sessions" className="mb-2 text-sm font-semibold">From your conversations</h3>
            <ul className="space-y-2">
              {view.sessions.map((s) => (
                <li key={s.sessionId} className="rounded-md border p-3 text-sm">
                  <p className="font-medium">{s.title}</p>
                  <p className="text-xs text-muted-foreground">{dateFormat.format(new Date(s.updatedAt))}</p>
                  <p className="mt-1">{s.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {view && view.diaryThemes.length > 0 && (
          <section aria-labelledby="memory-diary">
            <h3 id="memory-diary" className="mb-2 text-sm font-semibold">Themes from your diary</h3>
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
