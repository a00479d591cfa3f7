// "Ask your journal" on /insights (premium and pro): a question answered from the person's own
// entries, with the quotes it rests on; each citation opens its entry in the diary overlay's reading
// view. Free people see what it does and an upgrade button.
import { zodResolver } from "@hookform/resolvers/zod";
import { askJournalRequest, MAX_QUESTION_CHARS, type AskJournalRequest } from "@shared/contract/journal-ask";
import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { BookOpenText, Loader2, MessageCircleQuestion, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { errorMessage } from "@/api/client";
import { useAskJournal, type AskJournalResponse, type JournalCitation } from "@/api/journal/ask-journal";
import { journalEntryQuery } from "@/api/journal/get-journal-entry";
import { CrisisResources } from "@/components/safety/crisis-resources";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/lib/auth";
import { openDiaryEntry } from "@/lib/diary-overlay";
import { notify } from "@/lib/toast";

const EXAMPLES = ["When did I last feel rested?", "What helps me on hard days at work?", "What have I written about my sister?"];

export function AskJournal() {
  const { user } = useAuth();
  const paid = user?.subscriptionTier === "premium" || user?.subscriptionTier === "pro";
  return (
    <Card aria-labelledby="ask-journal-heading" role="region" data-testid="ask-journal">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageCircleQuestion className="size-5 text-primary" aria-hidden />
          <h2 id="ask-journal-heading">Ask your journal</h2>
        </CardTitle>
        <CardDescription>Ask a question and get an answer drawn only from your own entries, with the words you wrote quoted and linked to each entry.</CardDescription>
      </CardHeader>
      <CardContent>{paid ? <AskForm /> : <Upgrade />}</CardContent>
    </Card>
  );
}

function Upgrade() {
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-muted-foreground">
        For example: “{EXAMPLES[0]}” Ask your journal is part of Premium and Pro. Entries kept out of AI features for your safety are never used.
      </p>
      <Button asChild>
        <Link to="/pricing">
          <Sparkles aria-hidden /> Upgrade to Premium
        </Link>
      </Button>
    </div>
  );
}

function AskForm() {
  const form = useForm<AskJournalRequest>({ resolver: zodResolver(askJournalRequest), defaultValues: { question: "" } });
  const ask = useAskJournal();
  const [asked, setAsked] = useState<{ question: string; result: AskJournalResponse } | null>(null);
  const length = form.watch("question").length;

  const submit = (values: AskJournalRequest) =>
    ask.mutate(values, {
      onSuccess: (result) => setAsked({ question: values.question.trim(), result }),
      onError: (err) => form.setError("root.server", { message: errorMessage(err, "Your journal couldn't be asked right now. Please try again in a moment.") }),
    });

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <div className="flex flex-col gap-4">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-3">
          <FormField
            control={form.control}
            name="question"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Your question</FormLabel>
                <FormControl>
                  <Textarea
                    {...field}
                    rows={2}
                    maxLength={MAX_QUESTION_CHARS}
                    placeholder={EXAMPLES[0]}
                    className="resize-none"
                    onKeyDown={(e) => {
                      // Enter asks; Shift+Enter makes a new line.
                      if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                        e.preventDefault();
                        void form.handleSubmit(submit)();
                      }
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {!asked && (
            <div className="flex flex-wrap gap-2" aria-label="Example questions" role="group">
              {EXAMPLES.map((q) => (
                <Button
                  key={q}
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-auto py-1 text-left whitespace-normal"
                  onClick={() => form.setValue("question", q, { shouldValidate: true })}
                >
                  {q}
                </Button>
              ))}
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-xs text-muted-foreground tabular-nums" aria-live="off">
              {length}/{MAX_QUESTION_CHARS}
            </span>
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <MessageCircleQuestion aria-hidden />}
              {ask.isPending ? "Reading your journal…" : "Ask"}
            </Button>
          </div>
          {serverError && (
            <p role="alert" className="text-sm text-destructive">
              {serverError}
            </p>
          )}
        </form>
      </Form>
      <div aria-live="polite" aria-busy={ask.isPending}>
        {asked && !ask.isPending && <Answer question={asked.question} result={asked.result} />}
      </div>
    </div>
  );
}

function Answer({ question, result }: { question: string; result: AskJournalResponse }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-muted/30 p-4" data-testid="ask-journal-answer">
      <h3 id={headingId} className="text-sm font-medium break-words text-muted-foreground">
        You asked: “{question}”
      </h3>
      <p className="text-sm leading-relaxed break-words whitespace-pre-line">{result.answer}</p>
      {result.safety && <CrisisResources compact headingLevel={3} />}
      {result.citations.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-medium">From your entries</h4>
          <ol className="flex flex-col gap-2">
            {result.citations.map((c, i) => (
              <li key={`${c.entryId}-${i}`}>
                <CitationLink citation={c} />
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** Opens the cited entry in the diary overlay's reading view (focus comes back here on close). */
function CitationLink({ citation }: { citation: JournalCitation }) {
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const day = format(new Date(citation.date), "MMMM d, yyyy");
  const open = async () => {
    if (opening) return;
    setOpening(true);
    try {
      openDiaryEntry(await queryClient.fetchQuery(journalEntryQuery(citation.entryId)));
    } catch (err) {
      notify({ title: "This entry can't be opened", description: errorMessage(err, "Please try again in a moment."), variant: "destructive" });
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      data-citation={citation.entryId}
      onClick={() => void open()}
      // Not disabled while it loads: a disabled button loses focus, and the overlay gives focus back to it on close.
      aria-busy={opening}
      className="flex w-full flex-col gap-1 rounded-lg border bg-background p-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        {opening ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : <BookOpenText className="size-3.5" aria-hidden />}
        <span className="sr-only">Open your entry of </span>
        {day}
      </span>
      <q className="text-sm break-words">{citation.quote}</q>
    </button>
  );
}
