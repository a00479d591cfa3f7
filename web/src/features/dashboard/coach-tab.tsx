import { COACH_NAME } from "@shared/brand";
import { Bot, Crown, Lightbulb, User } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SAMPLE_INSIGHTS, SAMPLE_QUESTION, SAMPLE_RESPONSE, SAMPLE_RESPONSE_PREVIEW } from "./coach-sample";

// The real chat panel, loaded only when a paid person opens this tab.
const CoachPanel = lazy(() => import("./coach-panel-slot"));

export function CoachTab({ paid }: { paid: boolean }) {
  if (paid) {
    return (
      <Suspense fallback={<Skeleton className="h-[500px] w-full" aria-label="Loading the chat" />}>
        <CoachPanel />
      </Suspense>
    );
  }
  return <SamplePreview />;
}

function SamplePreview() {
  const [expanded, setExpanded] = useState(false);
  const responseId = useId();
  return (
    <div className="grid gap-6" data-testid="coach-sample">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-lg">Your AI Life Coach {COACH_NAME}</CardTitle>
            <Badge variant="secondary">Sample preview</Badge>
          </div>
          <CardDescription>
            Here is what a conversation with {COACH_NAME} looks like on Premium: an AI coach (not a human, not a therapist) that remembers your journey.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-start justify-end gap-2">
            <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-sm text-primary-foreground">
              <span className="sr-only">Sample question: </span>
              {SAMPLE_QUESTION}
            </p>
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden>
              <User className="size-4" />
            </span>
          </div>
          <div className="flex items-start gap-2">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden>
              <Bot className="size-4" />
            </span>
            <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm">
              <span className="sr-only">Sample response from {COACH_NAME}: </span>
              {/* Collapsed: cut at a word with one ellipsis, short enough that the 8-line clamp never has to cut it too. */}
              <p id={responseId} className={expanded ? "whitespace-pre-line" : "line-clamp-8 whitespace-pre-line"} data-testid="sample-response">
                {expanded ? SAMPLE_RESPONSE : SAMPLE_RESPONSE_PREVIEW}
              </p>
              <Button variant="link" size="sm" className="mt-1 h-auto px-0" aria-expanded={expanded} aria-controls={responseId} onClick={() => setExpanded((v) => !v)}>
                {expanded ? "Show Less" : "Show Full Response"}
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Lightbulb className="size-5 text-primary" aria-hidden />
            Sample Insights
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 md:grid-cols-3">
            {SAMPLE_INSIGHTS.map((i) => (
              <li key={i.title} className="rounded-lg border bg-card p-4">
                <p className="text-sm font-medium">{i.title}</p>
                <p className="mt-1 text-sm text-muted-foreground">{i.text}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="border-primary/30 bg-gradient-to-br from-primary/5 to-accent/40">
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="flex items-center gap-2 font-semibold">
              <Crown className="size-4 text-primary" aria-hidden />
              Talk with {COACH_NAME} here, with memory
            </p>
            <p className="mt-1 text-sm text-muted-foreground">Premium keeps your sessions and builds on every conversation.</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/pricing">Upgrade to Premium</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">View Pricing</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
