import type { ChatMessage, CoachingSession } from "@shared/contract/coaching";
import { aiReminderDue, recentTurns } from "@shared/chat-rules";
import type { CrisisResource } from "@shared/crisis-resources";
import { useCallback, useEffect, useRef, useState } from "react";
import { AI_REMINDER, greetingMessage } from "./greeting";
import { sendChatMessage } from "@/api/coaching/send-chat-message";
import type { UiMessage } from "./types";

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

export function fromStored(messages: ChatMessage[], sessionId: string): UiMessage[] {
  return messages.map((m, i) => ({ id: `${sessionId}-${i}`, role: m.role, content: m.content, timestamp: m.timestamp }));
}

export interface CoachChat {
  messages: UiMessage[];
  sessionId: string | null;
  pending: boolean;
  /** True while a reply is pending and none of its words have arrived yet. */
  thinking: boolean;
  /** Crisis resources shown for the rest of the conversation once any reply carried them. */
  resources: CrisisResource[] | null;
  /** Sends trimmed text. Resolves with Mindy's stored reply, or rejects (nothing added, input untouched). */
  send: (text: string) => Promise<UiMessage>;
  /** Clears messages and session id; `greeting` re-inserts Mindy's greeting. */
  reset: (greeting: boolean) => void;
  loadSession: (session: CoachingSession) => void;
}

/**
 * One conversation with Mindy, shared by the chat page and the dashboard panel. Words show as they
 * arrive, but the exchange joins the conversation only once the reply is complete and stored.
 */
export function useCoachChat(opts: { name?: string | null | undefined; greeting: boolean; lastTopic?: string | null | undefined }): CoachChat {
  const [messages, setMessages] = useState<UiMessage[]>(() => (opts.greeting ? [greetingMessage(opts.name, opts.lastTopic)] : []));
  // The saved sessions arrive after the first render: a conversation that is still only the
  // greeting turns into the returning one.
  useEffect(() => {
    if (!opts.greeting || !opts.lastTopic) return;
    setMessages((list) => (list.length === 1 && list[0]!.id.startsWith("greeting-") ? [greetingMessage(opts.name, opts.lastTopic)] : list));
  }, [opts.greeting, opts.lastTopic, opts.name]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<UiMessage[] | null>(null);
  const [resources, setResources] = useState<CrisisResource[] | null>(null);
  const conversation = useRef({ startedAt: Date.now(), lastAt: Date.now(), epoch: 0 });
  const pendingRef = useRef(false);

  const reset = useCallback(
    (greeting: boolean) => {
      conversation.current = { startedAt: Date.now(), lastAt: Date.now(), epoch: conversation.current.epoch + 1 };
      setMessages(greeting ? [greetingMessage(opts.name, opts.lastTopic)] : []);
      setSessionId(null);
      setResources(null);
      setStreaming(null);
    },
    [opts.name, opts.lastTopic],
  );

  const loadSession = useCallback((session: CoachingSession) => {
    conversation.current = { startedAt: Date.parse(session.createdAt), lastAt: Date.parse(session.updatedAt), epoch: conversation.current.epoch + 1 };
    setMessages(fromStored(session.messages, session.id));
    setSessionId(session.id);
    setResources(null);
    setStreaming(null);
  }, []);

  const send = useCallback(
    async (raw: string) => {
      const message = raw.trim();
      if (!message || pendingRef.current) throw new Error("Nothing to send");
      pendingRef.current = true;
      setPending(true);
      const epoch = conversation.current.epoch;
      const userMsg: UiMessage = { id: nextId("u"), role: "user", content: message, timestamp: new Date().toISOString() };
      const replyId = nextId("a");
      setStreaming([userMsg]);
      try {
        const result = await sendChatMessage({
          message,
          sessionId,
          history: recentTurns(messages),
          onText: (text) => {
            if (conversation.current.epoch !== epoch) return;
            setStreaming([userMsg, { id: replyId, role: "assistant", content: text, timestamp: new Date().toISOString(), streaming: true }]);
          },
        });
        const now = Date.now();
        let content = result.response;
        // Saved sessions get the 3-hour reminder from the server; open chat keeps its clock here.
        if (!result.sessionId && aiReminderDue(conversation.current.startedAt, conversation.current.lastAt, now) && result.safety.level !== "acute" && !result.checkIn) {
          content = `${AI_REMINDER}\n\n${content}`;
        }
        const reply: UiMessage = { id: replyId, role: "assistant", content, timestamp: new Date(now).toISOString(), safety: result.safety };
        if (conversation.current.epoch === epoch) {
          conversation.current.lastAt = now;
          setMessages((list) => [...list, userMsg, reply]);
          if (result.sessionId) setSessionId(result.sessionId);
          if (result.safety.resources?.length) setResources(result.safety.resources);
        }
        return reply;
      } finally {
        setStreaming(null);
        pendingRef.current = false;
        setPending(false);
      }
    },
    [sessionId, messages],
  );

  const shown = streaming ? [...messages, ...streaming] : messages;
  const thinking = pending && !(streaming && streaming.length > 1);
  return { messages: shown, sessionId, pending, thinking, resources, send, reset, loadSession };
}
