import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { formatPrice, planFor } from "@shared/plans";
import { BrainCircuit, EyeOff, HandHeart, LifeBuoy, Moon, PiggyBank } from "lucide-react";
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

function Reason({ id, icon, title, children }: { id?: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li id={id} className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-xs">
      <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">{icon}</span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <div className="mt-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </li>
  );
}

export function WhyChoose() {
  const premium = planFor("premium");
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading id="why-heading" eyebrow={`Why ${PRODUCT_NAME}`} title="Support that fits into real life">
        Big feelings don't keep office hours. {PRODUCT_NAME} is there for the small, daily work of feeling a little clearer, and honest about what it isn't.
      </SectionHeading>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Reason icon={<Moon className="size-5" aria-hidden />} title="Here at 2 a.m.">
          No waiting list, no appointment. Open it when the worry shows up, not three weeks later. {COACH_NAME} answers in seconds, any hour.
        </Reason>
        <Reason id="anonymous" icon={<EyeOff className="size-5" aria-hidden />} title="Anonymous, honestly">
          <p>
            You need an email address for an account, so your diary stays yours and can be recovered. You don't need your real name, a phone number or an address. What you write is
            never sold and never used for ads.
          </p>
        </Reason>
        <Reason icon={<PiggyBank className="size-5" aria-hidden />} title="Less than one therapy session">
          Start free. Premium is {formatPrice(premium.price)} a month, or {formatPrice(premium.trialPrice ?? 0)} to try it for a week: often less than a single session with a
          therapist. It isn't a replacement for one, and we won't pretend it is.
        </Reason>
        <Reason icon={<BrainCircuit className="size-5" aria-hidden />} title="Remembers your story">
          On paid plans {COACH_NAME} remembers what you've shared, so you don't start from zero each time. You can see that memory and clear it whenever you want.
        </Reason>
        <Reason icon={<HandHeart className="size-5" aria-hidden />} title="Coaching, not therapy">
          {COACH_NAME} is an AI coach: reflective questions, practical ideas, one small step at a time. It doesn't diagnose or treat, and it works well alongside a doctor or
          therapist.
        </Reason>
        <Reason icon={<LifeBuoy className="size-5" aria-hidden />} title="Safe when it matters most">
          If something you write suggests you might be in danger, {COACH_NAME} steps aside and shows free crisis lines for where you are. Help is always one tap away.
        </Reason>
      </ul>
    </section>
  );
}
