import { MOOD_OPTIONS } from "@shared/moods";
import { useId } from "react";
import { cn } from "@/lib/utils";

const COLOURS: Record<string, string> = {
  Happy: "data-[on=true]:border-amber-400 data-[on=true]:bg-amber-100 dark:data-[on=true]:bg-amber-500/20",
  Peaceful: "data-[on=true]:border-sky-400 data-[on=true]:bg-sky-100 dark:data-[on=true]:bg-sky-500/20",
  Sad: "data-[on=true]:border-blue-400 data-[on=true]:bg-blue-100 dark:data-[on=true]:bg-blue-500/20",
  Frustrated: "data-[on=true]:border-rose-400 data-[on=true]:bg-rose-100 dark:data-[on=true]:bg-rose-500/20",
  Mindful: "data-[on=true]:border-emerald-400 data-[on=true]:bg-emerald-100 dark:data-[on=true]:bg-emerald-500/20",
};

/** 'How are you feeling?': five emoji moods, stored on the 1-5 scale. Choosing the chosen one again clears it. */
export function MoodPicker({ value, onChange, compact }: { value: number | null; onChange: (mood: number | null) => void; compact?: boolean }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-2 text-sm font-medium">
        How are you feeling?
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {MOOD_OPTIONS.map((m) => {
          const on = value === m.value;
          return (
            <button
              key={m.label}
              type="button"
              role="radio"
              aria-checked={on}
              data-on={on}
              onClick={() => onChange(on ? null : m.value)}
              className={cn(
                "flex items-center gap-1.5 rounded-full border bg-background px-3 py-1.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                compact && "px-2.5 py-1",
                COLOURS[m.label],
              )}
            >
              <span aria-hidden className="text-lg leading-none">
                {m.emoji}
              </span>
              {m.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
