import { COACH_NAME } from "@shared/brand";
import { BookOpen, ClipboardList, Crown, MessageCircleHeart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

interface Props {
  showAssessment: boolean;
  onTryDiary: () => void;
}

// Light: pale buttons on teal. Dark: glassy buttons on a deep night-blue panel.
const SOFT = "h-11 px-6 text-base dark:border dark:border-white/15 dark:bg-white/10 dark:text-foreground dark:hover:bg-white/20";

export function FinalCta({ showAssessment, onTryDiary }: Props) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-8">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-[color-mix(in_oklch,var(--primary)_70%,var(--chart-4))] px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 dark:border dark:from-[oklch(0.3_0.055_215)] dark:to-[oklch(0.25_0.045_255)] dark:text-foreground">
        <div aria-hidden className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-warm/30 blur-3xl" />
        <h2 id="cta-heading" className="relative text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Your clearer day can start tonight
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">
          Say what's on your mind, write it down, or take ten minutes to see where you are. Whatever you choose, it's free to start.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg" variant="secondary" className={SOFT}>
            <Link to="/chat">
              <MessageCircleHeart aria-hidden /> Chat with {COACH_NAME}
            </Link>
          </Button>
          <Button size="lg" variant="secondary" className={SOFT} onClick={onTryDiary}>
            <BookOpen aria-hidden /> Try the AI Diary
          </Button>
          {showAssessment && (
            <Button asChild size="lg" variant="secondary" className={SOFT}>
              <Link to="/assessment">
                <ClipboardList aria-hidden /> Take Free Life Assessment
              </Link>
            </Button>
          )}
          <Button asChild size="lg" variant="warm" className="h-11 px-6 text-base">
            <Link to="/pricing">
              <Crown aria-hidden /> Start Premium Trial
            </Link>
          </Button>
        </div>
        <p className="relative mt-8 text-sm opacity-90">
          {COACH_NAME} is an AI coach, not a therapist. In crisis?{" "}
          <Link to="/safety" className="font-semibold underline underline-offset-4">
            Get help now
          </Link>
        </p>
      </div>
    </section>
  );
}
