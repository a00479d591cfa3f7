import { COACH_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from "@shared/brand";
import { Database, Download, Lock, ServerCog, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { PageHeader, ProseCard, StaticPage } from "./page-parts";

export default function PrivacyPage() {
  return (
    <StaticPage>
      <PageHeader
        eyebrow="Privacy"
        icon={<ShieldCheck className="size-4" aria-hidden />}
        title="Privacy Policy"
        lead={<>What you write in {PRODUCT_NAME} is personal. Here is exactly what we keep, where it lives, who else handles it, and how you take it with you or delete it.</>}
      />

      <div className="mt-8 space-y-5">
        <ProseCard id="collected" title="What we store" icon={<Database className="size-5" aria-hidden />}>
          <ul>
            <li>
              <strong>Your account:</strong> email address, the name you chose (any name will do), a securely hashed password (we never see the password itself), your plan, time
              zone and crisis-line region.
            </li>
            <li>
              <strong>Assessments:</strong> your answers, follow-up answers and the analyses and plans made from them.
            </li>
            <li>
              <strong>Diary entries:</strong> what you write, the mood you pick, prompts, and any AI insight on an entry.
            </li>
            <li>
              <strong>Coaching sessions and messages:</strong> your conversations with {COACH_NAME}, and on paid plans a short summary that lets {COACH_NAME} remember earlier
              sessions.
            </li>
            <li>
              <strong>Insights:</strong> the daily insights prepared for you each morning.
            </li>
            <li>
              <strong>Safety events:</strong> when our safety screen notices signs of distress or risk, we record the level, where it happened, your region and the time.{" "}
              <strong>Never the text.</strong>
            </li>
            <li>
              <strong>Shared snapshots:</strong> only if you choose to create a shareable image of an entry.
            </li>
          </ul>
          <p>We don't ask for your real name, phone number, address or date of birth, and we don't track you across other sites.</p>
          <p>
            <strong>On your device</strong>, the browser keeps your sign-in token, your display preferences (theme, sound volume) and any diary draft you haven't saved yet, so
            nothing you type is lost. The app's offline support caches only the app's own files, never your entries or conversations.
          </p>
        </ProseCard>

        <ProseCard id="where" title="Where it is stored" icon={<ServerCog className="size-5" aria-hidden />}>
          <p>
            {PRODUCT_NAME} runs on Cloudflare. Your data is kept in <strong>Cloudflare D1</strong> (our database) and, for snapshot images and audio files,{" "}
            <strong>Cloudflare R2</strong> (file storage). Everything travels over encrypted HTTPS connections and Cloudflare encrypts stored data at rest.
          </p>
          <p>
            <strong>Your data is not end-to-end encrypted.</strong> Our servers can read it, because {COACH_NAME} has to read your words to reply to them. Access is limited to
            running the service; nobody at {PRODUCT_NAME} reads your diary or conversations to look out for you or out of curiosity.
          </p>
        </ProseCard>

        <ProseCard id="processors" title="Who else handles it" icon={<Sparkles className="size-5" aria-hidden />}>
          <ul>
            <li>
              <strong>The AI model provider.</strong> To write a reply, analysis or insight, the relevant text is sent to the model. In production that is{" "}
              <strong>Workers AI by Cloudflare</strong>, running on the same network as the rest of the app. Text that our safety screen flags at acute risk is not sent to any
              model.
            </li>
            <li>
              <strong>Stripe</strong> handles payments if you subscribe. Your card details go straight to Stripe; we only ever see your plan and subscription status.
            </li>
            <li>
              <strong>Your browser's speech service</strong>, if you use voice dictation. Some browsers (Chrome, for example) send the audio to their maker to turn it into text.
            </li>
          </ul>
          <p>
            <strong>We never use your data for advertising, never sell it, and never use it to train AI models</strong>, ours or anyone else's.
          </p>
        </ProseCard>

        <ProseCard id="control" title="Export and delete your data" icon={<Download className="size-5" aria-hidden />}>
          <p>
            You can take everything with you at any time: go to <Link to="/settings">Settings → Your data</Link> to download your assessments, diary entries, conversations and
            insights as a file (JSON, or Markdown to read).
          </p>
          <p>
            To leave, use <Link to="/settings">Settings → Delete account</Link>. This permanently deletes your account and everything in it, including diary entries, conversations,
            insights, snapshots and safety events. Any subscription is cancelled at the same moment, so you won't be charged again. Stripe keeps its own record of past payments and
            invoices, as payment law requires.
          </p>
        </ProseCard>

        <ProseCard id="security" title="How we protect it" icon={<Lock className="size-5" aria-hidden />}>
          <ul>
            <li>Passwords are stored only as slow, salted hashes.</li>
            <li>
              Sign-in tokens expire. Signing out ends this device's token; changing or resetting your password, or "Log out everywhere" in Settings, ends them on every device.
            </li>
            <li>Every request checks that the data it touches belongs to you.</li>
            <li>Strict browser security headers stop other sites from framing or injecting into the app.</li>
          </ul>
          <p>
            Questions about your privacy, or a request we haven't covered: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We reply within 24 hours.
          </p>
        </ProseCard>
      </div>
    </StaticPage>
  );
}
