// 'AI Coaching Examples': three sample conversations (loaded on first open).
import { COACH_NAME } from "@shared/brand";
import { MessageCircleHeart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { COACHING_EXAMPLES, EXAMPLES_NOTE } from "./coaching-examples";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export default function CoachingExamplesDialog({ open, onOpenChange, onCloseAutoFocus }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="text-xl">AI Coaching Examples</DialogTitle>
          <DialogDescription>{EXAMPLES_NOTE}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue={COACHING_EXAMPLES[0]!.id} className="min-w-0">
          <TabsList className="grid h-auto w-full grid-cols-1 gap-1 sm:grid-cols-3">
            {COACHING_EXAMPLES.map((ex) => (
              <TabsTrigger key={ex.id} value={ex.id} className="h-8">
                {ex.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {COACHING_EXAMPLES.map((ex) => (
            <TabsContent key={ex.id} value={ex.id} className="mt-2">
              <p className="mb-3 text-sm text-muted-foreground">{ex.summary}</p>
              <ol className="space-y-3 rounded-xl border bg-muted/30 p-3 sm:p-4" aria-label={`${ex.label}: example conversation`}>
                {ex.messages.map((m, i) => (
                  <li key={i} className={m.from === "you" ? "flex justify-end" : "flex justify-start gap-2"}>
                    {m.from === "coach" && (
                      <span
                        aria-hidden
                        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-chart-4 text-xs font-semibold text-primary-foreground"
                      >
                        {COACH_NAME.slice(0, 1)}
                      </span>
                    )}
                    <p
                      className={
                        m.from === "you"
                          ? "max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm text-primary-foreground"
                          : "max-w-[85%] rounded-2xl rounded-bl-md border bg-card px-3.5 py-2 text-sm"
                      }
                    >
                      <span className="sr-only">{m.from === "you" ? "Person: " : `${COACH_NAME}: `}</span>
                      {m.text}
                    </p>
                  </li>
                ))}
              </ol>
            </TabsContent>
          ))}
        </Tabs>
        <p className="text-xs text-muted-foreground">
          {COACH_NAME} is an AI coach, not a therapist. On paid plans {COACH_NAME} remembers earlier conversations, so when you come back on Friday you can pick up where you left
          off.
        </p>
        <DialogFooter>
          <Button asChild>
            <Link to="/chat" onClick={() => onOpenChange(false)}>
              <MessageCircleHeart aria-hidden /> Chat with {COACH_NAME}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
