import type { FollowUpQuestion } from "@shared/ai-results";
import { COACH_NAME } from "@shared/brand";
import { Loader2, MessageCircleQuestion } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { RequireAuth } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useCreateFollowUpQuestions } from "@/api/assessments/create-follow-up-questions";
import { FollowUpDone, FollowUpRunner } from "./followup-runner";
import { useLatestAssessment } from "./latest";

export default function FollowupPage() {
  return (
    <RequireAuth>
      <FollowUp />
    </RequireAuth>
  );
}

function FollowUp() {
  const { latest, isPending, isError } = useLatestAssessment();
  const [submitted, setSubmitted] = useState(false);
  // The questions are stored with the assessment, whose list is refetched: a later visit does not ask again.
  const generate = useCreateFollowUpQuestions({ onError: (err) => console.error("Follow-up question generation failed:", err) });
  const asked = useRef<string | null>(null);

  const needsQuestions = Boolean(latest?.isComplete && !latest.followUpResponses && !latest.followUpQuestions);
  // Generated once: when the latest is complete and no questions are loaded yet.
  useEffect(() => {
    if (latest && needsQuestions && asked.current !== latest.id) {
      asked.current = latest.id;
      generate.mutate(latest.id);
    }
  }, [latest, needsQuestions, generate]);

  // Once the answers are in, 'Ready for Your Next Step!' stays until its own redirect.
  if (submitted) return <FollowUpDone />;
  if (isPending || (needsQuestions && !generate.isError && !generate.data)) return <Analyzing />;
  if (latest?.followUpResponses) return <Navigate to="/enhanced-results" replace />;

  const questions: FollowUpQuestion[] = latest?.followUpQuestions ?? generate.data?.questions ?? [];
  if (isError || !latest || !latest.isComplete || generate.isError || questions.length === 0) return <ReviewFirst />;

  return <FollowUpRunner assessmentId={latest.id} questions={questions} onSubmitted={() => setSubmitted(true)} />;
}

function Analyzing() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center" role="status" aria-live="polite">
        <CardHeader>
          <Loader2 className="mx-auto mb-2 size-10 animate-spin text-primary" aria-hidden />
          <CardTitle className="text-xl">Analyzing Your Responses</CardTitle>
          <CardDescription>{COACH_NAME} is reading your answers to ask a few questions that fit you.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}

function ReviewFirst() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <CardHeader>
          <MessageCircleQuestion className="mx-auto mb-2 size-10 text-primary" aria-hidden />
          <CardTitle className="text-xl">Want to review your assessment first?</CardTitle>
          <CardDescription>Your results are ready to read. You can come back to the follow-up questions afterwards.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/assessment-results">View Assessment Results</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
