import type { AssessmentAnalysis } from "@shared/ai-results";
import { COACH_NAME } from "@shared/brand";
import { FREE_PREVIEW } from "@shared/contract/assessments";
import { ArrowRight, CheckCircle2, Compass, Crown, Heart, Lightbulb, Lock, Sprout, Target, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OfflineCoachLabel } from "@/components/chat/offline-coach-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { AssessmentCrisisCard } from "./assessment-crisis-card";

/** Spec part 1, section 9: the journey bar is fixed at 25%. */
const JOURNEY_PERCENT = 25;

const UPGRADE_FEATURES = [
  "Daily AI coaching sessions",
  "Complete recommendation system",
  "Personalized daily insights",
  "Unlimited journaling with AI analysis",
  "Progress tracking and goal setting",
];

interface Props {
  analysis: AssessmentAnalysis;
  /** Free tier: the preview with the upgrade invitation. */
  preview: boolean;
  hidden: { recommendations: number; coachingFocus: number };
  /** An answer was flagged acute: crisis resources first, and no upsell anywhere. */
  atRisk: boolean;
  followUp: "open" | "done" | "none";
}

export function AnalysisView({ analysis, preview, hidden, atRisk, followUp }: Props) {
  const recommendations = preview ? analysis.personalizedRecommendations.slice(0, FREE_PREVIEW.recommendations) : analysis.personalizedRecommendations;
  const focus = preview ? analysis.coachingFocus.slice(0, FREE_PREVIEW.coachingFocus) : analysis.coachingFocus;
  const upsell = preview && !atRisk;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-3 text-center">
        <Badge variant="success" className="mx-auto">
          <CheckCircle2 aria-hidden /> AI Analysis Complete
        </Badge>
        <OfflineCoachLabel className="ml-2" />
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Your Personal Assessment Results</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">What {COACH_NAME}, your AI coach, noticed in your answers. It's a starting point for reflection, not a diagnosis.</p>
      </header>

      {atRisk && <AssessmentCrisisCard />}

      <Section icon={<Compass aria-hidden />} title="Life Overview">
        <p className="leading-relaxed">{analysis.overallSummary}</p>
      </Section>

      <div className="grid gap-6 md:grid-cols-2">
        <Section icon={<Heart aria-hidden />} title="Key Strengths">
          <BulletList items={analysis.keyStrengths} />
        </Section>
        <Section icon={<Sprout aria-hidden />} title="Areas for Growth">
          <BulletList items={analysis.areasForGrowth} />
        </Section>
      </div>

      <Section
        icon={<Lightbulb aria-hidden />}
        title={preview ? "Initial Recommendations" : "Your Recommendations"}
        badge={preview ? <Badge variant="warm">Free Preview</Badge> : undefined}
      >
        <ol className="space-y-3">
          {recommendations.map((r, i) => (
            <li key={r} className="flex gap-3">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">{i + 1}</span>
              <span className="leading-relaxed">{r}</span>
            </li>
          ))}
        </ol>
        {upsell && (
          <p className="mt-4 flex items-center gap-2 rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden />
            {hidden.recommendations > 0
              ? `${hidden.recommendations} more personalized recommendation${hidden.recommendations === 1 ? " is" : "s are"} available when you upgrade.`
              : "More personalized recommendations are available when you upgrade."}
          </p>
        )}
      </Section>

      <Section icon={<Target aria-hidden />} title="Coaching Focus Areas">
        <div className="flex flex-wrap gap-2" data-testid="coaching-focus">
          {focus.map((f) => (
            <Badge key={f} variant="secondary" className="px-3 py-1 text-sm">
              {f}
            </Badge>
          ))}
          {upsell && hidden.coachingFocus > 0 && (
            <Badge variant="outline" className="px-3 py-1 text-sm text-muted-foreground">
              + {hidden.coachingFocus} more focus areas in premium
            </Badge>
          )}
        </div>
      </Section>

      {followUp !== "none" && (
        <Card className="border-primary/40 bg-primary/5">
          <CardContent className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              {followUp === "open" ? `A few follow-up questions help ${COACH_NAME} shape a plan around you.` : "Your personal 30-day plan is ready from your follow-up answers."}
            </p>
            <Button asChild variant="outline">
              <Link to={followUp === "open" ? "/assessment-followup" : "/enhanced-results"}>
                {followUp === "open" ? "Answer Follow-up Questions" : "View Your Coaching Plan"} <ArrowRight aria-hidden />
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}

      {upsell && (
        <>
          <Section icon={<TrendingUp aria-hidden />} title="Journey Progress">
            <div className="space-y-2">
              <div className="flex justify-between text-sm">
                <span>Assessment complete</span>
                <span className="font-medium">{JOURNEY_PERCENT}%</span>
              </div>
              <Progress value={JOURNEY_PERCENT} aria-label={`Journey progress ${JOURNEY_PERCENT}%`} />
              <p className="text-sm text-muted-foreground">Upgrade to continue your personalized growth plan</p>
            </div>
          </Section>

          <Card className="border-primary/50">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-xl">
                <Crown className="size-5 text-warm" aria-hidden /> Unlock Your Complete Growth Plan
              </CardTitle>
              <CardDescription>Premium turns these insights into daily support.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-5">
              <ul className="grid gap-2 sm:grid-cols-2">
                {UPGRADE_FEATURES.map((f) => (
                  <li key={f} className="flex items-center gap-2 text-sm">
                    <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
                    {f}
                  </li>
                ))}
              </ul>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button asChild size="lg">
                  <Link to="/pricing">Start Your Journey</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to="/pricing">Start 7-Day Trial for $4.99</Link>
                </Button>
              </div>
            </CardContent>
          </Card>
        </>
      )}

      <div className="flex justify-center">
        <Button asChild variant={upsell ? "ghost" : "default"} size="lg">
          <Link to="/dashboard">View Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}

function Section({ icon, title, badge, children }: { icon: ReactNode; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-primary [&>svg]:size-5">{icon}</span>
          <CardTitle className="text-lg">
            <h2>{title}</h2>
          </CardTitle>
          {badge}
        </div>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
