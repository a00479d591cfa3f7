import { COACH_NAME } from "@shared/brand";
import { Bot, User } from "lucide-react";
import { Fragment, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import { splitPageLinks } from "./message-links";
import { OfflineCoachBadge } from "./offline-coach-badge";
import { SpeechControls } from "./speech-controls";
import { TypingIndicator } from "./typing-indicator";
import type { UiMessage } from "./types";
import type { Speech } from "./use-speech";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dayTimeFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

function formatTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toDateString() === new Date().toDateString() ? timeFormat.format(d) : dayTimeFormat.format(d);
}

interface Props {
  messages: UiMessage[];
  thinking: boolean;
  thinkingLabel?: string;
  speech: Speech;
  offline: boolean;
  className?: string;
}

/** The conversation, scrolled to the newest message. */
export function MessageList({ messages, thinking, thinkingLabel, speech, offline, className }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // Follow new words while the reader is at the newest message; someone who scrolled up to
  // read is left where they are, until they send.
  const follow = useRef({ on: true, top: 0 });
  const toEnd = (el: HTMLElement) => {
    el.scrollTo({ top: el.scrollHeight });
    follow.current = { on: true, top: el.scrollTop };
  };
  const last = messages.at(-1);
  const firstReplyId = messages.find((m) => m.role === "assistant")?.id;
  useEffect(() => {
    const el = scroller.current;
    // The list scrolls inside itself; the window never moves.
    if (el && (follow.current.on || last?.role === "user")) toEnd(el);
  }, [messages.length, last?.content, last?.streaming, last?.role, thinking]);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    // The list itself shrinks when something takes room beside it (the helplines strip above it,
    // a phone's keyboard) and no scroll event says so: keep the newest words in view.
    const observer = new ResizeObserver(() => {
      if (follow.current.on) toEnd(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const onScroll = (el: HTMLElement) => {
    // A scroll event is dispatched a frame after the scroll: words that arrived in between leave
    // the list short of its end although nobody moved it. Only moving up from where the list was
    // put stops following.
    follow.current.on = el.scrollTop + el.clientHeight >= el.scrollHeight - 48 || el.scrollTop >= follow.current.top - 1;
  };

  return (
    <>
      <div
        ref={scroller}
        role="log"
        aria-label={`Conversation with ${COACH_NAME}`}
        // A streaming reply changes word by word; it is announced once, complete, by ReplyAnnouncer.
        aria-live="off"
        tabIndex={0}
        onScroll={(e) => onScroll(e.currentTarget)}
        className={cn("flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
        data-testid="message-list"
      >
        {messages.map((m) => (
          // Labelled once per conversation: on the first of Mindy's messages.
          <MessageBubble key={m.id} message={m} speech={speech} offline={offline && m.id === firstReplyId} />
        ))}
        {thinking && <TypingIndicator {...(thinkingLabel ? { label: thinkingLabel } : {})} />}
      </div>
      <ReplyAnnouncer messages={messages} />
    </>
  );
}

/** Reads each new reply aloud to screen readers once, when it is complete (not the greeting or a loaded history). */
function ReplyAnnouncer({ messages }: { messages: UiMessage[] }) {
  const latest = messages.findLast((m) => m.role === "assistant" && !m.streaming);
  const [initial] = useState(() => latest?.id);
  const text = latest && latest.id !== initial ? `${COACH_NAME}: ${latest.content}` : "";
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="reply-announcer">
      {text}
    </div>
  );
}

function MessageBubble({ message, speech, offline }: { message: UiMessage; speech: Speech; offline: boolean }) {
  const mine = message.role === "user";
  return (
    <div className={cn("flex gap-2", mine && "flex-row-reverse")} data-role={message.role} data-testid="chat-message">
      <div
        aria-hidden
        className={cn("mt-1 flex size-8 shrink-0 items-center justify-center rounded-full", mine ? "bg-secondary text-secondary-foreground" : "bg-primary text-primary-foreground")}
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </div>
      <div className={cn("flex max-w-[85%] flex-col gap-1", mine && "items-end")}>
        <div
          className={cn(
            "rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words",
            mine ? "rounded-tr-sm bg-primary text-primary-foreground" : "rounded-tl-sm bg-muted text-foreground",
          )}
        >
          <span className="sr-only">{mine ? "You" : COACH_NAME}: </span>
          {mine ? message.content : <ReplyText text={message.content} />}
          {message.streaming && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-current align-text-bottom motion-reduce:animate-none" aria-hidden />}
        </div>
        <div className={cn("flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground", mine && "justify-end")}>
          {!mine && <span className="font-medium">{COACH_NAME}</span>}
          {!mine && offline && <OfflineCoachBadge className="px-1.5 py-0 text-[0.7rem]" />}
          <time dateTime={message.timestamp}>{formatTime(message.timestamp)}</time>
          {!mine && !message.streaming && <SpeechControls speech={speech} messageId={message.id} text={message.content} />}
        </div>
      </div>
    </div>
  );
}

/** A reply's text, with the app pages it names in brackets as links. */
function ReplyText({ text }: { text: string }) {
  return (
    <>
      {splitPageLinks(text).map((p, i) =>
        p.kind === "text" ? (
          <Fragment key={i}>{p.text}</Fragment>
        ) : (
          <Link key={i} to={p.path} className="underline underline-offset-4">
            {p.path}
          </Link>
        ),
      )}
    </>
  );
}
