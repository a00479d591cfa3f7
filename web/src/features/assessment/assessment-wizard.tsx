import { ASSESSMENT_SECTIONS, type AssessmentAnswer } from "@shared/assessment-catalogue";
import { ListChecks, Rows3 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useCreateAssessment } from "@/api/assessments/create-assessment";
import { errorMessage } from "@/api/client";
import { hasCompletedAssessment, useAssessments } from "@/api/assessments/get-assessments";
import { clearDraft, readDraft, writeDraft } from "./assessment-draft";
import { withAnswer } from "./question-field";
import { QuestionRunner } from "./question-runner";
import { AssessmentComplete } from "./assessment-complete";
import { SectionForm } from "./section-form";

/** The results open on their own 3 s after 'Assessment Complete!': long enough to read it. */
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

  if (done) return <AssessmentComplete />;

  const current = ASSESSMENT_SECTIONS[section]!;
  const last = section === SECTION_COUNT - 1;

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
          <span className="font-medium">
            Section {section + 1} of {SECTION_COUNT}
          </span>
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
        <SectionForm
          questions={current.questions}
          responses={responses}
          onAnswer={(id, value) => setResponses((r) => withAnswer(r, id, value))}
          onBack={section > 0 ? () => setSection(section - 1) : null}
          onNext={() => advance(responses)}
          last={last}
          isProcessing={submit.isPending}
        />
      )}
    </div>
  );
}
