import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { BookOpen, ClipboardList, MessageCircleHeart, MessagesSquare, Moon, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface Props {
  showAssessment: boolean;
  onOpenDiaryDialog: () => void;
  onOpenExamples: () => void;
}

export function Hero({ showAssessment, onOpenDiaryDialog, onOpenExamples }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* Soft morning light behind the hero: CSS only, no image to download. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_-10%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent_70%),radial-gradient(40rem_24rem_at_95%_10%,color-mix(in_oklch,var(--warm)_22%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-20 pb-16 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground">
            <Moon className="size-3.5 text-primary" aria-hidden />
            AI life coaching and journaling, day and night
          </p>
          <h1 id="hero-heading" className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            When your mind won't settle, talk it through.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
            {PRODUCT_NAME} pairs a private diary with {COACH_NAME}, an AI life coach who listens, asks good questions and helps you choose one small next step. No appointment, no
            waiting list, at 2 p.m. or 2 a.m. It's coaching, not therapy.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="h-11 px-6 text-base">
              <Link to="/chat">
                <MessageCircleHeart aria-hidden /> Chat with {COACH_NAME}
              </Link>
            </Button>
            {showAssessment && (
              <Button asChild size="lg" variant="warm" className="h-11 px-6 text-base">
                <Link to="/assessment">
                  <ClipboardList aria-hidden /> Take Free Life Assessment
                </Link>
              </Button>
            )}
          </div>
          <div className="mt-3 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-2">
            <Button variant="ghost" className="justify-start text-primary sm:justify-center" onClick={onOpenDiaryDialog}>
              <BookOpen aria-hidden /> What is an AI diary?
            </Button>
            <Button variant="ghost" className="justify-start text-primary sm:justify-center" onClick={onOpenExamples}>
              <MessagesSquare aria-hidden /> AI Coaching Examples
            </Button>
          </div>

          <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
            <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>
              Free to start. No real name needed, and what you write is never sold or used for ads.{" "}
              <a href="#anonymous" className="font-medium text-foreground underline underline-offset-4">
                What “anonymous” means here
              </a>
            </span>
          </p>
        </div>

        <ChatPreview />
      </div>
    </section>
  );
}

const PREVIEW: { from: "you" | "coach"; text: string }[] = [
  { from: "you", text: "Can't sleep. Big presentation tomorrow and my head won't stop." },
  { from: "coach", text: "That racing-mind feeling at night is exhausting. What's the loudest thought right now?" },
  { from: "you", text: "That I'll freeze halfway through." },
  {
    from: "coach",
    text: "Let's get it out of your head and onto the page. Want to try a two-minute “worry parking” note, then one slow breathing pattern before bed?",
  },
];

/** A still picture of a conversation, drawn with HTML and CSS (no screenshot to download). */
function ChatPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/15 via-transparent to-warm/25 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-xl">
        <div className="flex items-center gap-3 border-b px-4 py-3">
          <span
            aria-hidden
            className="flex size-9 items-center justify-center rounded-full bg-gradient-to-br from-primary to-chart-4 text-sm font-semibold text-primary-foreground"
          >
            {COACH_NAME.slice(0, 1)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{COACH_NAME}</p>
            <p className="text-xs text-muted-foreground">AI coach · replies in seconds</p>
          </div>
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">Example · 2:14 a.m.</span>
        </div>
        <ol className="space-y-3 px-4 py-5" aria-label={`An example conversation with ${COACH_NAME}`}>
          {PREVIEW.map((m, i) => (
            <li key={i} className={m.from === "you" ? "flex justify-end" : "flex justify-start"}>
              <p
                className={
                  m.from === "you"
                    ? "max-w-[85%] rounded-2xl rounded-br-md bg-primary px-3.5 py-2 text-sm text-primary-foreground"
                    : "max-w-[85%] rounded-2xl rounded-bl-md bg-muted px-3.5 py-2 text-sm"
                }
              >
                <span className="sr-only">{m.from === "you" ? "You: " : `${COACH_NAME}: `}</span>
                {m.text}
              </p>
            </li>
          ))}
        </ol>
        <div aria-hidden className="mx-4 mb-4 flex items-center justify-between rounded-full border bg-background px-4 py-2 text-sm text-muted-foreground">
          Ask your AI coach anything...
          <span className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <MessageCircleHeart className="size-4" />
          </span>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">An illustration. {COACH_NAME} is an AI, not a human or a therapist.</figcaption>
    </figure>
  );
}
