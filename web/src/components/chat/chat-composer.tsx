import { Loader2, Send } from "lucide-react";
import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { EmojiPicker, insertAtCursor } from "@/components/emoji-picker";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MAX_CHAT_MESSAGE } from "@shared/chat-rules";

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  /** Sending blocked for another reason (e.g. the dashboard's free tier). */
  blocked?: boolean;
  placeholder: string;
  emoji?: boolean;
  label: string;
  extra?: ReactNode;
}

/** The message field and send button. Enter sends, Shift+Enter adds a line. */
export function ChatComposer({ value, onChange, onSend, pending, blocked, placeholder, emoji, label, extra }: Props) {
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = !pending && !blocked && value.trim() !== "";
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t p-3">
      {emoji && (
        <EmojiPicker
          disabled={pending || blocked}
          onPick={(e) => {
            if (field.current) onChange(insertAtCursor(field.current, e));
          }}
        />
      )}
      <Textarea
        ref={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={label}
        // Read-only, not disabled, while a reply is on its way: the field keeps focus for the next
        // message, and nothing typed meanwhile is cleared with the sent text.
        readOnly={pending}
        aria-busy={pending}
        disabled={blocked}
        maxLength={MAX_CHAT_MESSAGE}
        rows={1}
        className="max-h-32 min-h-10 resize-none"
      />
      {extra}
      <Button type="submit" size="icon" disabled={!canSend} aria-label="Send message" title="Send message" className="size-10 shrink-0">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
      </Button>
    </form>
  );
}
