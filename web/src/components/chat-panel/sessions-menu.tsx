import type { CoachingSession } from "@shared/contract/coaching";
import { ChevronDown, History, MessageSquare, Play, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
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
  sessions: CoachingSession[] | undefined;
  loading: boolean;
  currentId: string | null;
  onContinue: (session: CoachingSession) => void;
  onDelete: (session: CoachingSession) => void;
}

/** 'Sessions (n)': saved conversations, each with Continue Session and Delete Session. */
export function SessionsMenu({ sessions, loading, currentId, onContinue, onDelete }: Props) {
  const list = sessions ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <History aria-hidden />
          Sessions ({list.length})
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>Saved sessions</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <div className="max-h-64 overflow-y-auto">
          {loading && <p className="px-2 py-3 text-sm text-muted-foreground">Loading sessions…</p>}
          {!loading && list.length === 0 && <p className="px-2 py-3 text-sm text-muted-foreground">No saved sessions yet</p>}
          {list.map((s) => (
            <DropdownMenuSub key={s.id}>
              <DropdownMenuSubTrigger className="items-start py-2" data-testid="session-item">
                <MessageSquare className="mt-0.5" aria-hidden />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="flex items-center gap-1.5">
                    <span className="truncate font-medium">{s.title}</span>
                    {s.id === currentId && <Badge variant="success" className="px-1.5 py-0 text-[0.7rem]">Current</Badge>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {dateFormat.format(new Date(s.createdAt))} · {s.messageCount} {s.messageCount === 1 ? "message" : "messages"}
                  </span>
                </span>
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                <DropdownMenuItem onSelect={() => onContinue(s)}>
                  <Play aria-hidden />
                  Continue Session
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => onDelete(s)}>
                  <Trash2 aria-hidden />
                  Delete Session
                </DropdownMenuItem>
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
