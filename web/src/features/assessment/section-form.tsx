// One section of the assessment, every question at once, with Previous and Next (or Complete).
import type { AssessmentAnswer, AssessmentQuestion } from "@shared/assessment-catalogue";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { isAnswered, QuestionField } from "./question-field";

export function SectionForm({
  questions: current,
  responses,
  onAnswer,
  onBack,
  onNext,
  last,
  isProcessing,
}: {
  questions: readonly AssessmentQuestion[];
  responses: Record<string, AssessmentAnswer>;
  onAnswer: (id: string, value: AssessmentAnswer | undefined) => void;
  onBack: (() => void) | null;
  onNext: () => void;
  last: boolean;
  isProcessing: boolean;
}) {
  const sectionAnswered = current.every((q) => isAnswered(q, responses[q.id]));
  return (
    <Card>
      <CardContent className="space-y-10 pt-6">
        {current.map((q, i) => (
          <QuestionField key={q.id} number={i + 1} question={q} value={responses[q.id]} onChange={(value) => onAnswer(q.id, value)} />
        ))}
        <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
          {onBack ? (
            <Button variant="outline" onClick={onBack} disabled={isProcessing}>
              <ArrowLeft aria-hidden /> Previous
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onNext} disabled={!sectionAnswered || isProcessing}>
            {last ? (
              isProcessing ? (
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
        {!sectionAnswered && <p className="text-center text-sm text-muted-foreground">Answer every question in this section to continue.</p>}
      </CardContent>
    </Card>
  );
}
