import { BarChart3, Lightbulb, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { useDailyInsights } from "@/api/dashboard/get-daily-insights";
import { SignInRequired } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/lib/auth";
import { Reflections } from "./reflections";
import { AskJournal } from "./ask-journal";

const CARDS = [
  {
    icon: Sparkles,
    title: "Daily Insights",
    text: "Every morning you get a fresh insight for your day: one daily motivation on Free, and morning, afternoon and evening insights on Premium and Pro.",
  },
  {
    icon: BarChart3,
    title: "Mood Patterns",
    text: "Your journal moods become a 30-day chart and a trend, so you can see at a glance whether things are lifting or need some care.",
  },
  {
    icon: Lightbulb,
    title: "Personal Growth",
    text: "Streaks and weekly goals show the habits you are building. Small steps, noticed, add up.",
  },
] as const;

const SLOT_LABEL = { daily: "Today", morning: "Morning", afternoon: "Afternoon", evening: "Evening" } as const;

export default function InsightsPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return <SignInRequired title="Sign In to View Insights" description="Your daily insights and patterns appear here once you sign in." />;
  }
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <header className="text-center">
        <h1 className="text-3xl font-semibold tracking-tight">Insights</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">What your reflections are telling you, gathered in one calm place.</p>
      </header>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map((c) => (
          <li key={c.title}>
            <Card className="h-full">
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <c.icon className="size-5" aria-hidden />
                </span>
                <CardTitle className="text-lg">
                  <h2>{c.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{c.text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <TodaysInsights />
      <AskJournal />
      <Reflections />
      <div className="flex justify-center">
        <Button asChild size="lg">
          <Link to="/dashboard">View Full Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

function TodaysInsights() {
  const { data, isPending, isError } = useDailyInsights();
  if (isError || (!isPending && !data?.length)) return null;
  return (
    <section aria-labelledby="today-insights" className="grid gap-3">
      <h2 id="today-insights" className="text-lg font-semibold">
        Today's insights
      </h2>
      {isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="grid gap-3">
          {data.map((i) => (
            <li key={i.id} className="rounded-xl border bg-card p-4">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <span className="text-sm font-medium">{SLOT_LABEL[i.slot]}</span>
                <Badge variant="secondary">{i.category}</Badge>
              </div>
              <p className="text-sm leading-relaxed">{i.insight}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
