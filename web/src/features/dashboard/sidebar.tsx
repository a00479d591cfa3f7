import type { SubscriptionTier } from "@shared/contract/auth";
import { BarChart3, CheckCircle2, ClipboardList, Crown, Gem, Sparkles, XCircle } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ManageBillingButton } from "@/components/manage-billing-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTrialOffer } from "@/lib/use-trial-offer";

const planName = (tier: SubscriptionTier | undefined) => {
  const t = tier || "free";
  return t.charAt(0).toUpperCase() + t.slice(1);
};

const PRO_FEATURES = ["Advanced AI personality analysis", "Custom coaching programs", "Goal tracking and detailed reports", "Priority phone support"];

interface Props {
  tier: SubscriptionTier;
  hasAssessment: boolean;
  assessmentComplete: boolean;
  journalCount: number | undefined;
  onViewProgress: () => void;
}

export function DashboardSidebar({ tier, hasAssessment, assessmentComplete, journalCount, onViewProgress }: Props) {
  return (
    <aside className="grid content-start gap-6" aria-label="Your account at a glance">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quick Stats</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm" data-testid="quick-stats">
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">Assessment complete</dt>
              <dd className="flex items-center gap-1 font-medium">
                {assessmentComplete ? <CheckCircle2 className="size-4 text-success" aria-hidden /> : <XCircle className="size-4 text-muted-foreground" aria-hidden />}
                {assessmentComplete ? "Yes" : "No"}
              </dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">Journal entries</dt>
              <dd className="font-medium">{journalCount === undefined ? <Skeleton className="h-4 w-6" /> : journalCount}</dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{planName(tier)}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {!hasAssessment && (
            <Button asChild variant="outline" className="justify-start">
              <Link to="/assessment">
                <ClipboardList aria-hidden />
                Take Assessment
              </Link>
            </Button>
          )}
          <Button variant="outline" className="justify-start" onClick={onViewProgress}>
            <BarChart3 aria-hidden />
            View Progress
          </Button>
          {tier === "free" && (
            <Button asChild variant="outline" className="justify-start">
              <Link to="/pricing">
                <Crown aria-hidden />
                Upgrade Plan
              </Link>
            </Button>
          )}
          {tier === "premium" && (
            <Button asChild variant="outline" className="justify-start">
              <Link to="/pricing">
                <Gem aria-hidden />
                Upgrade to Pro
              </Link>
            </Button>
          )}
          {tier === "pro" && (
            <ul className="mt-1 grid gap-2 text-sm" aria-label="Your active Pro features">
              {PRO_FEATURES.map((f) => (
                <li key={f} className="flex items-start gap-2">
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  {f}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <PlanCard tier={tier} />
    </aside>
  );
}

function PlanCard({ tier }: { tier: SubscriptionTier }) {
  const offer = useTrialOffer(tier === "free");
  if (tier === "pro") {
    return (
      <Card className="border-primary/40 bg-gradient-to-br from-primary/10 to-accent/50" data-testid="plan-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Gem className="size-5 text-primary" aria-hidden />
            Pro Transformation Active
          </CardTitle>
          <CardDescription>Every coaching feature is yours. Thank you for being here.</CardDescription>
        </CardHeader>
        <CardContent>
          <ManageBillingButton returnTo="/dashboard" className="w-full" />
        </CardContent>
      </Card>
    );
  }
  if (tier === "premium") {
    return (
      <Card className="border-primary/40 bg-gradient-to-br from-primary/10 to-accent/50" data-testid="plan-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Crown className="size-5 text-primary" aria-hidden />
            Premium Active
          </CardTitle>
          <CardDescription>Coaching with memory, AI insights on your entries and three daily insights.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <Link to="/pricing">Upgrade to Pro</Link>
          </Button>
          <ManageBillingButton returnTo="/dashboard" className="mt-2 w-full" />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-warm/60 bg-gradient-to-br from-accent/60 to-card" data-testid="plan-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Sparkles className="size-5 text-accent-foreground" aria-hidden />
          Free Plan
        </CardTitle>
        <CardDescription>{offer.trial ? "Try Premium for 7 days" : "Premium"}: a coach that remembers, AI insights on every entry, and 3 daily motivations.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to="/pricing">{offer.cta}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
