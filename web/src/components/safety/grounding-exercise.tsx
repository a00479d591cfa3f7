import { GROUNDING_STEPS } from "@shared/crisis-resources";
import { ArrowLeft, ArrowRight, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The 5-4-3-2-1 grounding exercise, one step at a time, at the person's own pace. */
export function GroundingExercise({ className, headingLevel = 3 }: { className?: string; headingLevel?: 2 | 3 }) {
  const [step, setStep] = useState(0);
  const total = GROUNDING_STEPS.length;
  const last = step === total - 1;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-label="Grounding exercise" className={cn("rounded-xl border bg-secondary/40 p-4", className)}>
      <Heading className="font-semibold">A minute to steady yourself</Heading>
      <p className="mt-1 text-sm text-muted-foreground">Go slowly. There is no right way to do this.</p>
      <p className="mt-3 text-xs font-medium text-muted-foreground">
        Step {step + 1} of {total}
      </p>
      <div className="mt-1 flex gap-1" aria-hidden>
        {GROUNDING_STEPS.map((_, i) => (
          <span key={i} className={cn("h-1 flex-1 rounded-full", i <= step ? "bg-primary" : "bg-border")} />
        ))}
      </div>
      <p className="mt-3 min-h-12 text-base leading-relaxed" aria-live="polite">
        {GROUNDING_STEPS[step]}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          <ArrowLeft aria-hidden /> Back
        </Button>
        {last ? (
          <Button variant="secondary" size="sm" onClick={() => setStep(0)}>
            <RotateCcw aria-hidden /> Start again
          </Button>
        ) : (
          <Button size="sm" onClick={() => setStep((s) => s + 1)}>
            Next step <ArrowRight aria-hidden />
          </Button>
        )}
      </div>
    </section>
  );
}
