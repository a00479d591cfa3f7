import { Smile } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { preloadWhenIdle } from "@/lib/preload";
import type { EmojiPickerProps } from "./emoji-popover";

// The popover (Radix popover, floating-ui, the emoji lists) is not part of the page's first load
// (docs/decisions/0053): it is fetched once the page is idle (so it also works offline, from the
// service worker's cache), or sooner when someone reaches for the button.
const loadPopover = () => import("./emoji-popover");
const EmojiPopover = lazy(loadPopover);

/** 'Add emoji': four category tabs, an 8-column grid (max height 10rem); closes after a pick. */
export function EmojiPicker(props: EmojiPickerProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => preloadWhenIdle(loadPopover), []);
  const trigger = (onClick?: () => void) => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Add emoji"
      title="Add emoji"
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled={props.disabled}
      className={props.className}
      onPointerEnter={() => void loadPopover().catch(() => {})}
      onFocus={() => void loadPopover().catch(() => {})}
      onClick={onClick}
    >
      <Smile aria-hidden />
    </Button>
  );
  if (!wanted) return trigger(() => setWanted(true));
  return (
    <Suspense fallback={trigger()}>
      <EmojiPopover {...props} defaultOpen />
    </Suspense>
  );
}
