import { ASSESSMENT_SECTIONS, type AssessmentAnswer } from "@shared/assessment-catalogue";
import { ArrowLeft, ArrowRight, CheckCircle2, ListChecks, Loader2, Rows3 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useCreateAssessment } from "@/api/assessments/create-assessment";
import { errorMessage } from "@/api/client";
import { hasCompletedAssessment, useAssessments } from "@/api/assessments/get-assessments";
import { clearDraft, readDraft, writeDraft } from "./assessment-draft";
import { isAnswered, QuestionField, withAnswer } from "./question-field";
import { QuestionRunner } from "./question-runner";

/** Spec part 1, section 9: the move to the results 3 s after 'Assessment Complete!'. */
export const RESULTS_REDIRECT_MS = 3000;
const SECTION_COUNT = ASSESSMENT_SECTIONS.length;

export function AssessmentWizard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(userId));
  const [section, setSection] = useState(() => Math.min(Math.max(draft.section, 0), SECTION_COUNT - 1));
  const [responses, setResponses] = useState<Record<string, AssessmentAnswer>>(draft.responses);
  const [oneAtATime, setOneAtATime] = useState(false);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const { data: list } = useAssessments();

  useEffect(() => {
    if (!done) writeDraft(userId, { section, responses });
  }, [userId, section, responses, done]);

  // A new section: back to the top, focus on its title (keyboard and screen-reader users).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [section]);

  const submit = useCreateAssessment({
    onSuccess: () => {
      clearDraft(userId);
      setDone(true);
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/assessment-results"), RESULTS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Card className="text-center">
          <CardHeader>
            <CheckCircle2 className="mx-auto mb-2 size-12 text-success" aria-hidden />
            <CardTitle className="text-2xl" role="status">Assessment Complete!</CardTitle>
            <CardDescription>
              Thank you for taking the time to reflect. We're preparing your personal analysis and will take you to your results in a moment.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" asChild>
              <Link to="/assessment-results">View my results now</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const current = ASSESSMENT_SECTIONS[section]!;
  const last = section === SECTION_COUNT - 1;
  const sectionAnswered = current.questions.every((q) => isAnswered(q, responses[q.id]));

  const advance = (merged: Record<string, AssessmentAnswer>) => {
    if (last) {
      // Only the catalogue's questions, in case an older draft holds anything else.
      const all = Object.fromEntries(ASSESSMENT_SECTIONS.flatMap((s) => s.questions).map((q) => [q.id, merged[q.id]]));
      submit.mutate({ responses: all as Record<string, AssessmentAnswer>, isComplete: true });
    } else {
      setSection(section + 1);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {hasCompletedAssessment(list) && section === 0 && (
        <Alert className="mb-6">
          <AlertDescription>
            <span>
              You've already completed an assessment.{" "}
              <Link to="/assessment-results" className="font-medium text-primary underline underline-offset-4">
                View your results
              </Link>{" "}
              or take it again below.
            </span>
          </AlertDescription>
        </Alert>
      )}
      <div className="mb-6 space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium">Section {section + 1} of {SECTION_COUNT}</span>
          <span className="text-muted-foreground">{Math.round(((section + 1) / SECTION_COUNT) * 100)}%</span>
        </div>
        <Progress value={((section + 1) / SECTION_COUNT) * 100} aria-label={`Section ${section + 1} of ${SECTION_COUNT}`} />
      </div>

      <div className="mb-6 space-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl">
          {current.title}
        </h1>
        <p className="text-muted-foreground">{current.description}</p>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setOneAtATime(!oneAtATime)} aria-pressed={oneAtATime}>
          {oneAtATime ? <Rows3 aria-hidden /> : <ListChecks aria-hidden />}
          {oneAtATime ? "Show the whole section" : "One question at a time"}
        </Button>
      </div>

      {submit.isError && (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>
            {errorMessage(submit.error, "We couldn't save your assessment just now.")} Your answers are kept on this device, so you can try again.
          </AlertDescription>
        </Alert>
      )}

      {oneAtATime ? (
        <QuestionRunner
          key={current.id}
          questions={current.questions}
          initialAnswers={responses}
          onChange={(answers) =>
            setResponses((r) => {
              const next = { ...r, ...answers };
              // An answer taken back in the runner (unticking "None of these") is absent again.
              for (const q of current.questions) if (!(q.id in answers)) delete next[q.id];
              return next;
            })
          }
          onComplete={(answers) => {
            const merged = { ...responses, ...answers };
            setResponses(merged);
            advance(merged);
          }}
          {...(section > 0 ? { onBack: () => setSection(section - 1) } : {})}
          isProcessing={submit.isPending}
        />
      ) : (
        <Card>
          <CardContent className="space-y-10 pt-6">
            {current.questions.map((q, i) => (
              <QuestionField
                key={q.id}
                number={i + 1}
                question={q}
                value={responses[q.id]}
                onChange={(value) => setResponses((r) => withAnswer(r, q.id, value))}
              />
            ))}
            <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
              {section > 0 ? (
                <Button variant="outline" onClick={() => setSection(section - 1)} disabled={submit.isPending}>
                  <ArrowLeft aria-hidden /> Previous
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={() => advance(responses)} disabled={!sectionAnswered || submit.isPending}>
                {last ? (
                  submit.isPending ? (
                    <>
                      <Loader2 className="animate-spin" aria-hidden /> Submitting...
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
            {!sectionAnswered && (
              <p className="text-center text-sm text-muted-foreground">Answer every question in this section to continue.</p>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
