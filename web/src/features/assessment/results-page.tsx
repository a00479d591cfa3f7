import { parseAnalysis } from "@shared/ai-results";
import { FREE_PREVIEW } from "@shared/contract/assessments";
import { Loader2, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { RequireAuth } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AnalysisView } from "./analysis-view";
import { useLatestAssessment } from "./latest";

/** Spec part 1, section 9: three skeleton placeholders while loading. */
const SKELETONS = 3;

export default function ResultsPage() {
  return (
    <RequireAuth>
      <Results />
    </RequireAuth>
  );
}

function Results() {
  const { latest, isPending, isError, refetch } = useLatestAssessment("analysis");

  if (isPending) {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10" role="status">
        <p className="flex items-center justify-center gap-3 text-muted-foreground">
          <Loader2 className="size-5 animate-spin" aria-hidden /> Loading your personalized insights...
        </p>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <Skeleton key={i} className="h-36 w-full" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <Centered title="We couldn't load your results" description="Please check your connection and try again.">
        <Button onClick={() => void refetch()}>Try again</Button>
      </Centered>
    );
  }

  if (!latest) {
    return (
      <Centered title="No assessment yet" description="Take the free life assessment to receive your personal analysis.">
        <Button asChild>
          <Link to="/assessment">Take Free Life Assessment</Link>
        </Button>
      </Centered>
    );
  }

  if (latest.analysisStatus === "retrying") {
    return (
      <Centered
        icon={<Sparkles className="mx-auto mb-2 size-10 animate-pulse text-primary" aria-hidden />}
        title="Still working on it"
        description="Your analysis is taking longer than usual. We'll keep trying: you can leave this page and come back, it will be here."
        live
      >
        <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden />
      </Centered>
    );
  }
  const analysis = latest.analysisStatus === "pending" ? null : parseAnalysis(latest.aiAnalysis, latest.isComplete);
  if (!analysis) {
    return (
      <Centered
        icon={<Sparkles className="mx-auto mb-2 size-10 animate-pulse text-primary" aria-hidden />}
        title="Generating Your Analysis"
        description="This usually takes 10-30 seconds"
        live
      >
        <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-hidden />
      </Centered>
    );
  }

  const acute = latest.safetyLevel === "acute";
  const preview = latest.analysisAccess === "preview" && !acute;
  const hidden = {
    recommendations: latest.previewHidden?.recommendations ?? Math.max(0, analysis.personalizedRecommendations.length - FREE_PREVIEW.recommendations),
    coachingFocus: latest.previewHidden?.coachingFocus ?? Math.max(0, analysis.coachingFocus.length - FREE_PREVIEW.coachingFocus),
  };
  return <AnalysisView analysis={analysis} preview={preview} hidden={hidden} atRisk={acute} followUp={latest.followUpResponses ? "done" : latest.isComplete ? "open" : "none"} />;
}

function Centered({
  title,
  description,
  icon,
  live = false,
  children,
}: {
  title: string;
  description: string;
  icon?: React.ReactNode;
  live?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center" {...(live ? { role: "status", "aria-live": "polite" } : {})}>
        <CardHeader>
          {icon}
          <CardTitle className="text-xl">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children && <CardContent className="flex justify-center">{children}</CardContent>}
      </Card>
    </div>
  );
}
