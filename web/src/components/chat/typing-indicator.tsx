import { COACH_NAME } from "@shared/brand";

/** Three pulsing dots and a label, announced politely to screen readers. */
export function TypingIndicator({ label = `${COACH_NAME} is typing` }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-2 px-1 text-sm text-muted-foreground" data-testid="typing-indicator">
      <span className="flex gap-1" aria-hidden>
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-2 animate-bounce rounded-full bg-primary/60 motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      <span>{label}</span>
    </div>
  );
}
