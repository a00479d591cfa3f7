import { describe, expect, it } from "vitest";
import { concernReply } from "../safety";
import { offlineTurn, type Turn } from "./chat-turn";

// A grey-zone turn as prepareTurn builds it when the screen is unsure (not acute) about a message.
function greyTurn(message: string): Extract<Turn, { kind: "coach" }> {
  const careful = concernReply({ region: "US" });
  return { kind: "coach", message, level: "none", checkIn: null, resources: careful.resources, gentle: true, careful };
}

describe("the grey zone's reply, offline", () => {
  const checkIn = concernReply({ region: "US" }).text;

  it("asks how the person is first, then answers a recognised app question without a second question", () => {
    const r = offlineTurn(greyTurn("how do i delete all my entries before i go"), { message: "" });
    expect(r.text.startsWith(checkIn)).toBe(true);
    const answer = r.text.slice(checkIn.length);
    expect(answer).toMatch(/^\n\nAs for what you asked: you can delete any diary entry/);
    expect(answer).toContain("(/diary)");
    expect(answer).not.toContain("?");
    expect(r.safety.resources?.length).toBeGreaterThan(0);
  });

  it("names who can help with a medicine after the check-in, never advising on it", () => {
    const r = offlineTurn(greyTurn("can i take two of my sertraline tonight"), { message: "" });
    expect(r.text.startsWith(checkIn)).toBe(true);
    expect(r.text.slice(checkIn.length)).toMatch(/doctor or a pharmacist/);
  });

  it("keeps the capital of an answer that starts with I", () => {
    const r = offlineTurn(greyTurn("are you a real person or a bot"), { message: "" });
    expect(r.text).toContain("As for what you asked: I'm Mindy");
  });

  it("is the check-in alone when there is no question to answer", () => {
    const r = offlineTurn(greyTurn("some nights i wish i could just disappear for a while"), { message: "" });
    expect(r.text).toBe(checkIn);
  });
});
