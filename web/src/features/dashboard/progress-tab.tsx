import type { DashboardSummary } from "@shared/contract/dashboard";
import { ClipboardCheck, Crown, Flame, NotebookPen, TrendingDown, TrendingUp, Minus, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/api/client";
import { MoodChart } from "@/components/mood-chart";
import { WeekDots } from "./week-dots";

interface Props {
  summary: DashboardSummary | undefined;
  isPending: boolean;
  error: unknown;
  assessmentComplete: boolean;
  paid: boolean;
}

const TREND = {
  improving: { label: "Improving", icon: TrendingUp, className: "text-success" },
  declining: { label: "Needs Attention", icon: TrendingDown, className: "text-amber-700 dark:text-amber-400" },
  stable: { label: "Stable", icon: Minus, className: "text-primary" },
} as const;

export function ProgressTab({ summary, isPending, error, assessmentComplete, paid }: Props) {
  if (isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading your progress">
        <div className="grid gap-4 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (!summary) {
    return (
      <Card>
        <CardContent className="py-8 text-center text-sm">
          <p className="font-medium">Couldn't load your progress</p>
          <p className="mt-1 text-muted-foreground">{errorMessage(error, "Please try again.")}</p>
        </CardContent>
      </Card>
    );
  }
  const trend = summary.moodTrend ? TREND[summary.moodTrend] : null;
  const { reflectionDays, aiInsightDays, goal } = summary.weeklyGoals;

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat icon={<ClipboardCheck aria-hidden />} label="Life Assessment" testId="stat-assessment">
          {assessmentComplete ? (
            "Completed"
          ) : (
            <span className="flex flex-wrap items-baseline gap-x-2">
              Not completed
              <Link to="/assessment" className="text-sm font-normal text-primary underline underline-offset-4">
                Take it now
              </Link>
            </span>
          )}
        </Stat>
        <Stat icon={<NotebookPen aria-hidden />} label="Journal Entries" testId="stat-entries">
          {summary.journalCount}
        </Stat>
        <Stat icon={<Flame aria-hidden />} label="Current Streak" testId="stat-streak">
          {days(summary.streak)}
          {summary.restDays.length > 0 && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">with {summary.restDays.length === 1 ? "a rest day" : `${summary.restDays.length} rest days`}</span>
          )}
        </Stat>
        <Stat icon={<Trophy aria-hidden />} label="Longest Streak" testId="stat-longest">
          {days(summary.longestStreak)}
        </Stat>
        {trend && (
          <Stat icon={<trend.icon aria-hidden />} label="Mood Trend" testId="stat-trend">
            <span className={trend.className}>{trend.label}</span>
          </Stat>
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">This Week</CardTitle>
          <CardDescription>A streak keeps going through one rest day in any 7 days; two missed days in a row start a new one.</CardDescription>
        </CardHeader>
        <CardContent>
          <WeekDots week={summary.week} today={summary.today} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Weekly Goals</CardTitle>
          <CardDescription>The last 7 days, today included.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Goal label="Daily Reflections" value={reflectionDays} goal={goal} />
          {paid && aiInsightDays !== null && <Goal label="AI Insights Received" value={aiInsightDays} goal={goal} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your Mood, Last 30 Days</CardTitle>
          <CardDescription>Each bar is a day's average mood from your entries.</CardDescription>
        </CardHeader>
        <CardContent>
          <MoodChart days={summary.moodSeries} />
        </CardContent>
      </Card>

      {!paid && (
        <Card className="border-primary/30 bg-gradient-to-br from-primary/5 to-accent/40" data-testid="progress-upsell">
          <CardHeader>
            <Badge variant="warm" className="mb-1">
              <Crown aria-hidden />
              Premium Feature
            </Badge>
            <CardTitle className="text-lg">Unlock Advanced Progress Tracking</CardTitle>
            <CardDescription>AI insights on every entry, three daily insights, and a weekly AI-insights goal to see how far you've come.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/pricing">Upgrade to Premium</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

function Stat({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId: string }) {
  return (
    <Card className="gap-0 py-4" data-testid={testId}>
      <CardContent className="flex items-center gap-3 px-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">{icon}</span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-lg font-semibold">{children}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function Goal({ label, value, goal }: { label: string; value: number; goal: number }) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {value}/{goal}
        </span>
      </div>
      <Progress value={(Math.min(value, goal) / goal) * 100} aria-label={`${label}: ${value} of ${goal}`} />
    </div>
  );
}
