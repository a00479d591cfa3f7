import { COACH_NAME } from "@shared/brand";
import type { User } from "@shared/contract/auth";
import type { CoachingSession } from "@shared/contract/coaching";
import { Bot, Brain, BrainOff, Crown, Plus, RotateCcw, Sparkles, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ChatComposer, CrisisNotice, MessageList, useCoachChat, useMemoryEnabled, useOfflineCoach, useSessions, useSpeech, VoiceEnabledBadge } from "@/components/chat";
import { SosButton } from "@/components/safety/sos-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/api/client";
import { useTrialOffer } from "@/lib/use-trial-offer";
import { useAuth } from "@/lib/auth";
import { notify } from "@/lib/toast";
import { QUICK_PROMPTS } from "./quick-prompts";
import { SessionsMenu } from "./sessions-menu";
import { MemoryPanel } from "@/components/chat/memory-panel";

/** The dashboard's AI Coach panel: the real chat for premium and pro, an upsell for free. */
export function CoachPanel() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.subscriptionTier === "free") return <PremiumUpsell />;
  return <PaidCoachPanel user={user} />;
}

function PremiumUpsell() {
  const offer = useTrialOffer(true);
  return (
    <Card data-testid="coach-upsell">
      <CardHeader>
        <div className="mb-1 flex size-10 items-center justify-center rounded-full bg-warm text-warm-foreground">
          <Crown className="size-5" aria-hidden />
        </div>
        <CardTitle className="text-xl">Premium AI Coaching</CardTitle>
        <CardDescription>A coach who remembers: {COACH_NAME} keeps your saved sessions, picks up where you left off and knows the themes of your diary.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {["Saved sessions you can continue", "Memory of earlier conversations", "AI insights on your journal", "Personalised journal prompts"].map((f) => (
            <li key={f} className="flex items-center gap-2">
              <Sparkles className="size-4 text-primary" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/pricing">{offer.cta}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/chat">Open chat with {COACH_NAME}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function PaidCoachPanel({ user }: { user: User }) {
  const paid = user.subscriptionTier !== "free";
  const sessions = useSessions(paid);
  const chat = useCoachChat({ name: user.name, greeting: true, lastTopic: sessions.data?.[0]?.title });
  const memoryOn = useMemoryEnabled(paid);
  const speech = useSpeech();
  const offline = useOfflineCoach();
  const [input, setInput] = useState("");

  function resetChat() {
    speech.controller.stop();
    chat.reset(paid);
    setInput("");
  }

  const send = async () => {
    try {
      const reply = await chat.send(input);
      setInput("");
      speech.controller.speakSoon(reply.id, reply.content);
    } catch (error) {
      notify({ title: "Failed to send message", description: errorMessage(error, "Please try again."), variant: "destructive" });
    }
  };

  const continueSession = (s: CoachingSession) => {
    speech.controller.stop();
    chat.loadSession(s);
    setInput("");
    notify({ title: "Session loaded" });
  };

  const tier = user.subscriptionTier === "pro" ? "Pro" : "Premium";
  return (
    <section aria-labelledby="coach-panel-title" className="flex flex-col gap-4" data-testid="coach-panel">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="coach-panel-title" className="text-xl font-semibold tracking-tight">
            Your AI Life Coach {COACH_NAME}
          </h2>
          <Badge variant={tier === "Pro" ? "warm" : "default"}>
            <Crown aria-hidden />
            {tier}
          </Badge>
          {speech.supported && <VoiceEnabledBadge />}
          {memoryOn === false ? (
            <Badge variant="outline" data-testid="memory-off" title={`${COACH_NAME} isn't learning or using anything until memory is back on`}>
              <BrainOff aria-hidden />
              Memory off
            </Badge>
          ) : (
            chat.sessionId && (
              <Badge variant="success">
                <Brain aria-hidden />
                Memory Active
              </Badge>
            )
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SessionsMenu
            currentId={chat.sessionId}
            onContinue={continueSession}
            onDeleted={(id) => {
              // Deleting the open conversation also resets the chat.
              if (id === chat.sessionId) resetChat();
            }}
          />
          <Button type="button" variant="outline" size="sm" onClick={resetChat} disabled={chat.pending}>
            <Plus aria-hidden />
            New Session
          </Button>
          <MemoryPanel />
          <SosButton className="ml-auto" />
        </div>
      </div>

      <Card className="flex h-[500px] flex-col gap-0 overflow-hidden py-0" data-testid="coach-chat-card">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
          <div className="flex items-center gap-2">
            <div aria-hidden className="flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Bot className="size-4" />
            </div>
            <span className="font-medium">{COACH_NAME}</span>
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label="Close and reset the chat"
            title="Close and reset the chat"
            onClick={() => {
              speech.controller.stop();
              chat.reset(paid);
              setInput("");
            }}
            disabled={chat.pending}
          >
            <X aria-hidden />
          </Button>
        </div>
        {chat.resources && <CrisisNotice resources={chat.resources} />}
        <MessageList messages={chat.messages} thinking={chat.thinking} thinkingLabel={`${COACH_NAME} is thinking`} speech={speech} offline={offline} />
        <ChatComposer
          value={input}
          onChange={setInput}
          onSend={() => void send()}
          pending={chat.pending}
          blocked={!paid}
          placeholder="Ask your AI coach anything..."
          label="Ask your AI coach anything"
          emoji
        />
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick prompts">
          {QUICK_PROMPTS.map((p) => (
            <Button key={p.label} type="button" variant="secondary" size="sm" onClick={() => setInput(p.prompt)} disabled={chat.pending}>
              <p.icon aria-hidden />
              {p.label}
            </Button>
          ))}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={resetChat} disabled={chat.pending}>
          <RotateCcw aria-hidden />
          Reset Chat
        </Button>
      </div>
    </section>
  );
}
