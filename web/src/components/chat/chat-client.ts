import type { ChatResponse } from "@shared/contract/coaching";
import { ApiError, apiFetch } from "@/lib/api";
import { readSse } from "@/lib/sse";

export interface SendOptions {
  message: string;
  sessionId: string | null;
  /** Called with the reply so far each time more words arrive. */
  onText?: (textSoFar: string) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/coaching/chat asking for a stream. Resolves with the stored (authoritative) reply;
 * rejects with an ApiError whose message is the server's (a part-way failure is a 503).
 */
export async function sendChatMessage({ message, sessionId, onText, signal }: SendOptions): Promise<ChatResponse> {
  const body = sessionId ? { message, sessionId } : { message };
  const res = await apiFetch("POST", "/api/coaching/chat", body, { headers: { Accept: "text/event-stream" }, ...(signal ? { signal } : {}) });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  if (!(res.headers.get("Content-Type") ?? "").includes("text/event-stream") || !res.body) {
    return (await res.json()) as ChatResponse;
  }
  let text = "";
  for await (const event of readSse(res.body, signal)) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.event === "delta" && typeof data.text === "string") {
      text += data.text;
      onText?.(text);
    } else if (event.event === "done") {
      return data as unknown as ChatResponse;
    } else if (event.event === "error") {
      const status = typeof data.status === "number" ? data.status : 503;
      throw new ApiError(status, JSON.stringify({ message: data.message }), "Service Unavailable");
    }
  }
  throw new ApiError(503, JSON.stringify({ message: "The reply was cut off. Nothing was saved; please try again." }), "Service Unavailable");
}
