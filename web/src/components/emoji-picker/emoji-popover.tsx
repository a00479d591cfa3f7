import { Smile } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";
import { EMOJI_CATEGORIES, type EmojiCategoryId } from "./emojis";

export interface EmojiPickerProps {
  /** Called with the chosen emoji after the picker has closed (pair with insertAtCursor). */
  onPick: (emoji: string) => void;
  disabled?: boolean;
  className?: string;
  align?: "start" | "center" | "end";
}

/** 'Add emoji': four category tabs, an 8-column grid (max height 10rem); closes after a pick. */
export default function EmojiPopover({ onPick, disabled, className, align = "start", defaultOpen = false }: EmojiPickerProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [tab, setTab] = useState<EmojiCategoryId>("emotions");
  const category = EMOJI_CATEGORIES.find((c) => c.id === tab) ?? EMOJI_CATEGORIES[0];

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setTab("emotions");
      }}
    >
      <PopoverTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label="Add emoji" title="Add emoji" disabled={disabled} className={className}>
          <Smile aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align={align}
        className="w-80 p-2"
        // Focus goes back to the text field (the caller's insertAtCursor), not to this button.
        onCloseAutoFocus={(e) => e.preventDefault()}
      >
        <div role="tablist" aria-label="Emoji categories" className="mb-2 grid grid-cols-4 gap-1">
          {EMOJI_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              aria-selected={c.id === tab}
              aria-controls="emoji-grid"
              onClick={() => setTab(c.id)}
              className={cn(
                "flex items-center justify-center gap-1 rounded-md px-1 py-1 text-xs font-medium capitalize outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                c.id === tab ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-accent/60",
              )}
            >
              <span aria-hidden>{c.icon}</span>
              {c.id}
            </button>
          ))}
        </div>
        <div id="emoji-grid" role="tabpanel" aria-label={category.label} className="grid max-h-[10rem] grid-cols-8 gap-0.5 overflow-y-auto">
          {category.emojis.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={`Insert ${emoji}`}
              className="flex aspect-square items-center justify-center rounded-md text-xl outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              onClick={() => {
                setOpen(false);
                // After the popover has closed, so the field can take focus back.
                requestAnimationFrame(() => onPick(emoji));
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      </PopoverContent>
    </Popover>
  );
}
