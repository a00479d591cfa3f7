// 'What is an AI diary?' (loaded on first open, to keep the home page light).
import { COACH_NAME } from "@shared/brand";
import { Image, Lightbulb, Lock, Mic, NotebookPen, Smile } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  onGetStarted: () => void;
}

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <div>
        <p className="text-sm font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </li>
  );
}

export default function AiDiaryDialog({ open, onOpenChange, onCloseAutoFocus, onGetStarted }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="text-xl">What is an AI diary?</DialogTitle>
          <DialogDescription>
            A private journal with a thoughtful reader. You write the way you would on paper; {COACH_NAME} helps you notice what your words are telling you.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-4">
          <Point icon={<NotebookPen className="size-4" aria-hidden />} title="Prompts when the page feels blank">
            Morning, midday and evening prompts, or simply free writing.
          </Point>
          <Point icon={<Smile className="size-4" aria-hidden />} title="Your mood in one tap">
            Pick how you feel; over time you can see how your days add up.
          </Point>
          <Point icon={<Mic className="size-4" aria-hidden />} title="Speak instead of typing">
            Voice dictation for the nights you don't want to look at a keyboard.
          </Point>
          <Point icon={<Lightbulb className="size-4" aria-hidden />} title="A gentle reflection on each entry (Premium)">
            After you save, {COACH_NAME} offers a short insight and a question to carry into tomorrow. No judgement, no diagnosis.
          </Point>
          <Point icon={<Image className="size-4" aria-hidden />} title="Keep or share a snapshot">
            Turn an entry into an image, if and when you want to.
          </Point>
          <Point icon={<Lock className="size-4" aria-hidden />} title="Yours alone">
            Entries are never sold or used for ads. Export or delete them whenever you like.
          </Point>
        </ul>
        <DialogFooter className="gap-2 sm:gap-2">
          <Button variant="outline" asChild>
            <Link to="/pricing" onClick={() => onOpenChange(false)}>
              Start Premium Trial
            </Link>
          </Button>
          <Button onClick={onGetStarted}>Get Started for Free</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
