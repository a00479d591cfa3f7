import type { FollowUpQuestion } from "@shared/ai-results";
import { COACH_NAME } from "@shared/brand";
import { MAX_FREE_TEXT } from "@shared/assessment-catalogue";
import { ArrowLeft, ArrowRight, Check, Loader2, PartyPopper } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Textarea } from "@/components/ui/textarea";
import { useSubmitFollowUpResponses } from "@/api/assessments/submit-follow-up-responses";
import { errorMessage, queryClient } from "@/api/client";
import { assessmentsQuery } from "@/api/assessments/get-assessments";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { clearFollowUpDraft, readFollowUpDraft, writeFollowUpDraft } from "./assessment-draft";

/** Spec part 1, section 9: the move to the enhanced plan 2 s after the follow-up. */
export const ENHANCED_REDIRECT_MS = 2000;

interface Props {
  assessmentId: string;
  questions: FollowUpQuestion[];
  onSubmitted: () => void;
}

/** One follow-up question at a time; answers are kept on the device until they are sent. */
export function FollowUpRunner({ assessmentId, questions, onSubmitted }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>(() => readFollowUpDraft(assessmentId));
  // Resume at the first unanswered question after a reload.
  const [index, setIndex] = useState(() => {
    const first = questions.findIndex((q) => !answers[q.id]?.trim());
    return first === -1 ? questions.length - 1 : first;
  });
  const [input, setInput] = useState(() => answers[questions[index]?.id ?? ""] ?? "");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const q = questions[index]!;
  const last = index === questions.length - 1;
  const answeredCount = questions.filter((item, i) => (i === index ? input.trim() : answers[item.id]?.trim())).length;
  const percent = Math.round((answeredCount / questions.length) * 100);

  useEffect(() => writeFollowUpDraft(assessmentId, answers), [assessmentId, answers]);

  const submit = useSubmitFollowUpResponses({
    onSuccess: (item) => {
      clearFollowUpDraft(assessmentId);
      // The answered assessment at once (the refetch brings the same), so the results page never sees the old one.
      queryClient.setQueryData(assessmentsQuery().queryKey, (list) => list?.map((a) => (a.id === item.id ? item : a)));
      onSubmitted();
    },
    onError: (err) =>
      notify({
        title: "We couldn't save your answers",
        description: `${errorMessage(err, "Please try again in a moment.")} Your answers are kept on this device.`,
        variant: "destructive",
      }),
  });

  const go = (to: number, stored: Record<string, string>) => {
    setIndex(to);
    setInput(stored[questions[to]!.id] ?? "");
    inputRef.current?.focus();
  };

  const next = () => {
    const text = input.trim();
    if (!text) return;
    const stored = { ...answers, [q.id]: input };
    setAnswers(stored);
    if (last) {
      submit.mutate({ assessmentId, responses: Object.fromEntries(questions.map((item) => [item.id, stored[item.id] ?? ""])) });
    } else {
      go(index + 1, stored);
    }
  };

  const previous = () => {
    // Keep what was typed here too, so Next brings it back.
    const stored = input.trim() ? { ...answers, [q.id]: input } : answers;
    setAnswers(stored);
    go(index - 1, stored);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-2 text-center">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">A Few Questions Just for You</h1>
        <p className="text-muted-foreground">{COACH_NAME} wrote these from your assessment. Answer in your own words; there are no wrong answers.</p>
      </header>

      <div className="space-y-2">
        <div className="flex justify-between text-sm">
          <span className="font-medium" aria-live="polite">
            Question {index + 1} of {questions.length}
          </span>
          <span className="text-muted-foreground">{percent}% complete</span>
        </div>
        <Progress value={percent} aria-label={`${percent}% complete`} />
      </div>

      <Card>
        <CardHeader className="gap-3">
          <Badge variant="secondary">{q.category}</Badge>
          <CardDescription>{q.context}</CardDescription>
          <CardTitle className="text-lg leading-snug">
            <Label htmlFor="followup-answer" className="text-lg leading-snug font-semibold">
              {q.question}
            </Label>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <Textarea
            id="followup-answer"
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Share your thoughts..."
            maxLength={MAX_FREE_TEXT}
            rows={5}
            className="min-h-32"
            disabled={submit.isPending}
          />
          <div className="flex justify-between gap-3">
            <Button variant="outline" onClick={previous} disabled={index === 0 || submit.isPending}>
              <ArrowLeft aria-hidden /> Previous
            </Button>
            <Button onClick={next} disabled={!input.trim() || submit.isPending}>
              {last ? (
                submit.isPending ? (
                  <>
                    <Loader2 className="animate-spin" aria-hidden /> Completing...
                  </>
                ) : (
                  "Complete Assessment"
                )
              ) : (
                <>
                  Next <ArrowRight aria-hidden />
                </>
              )}
            </Button>
          </div>
        </CardContent>
      </Card>

      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Questions">
        {questions.map((item, i) => {
          const state = i === index ? "current" : answers[item.id]?.trim() ? "done" : "upcoming";
          return (
            <li
              key={item.id}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className={cn(
                "flex items-center justify-center gap-1 rounded-md border px-2 py-2 text-xs font-medium",
                state === "done" && "border-success/50 bg-success/10 text-foreground",
                state === "current" && "border-primary bg-primary text-primary-foreground",
                state === "upcoming" && "text-muted-foreground",
              )}
            >
              {state === "done" && <Check className="size-3" aria-hidden />}
              <span>
                {i + 1}
                <span className="sr-only"> ({state})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** 'Ready for Your Next Step!', then the enhanced plan after 2 s. */
export function FollowUpDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/enhanced-results"), ENHANCED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <CardHeader>
          <PartyPopper className="mx-auto mb-2 size-10 text-warm" aria-hidden />
          <CardTitle className="text-2xl" role="status">
            Ready for Your Next Step!
          </CardTitle>
          <CardDescription>
            Thank you for going deeper. {COACH_NAME} is shaping your personal plan, and daily coaching can help you follow it with a short conversation each day.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" asChild>
            <Link to="/enhanced-results">See my plan now</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
