import { describe, expect, it } from "vitest";
import { parseBlock, readSse } from "./sse";

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const p of parts) controller.enqueue(enc.encode(p));
      controller.close();
    },
  });
}

async function collect(parts: string[]) {
  const out = [];
  for await (const e of readSse(streamOf(parts))) out.push(e);
  return out;
}

describe("readSse", () => {
  it("reads events split across chunks, including multi-byte characters cut in half", async () => {
    const text = 'event: delta\ndata: {"text":"Hi 😊"}\n\nevent: done\ndata: {"sessionId":null}\n\n';
    const bytes = new TextEncoder().encode(text);
    const cut = text.indexOf("😊") + 1; // inside the emoji's UTF-8 bytes once encoded
    const enc = [bytes.slice(0, cut + 2), bytes.slice(cut + 2)];
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        enc.forEach((b) => c.enqueue(b));
        c.close();
      },
    });
    const events = [];
    for await (const e of readSse(stream)) events.push(e);
    expect(events).toEqual([
      { event: "delta", data: '{"text":"Hi 😊"}' },
      { event: "done", data: '{"sessionId":null}' },
    ]);
  });

  it("handles a last event without the blank line, comments and multi-line data", async () => {
    expect(await collect([": keep-alive\n\n", "data: a\ndata: b\n\n", "event: x\ndata: y"])).toEqual([
      { event: "message", data: "a\nb" },
      { event: "x", data: "y" },
    ]);
  });

  it("ignores blocks without data", () => {
    expect(parseBlock("event: delta")).toBeNull();
  });
});
