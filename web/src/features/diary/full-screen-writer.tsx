import type { DiaryPrompt } from "@shared/diary";
import { Loader2, Save, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef } from "react";
import { EmojiPicker, insertAtCursor } from "@/components/emoji-picker";
import { Button } from "@/components/ui/button";
import type { EntrySave } from "@/lib/use-entry-save";
import { LinedTextarea } from "./lined-textarea";
import { PromptIcon } from "./prompt-icon";

interface WriterProps {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  onSave: () => void;
  prompt: DiaryPrompt;
  diary: EntrySave;
}

/** Full-screen writing: closes with Escape, the close button or 'Exit Full Screen'. */
export default function FullScreenWriter({ open, onClose, onClosed, onSave, prompt, diary }: WriterProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const el = area.current;
            if (el) {
              el.focus();
              el.setSelectionRange(el.value.length, el.value.length);
            }
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onClosed();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none"
          data-testid="full-screen-writer"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <DialogPrimitive.Title className="flex min-w-0 items-center gap-2 font-serif text-lg font-semibold">
              <PromptIcon icon={prompt.icon} className="size-5 shrink-0 text-primary" />
              <span className="truncate">{prompt.title}</span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close full screen">
                <X aria-hidden />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-3 overflow-y-auto p-4">
            <p className="text-sm text-muted-foreground">{prompt.prompt}</p>
            <LinedTextarea
              ref={area}
              aria-label="Diary entry (full screen)"
              placeholder="Start writing..."
              className="min-h-[50dvh] flex-1"
              value={diary.draft.text}
              readOnly={diary.saving}
              onChange={(e) => diary.setText(e.target.value)}
            />
            <div className="flex flex-wrap items-center gap-2">
              <EmojiPicker onPick={(emoji) => area.current && diary.setText(insertAtCursor(area.current, emoji))} />
              <span className="text-sm tabular-nums text-muted-foreground">{diary.draft.text.length.toLocaleString("en-US")} characters</span>
              <div className="ml-auto flex flex-wrap gap-2">
                <DialogPrimitive.Close asChild>
                  <Button type="button" variant="outline">
                    Exit Full Screen
                  </Button>
                </DialogPrimitive.Close>
                <Button type="button" onClick={onSave} disabled={!diary.canSave}>
                  {diary.saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
                  {diary.saving ? "Saving..." : "Save Entry"}
                </Button>
              </div>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
