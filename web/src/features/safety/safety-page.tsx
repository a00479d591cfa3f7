import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { CRISIS_REGIONS } from "@shared/crisis-resources";
import { Bot, EyeOff, HeartHandshake, LifeBuoy, ShieldCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CrisisResources } from "@/components/safety/crisis-resources";
import { GroundingExercise } from "@/components/safety/grounding-exercise";
import { SosButton } from "@/components/safety/sos-button";
import { useCrisisRegion } from "@/components/safety/use-crisis-region";

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 space-y-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export default function SafetyPage() {
  const [region] = useCrisisRegion();
  const others = CRISIS_REGIONS.filter((r) => r.code !== region);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header className="space-y-4">
        <p className="flex items-center gap-2 text-sm font-medium text-primary">
          <ShieldCheck className="size-4" aria-hidden /> Safety &amp; crisis support
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">If things feel like too much right now</h1>
        <p className="text-lg text-muted-foreground">
          You deserve to talk to a real person. The people below are free, confidential and there 24 hours a day. If you are in immediate danger, call your local emergency number.
        </p>
        <SosButton variant="inline" />
      </header>

      <CrisisResources className="mt-8" />

      <GroundingExercise className="mt-6" headingLevel={2} />

      <section className="mt-14" aria-labelledby="protocol-heading">
        <h2 id="protocol-heading" className="text-2xl font-semibold tracking-tight">
          How {PRODUCT_NAME} keeps you safe
        </h2>
        <p className="mt-2 text-muted-foreground">People write to {COACH_NAME} at hard moments. This is exactly what happens with what you write, in plain words.</p>
        <ol className="mt-6 space-y-3">
          <Step icon={<ShieldCheck className="size-5" aria-hidden />} title="Everything is checked first">
            <p>
              Every chat message, diary entry and assessment answer is checked by a safety screen inside {PRODUCT_NAME}{" "}
              <strong className="font-medium text-foreground">before any AI sees it</strong>. The screen has two parts: rules written for the words people use in a crisis, and a
              small model trained to recognise the meaning of what you write, so that plain, indirect words and slang are understood too. It reads English and Spanish, and
              recognises plain statements of risk in French, German and Portuguese.
            </p>
            <p>It looks for:</p>
            <ul className="list-disc space-y-1 pl-5">
              <li>thoughts of suicide, wishing not to wake up, a plan or a time, having the means at hand, asking about methods, or having already taken something;</li>
              <li>goodbyes and final arrangements, such as a will, giving things away or finding a home for a pet;</li>
              <li>self-harm: cutting, burning, hitting or starving yourself, or voices telling you to hurt yourself;</li>
              <li>
                being in danger from someone: a partner who threatens or chokes you, a child being hurt at home, an adult asking a young person for pictures or to meet in secret;
              </li>
              <li>a plan to hurt someone else.</li>
            </ul>
            <p>
              Where {PRODUCT_NAME} runs its AI on Cloudflare Workers AI, each message also gets a second opinion from a safety model (Llama Guard 3) on the same service. It can
              only make the response more careful, never less, and if it is slow the screen inside {PRODUCT_NAME} decides on its own.
            </p>
          </Step>
          <Step icon={<HeartHandshake className="size-5" aria-hidden />} title="At acute risk, a person-first reply">
            <p>
              If the screen sees acute risk, the AI is taken out of the loop for that message. Instead of a generated answer you get a fixed reply, written and reviewed in advance,
              that acknowledges what you said, asks whether you are safe right now, and shows the crisis lines for your region. If you mention something you could use to hurt
              yourself, it asks you to put some distance between you and it. There is no mention of plans or prices in it.
            </p>
            <p>
              The conversation then stays in a gentle check-in mode for the next few messages, on every plan including the free one, with the lines still in view. The check-in
              answers what you say: if you tell us you are safe, or not, or that we misread you, it responds to that. If we misread you, just say so; {COACH_NAME} will listen and
              carry on with you.
            </p>
          </Step>
          <Step icon={<LifeBuoy className="size-5" aria-hidden />} title="When words touch on dying, but the risk is unclear">
            <p>
              Some messages mention death, methods or self-harm without saying you are at risk. They never get a cheerful or routine answer: {COACH_NAME} gently says what it
              noticed, asks how you really are, and shows the lines. If you have reached your daily limit of messages with {COACH_NAME} while you are struggling, you still get the
              lines, never only the limit.
            </p>
            <p>
              The lines shown are: in the US, 988 (call or text) and the Crisis Text Line (text HOME to 741741); in Canada, 988; in the UK and Ireland, Samaritans (116 123); in
              Australia, Lifeline (13 11 14); elsewhere, your local emergency number and findahelpline.com. Where someone may be hurting you, a national domestic-abuse line is
              added where there is one.
            </p>
          </Step>
          <Step icon={<EyeOff className="size-5" aria-hidden />} title="What is logged, and what is not">
            <p>
              When the screen fires, we record that it happened: the level, the kind of crisis, where (chat, diary or assessment), your region for crisis lines, and the time.{" "}
              <strong className="font-medium text-foreground">Nothing of your text is stored in the safety log.</strong> From these records we count, each month, how many times
              crisis lines were shown, by kind and region, as laws on AI companions ask (New York and California); the counts hold no text and name no one.
            </p>
            <p>
              Your message or entry itself is kept as usual, because we never want to lose what you wrote. It is marked so that it stays out of AI insights, {COACH_NAME}'s memory,
              daily insights and shared snapshots.
            </p>
          </Step>
          <Step icon={<ShieldCheck className="size-5" aria-hidden />} title={`${COACH_NAME}'s own words are checked too`}>
            <p>Replies from the AI are screened before you see them. {COACH_NAME} will not give details about ways to harm yourself or anyone else, and will not encourage harm.</p>
          </Step>
          <Step icon={<Bot className="size-5" aria-hidden />} title={`${COACH_NAME} is an AI`}>
            <p>
              {COACH_NAME} is an AI coach: not a human, not a therapist, and not an emergency service. {COACH_NAME} cannot call anyone, cannot send help, and does not watch
              conversations in real time. No person at {PRODUCT_NAME} reads your messages to look out for you.
            </p>
          </Step>
          <Step icon={<TriangleAlert className="size-5" aria-hidden />} title="The limits of automated screening">
            <p>
              No automatic screen is perfect. It can miss something said indirectly, in another language or in slang, and it can sometimes react to an ordinary phrase. Please don't
              rely on it to notice. If you are struggling, reach out to one of the lines on this page, to someone you trust, or to a doctor, whatever the app does or doesn't show.
            </p>
          </Step>
        </ol>
      </section>

      <section className="mt-14" aria-labelledby="all-regions-heading">
        <h2 id="all-regions-heading" className="text-2xl font-semibold tracking-tight">
          Crisis lines in other countries
        </h2>
        <p className="mt-2 text-muted-foreground">
          Elsewhere in the world,{" "}
          <a className="font-medium text-foreground underline underline-offset-4" href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
            findahelpline.com<span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
          lists free helplines by country. You can also set your region in{" "}
          <Link to="/settings" className="font-medium text-foreground underline underline-offset-4">
            Settings
          </Link>
          .
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {others.map((r) => (
            <div key={r.code}>
              <h3 className="mb-2 text-sm font-semibold">{r.name}</h3>
              <CrisisResources region={r.code} compact hideHeading showDangerNote={false} />
            </div>
          ))}
        </div>
      </section>

      <p className="mt-14 flex items-start gap-2 rounded-xl border bg-muted/40 p-4 text-sm text-muted-foreground">
        <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>The SOS button on the chat, diary and dashboard screens opens these lines and the grounding exercise in one tap, from anywhere in {PRODUCT_NAME}.</span>
      </p>
    </div>
  );
}
