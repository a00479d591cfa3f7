import { COACH_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from "@shared/brand";
import { AlertTriangle, Brain, Cookie, HandHeart, Info, Scale, ScrollText } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PageHeader, ProseCard, StaticPage } from "./page-parts";
import { useSectionFocus } from "./use-section-focus";

// /terms, /cookies and /disclaimer share this page; the last two scroll to their own section.
const SECTION_FOR_PATH: Record<string, string> = { "/cookies": "cookies", "/disclaimer": "disclaimer" };
const LAST_UPDATED = "November 2026";

export default function LegalPage() {
  const { pathname, hash, key } = useLocation();
  useSectionFocus(hash.slice(1) || SECTION_FOR_PATH[pathname], key);

  return (
    <StaticPage>
      <PageHeader
        eyebrow="Legal"
        icon={<ScrollText className="size-4" aria-hidden />}
        title="Terms of Service & Legal Disclaimers"
        lead={
          <>
            The agreement between you and {PRODUCT_NAME}, in plain words. Please read it before you rely on anything {COACH_NAME} says. Last updated {LAST_UPDATED}.
          </>
        }
      />

      <nav aria-label="On this page" className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {[
          ["#ai-data", "AI data use"],
          ["#important-disclaimers", "Disclaimers"],
          ["#liability", "Liability"],
          ["#acknowledgment", "Your acknowledgment"],
          ["#cookies", "Cookies"],
          ["#disclaimer", "Medical disclaimer"],
        ].map(([href, label]) => (
          <a key={href} href={href} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {label}
          </a>
        ))}
      </nav>

      <div className="mt-8 space-y-5">
        <ProseCard id="ai-data" title="AI Data Usage and Personalization" icon={<Brain className="size-5" aria-hidden />}>
          <p>
            {PRODUCT_NAME} uses artificial intelligence to personalise your coaching. What you write in your assessment, diary and chats is sent to an AI model so that {COACH_NAME}{" "}
            can reply to you, analyse your assessment and suggest prompts and insights. On paid plans, {COACH_NAME} also keeps a short summary of earlier conversations and recent
            diary themes, so you don't have to repeat yourself.
          </p>
          <p>
            Your words are used to help <strong>you</strong>, and for nothing else: never for advertising, never sold, and never used to train AI models. Messages that our safety
            screen flags are kept out of AI insights and {COACH_NAME}'s memory. The <Link to="/privacy">Privacy Policy</Link> explains exactly what is stored, where, and how to
            export or delete it.
          </p>
        </ProseCard>

        <ProseCard id="important-disclaimers" title="Important Disclaimers" icon={<AlertTriangle className="size-5" aria-hidden />}>
          <p>
            <strong>{PRODUCT_NAME} is not a substitute for professional care.</strong> {COACH_NAME} is an AI life coach. It is not a human, not a therapist, counsellor, doctor or
            other licensed professional, and it does not diagnose, treat or prevent any mental or physical health condition. Nothing it says is medical, psychological, legal or
            financial advice.
          </p>
          <p>
            AI can be wrong. It may misunderstand you, miss important context, or say something that doesn't fit your situation. Treat its suggestions as ideas to consider, not
            instructions. If you are receiving care, keep talking with your professional, and never stop or change a treatment or medication because of something you read here.
          </p>
        </ProseCard>

        <ProseCard id="liability" title="Limitation of Liability" icon={<Scale className="size-5" aria-hidden />}>
          <p>
            The service is provided <strong>"as is" and "as available"</strong>, without warranties of any kind, express or implied, including fitness for a particular purpose,
            accuracy, or uninterrupted availability.
          </p>
          <p>
            <strong>You are solely responsible for the actions you take based on AI-generated content.</strong> To the fullest extent the law allows, {PRODUCT_NAME} and the people
            behind it are not liable for any indirect, incidental or consequential loss arising from your use of the service or your reliance on anything it produces. Nothing in
            these terms limits liability that cannot be limited by law, or your rights as a consumer where you live.
          </p>
        </ProseCard>

        <ProseCard id="acknowledgment" title="User Acknowledgment" icon={<HandHeart className="size-5" aria-hidden />}>
          <p>By creating an account and using {PRODUCT_NAME}, you acknowledge that:</p>
          <ul>
            <li>{COACH_NAME} is an AI and cannot respond to emergencies, contact anyone for you, or send help.</li>
            <li>
              <strong>In a crisis, you will contact your local emergency services or a crisis line</strong>, not rely on the app. The{" "}
              <Link to="/safety">Safety &amp; crisis support</Link> page lists free, 24/7 lines for your region.
            </li>
            <li>You will keep your password private and use the service lawfully and kindly.</li>
          </ul>
          <p>
            We may update these terms as the service changes; the date at the top of this page shows the current version. Questions:{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </ProseCard>

        <ProseCard id="cookies" title="Cookies and local storage" icon={<Cookie className="size-5" aria-hidden />}>
          <p>
            <strong>{PRODUCT_NAME} sets no cookies of its own, and uses no advertising or analytics trackers.</strong> To work, the app keeps a few things in your browser's local
            storage, on your device only:
          </p>
          <ul>
            <li>your sign-in token and basic profile, so you stay signed in;</li>
            <li>your light or dark theme choice;</li>
            <li>unfinished assessment answers, so a closed tab doesn't lose them;</li>
            <li>the crisis-line region you picked, for the current tab only.</li>
          </ul>
          <p>
            When you subscribe, the payment form is provided by Stripe, which may set its own cookies on that screen to prevent fraud. Signing out removes your sign-in details;
            clearing your browser's site data removes the rest.
          </p>
        </ProseCard>

        <ProseCard id="disclaimer" title="Medical and professional disclaimer" icon={<Info className="size-5" aria-hidden />}>
          <p>
            {PRODUCT_NAME} offers coaching and self-reflection tools for everyday well-being. It is designed to complement, never replace, the support of doctors, therapists and
            the people in your life. Assessments here are reflective exercises, not clinical tests, and their results are not a diagnosis.
          </p>
          <p>
            Every message and entry is checked by an automated safety screen, but no screen is perfect and no one at {PRODUCT_NAME} watches conversations in real time. If you are
            thinking about harming yourself or someone else, or you are in danger, please call your local emergency number or a crisis line now.{" "}
            <Link to="/safety">Find a line for your region</Link>.
          </p>
        </ProseCard>
      </div>
    </StaticPage>
  );
}
