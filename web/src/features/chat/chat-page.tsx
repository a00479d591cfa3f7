import { COACH_NAME } from "@shared/brand";
import type { User } from "@shared/contract/auth";
import { BrainOff, Bot, LayoutDashboard, RotateCcw, Sparkles, X } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ChatComposer, CrisisNotice, MessageList, useMemoryEnabled, useCoachChat, useOfflineCoach, useSessions, useSpeech, VoiceEnabledBadge } from "@/components/chat";
import { SosButton } from "@/components/safety/sos-button";
import { SignInRequired } from "@/components/sign-in-required";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorMessage } from "@/api/client";
import { useAuth } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { useVisualViewportHeight } from "@/lib/use-visual-viewport";
import { notify, toast } from "@/lib/toast";

export const DEBUG_ALERT_DELAY_MS = 1000;

// Saved sessions and memory are for paid tiers: their menus (Radix menu, switch, dialogs) load
// only when shown, not with the page (docs/decisions/0053).
const SessionsMenu = lazy(() => import("@/components/chat-panel/sessions-menu").then((m) => ({ default: m.SessionsMenu })));
const MemoryPanel = lazy(() => import("@/components/chat/memory-panel").then((m) => ({ default: m.MemoryPanel })));

export default function ChatPage() {
  const { isAuthenticated, user } = useAuth();
  if (!isAuthenticated || !user) {
    return <SignInRequired title="Sign In to Chat" description={`Sign in to talk with ${COACH_NAME}, your AI coach, any time of day.`} buttonLabel="Sign In to Chat" />;
  }
  return <Chat user={user} />;
}

// On a short screen, or on a phone while typing (the keyboard is up), the conversation gets the
// room: the introduction and the plan banner step aside. Mindy's greeting says what Mindy is.
const COMPACT_HIDDEN = "short:hidden max-sm:group-has-[textarea:focus]/chat:hidden";

function TierBanner({ user, sessions, className }: { user: User; sessions: ReactNode; className?: string }) {
  const paid = user.subscriptionTier !== "free";
  const memoryOn = useMemoryEnabled(paid);
  if (!paid) {
    return (
      <div className={cn("flex items-center justify-between gap-3 rounded-xl border bg-card p-3 sm:p-4", className)} data-testid="tier-banner">
        <div>
          <p className="text-sm font-semibold sm:text-base">Open Chat Available</p>
          <p className="text-xs text-muted-foreground sm:text-sm">
            Chat freely with {COACH_NAME}. Conversations aren&apos;t saved and each one starts fresh. Upgrade for saved sessions and a coach who remembers.
          </p>
        </div>
        <Button asChild className="shrink-0">
          <Link to="/pricing">
            <Sparkles aria-hidden />
            Upgrade
          </Link>
        </Button>
      </div>
    );
  }
  const tier = user.subscriptionTier === "pro" ? "Pro" : "Premium";
  return (
    <div className={cn("flex flex-col gap-2 rounded-xl border bg-card p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-4", className)} data-testid="tier-banner">
      <div className="flex items-start gap-3">
        <Badge variant={tier === "Pro" ? "warm" : "default"}>{tier}</Badge>
        {memoryOn === false ? (
          <div className="space-y-1">
            <Badge variant="outline" data-testid="memory-off">
              <BrainOff aria-hidden />
              Memory off
            </Badge>
            <p className="text-xs text-muted-foreground sm:text-sm">
              {COACH_NAME} isn&apos;t learning from or using anything you share until you switch memory back on. Your conversations are still saved to your dashboard.
            </p>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground sm:text-sm">
            Memory is on: {COACH_NAME} remembers what you&apos;ve shared and your recent diary themes. Your conversations are saved to your dashboard.
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Suspense fallback={null}>
          {sessions}
          <MemoryPanel />
        </Suspense>
      </div>
    </div>
  );
}

function Chat({ user }: { user: User }) {
  useVisualViewportHeight();
  const { token } = useAuth();
  const sessions = useSessions(user.subscriptionTier !== "free");
  const chat = useCoachChat({ name: user.name, greeting: true, lastTopic: sessions.data?.[0]?.title });
  const speech = useSpeech();
  const offline = useOfflineCoach();
  const [input, setInput] = useState("");

  const send = async () => {
    const toastId = notify({ title: "Sending message...", description: "Processing your request" });
    try {
      const reply = await chat.send(input);
      toast.dismiss(toastId);
      setInput("");
      speech.controller.speakSoon(reply.id, reply.content);
    } catch (error) {
      // The typed text stays in the input. A failed send says whether the session was there (the usual
      // cause), in the toast and, a second later, in an alert that cannot be missed.
      const debug = `Debug info: user ${user ? "present" : "missing"}, token ${token ? "present" : "missing"}.`;
      notify({ title: "Failed to send message", description: `${errorMessage(error, "Failed to send message")} ${debug}`, variant: "destructive" });
      setTimeout(() => {
        window.alert(`Failed to send message.\n\n${debug}\n\n${token ? "Try refreshing the page." : "Your sign-in token is missing: please log out and sign in again."}`);
      }, DEBUG_ALERT_DELAY_MS);
    }
  };

  const startFresh = () => {
    speech.controller.stop();
    chat.reset(true);
    setInput("");
  };

  return (
    // An app view: it fills the screen below the header (and above a phone's keyboard), the
    // conversation scrolls inside the card and the composer stays at the bottom. The top padding
    // keeps the Ambience pill, which hangs from the header, clear of the title.
    <div
      className="group/chat mx-auto flex h-[calc(var(--visual-viewport-height,100dvh)-4rem)] min-h-80 max-w-3xl flex-col gap-3 px-4 pt-10 pb-3 sm:gap-4 sm:pb-4 short:gap-2 short:pt-2 short:pb-2"
      data-testid="chat-view"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          {/* On a short screen (a phone held sideways) the title is for screen readers; SOS stays in view. */}
          <h1 className="text-xl font-semibold tracking-tight short:sr-only sm:text-3xl">Let&apos;s Talk</h1>
          <p className={cn("text-xs text-muted-foreground sm:text-sm", COMPACT_HIDDEN)}>{COACH_NAME} is an AI coach, not a human and not a therapist. In an emergency, use SOS.</p>
        </div>
        <SosButton variant="inline" />
      </div>

      <TierBanner
        className={COMPACT_HIDDEN}
        user={user}
        sessions={
          <SessionsMenu
            currentId={chat.sessionId}
            onContinue={(s) => {
              speech.controller.stop();
              chat.loadSession(s);
              setInput("");
              notify({ title: "Session loaded" });
            }}
            onDeleted={(id) => {
              if (id === chat.sessionId) startFresh();
            }}
          />
        }
      />

      <Card className="flex min-h-0 flex-1 flex-col gap-0 overflow-hidden py-0" data-testid="chat-card">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2 sm:px-4 sm:py-3 short:py-1">
          <div className="flex min-w-0 items-center gap-2">
            <div aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Bot className="size-5" />
            </div>
            <div className="shrink-0">
              <h2 className="font-semibold leading-tight">{COACH_NAME}</h2>
              <p className="hidden text-xs text-muted-foreground sm:block">Your AI life coach</p>
            </div>
            {/* The offline label sits on Mindy's first message (once per conversation, on every screen size). */}
            <div className="hidden flex-wrap gap-1 sm:flex">{speech.supported && <VoiceEnabledBadge />}</div>
          </div>
          <div className="flex items-center gap-1">
            <Button type="button" variant="ghost" size="sm" onClick={startFresh} disabled={chat.pending}>
              <RotateCcw aria-hidden />
              <span className="max-sm:sr-only">Start Fresh</span>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden />
                <span className="max-sm:sr-only">Dashboard</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="icon" className="size-8">
              <Link to="/" aria-label="Exit chat" title="Exit chat">
                <X aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
        {chat.resources && <CrisisNotice resources={chat.resources} />}
        <MessageList messages={chat.messages} thinking={chat.thinking} speech={speech} offline={offline} />
        <ChatComposer
          value={input}
          onChange={setInput}
          onSend={() => void send()}
          pending={chat.pending}
          placeholder={`Message ${COACH_NAME}...`}
          label={`Message to ${COACH_NAME}`}
          emoji
        />
      </Card>
    </div>
  );
}
