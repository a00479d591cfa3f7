import type { Reflection, ReflectionSummary } from "@shared/contract/reflections";
import { format, parseISO } from "date-fns";
import { CalendarDays, Flame, Lock, NotebookPen, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "@/api/client";
import { useReflection } from "@/api/reflections/get-reflection";
import { useReflections } from "@/api/reflections/get-reflections";
import { MoodChart } from "@/components/mood-chart";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { openDiaryEntry } from "@/lib/diary-overlay";
import { cn } from "@/lib/utils";

// Weekly and monthly reflections on /insights (Premium and Pro): the newest one in full, the
// earlier ones as a history to pick from. A quote opens its entry in the diary's reading view.

const day = (key: string) => format(parseISO(key), "MMM d");

/** "Week of Jun 9 – Jun 15" or "June 2031". */
export function reflectionTitle(r: Pick<ReflectionSummary, "period" | "periodStart" | "periodEnd">): string {
  return r.period === "month" ? format(parseISO(r.periodStart), "MMMM yyyy") : `Week of ${day(r.periodStart)} – ${day(r.periodEnd)}`;
}

export function Reflections() {
  const { user } = useAuth();
  const paid = user?.subscriptionTier === "premium" || user?.subscriptionTier === "pro";
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Arriving from the dashboard card: bring the section into view.
    if (hash === "#reflections") ref.current?.scrollIntoView({ block: "start" });
  }, [hash]);

  return (
    <section ref={ref} id="reflections" aria-labelledby="reflections-title" className="grid scroll-mt-20 gap-4">
      <div>
        <h2 id="reflections-title" className="text-lg font-semibold">
          Weekly reflections
        </h2>
        <p className="text-sm text-muted-foreground">
          Every Sunday evening, and at the end of each month, a look back at your writing: your moods, the themes in your own words, and one idea for the week ahead.
        </p>
      </div>
      {paid ? <PaidReflections /> : <UpgradeNote />}
    </section>
  );
}

function UpgradeNote() {
  return (
    <Card data-testid="reflections-upgrade">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-3">
          <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p className="text-sm">
            Weekly and monthly reflections are part of Premium and Pro. They gather your week's moods and entries into a short, kind summary, quoting your own words.
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/pricing">Upgrade</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function PaidReflections() {
  const list = useReflections(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? list.data?.[0]?.id ?? null;

  if (list.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading your reflections">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 text-sm">
          <p className="font-medium">Couldn't load your reflections</p>
          <p className="text-muted-foreground">{errorMessage(list.error, "Please try again.")}</p>
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (list.data.length === 0) {
    return (
      <Card>
        <CardContent className="flex gap-3 text-sm">
          <CalendarDays className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p>Your first reflection arrives on Sunday at 7 pm, your time. Writing a few lines on a couple of days this week gives it something to look back on.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
      <ReflectionDetail id={selected!} />
      <nav aria-label="Earlier reflections" className="min-w-0">
        <h3 className="mb-2 text-sm font-medium text-muted-foreground">History</h3>
        <ul className="grid gap-1.5">
          {list.data.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                aria-current={r.id === selected ? "true" : undefined}
                onClick={() => setChosen(r.id)}
                className={cn(
                  "flex w-full items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  r.id === selected && "border-primary bg-primary/5",
                )}
              >
                <span className="truncate">{reflectionTitle(r)}</span>
                <Badge variant="secondary">{r.period === "month" ? "Month" : "Week"}</Badge>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function ReflectionDetail({ id }: { id: string }) {
  const q = useReflection(id);
  if (q.isPending) return <Skeleton className="h-72" aria-busy="true" aria-label="Loading the reflection" />;
  if (q.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-3 text-sm">
          <p className="font-medium">Couldn't load this reflection</p>
          <p className="text-muted-foreground">{errorMessage(q.error, "Please try again.")}</p>
          <Button variant="outline" size="sm" onClick={() => q.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  return <ReflectionView reflection={q.data} />;
}

function ReflectionView({ reflection: r }: { reflection: Reflection }) {
  const body = r.body;
  const span = r.period === "month" ? "this month" : "this week";
  return (
    <Card data-testid="reflection" className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">{reflectionTitle(r)}</h3>
        </CardTitle>
        <CardDescription>{r.period === "month" ? "Your monthly reflection" : "Your weekly reflection"}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {body.kind === "check-in" ? (
          <p className="text-sm leading-relaxed">{body.note}</p>
        ) : (
          <>
            <ul className="grid grid-cols-3 gap-2 text-center text-sm" aria-label="The period in numbers">
              <li className="rounded-lg bg-muted/60 p-2">
                <NotebookPen className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden />
                <span className="block text-lg font-semibold">{body.entryCount}</span> {body.entryCount === 1 ? "entry" : "entries"}
              </li>
              <li className="rounded-lg bg-muted/60 p-2">
                <CalendarDays className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden />
                <span className="block text-lg font-semibold">{body.daysWritten}</span> {body.daysWritten === 1 ? "day" : "days"} written
              </li>
              <li className="rounded-lg bg-muted/60 p-2">
                <Flame className="mx-auto mb-1 size-4 text-muted-foreground" aria-hidden />
                <span className="block text-lg font-semibold">{body.streak}</span> day streak
              </li>
            </ul>
            <MoodChart days={body.days} span={span} endLabel={day(r.periodEnd)} />
            {body.themes.length > 0 && (
              <div className="grid gap-2">
                <h4 className="text-sm font-medium">Themes, in your words</h4>
                <ul className="grid gap-2" aria-label="Themes">
                  {body.themes.map((t) => {
                    const entry = r.entries.find((e) => e.id === t.entryId);
                    return (
                      <li key={`${t.entryId}-${t.quote}`} className="rounded-xl border p-3">
                        <Badge variant="secondary" className="mb-2">
                          {t.label}
                        </Badge>
                        <button
                          type="button"
                          disabled={!entry}
                          onClick={() => entry && openDiaryEntry(entry)}
                          className="flex w-full gap-2 rounded-md text-left text-sm italic outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-70"
                        >
                          <Quote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                          <span>
                            “{t.quote}”<span className="sr-only">: open this entry</span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
            <div className="grid gap-1">
              <h4 className="text-sm font-medium">What stands out</h4>
              <p className="text-sm leading-relaxed">{body.observation}</p>
            </div>
            <div className="grid gap-1">
              <h4 className="text-sm font-medium">One small idea</h4>
              <p className="text-sm leading-relaxed">{body.suggestion}</p>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
