import type { AssessmentAnswer, AssessmentQuestion } from "@shared/assessment-catalogue";
import { MAX_FREE_TEXT } from "@shared/assessment-catalogue";
import { Lightbulb } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";

interface Props {
  question: AssessmentQuestion;
  value: AssessmentAnswer | undefined;
  /** `undefined` takes the answer back (unticking "None of these"): an absent answer blocks Next again. */
  onChange: (value: AssessmentAnswer | undefined) => void;
  /** Question number shown before the text (the wizard numbers within a section). */
  number?: number;
}

/** The label of the explicit empty answer of a checkbox list. */
export const NONE_OF_THESE = "None of these";

const OPTION_CLASS =
  "flex cursor-pointer items-center gap-3 rounded-md border p-3 font-normal leading-snug hover:bg-accent/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5";

/** One question: its text, the 'Why this matters' note, and its input (radio, checkbox list or text area). */
export function QuestionField({ question: q, value, onChange, number }: Props) {
  const labelId = `q-${q.id}-label`;
  const noteId = `q-${q.id}-note`;
  return (
    <fieldset className="space-y-4" aria-labelledby={labelId} aria-describedby={noteId}>
      <legend id={labelId} className="text-base font-medium leading-snug sm:text-lg">
        {number !== undefined && <span className="mr-1 text-muted-foreground">{number}.</span>}
        {q.question}
      </legend>
      <div id={noteId} className="flex gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-warm" aria-hidden />
        <p>
          <span className="font-medium text-foreground">Why this matters: </span>
          {q.importance}
        </p>
      </div>
      {q.type === "radio" && (
        <RadioGroup value={typeof value === "string" ? value : ""} onValueChange={(v) => onChange(v)} aria-labelledby={labelId} className="gap-2">
          {q.options?.map((option, i) => {
            const id = `q-${q.id}-${i}`;
            return (
              <Label key={option} htmlFor={id} className={OPTION_CLASS}>
                <RadioGroupItem id={id} value={option} />
                {option}
              </Label>
            );
          })}
        </RadioGroup>
      )}
      {q.type === "checkbox" && (
        <div className="grid gap-2">
          {q.options?.map((option, i) => {
            const id = `q-${q.id}-${i}`;
            const list = Array.isArray(value) ? value : [];
            const checked = list.includes(option);
            return (
              <Label key={option} htmlFor={id} className={OPTION_CLASS}>
                <Checkbox
                  id={id}
                  checked={checked}
                  onCheckedChange={(on) =>
                    // Keep the catalogue's order, so the stored list reads the same as the screen.
                    // Ticking a box unticks "None of these" (the list is no longer empty).
                    onChange(q.options!.filter((o) => (o === option ? on === true : list.includes(o))))
                  }
                />
                {option}
              </Label>
            );
          })}
          {/* The explicit empty answer: it clears the other boxes and records []; unticking it takes the answer back. */}
          <Label htmlFor={`q-${q.id}-none`} className={OPTION_CLASS}>
            <Checkbox id={`q-${q.id}-none`} checked={Array.isArray(value) && value.length === 0} onCheckedChange={(on) => onChange(on === true ? [] : undefined)} />
            {NONE_OF_THESE}
          </Label>
          <p className="text-xs text-muted-foreground">Choose any that apply, or &lsquo;{NONE_OF_THESE}&rsquo;.</p>
        </div>
      )}
      {q.type === "textarea" && (
        <div className="space-y-1">
          <Label htmlFor={`q-${q.id}`} className="sr-only">
            Your answer
          </Label>
          <Textarea
            id={`q-${q.id}`}
            value={typeof value === "string" ? value : ""}
            onChange={(e) => onChange(e.target.value)}
            placeholder={q.placeholder}
            maxLength={MAX_FREE_TEXT}
            rows={4}
            className="min-h-28"
          />
          {typeof value === "string" && value.length > MAX_FREE_TEXT - 500 && (
            <p className="text-right text-xs text-muted-foreground" aria-live="polite">
              {value.length} / {MAX_FREE_TEXT}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** The answers with one question's answer set, or removed when `value` is undefined (taken back). */
export function withAnswer(answers: Record<string, AssessmentAnswer>, id: string, value: AssessmentAnswer | undefined): Record<string, AssessmentAnswer> {
  const { [id]: _previous, ...rest } = answers;
  return value === undefined ? rest : { ...rest, [id]: value };
}

/**
 * Only an absent value blocks: no box ticked is an answer too (none applies). Free text
 * must not be blank, because the server requires every answer of a complete assessment.
 */
export function isAnswered(q: AssessmentQuestion, value: AssessmentAnswer | undefined): boolean {
  if (value === undefined) return false;
  if (q.type === "textarea") return typeof value === "string" && value.trim() !== "";
  return true;
}
