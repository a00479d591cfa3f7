import { COACH_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from "@shared/brand";
import { Clock, Mail, MessageCircle, Send } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PageHeader, StaticPage } from "./page-parts";

interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };

/** A mailto: link carrying the message, so the person can actually send what they wrote. */
function mailtoFor(m: ContactMessage) {
  const body = [m.message, "", m.name && `${m.name}`, m.email && `${m.email}`].filter((x) => x !== "").join("\n");
  const params = new URLSearchParams({ subject: m.subject || `${PRODUCT_NAME} question`, body });
  return `mailto:${SUPPORT_EMAIL}?${params.toString().replace(/\+/g, "%20")}`;
}

function Info({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <div className="min-w-0">
        <p className="font-medium">{title}</p>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export default function ContactPage() {
  const [form, setForm] = useState<ContactMessage>(EMPTY);
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const noteId = useId();
  const field = (key: keyof ContactMessage) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  // The contact form sends nothing to a server: the message stays on this device (logged to the
  // console), and the thank-you offers a ready-made email so nothing the person wrote is wasted.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    console.info("[contact] message kept on this device, not sent:", form);
    setSent(form);
    setForm(EMPTY);
  };

  return (
    <StaticPage wide>
      <PageHeader
        eyebrow="Contact"
        icon={<Mail className="size-4" aria-hidden />}
        title="Contact Us"
        lead={<>A question, an idea, or something that didn't work? We'd love to hear from you. A real person reads every email.</>}
      />

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <h2>{sent ? "Thank you" : "Send us a message"}</h2>
            </CardTitle>
            {!sent && <CardDescription id={noteId}>Write it here; we'll turn it into an email for your email app to send.</CardDescription>}
          </CardHeader>
          <CardContent>
            {sent ? (
              <div role="status" className="space-y-4">
                <p className="text-muted-foreground">
                  Thank you{sent.name ? `, ${sent.name}` : ""}, for taking the time to write. Your message has stayed on this device: this form doesn't send anything over the
                  internet. To send it to us, open it in your email app.
                </p>
                <div className="flex flex-wrap gap-3">
                  <Button asChild>
                    <a href={mailtoFor(sent)}>
                      <Send aria-hidden /> Open in my email app
                    </a>
                  </Button>
                  <Button variant="outline" onClick={() => setSent(null)}>
                    Write another message
                  </Button>
                </div>
              </div>
            ) : (
              <form onSubmit={submit} noValidate aria-describedby={noteId} className="grid gap-4">
                <div className="grid gap-4 sm:grid-cols-2">
                  <div className="grid gap-2">
                    <Label htmlFor="contact-name">Name</Label>
                    <Input id="contact-name" autoComplete="name" placeholder="What should we call you?" {...field("name")} />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor="contact-email">Email</Label>
                    <Input id="contact-email" type="email" autoComplete="email" placeholder="you@example.com" {...field("email")} />
                  </div>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-subject">Subject</Label>
                  <Input id="contact-subject" placeholder="What is it about?" {...field("subject")} />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="contact-message">Message</Label>
                  <Textarea id="contact-message" rows={6} placeholder="Tell us as much or as little as you like." {...field("message")} />
                </div>
                <div>
                  <Button type="submit">
                    <Send aria-hidden /> Send Message
                  </Button>
                </div>
              </form>
            )}
          </CardContent>
        </Card>

        <aside aria-label="Other ways to reach us" className="space-y-6">
          <ul className="space-y-5 rounded-xl border bg-card p-5">
            <Info icon={<Mail className="size-4" aria-hidden />} title="Email support">
              <a className="font-medium text-foreground underline underline-offset-4" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
            </Info>
            <Info icon={<Clock className="size-4" aria-hidden />} title="Response time">
              We reply within 24 hours, every day of the week.
            </Info>
            <Info icon={<MessageCircle className="size-4" aria-hidden />} title="Live chat">
              Available 24/7 for Premium members.
            </Info>
          </ul>
          <p className="rounded-xl border border-warm/60 bg-accent/40 p-4 text-sm">
            Need to talk to someone right now? Email isn't fast enough for a crisis, and {COACH_NAME} is an AI.{" "}
            <Link to="/safety" className="font-medium underline underline-offset-4">
              Find a free 24/7 crisis line
            </Link>
            .
          </p>
        </aside>
      </div>
    </StaticPage>
  );
}
