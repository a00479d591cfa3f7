import { SELF } from "cloudflare:test";

export interface SseEvent {
  event: string;
  data: any;
}

/** Posts a chat message asking for a stream, and reads every server-sent event. */
export async function streamChat(path: string, token: string, body: unknown) {
  const res = await SELF.fetch(`https://clearday.test${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("Content-Type") ?? "", events: parseSse(text), text };
}

export function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split(/\n\n+/)) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length === 0) continue;
    const raw = data.join("\n");
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // leave as text
    }
    events.push({ event, data: parsed });
  }
  return events;
}
