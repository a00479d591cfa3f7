import { LifeBuoy } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { preloadWhenIdle } from "@/lib/preload";
import { cn } from "@/lib/utils";

type Variant = "compact" | "inline" | "floating";

const triggerStyles: Record<Variant, string> = {
  // Header / toolbar: small, always the same place.
  compact: "h-8 gap-1.5 px-2.5",
  // In page content, e.g. beside a chat composer or a diary heading.
  inline: "h-9 px-3",
  // Bottom-right of the viewport, above page content, clear of the mobile home bar.
  floating: "fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 h-11 rounded-full px-4 shadow-lg",
};

// The sheet (Radix dialog, scroll lock, focus trap, crisis lines) is not part of a page's first
// load: it is fetched once the page is idle, so it is there (and cached by the service worker for
// offline use) before anyone taps SOS; a tap before that fetches it at once (docs/decisions/0053).
const loadSheet = () => import("./crisis-sheet");
const CrisisSheet = lazy(loadSheet);

/**
 * The SOS entry point: a calm but unmistakable button that opens the crisis sheet with the
 * person's crisis lines, a region switcher and a grounding exercise. No product talk in here.
 */
export function SosButton({ variant = "compact", className }: { variant?: Variant; className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => preloadWhenIdle(loadSheet), []);
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        aria-label="SOS: get help now"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        data-testid="sos-button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={cn(
          "border-destructive/50 bg-background font-semibold text-destructive hover:bg-destructive/10 hover:text-destructive dark:border-destructive/60 dark:bg-background dark:hover:bg-destructive/15",
          triggerStyles[variant],
          className,
        )}
      >
        <LifeBuoy aria-hidden />
        {variant === "compact" ? "SOS" : "Get help now"}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CrisisSheet open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
