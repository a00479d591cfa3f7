import { COACH_NAME, PRODUCT_NAME } from "@shared/brand";
import { BookHeart, Compass, EyeOff, HeartHandshake, MessageCircleHeart, Moon, Sun, Telescope } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { PageHeader, ProseCard, StaticPage } from "./page-parts";

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border bg-card p-5">
      <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <h3 className="mt-3 font-semibold">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{children}</p>
    </li>
  );
}

export default function AboutPage() {
  return (
    <StaticPage>
      <PageHeader
        eyebrow={`About ${PRODUCT_NAME}`}
        icon={<Sun className="size-4" aria-hidden />}
        title="A calm place to think things through, any time"
        lead={
          <>{PRODUCT_NAME} is AI life coaching and journaling for everyday life: the worries that keep you up, the decisions you keep circling, the small wins worth noticing.</>
        }
      />

      <div className="mt-8 space-y-5">
        <ProseCard title={`Why “${PRODUCT_NAME}”`} icon={<Sun className="size-5" aria-hidden />}>
          <p>
            Most of us know the feeling of a head full of fog: too many thoughts, none of them finished. The name is a promise we try to keep. After a few minutes of writing or
            talking things through, the day ahead should feel a little clearer. Not solved, not perfect; clearer.
          </p>
        </ProseCard>

        <ProseCard title="Our mission" icon={<Compass className="size-5" aria-hidden />}>
          <p>
            To make supportive, reflective conversation available to anyone, at the moment they need it, without a waiting list, an appointment or a big bill. Reflection shouldn't
            be a luxury.
          </p>
        </ProseCard>

        <ProseCard title="Our vision" icon={<Telescope className="size-5" aria-hidden />}>
          <p>
            A world where taking care of your mind is as ordinary as taking a walk: a daily habit of noticing how you feel, naming what matters, and taking one small step. And
            where, when someone needs more than a habit, they find their way to a person who can help.
          </p>
        </ProseCard>
      </div>

      <section className="mt-12" aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-2xl font-semibold tracking-tight">
          How {PRODUCT_NAME} helps
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          <Feature icon={<Compass className="size-5" aria-hidden />} title="A life assessment">
            Four sections about your early years, relationships, career and goals, and well-being, a few follow-up questions, then a personal summary of your strengths and where to
            grow.
          </Feature>
          <Feature icon={<MessageCircleHeart className="size-5" aria-hidden />} title={`Conversations with ${COACH_NAME}`}>
            {COACH_NAME} listens, reflects back what you said, asks a good question and suggests one small next step. On paid plans, {COACH_NAME} remembers what you talked about
            before.
          </Feature>
          <Feature icon={<BookHeart className="size-5" aria-hidden />} title="A diary that writes back">
            Daily prompts, a mood to pick and, if you like, a gentle insight on what you wrote.
          </Feature>
          <Feature icon={<Moon className="size-5" aria-hidden />} title="There at 2 a.m.">
            Available 24 hours a day, every day, in a few seconds. No small talk required.
          </Feature>
        </ul>
      </section>

      <div className="mt-12 space-y-5">
        <ProseCard title="Anonymous, honestly" icon={<EyeOff className="size-5" aria-hidden />}>
          <p>
            We call {PRODUCT_NAME} anonymous support, and here is exactly what that means. You need an email address to create an account, so that your diary and conversations are
            yours and can be recovered. <strong>You don't need your real name</strong>: any name will do. We don't ask for a phone number or address, and{" "}
            <strong>nothing is shared with advertisers</strong>. The <Link to="/privacy">Privacy Policy</Link> lists everything we store.
          </p>
        </ProseCard>

        <ProseCard title="Support that complements professional care" icon={<HeartHandshake className="size-5" aria-hidden />}>
          <p>
            {COACH_NAME} is an AI coach, not a human and not a therapist. {PRODUCT_NAME} can help you reflect, build small habits and prepare for conversations that matter,
            including ones with a doctor or therapist. It doesn't diagnose or treat anything, and it is not an emergency service. If you are struggling right now,{" "}
            <Link to="/safety">our safety page</Link> lists free crisis lines that are open 24/7.
          </p>
        </ProseCard>
      </div>

      <div className="mt-12 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/assessment">Take the free assessment</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">Contact us</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
