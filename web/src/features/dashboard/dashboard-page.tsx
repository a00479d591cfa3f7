import { COACH_NAME } from "@shared/brand";
import { insightForNow } from "@shared/time-of-day";
import { isPaidTier } from "./tier";
import { ClipboardList, MessageCircle, Sparkles } from "lucide-react";
import { lazy, memo, Suspense, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { OfflineCoachLabel } from "@/components/chat/offline-coach-badge";
import { SosButton } from "@/components/safety/sos-button";
import { SignInRequired } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAuth } from "@/lib/auth";
import { preloadWhenIdle } from "@/lib/preload";
import { hasCompletedAssessment, useAssessments } from "@/api/assessments/get-assessments";
import { JournalTab as JournalTabContent } from "./journal-tab";
import { DashboardSidebar as SidebarContent } from "./sidebar";
import { useDailyInsights } from "@/api/dashboard/get-daily-insights";
import { useDashboardSummary } from "@/api/dashboard/get-dashboard-summary";
import { dashboardGreeting, dashboardSeen, markDashboardSeen } from "./greeting";
import { useTimeZoneSync } from "./use-time-zone-sync";
import { ReflectionCardLoading } from "./reflection-card-loading";

// The Journal tab is what the dashboard opens on; the Progress tab (chart, dates) and the AI Coach
// tab load apart and are fetched once the page is idle, and the weekly reflection card (paid
// tiers) loads when shown (docs/decisions/0053).
const loadProgressTab = () => import("./progress-tab");
const loadCoachTab = () => import("./coach-tab");
const ProgressTab = lazy(() => loadProgressTab().then((m) => ({ default: m.ProgressTab })));
const CoachTab = lazy(() => loadCoachTab().then((m) => ({ default: m.CoachTab })));
const ReflectionCard = lazy(() => import("./reflection-card").then((m) => ({ default: m.ReflectionCard })));
const tabFallback = <Skeleton className="h-48 w-full rounded-xl" />;

type Tab = "journal" | "progress" | "chat";

// The page re-renders as each of its reads answers; the writing form, the entries and the sidebar
// then re-render only when their own inputs change, which keeps those answers from being long
// tasks on a slow phone.
const JournalTab = memo(JournalTabContent);
const DashboardSidebar = memo(SidebarContent);

export default function DashboardPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired title="Sign In Required" description="Please sign in to see your dashboard, journal and progress." />;
  return <Dashboard />;
}

function Dashboard() {
  const { user } = useAuth();
  const [tab, setTab] = useState<Tab>("journal");
  useEffect(() => preloadWhenIdle(() => Promise.all([loadProgressTab(), loadCoachTab()])), []);
  useTimeZoneSync();
  const summary = useDashboardSummary();
  const insights = useDailyInsights();
  const assessments = useAssessments();

  const tier = user?.subscriptionTier ?? "free";
  const paid = isPaidTier(tier);
  const hasAssessment = (assessments.data?.length ?? 0) > 0;
  const assessmentComplete = hasCompletedAssessment(assessments.data);
  // The insight for the person's part of the day now (read once per visit), not always the morning's.
  const [openedAt] = useState(() => new Date());
  const firstInsight = insightForNow(insights.data ?? [], openedAt);
  // "Welcome" on the first visit, "Welcome back" from then on; fixed for this visit.
  const [greeting] = useState(() => dashboardGreeting({ name: user?.name, seenBefore: user ? dashboardSeen(user.id) : false, accountCreatedAt: user?.createdAt, now: Date.now() }));
  const userId = user?.id;
  useEffect(() => {
    if (userId) markDashboardSeen(userId);
  }, [userId]);

  const viewProgress = useCallback(() => {
    setTab("progress");
    document.getElementById("dashboard-tabs")?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, []);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-12 pb-8 sm:py-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{greeting}</h1>
          <p className="mt-1 text-muted-foreground">Here's your space for today: reflect, check your progress, or talk things through.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild>
            <Link to="/chat">
              <MessageCircle aria-hidden />
              Chat with {COACH_NAME}
            </Link>
          </Button>
          <SosButton variant="inline" />
        </div>
      </header>

      <section aria-label="Your numbers" className="grid grid-cols-2 gap-4">
        <Counter label="Daily Insights" value={insights.isPending ? undefined : (insights.data?.length ?? 0)} testId="counter-insights" />
        <Counter label="Journal Entries" value={summary.isPending ? undefined : (summary.data?.journalCount ?? 0)} testId="counter-entries" />
      </section>

      {assessments.isSuccess && !hasAssessment && (
        <Card className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100" data-testid="assessment-card">
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <ClipboardList className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
              <div>
                <h2 className="font-semibold">Complete Your Assessment</h2>
                <p className="mt-1 text-sm text-amber-900/80 dark:text-amber-100/80">
                  A few minutes of questions gives {COACH_NAME} what she needs to tailor your coaching and insights.
                </p>
              </div>
            </div>
            <Button asChild className="shrink-0 bg-amber-700 text-white hover:bg-amber-800 dark:bg-amber-400 dark:text-amber-950 dark:hover:bg-amber-300">
              <Link to="/assessment">Take Assessment</Link>
            </Button>
          </CardContent>
        </Card>
      )}

      <Card data-testid="insight-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Sparkles className="size-5 text-primary" aria-hidden />
            Today's AI Insight
            <OfflineCoachLabel className="ml-auto" />
          </CardTitle>
          {firstInsight && <CardDescription className="sr-only">From {COACH_NAME}, for today</CardDescription>}
        </CardHeader>
        <CardContent>
          {insights.isPending ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Loading today's insight">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : firstInsight ? (
            <div className="grid gap-3">
              <p className="leading-relaxed" data-testid="insight-text">
                {firstInsight.insight}
              </p>
              <Badge variant="secondary" data-testid="insight-category">
                {firstInsight.category}
              </Badge>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Your insight for today is on its way. Check back in a little while.</p>
          )}
        </CardContent>
      </Card>

      {paid && (
        <Suspense fallback={<ReflectionCardLoading />}>
          <ReflectionCard />
        </Suspense>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs id="dashboard-tabs" value={tab} onValueChange={(v) => setTab(v as Tab)} className="min-w-0 scroll-mt-20 gap-4">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="journal" className="px-4">
              Journal
            </TabsTrigger>
            <TabsTrigger value="progress" className="px-4">
              Progress
            </TabsTrigger>
            <TabsTrigger value="chat" className="px-4">
              AI Coach
            </TabsTrigger>
          </TabsList>
          <TabsContent value="journal">
            <JournalTab paid={paid} />
          </TabsContent>
          <TabsContent value="progress">
            <Suspense fallback={tabFallback}>
              <ProgressTab summary={summary.data} isPending={summary.isPending} error={summary.error} assessmentComplete={assessmentComplete} paid={paid} />
            </Suspense>
          </TabsContent>
          <TabsContent value="chat">
            <Suspense fallback={tabFallback}>
              <CoachTab paid={paid} />
            </Suspense>
          </TabsContent>
        </Tabs>
        <DashboardSidebar
          tier={tier}
          hasAssessment={hasAssessment}
          assessmentComplete={assessmentComplete}
          journalCount={summary.data?.journalCount}
          onViewProgress={viewProgress}
        />
      </div>
    </div>
  );
}

function Counter({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Card className="gap-1 py-4" data-testid={testId}>
      <CardContent className="px-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        {value === undefined ? <Skeleton className="mt-1 h-8 w-10" /> : <p className="text-3xl font-semibold tabular-nums">{value}</p>}
      </CardContent>
    </Card>
  );
}
