import type { MoodDay } from "@shared/contract/dashboard";
import { nearestMood } from "@shared/moods";
import { format, parseISO } from "date-fns";
import { cn } from "@/lib/utils";

// A hand-made SVG bar chart: one bar per day, its height the day's average mood (1-5). The bars
// stretch with the card (preserveAspectRatio="none"); the labels are HTML so they stay legible.
// The dashboard shows the last 30 days; a weekly or monthly reflection shows its own period.

const moodEmoji = (mood: number) => nearestMood(mood).emoji;

const barColour = (mood: number) => (mood >= 4 ? "fill-chart-3" : mood >= 3 ? "fill-chart-1" : "fill-chart-2");
const shortDate = (key: string) => format(parseISO(key), "MMM d");

interface Props {
  days: MoodDay[];
  /** The span in words, for the summary and the table ("the last 30 days", "this week"). */
  span?: string;
  /** Under the last bar. */
  endLabel?: string;
}

export function MoodChart({ days, span = "the last 30 days", endLabel = "Today" }: Props) {
  const withMood = days.filter((d): d is MoodDay & { mood: number } => d.mood !== null);
  const average = withMood.length ? withMood.reduce((s, d) => s + d.mood, 0) / withMood.length : null;
  const summary =
    average === null
      ? `No moods recorded in ${span} yet.`
      : `Average mood over ${span}: ${average.toFixed(1)} of 5 (nearest: ${nearestMood(average).label}), from ${withMood.length} ${withMood.length === 1 ? "day" : "days"} with a mood.`;
  const n = days.length || 1;
  const slot = 100 / n;

  return (
    <figure className="grid gap-3" data-testid="mood-chart">
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <div className="grid grid-cols-[auto_1fr] gap-x-2" aria-hidden="true">
        <div className="flex h-36 flex-col justify-between py-0.5 text-sm leading-none" title="Mood scale">
          <span title={nearestMood(5).label}>{moodEmoji(5)}</span>
          <span title={nearestMood(3).label}>{moodEmoji(3)}</span>
          <span title={nearestMood(1).label}>{moodEmoji(1)}</span>
        </div>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="h-36 w-full overflow-visible">
          {[0, 50, 100].map((y) => (
            <line key={y} x1="0" x2="100" y1={y} y2={y} className="stroke-border" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((d, i) => {
            const x = i * slot + slot * 0.18;
            const w = slot * 0.64;
            if (d.mood === null) {
              // Written on, but without a mood: a small marker on the baseline.
              return d.entries > 0 ? <rect key={d.date} x={x} y={97} width={w} height={3} className="fill-muted-foreground/40" /> : null;
            }
            const h = ((d.mood - 1) / 4) * 92 + 8;
            return <rect key={d.date} x={x} y={100 - h} width={w} height={h} rx="0.6" className={cn(barColour(d.mood))} />;
          })}
        </svg>
        <span />
        <div className="mt-1 flex justify-between text-xs text-muted-foreground">
          <span>{days[0] ? shortDate(days[0].date) : ""}</span>
          <span>{endLabel}</span>
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Bar colours">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-chart-3" aria-hidden />
          Good (4 and up)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-chart-1" aria-hidden />
          Okay (3 to 4)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-chart-2" aria-hidden />
          Harder (below 3)
        </li>
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50">
          Show as a table
        </summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Average mood per day, {span}</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 font-medium">
                Mood
              </th>
              <th scope="col" className="py-1 font-medium">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days]
              .reverse()
              .filter((d) => d.entries > 0)
              .map((d) => (
                <tr key={d.date} className="border-t">
                  <td className="py-1">{shortDate(d.date)}</td>
                  <td className="py-1">{d.mood === null ? "No mood" : `${d.mood} (${nearestMood(d.mood).label})`}</td>
                  <td className="py-1">{d.entries}</td>
                </tr>
              ))}
            {days.every((d) => d.entries === 0) && (
              <tr className="border-t">
                <td colSpan={3} className="py-1 text-muted-foreground">
                  No entries in {span}.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
