import { describe, expect, it } from "vitest";
import type { ChatTurn } from "../types";
import { followUpReply, recallReply } from "./recall";

const turns = (...xs: [ChatTurn["role"], string][]): ChatTurn[] => xs.map(([role, content]) => ({ role, content }));

describe("recallReply: what did I say?", () => {
  const history = turns(
    ["user", "Work has been chaotic. I want to sleep before eleven on weeknights this month."],
    ["assistant", "That sounds like a good aim. What gets in the way?"],
    ["user", "Mostly scrolling on my phone in bed."],
  );

  it("answers a goal question with the person's own whole sentence", () => {
    const r = recallReply("wait, what did I say my goal was?", history, null);
    expect(r).toContain("“I want to sleep before eleven on weeknights this month”.");
  });

  it("finds a sentence by the words of the question", () => {
    expect(recallReply("What did I tell you about my phone?", history, null)).toContain("Mostly scrolling on my phone in bed");
  });

  it("falls back to what Mindy remembers from earlier conversations", () => {
    const r = recallReply("what was my goal again?", [], { remembered: ["You want to run a 5k by spring."] });
    expect(r).toContain("You want to run a 5k by spring.");
  });

  it("says so rather than inventing when there is nothing", () => {
    expect(recallReply("what did I say my goal was?", [], null)).toMatch(/don't have that.*rather not guess/);
  });

  it("is not triggered by other messages", () => {
    expect(recallReply("My goal is to read more this year.", history, null)).toBeNull();
    expect(recallReply("I said no to my boss today", history, null)).toBeNull();
  });
});

describe("followUpReply: a question that points back", () => {
  const history = turns(["assistant", "Hi, I'm Mindy."], ["user", "My sister forgot my birthday again."], ["assistant", "That stings. How did you find out?"]);

  it("answers about what they said before, quoting the whole sentence", () => {
    const r = followUpReply("What should I say to her?", history);
    expect(r).toContain('("My sister forgot my birthday again")');
    expect(r).toMatch(/honest sentence/);
  });

  it("a how/what-to-do question gets the general version", () => {
    expect(followUpReply("how do I fix it?", history)).toMatch(/smallest thing you could do/);
  });

  it("needs an earlier message and a short question that points back", () => {
    expect(followUpReply("What should I say to her?", [])).toBeNull();
    expect(followUpReply("I had a lovely walk by the river with my dog today and it cleared my head", history)).toBeNull();
  });
});
