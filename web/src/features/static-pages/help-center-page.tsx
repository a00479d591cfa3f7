import { COACH_NAME, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "@shared/brand";
import { PLAN_GUARANTEE } from "@shared/plans";
import { BookOpen, ChevronDown, LifeBuoy, Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth";
import { PageHeader, StaticPage } from "./page-parts";
import { useSectionFocus } from "./use-section-focus";

interface Channel {
  icon: ReactNode;
  title: string;
  description: string;
  detail: string;
  /** The card's action: the product's button label, leading somewhere real. */
  action: ReactNode;
}

const ACTION_CLASS = "w-full";

const CHANNELS: Channel[] = [
  {
    icon: <MessageCircle className="size-5" aria-hidden />,
    title: "Live Chat",
    description: `Talk things through with ${COACH_NAME}, our AI coach, in real time. For your account or billing, email us.`,
    detail: "Any time of day; Premium adds memory between chats",
    action: (
      <Button asChild variant="outline" className={ACTION_CLASS}>
        <Link to="/chat">Start Chat</Link>
      </Button>
    ),
  },
  {
    icon: <Mail className="size-5" aria-hidden />,
    title: "Email Support",
    description: `Write to ${SUPPORT_EMAIL} about anything: your account, billing or an idea.`,
    detail: "Reply within 24 hours",
    action: (
      <Button asChild variant="outline" className={ACTION_CLASS}>
        <a href={`mailto:${SUPPORT_EMAIL}`}>Send Email</a>
      </Button>
    ),
  },
  {
    icon: <BookOpen className="size-5" aria-hidden />,
    title: "Knowledge Base",
    description: `Guides to getting the most from your assessment, diary and ${COACH_NAME}.`,
    detail: "Common questions are answered below",
    action: (
      <Button asChild variant="outline" className={ACTION_CLASS}>
        <Link to="/help#faq">Browse Articles</Link>
      </Button>
    ),
  },
  {
    icon: <Phone className="size-5" aria-hidden />,
    title: "Phone Support",
    description: "Speak with a member of our team.",
    detail: "For Pro members",
    action: <PhoneSupport />,
  },
];

/** 'Call Support' shows the number to Pro members; anyone else learns it is a Pro feature. */
function PhoneSupport() {
  const { user } = useAuth();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const pro = user?.subscriptionTier === "pro";
  return (
    <div className="w-full space-y-3">
      <Button variant="outline" className={ACTION_CLASS} aria-expanded={shown} aria-controls={panelId} onClick={() => setShown((v) => !v)}>
        Call Support
      </Button>
      <div id={panelId} hidden={!shown} className="text-sm" data-testid="phone-support">
        {pro ? (
          <p>
            Call us on{" "}
            <a className="font-medium whitespace-nowrap underline underline-offset-4" href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, "")}`}>
              {SUPPORT_PHONE}
            </a>
            .
          </p>
        ) : (
          <p className="text-muted-foreground">
            Phone support is a Pro feature.{" "}
            <Link className="font-medium text-foreground underline underline-offset-4" to="/pricing">
              See the plans
            </Link>
            , or email us: every plan gets a reply.
          </p>
        )}
      </div>
    </div>
  );
}

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: "Do I need an account?",
    a: (
      <>
        To take the assessment, keep a diary or chat with {COACH_NAME}, yes: a free account with a name, an email and a password, made on the <Link to="/auth">sign-in page</Link>.
        The name can be anything you like. Change it, your password or your time zone in <Link to="/settings">Settings</Link>.
      </>
    ),
  },
  {
    q: `Is ${PRODUCT_NAME} a replacement for therapy?`,
    a: (
      <>
        No. {COACH_NAME} is an AI life coach: good for reflecting, untangling a worry and finding a next step. It does not diagnose or treat anything, and it complements
        professional care rather than replacing it.
      </>
    ),
  },
  {
    q: `Who is ${COACH_NAME}? Is a person reading my messages?`,
    a: (
      <>
        {COACH_NAME} is an AI, not a human. No one at {PRODUCT_NAME} reads your diary or conversations to reply to you. See the <Link to="/privacy">Privacy Policy</Link> for
        exactly what is stored and who handles it.
      </>
    ),
  },
  {
    q: "What happens if I write something that worries the app?",
    a: (
      <>
        Every message is checked before any AI sees it. At acute risk, {COACH_NAME} steps aside and you get a carefully written reply with crisis lines for your region. The{" "}
        <Link to="/safety">Safety page</Link> explains it all.
      </>
    ),
  },
  {
    q: "How do I export or delete my data?",
    a: (
      <>
        In <Link to="/settings">Settings</Link>: Export downloads everything you've written; Delete account removes your account and all of its data for good.
      </>
    ),
  },
  {
    q: "What's the difference between the plans?",
    a: (
      <>
        Free gets you the assessment, a journal and open chat with {COACH_NAME}. Premium and Pro add {COACH_NAME}'s memory between chats, AI insights on your journal entries, daily
        insights and progress tracking. {PLAN_GUARANTEE} Compare them on the <Link to="/pricing">pricing page</Link>.
      </>
    ),
  },
  {
    q: "How do I cancel my subscription?",
    a: (
      <>
        Choose “Manage billing” on the <Link to="/pricing">pricing page</Link> or your dashboard. You can cancel there at any time; your plan stays active until the end of the
        period you've paid for, then your account goes back to Free with everything you wrote kept.
      </>
    ),
  },
  {
    q: `Can ${PRODUCT_NAME} remind me to write?`,
    a: (
      <>
        Yes, on every plan. In <Link to="/settings">Settings</Link>, under Reminders, turn them on for this device and pick the days and times. A reminder never shows anything you
        wrote, and it can stay quiet on days you've already written. On iPhone and iPad, add {PRODUCT_NAME} to your Home Screen first.
      </>
    ),
  },
  {
    q: "I forgot my password.",
    a: (
      <>
        On the <Link to="/auth">sign-in page</Link>, choose “Forgot your password?” and we'll email you a link. It works once and expires after an hour.
      </>
    ),
  },
];

export default function HelpCenterPage() {
  const { hash, key } = useLocation();
  const target = hash.slice(1);

  // 'Browse Articles' (and any /help#faq link) lands on the FAQ: scrolled to and focused, on every click.
  useSectionFocus(target, key);

  return (
    <StaticPage wide>
      <PageHeader
        eyebrow="Support"
        icon={<LifeBuoy className="size-4" aria-hidden />}
        title="Help Center"
        lead={<>Find an answer, or find us. Write or call and a real person replies, kindly; {COACH_NAME}, our AI coach, is there to talk any time.</>}
      />

      <section aria-labelledby="channels-heading" className="mt-10">
        <h2 id="channels-heading" className="sr-only">
          Ways to get support
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CHANNELS.map((c) => (
            <li key={c.title} className="flex">
              <Card className="flex-1 gap-4">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">{c.icon}</span>
                  <CardTitle>
                    <h3>{c.title}</h3>
                  </CardTitle>
                  <CardDescription className="break-words">{c.description}</CardDescription>
                </CardHeader>
                <CardContent className="text-sm font-medium">{c.detail}</CardContent>
                <CardFooter className="mt-auto">{c.action}</CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section id="faq" tabIndex={-1} aria-labelledby="faq-heading" className="mt-14 max-w-3xl scroll-mt-24 focus:outline-none">
        <h2 id="faq-heading" className="text-2xl font-semibold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-5 divide-y rounded-xl border bg-card">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group px-5 py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-3 font-medium [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <p className="pb-4 text-sm leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-foreground [&_a]:underline [&_a]:underline-offset-4">{a}</p>
            </details>
          ))}
        </div>
      </section>

      <p className="mt-10 max-w-3xl rounded-xl border border-warm/60 bg-accent/40 p-4 text-sm">
        In crisis or thinking about harming yourself? Please don't wait for a reply from us.{" "}
        <Link to="/safety" className="font-medium underline underline-offset-4">
          Get help now
        </Link>
        .
      </p>
    </StaticPage>
  );
}
