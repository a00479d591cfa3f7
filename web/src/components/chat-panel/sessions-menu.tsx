import type { CoachingSession } from "@shared/contract/coaching";
import { COACH_NAME } from "@shared/brand";
import { ChevronDown, History, MessageSquare, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteSession, useSessions } from "@/components/chat";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

const dateFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", year: "numeric" });

interface Props {
  currentId: string | null;
  onContinue: (session: CoachingSession) => void;
  /** After a session was deleted on the server (the caller resets the chat if it was open). */
  onDeleted: (id: string) => void;
}

/** 'Sessions (n)': saved conversations (paid tiers), each with Continue Session and Delete Session. */
export function SessionsMenu({ currentId, onContinue, onDeleted }: Props) {
  const sessions = useSessions(true);
  const deleteSession = useDeleteSession(onDeleted);
  const [toDelete, setToDelete] = useState<CoachingSession | null>(null);
  const wide = useMediaQuery("(min-width: 640px)");
  const loading = sessions.isPending;
  const list = sessions.data ?? [];
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="outline" size="sm">
            <History aria-hidden />
            Sessions ({list.length})
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" collisionPadding={8} className="w-80 max-w-[calc(100vw-1rem)]">
          <DropdownMenuLabel>Saved sessions</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <div className="max-h-64 overflow-y-auto">
            {loading && <p className="px-2 py-3 text-sm text-muted-foreground">Loading sessions…</p>}
            {!loading && list.length === 0 && <p className="px-2 py-3 text-sm text-muted-foreground">No saved sessions yet</p>}
            {list.map((s) =>
              wide ? (
                <DropdownMenuSub key={s.id}>
                  <DropdownMenuSubTrigger className="items-start py-2" data-testid="session-item">
                    <SessionSummary session={s} current={s.id === currentId} />
                  </DropdownMenuSubTrigger>
                  <DropdownMenuSubContent>
                    <SessionActions onContinue={() => onContinue(s)} onDelete={() => setToDelete(s)} />
                  </DropdownMenuSubContent>
                </DropdownMenuSub>
              ) : (
                // A side submenu has no room on a phone: the actions sit under each session instead.
                <DropdownMenuGroup key={s.id} className="border-b py-1 last:border-b-0">
                  <div className="flex items-start gap-2 px-2 py-1.5 text-sm" data-testid="session-item">
                    <SessionSummary session={s} current={s.id === currentId} />
                  </div>
                  <SessionActions onContinue={() => onContinue(s)} onDelete={() => setToDelete(s)} inset />
                </DropdownMenuGroup>
              ),
            )}
          </div>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this session?</AlertDialogTitle>
            <AlertDialogDescription>
              &ldquo;{toDelete?.title}&rdquo; and its {toDelete?.messageCount} messages will be deleted for good, and {COACH_NAME} will forget it.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={() => {
                if (toDelete) deleteSession.mutate(toDelete.id);
                setToDelete(null);
              }}
            >
              Delete Session
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

function SessionSummary({ session, current }: { session: CoachingSession; current: boolean }) {
  return (
    <>
      <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-1.5">
          <span className="truncate font-medium">{session.title}</span>
          {current && (
            <Badge variant="success" className="px-1.5 py-0 text-[0.7rem]">
              Current
            </Badge>
          )}
        </span>
        <span className="text-xs text-muted-foreground">
          {dateFormat.format(new Date(session.createdAt))} · {session.messageCount} {session.messageCount === 1 ? "message" : "messages"}
        </span>
      </span>
    </>
  );
}

function SessionActions({ onContinue, onDelete, inset }: { onContinue: () => void; onDelete: () => void; inset?: boolean }) {
  return (
    <>
      <DropdownMenuItem onSelect={onContinue} className={cn(inset && "pl-8")}>
        <Play aria-hidden />
        Continue Session
      </DropdownMenuItem>
      <DropdownMenuItem variant="destructive" onSelect={onDelete} className={cn(inset && "pl-8")}>
        <Trash2 aria-hidden />
        Delete Session
      </DropdownMenuItem>
    </>
  );
}
