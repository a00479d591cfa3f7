import { Loader2, Pause, Play } from "lucide-react";
import { cn } from "@/lib/utils";

export type PlayStatus = "paused" | "loading" | "playing";

export const focusRing = "outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** Play/pause, used both in the collapsed tab (small) and in the panel. */
export function PlayButton({ status, onClick, small = false }: { status: PlayStatus; onClick: () => void; small?: boolean }) {
  const label = status === "paused" ? "Play" : "Pause";
  const icon = small ? "size-3.5" : "size-5";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      aria-busy={status === "loading"}
      data-testid="audio-play"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-colors hover:bg-primary/90",
        focusRing,
        small ? "size-7" : "size-11",
      )}
    >
      {status === "loading" ? (
        <Loader2 className={cn("animate-spin", icon)} aria-hidden />
      ) : status === "playing" ? (
        <Pause className={icon} aria-hidden />
      ) : (
        <Play className={cn("translate-x-px", icon)} aria-hidden />
      )}
    </button>
  );
}
