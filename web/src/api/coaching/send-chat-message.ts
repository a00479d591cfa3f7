// POST /api/coaching/chat, streamed: `delta` events while Mindy writes, then `done` with the
// stored reply, or `error` when it failed part-way (nothing stored). EventSource cannot POST or
// send a bearer token, so the stream is read from fetch with eventsource-parser.
import type { ChatRequest, ChatResponse } from "@shared/contract/coaching";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { ApiError, checkAnswer, invalidate, send } from "../client";

export interface SendOptions {
  message: string;
  sessionId: string | null;
  /** The conversation's visible last turns: the context of a reply that is not stored (free tier). */
  history?: ChatRequest["history"];
  /** Called with the reply so far each time more words arrive. */
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
}

const WHERE = "POST /api/coaching/chat";
const cutOff = () => new ApiError(503, JSON.stringify({ message: "The reply was cut off. Nothing was saved; please try again." }), "Service Unavailable");

/** Resolves with the stored (authoritative) reply; rejects with an ApiError whose message is the server's. */
export async function sendChatMessage({ message, sessionId, history, onText, signal }: SendOptions): Promise<ChatResponse> {
  // A stored session answers from its own turns; only an unstored conversation sends its context.
  const body: ChatRequest = sessionId ? { message, sessionId } : { message, ...(history?.length ? { history } : {}) };
  const res = await send({ method: "POST", path: "/api/coaching/chat", body, response: null, headers: { Accept: "text/event-stream" }, ...(signal && { signal }) });
  const reply = await readReply(res, onText);
  // After `done`, not when the stream opened: only then is the session stored.
  if (reply.sessionId) void invalidate(["coaching"]);
  return reply;
}

async function readReply(res: Response, onText: SendOptions["onText"]): Promise<ChatResponse> {
  if (!(res.headers.get("Content-Type") ?? "").includes("text/event-stream") || !res.body) {
    const data: unknown = await res.json();
    await checkAnswer("chatReply", data, WHERE);
    return data as ChatResponse;
  }
  const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let text = "";
  try {
    for (;;) {
      const { value: event, done } = await events.read();
      if (done) throw cutOff();
      const data: unknown = JSON.parse(event.data);
      if (event.event === "delta") {
        await checkAnswer("chatDelta", data, WHERE);
        text += (data as { text: string }).text;
        onText?.(text);
      } else if (event.event === "done") {
        await checkAnswer("chatReply", data, WHERE);
        return data as ChatResponse;
      } else if (event.event === "error") {
        await checkAnswer("chatError", data, WHERE);
        const { message, status } = data as { message: string; status: number };
        throw new ApiError(status, JSON.stringify({ message }), "Service Unavailable");
      }
    }
  } finally {
    void events.cancel().catch(() => {});
  }
}
