import type { AssessmentAnswer, AssessmentQuestion } from "@shared/assessment-catalogue";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { isAnswered, QuestionField, withAnswer } from "./question-field";

export interface QuestionRunnerProps {
  questions: AssessmentQuestion[];
  /** Answers to start from (kept when the person comes back to this section). */
  initialAnswers?: Record<string, AssessmentAnswer>;
  /** Called on the last question with the answers collected so far, keyed by question id. */
  onComplete: (answers: Record<string, AssessmentAnswer>) => void;
  /** Called by Previous on the first question, when given. */
  onBack?: () => void;
  /** Called on every change, so the caller can keep a draft. */
  onChange?: (answers: Record<string, AssessmentAnswer>) => void;
  isProcessing?: boolean;
}

/** The reusable one-question-at-a-time runner (spec part 1, sections 2 and 4). */
export function QuestionRunner({ questions, initialAnswers = {}, onComplete, onBack, onChange, isProcessing = false }: QuestionRunnerProps) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AssessmentAnswer>>(initialAnswers);

  if (questions.length === 0) {
    return (
      <Card>
        <CardContent className="py-10 text-center text-muted-foreground">No questions available</CardContent>
      </Card>
    );
  }

  const i = Math.min(index, questions.length - 1);
  const q = questions[i]!;
  const last = i === questions.length - 1;
  const answered = isAnswered(q, answers[q.id]);

  const update = (value: AssessmentAnswer | undefined) => {
    const next = withAnswer(answers, q.id, value);
    setAnswers(next);
    onChange?.(next);
  };

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle className="text-sm font-medium text-muted-foreground" aria-live="polite">
          Question {i + 1} of {questions.length}
        </CardTitle>
        <div className="flex gap-1.5" aria-hidden>
          {questions.map((item, n) => (
            <span key={item.id} className={cn("h-2 flex-1 rounded-full", n === i ? "bg-primary" : isAnswered(item, answers[item.id]) ? "bg-primary/50" : "bg-muted")} />
          ))}
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <QuestionField key={q.id} question={q} value={answers[q.id]} onChange={update} />
        <div className="flex justify-between gap-3">
          <Button variant="outline" onClick={() => (i === 0 ? onBack?.() : setIndex(i - 1))} disabled={(i === 0 && !onBack) || isProcessing}>
            <ArrowLeft aria-hidden /> Previous
          </Button>
          <Button onClick={() => (last ? onComplete(answers) : setIndex(i + 1))} disabled={!answered || isProcessing}>
            {last ? (
              isProcessing ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden /> Processing...
                </>
              ) : (
                "Complete Section"
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
  );
}
