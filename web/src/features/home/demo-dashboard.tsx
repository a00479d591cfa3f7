import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { CalendarCheck, Check, Lightbulb, Target } from "lucide-react";
import { SectionHeading } from "./section-heading";

// Sample figures: clearly an example, not anyone's data.
const DAYS_ACTIVE = 18;
const GOAL = { title: "Wind down by 11 p.m.", done: 9, of: 14 };
const WEEK = [
  { day: "Mon", minutes: 12 },
  { day: "Tue", minutes: 8 },
  { day: "Wed", minutes: 15 },
  { day: "Thu", minutes: 6 },
  { day: "Fri", minutes: 18 },
  { day: "Sat", minutes: 10 },
  { day: "Sun", minutes: 14 },
];
const MAX_MINUTES = 20;

export function DemoDashboard() {
  const goalPercent = Math.round((GOAL.done / GOAL.of) * 100);
  return (
    <section aria-labelledby="progress-heading" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <SectionHeading id="progress-heading" eyebrow="Your dashboard" title="Watch small steps add up">
          Your dashboard shows the days you showed up, the goals you're working on and where your attention went this week. Here's what it can look like after a month.
        </SectionHeading>

        <div className="relative mx-auto mt-12 max-w-4xl">
          <div className="overflow-hidden rounded-2xl border bg-card shadow-xl">
            <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-2.5">
              <span aria-hidden className="flex gap-1.5">
                <span className="size-2.5 rounded-full bg-chart-5/70" />
                <span className="size-2.5 rounded-full bg-chart-2/80" />
                <span className="size-2.5 rounded-full bg-chart-3/80" />
              </span>
              <p className="flex-1 text-center text-xs text-muted-foreground">Dashboard</p>
              <span className="rounded-full bg-warm px-2.5 py-0.5 text-xs font-semibold text-warm-foreground">Example data</span>
            </div>

            <div className="grid gap-4 p-4 sm:p-6 md:grid-cols-3">
              <div className="rounded-xl border p-4">
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <CalendarCheck className="size-4 text-primary" aria-hidden /> Days active
                </p>
                <p className="mt-2 text-3xl font-semibold tabular-nums">
                  {DAYS_ACTIVE}
                  <span className="text-base font-normal text-muted-foreground"> of 30</span>
                </p>
                <div aria-hidden className="mt-3 grid grid-cols-10 gap-1">
                  {Array.from({ length: 30 }, (_, i) => (
                    <span key={i} className={`aspect-square rounded-[3px] ${(i * 7) % 30 < DAYS_ACTIVE ? "bg-primary/80" : "bg-muted"}`} />
                  ))}
                </div>
              </div>

              <div className="rounded-xl border p-4">
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Target className="size-4 text-primary" aria-hidden /> Goal progress
                </p>
                <div className="mt-2 flex items-center gap-4">
                  <div aria-hidden className="relative size-16 shrink-0 rounded-full" style={{ background: `conic-gradient(var(--primary) ${goalPercent}%, var(--muted) 0)` }}>
                    <span className="absolute inset-1.5 flex items-center justify-center rounded-full bg-card text-sm font-semibold tabular-nums">{goalPercent}%</span>
                  </div>
                  <div className="text-sm">
                    <p className="font-medium">{GOAL.title}</p>
                    <p className="text-muted-foreground">
                      {GOAL.done} of {GOAL.of} nights
                    </p>
                  </div>
                </div>
                <p className="sr-only">
                  {goalPercent}% of the goal “{GOAL.title}”
                </p>
              </div>

              <div className="rounded-xl border p-4">
                <p className="text-sm text-muted-foreground">Weekly focus (minutes)</p>
                <div role="img" aria-label={`Minutes of reflection this week: ${WEEK.map((d) => `${d.day} ${d.minutes}`).join(", ")}`} className="mt-3 flex h-24 items-end gap-1.5">
                  {WEEK.map((d) => (
                    <div key={d.day} className="flex flex-1 flex-col items-center gap-1">
                      <span className="w-full rounded-t-md bg-gradient-to-t from-primary to-chart-1" style={{ height: `${(d.minutes / MAX_MINUTES) * 4.5}rem` }} />
                      <span className="text-[10px] text-muted-foreground">{d.day.slice(0, 1)}</span>
                    </div>
                  ))}
                </div>
              </div>

              <div className="rounded-xl border bg-accent/60 p-4 md:col-span-2">
                <p className="flex items-center gap-2 text-sm font-medium text-accent-foreground">
                  <Lightbulb className="size-4" aria-hidden /> Today's insight
                </p>
                <p className="mt-2 text-sm leading-relaxed">
                  You wrote about work on four evenings this week, and you slept better on the nights you closed the laptop before nine. Worth trying again tonight?
                </p>
              </div>
              <div className="rounded-xl border p-4">
                <p className="text-sm text-muted-foreground">This week</p>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {["5 diary entries", "3 chats with " + COACH_NAME, "1 goal on track"].map((t) => (
                    <li key={t} className="flex items-center gap-2">
                      <Check className="size-4 text-success" aria-hidden /> {t}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <p className="mt-4 text-center text-sm text-muted-foreground">
            Sample data for illustration. Your own dashboard fills in as you use {PRODUCT_NAME}; progress tracking is part of Premium.
          </p>
        </div>
      </div>
    </section>
  );
}
