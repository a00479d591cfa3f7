import { moodBadge, moodFor } from "@shared/moods";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** An entry's mood wherever the entry appears: the mood the person picked, and the product's badge word. */
export function MoodBadge({ mood }: { mood: number | null }) {
  if (mood === null) return null;
  const badge = moodBadge(mood);
  const picked = moodFor(mood);
  return (
    <Badge
      variant="secondary"
      className={cn(
        badge === "Positive" && "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100",
        badge === "Neutral" && "bg-slate-100 text-slate-900 dark:bg-slate-500/20 dark:text-slate-100",
        badge === "Reflective" && "bg-indigo-100 text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100",
      )}
      title={picked ? `Mood: ${picked.label}` : undefined}
      data-testid="entry-mood"
    >
      {picked && (
        <>
          <span aria-hidden>{picked.emoji}</span> {picked.label} ·
        </>
      )}{" "}
      {badge}
    </Badge>
  );
}
