import { describe, expect, it } from "vitest";
import { concernReply, screenText } from "../safety";
import { offlineTurn, prepareTurnSafely, type Turn } from "./chat-turn";
import type { ReplyInput } from "./types";

// A grey-zone turn as prepareTurn builds it when the screen is unsure (not acute) about a message.
function greyTurn(message: string): Extract<Turn, { kind: "coach" }> {
  const careful = concernReply({ region: "US" });
  return { kind: "coach", message, level: "none", checkIn: null, resources: careful.resources, gentle: true, careful };
}

const greyReply = (message: string) => {
  const input: ReplyInput = { message, history: [], region: "US", checkIn: null, now: Date.now() };
  return offlineTurn(greyTurn(message), input);
};

describe("the grey zone's reply, offline", () => {
  const checkIn = concernReply({ region: "US" }).text;

  it("asks how the person is first, then answers a recognised app question without a second question", () => {
    const r = greyReply("how do i delete all my entries before i go");
    expect(r.text.startsWith(checkIn)).toBe(true);
    const answer = r.text.slice(checkIn.length);
    expect(answer).toMatch(/^\n\nAs for what you asked: you can delete any diary entry/);
    expect(answer).toContain("(/diary)");
    expect(answer).not.toContain("?");
    expect(r.safety.resources?.length).toBeGreaterThan(0);
  });

  it("names who can help with a medicine after the check-in, never advising on it", () => {
    const r = greyReply("can i take two of my sertraline tonight");
    expect(r.text.startsWith(checkIn)).toBe(true);
    expect(r.text.slice(checkIn.length)).toMatch(/doctor or a pharmacist/);
  });

  it("keeps the capital of an answer that starts with I", () => {
    const r = greyReply("are you a real person or a bot");
    expect(r.text).toContain("As for what you asked: I'm Mindy");
  });

  it("is the check-in alone when there is no question to answer", () => {
    const r = greyReply("some nights i wish i could just disappear for a while");
    expect(r.text).toBe(checkIn);
  });
});

describe("a second grey-zone turn in one conversation", () => {
  // Grey with the shipped screen (weights v15): a middling score and a risk word, not acute.
  const first = "some nights i think about what my funeral would be like";
  const second = "been looking at the bridge on my walk home a lot lately";

  it("checks in again in fewer words instead of repeating the first check-in", () => {
    for (const message of [first, second]) expect(screenText(message), message).toMatchObject({ level: "none", concern: true });
    const start: ReplyInput = { message: first, history: [], region: "US", checkIn: null, now: Date.now() };
    const one = prepareTurnSafely(start);
    if (one.kind !== "coach") throw new Error("the first turn should go to the coach");
    const firstReply = offlineTurn(one, start).text;
    expect(firstReply).toContain(concernReply({ region: "US" }).text);
    const next: ReplyInput = {
      ...start,
      message: second,
      history: [
        { role: "user", content: first },
        { role: "assistant", content: firstReply },
      ],
    };
    const two = prepareTurnSafely(next);
    if (two.kind !== "coach") throw new Error("the second turn should go to the coach");
    const secondReply = offlineTurn(two, next).text;
    expect(secondReply).toContain(concernReply({ region: "US", again: true }).text);
    expect(secondReply).not.toContain("want to pause on something you wrote");
  });
});
