import { COACH_NAME } from "@shared/brand";
import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import type { RefObject } from "react";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CrisisResources } from "./crisis-resources";
import { GroundingExercise } from "./grounding-exercise";

/** The crisis sheet the SOS button opens (loaded on idle or on the first tap; see sos-button.tsx). */
export default function CrisisSheet({ open, onOpenChange, trigger }: { open: boolean; onOpenChange: (open: boolean) => void; trigger: RefObject<HTMLButtonElement | null> }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <CrisisSheetContent
        // No Radix trigger here: focus goes back to the SOS button by hand.
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          trigger.current?.focus();
        }}
      />
    </Sheet>
  );
}

/** The sheet body, exported for screens that open it from their own control. */
export function CrisisSheetContent({ onCloseAutoFocus }: { onCloseAutoFocus?: (event: Event) => void } = {}) {
  return (
    <SheetContent
      {...(onCloseAutoFocus && { onCloseAutoFocus })}
      side="right"
      className="w-full gap-0 sm:max-w-md"
      aria-describedby="crisis-sheet-description"
      // Focus the sheet itself, not its first link: a stray Enter should not start a phone call.
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        (e.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <SheetHeader className="border-b">
        <SheetTitle className="flex items-center gap-2 text-lg">
          <LifeBuoy className="size-5 text-destructive" aria-hidden />
          Get help now
        </SheetTitle>
        <SheetDescription id="crisis-sheet-description">You reached out, and that matters. Talk to a person who can help right now.</SheetDescription>
      </SheetHeader>
      <div className="flex flex-col gap-4 p-4">
        <CrisisResources hideHeading compact={false} />
        <GroundingExercise />
        <p className="text-sm text-muted-foreground">
          {COACH_NAME} is an AI coach, not a person and not an emergency service, and cannot respond to emergencies.{" "}
          <SheetClose asChild>
            <Link to="/safety" className="font-medium text-foreground underline underline-offset-4">
              How {COACH_NAME} keeps you safe
            </Link>
          </SheetClose>
        </p>
      </div>
    </SheetContent>
  );
}
