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
  // Texts near the grey zone: the thresholds are recalibrated as blind rounds are measured, so the
  // test takes the first two that the shipped screen answers with a check-in (a middling score and
  // a risk word, not acute).
  const CANDIDATES = [
    "some nights i think about what my funeral would be like",
    "i googled the bridge height tonight, just curious",
    "been looking at the bridge on my walk home a lot lately",
    "i have thought about ending things before, not now though",
    "sometimes i wonder what it would be like to not exist",
    "i keep thinking about the bridge on my way to work",
    "death doesn't scare me as much as it used to",
    "i looked at the pills in the cabinet for a long time today",
    "i wonder if anyone would notice if i disappeared",
  ];
  const [first = "", second = ""] = CANDIDATES.filter((t) => {
    const r = screenText(t);
    return r.level === "none" && r.concern === true;
  });

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
