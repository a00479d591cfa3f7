import type { DashboardSummary } from "@shared/contract/dashboard";
import { Check, Moon } from "lucide-react";
import { cn } from "@/lib/utils";

type Day = DashboardSummary["week"][number];

const LABEL: Record<Day["state"], string> = { written: "written", rest: "rest day", missed: "missed", open: "not written yet" };

/** "2024-03-01" in the person's calendar, without shifting it through a time zone. */
const weekday = (key: string, style: "short" | "long") => new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, { weekday: style, timeZone: "UTC" });
const fullDate = (key: string) => new Date(`${key}T12:00:00Z`).toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** The last 7 days as dots: written, rest day, missed, and today while it is still open. */
export function WeekDots({ week, today }: { week: Day[]; today: string }) {
  return (
    <div className="space-y-4">
      <ol className="grid grid-cols-7 gap-1 sm:gap-3" aria-label="The last 7 days" data-testid="week-dots">
        {week.map((d) => (
          <li key={d.date} className="flex flex-col items-center gap-1.5" data-state={d.state}>
            <span className="sr-only">{`${fullDate(d.date)}: ${LABEL[d.state]}`}</span>
            <span aria-hidden className={cn("text-xs text-muted-foreground", d.date === today && "font-semibold text-foreground")}>
              {weekday(d.date, "short")}
            </span>
            <span
              aria-hidden
              className={cn(
                "flex size-8 items-center justify-center rounded-full border-2 sm:size-9 [&_svg]:size-4",
                d.state === "written" && "border-primary bg-primary text-primary-foreground",
                d.state === "rest" && "border-dashed border-primary/60 bg-primary/10 text-primary",
                d.state === "missed" && "border-muted-foreground/30",
                d.state === "open" && "border-dotted border-muted-foreground/50",
              )}
            >
              {d.state === "written" && <Check />}
              {d.state === "rest" && <Moon />}
            </span>
          </li>
        ))}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-full bg-primary" /> Written
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-full border border-dashed border-primary/60 bg-primary/10" /> Rest day
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-full border border-muted-foreground/30" /> Missed
        </li>
      </ul>
    </div>
  );
}
