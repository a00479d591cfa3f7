import type { EnhancedPlan } from "@shared/ai-results";
import { COACH_NAME } from "@shared/brand";
import { ArrowRight, CalendarDays, CheckCircle2, Loader2, MessageCircleHeart, Sparkles } from "lucide-react";
import { Link, Navigate } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { RequireAuth } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";
import { AssessmentCrisisCard } from "./assessment-crisis-card";
import { useLatestAssessment } from "./latest";

const FOCUS_AREAS = ["Goal Achievement", "Daily Habits", "Personal Growth", "Stress Management"];

const DIFFERENCES = [
  { title: "Built on your answers", text: "Every conversation starts from your assessment and follow-up answers, not a generic script." },
  { title: "A little every day", text: "Short daily check-ins turn good intentions into habits that last." },
  { title: "Remembers your journey", text: `${COACH_NAME} keeps track of your goals and progress, so you never start from zero.` },
];

const NEXT_30_DAYS = [
  "Daily 5-10 minute coaching conversations",
  "Weekly reviews of what worked and what to adjust",
  "Personalized insights from your journal and check-ins",
  "Progress tracking toward the goals that matter to you",
];

export default function EnhancedResultsPage() {
  return (
    <RequireAuth>
      <Enhanced />
    </RequireAuth>
  );
}

function Enhanced() {
  const { user } = useAuth();
  const { latest, isPending, isError, refetch } = useLatestAssessment("plan");
  if (isPending) return <PageLoader label="Loading your enhanced insights..." />;
  if (isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <p className="mb-4 text-muted-foreground">We couldn't load your plan. Please check your connection.</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </div>
    );
  }
  if (!latest?.followUpResponses) return <Navigate to="/assessment-results" replace />;

  const acute = latest.safetyLevel === "acute";
  const paid = user?.subscriptionTier === "premium" || user?.subscriptionTier === "pro";
  const upsell = !acute && !paid;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-3 text-center">
        <Badge variant="success" className="mx-auto">
          <Sparkles aria-hidden /> Personalized from your answers
        </Badge>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Your Enhanced Coaching Plan</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          {upsell
            ? `Your answers show what matters to you. Daily coaching with ${COACH_NAME} turns that insight into small steps, one short conversation a day.`
            : `Your answers show what matters to you. Here is a plan to take it one small step at a time.`}
        </p>
      </header>

      {acute && <AssessmentCrisisCard />}

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Your Focus Areas</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          {FOCUS_AREAS.map((f) => (
            <Badge key={f} variant="secondary" className="px-3 py-1 text-sm">
              {f}
            </Badge>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>What Makes This Different</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {DIFFERENCES.map((d) => (
            <div key={d.title} className="space-y-1">
              <p className="font-medium">{d.title}</p>
              <p className="text-sm text-muted-foreground">{d.text}</p>
            </div>
          ))}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <CalendarDays className="size-5 text-primary" aria-hidden />
            <CardTitle className="text-lg">
              <h2>Your Next 30 Days</h2>
            </CardTitle>
          </div>
        </CardHeader>
        <CardContent className="space-y-6">
          {latest.enhancedPlan ? (
            <PersonalPlan plan={latest.enhancedPlan} />
          ) : latest.planStatus === "pending" ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden /> {COACH_NAME} is writing your personal plan from your answers...
            </p>
          ) : latest.planStatus === "retrying" ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Still working on it: your personal plan is taking longer than usual. It will appear here when it is ready.
            </p>
          ) : null}
          <ul className="grid gap-2 sm:grid-cols-2">
            {NEXT_30_DAYS.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {upsell && (
          <Button asChild size="lg">
            <Link to="/pricing">
              <MessageCircleHeart aria-hidden /> Start Daily Coaching - $4.99 Trial
            </Link>
          </Button>
        )}
        {paid && !acute && (
          <Button asChild size="lg">
            <Link to="/coaching">
              <MessageCircleHeart aria-hidden /> Start Daily Coaching
            </Link>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <Link to="/assessment-results">
            Review Your Assessment Results <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}

function PersonalPlan({ plan }: { plan: EnhancedPlan }) {
  return (
    <div className="space-y-5" data-testid="personal-plan">
      <p className="leading-relaxed">{plan.summary}</p>
      <div className="flex flex-wrap gap-2" data-testid="plan-focus">
        {plan.focusAreas.map((f) => (
          <Badge key={f} variant="outline">
            {f}
          </Badge>
        ))}
      </div>
      <ol className="grid gap-4 sm:grid-cols-2">
        {plan.weeks.map((w) => (
          <li key={w.week} className="rounded-md border p-4">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Week {w.week}</p>
            <h3 className="mb-2 font-semibold">{w.theme}</h3>
            <ul className="space-y-1 text-sm">
              {w.actions.map((a) => (
                <li key={a} className="flex gap-2">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                  <span>{a}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="rounded-md bg-primary/5 p-4">
        <p className="text-sm font-medium">Your daily practice</p>
        <p className="text-sm text-muted-foreground">{plan.dailyPractice}</p>
      </div>
    </div>
  );
}
