import { COACH_NAME } from "@shared/brand";
import { LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { CrisisResources } from "./crisis-resources";
import { GroundingExercise } from "./grounding-exercise";

type Variant = "compact" | "inline" | "floating";

const triggerStyles: Record<Variant, string> = {
  // Header / toolbar: small, always the same place.
  compact: "h-8 gap-1.5 px-2.5",
  // In page content, e.g. beside a chat composer or a diary heading.
  inline: "h-9 px-3",
  // Bottom-right of the viewport, above page content, clear of the mobile home bar.
  floating:
    "fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 h-11 rounded-full px-4 shadow-lg",
};

/**
 * The SOS entry point: a calm but unmistakable button that opens the crisis sheet with the
 * person's crisis lines, a region switcher and a grounding exercise. No product talk in here.
 */
export function SosButton({ variant = "compact", className }: { variant?: Variant; className?: string }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          aria-label="SOS: get help now"
          data-testid="sos-button"
          className={cn(
            "border-destructive/50 bg-background font-semibold text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/60 dark:bg-background dark:hover:bg-destructive/15",
            triggerStyles[variant],
            className,
          )}
        >
          <LifeBuoy aria-hidden />
          {variant === "compact" ? "SOS" : "Get help now"}
        </Button>
      </SheetTrigger>
      <CrisisSheetContent />
    </Sheet>
  );
}

/** The sheet body, exported for screens that open it from their own control. */
export function CrisisSheetContent() {
  return (
    <SheetContent
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
        <SheetDescription id="crisis-sheet-description">
          You reached out, and that matters. Talk to a person who can help right now.
        </SheetDescription>
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
