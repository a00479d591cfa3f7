import { describe, expect, it } from "vitest";
import { MEMORY_ITEM_MAX_CHARS, learnFromMessage, memoryKey, ownWordsMemory, secondPerson } from "./memory-items";

const learn = (message: string, extra: Partial<{ safety: "none" | "distress" | "acute"; checkIn: boolean }> = {}) =>
  learnFromMessage({ message, safety: extra.safety ?? "none", checkIn: extra.checkIn ?? false })?.text ?? null;

describe("memory items from the person's own words", () => {
  it("turns a first-person sentence into one whole sentence in the second person", () => {
    expect(learn("I really need to switch off in the evenings.")).toBe("You said you really need to switch off in the evenings.");
    expect(learn("My boss keeps piling extra projects on me at work")).toBe("You said your boss keeps piling extra projects on you at work.");
    expect(learn("I'm dreading the family dinner on Sunday!")).toBe("You said you're dreading the family dinner on Sunday.");
    expect(learn("I was sure my sister was angry with me about the wedding.")).toBe("You said you were sure your sister was angry with you about the wedding.");
    expect(learn("Lately my sleep has been awful because of the noise upstairs.")).toBe("You said lately your sleep has been awful because of the noise upstairs.");
  });

  it("keeps the clause where the person speaks of themselves, never a cut phrase", () => {
    expect(learn("Work has been crazy lately and I never switch off in the evenings.")).toBe("You said you never switch off in the evenings.");
    expect(learn("Since the move, I've felt lonely in the new city.")).toBe("You said since the move, you've felt lonely in the new city.");
    expect(learn("Moving house was a nightmare, but I love the new place.")).toBe("You said you love the new place.");
    // Nothing of the person's own: nothing remembered rather than a fragment.
    expect(learn("The weather has been grey and cold all week.")).toBeNull();
  });

  it("picks the sentence that says the most about them, and at most one per message", () => {
    const item = learnFromMessage({
      message: "Hi there. I had pasta for lunch today. I can't sleep because I keep worrying about money and rent.",
      safety: "none",
      checkIn: false,
    });
    expect(item?.text).toBe("You said you can't sleep because you keep worrying about money and rent.");
  });

  it("never remembers filler, questions, or things said to Mindy or about the app", () => {
    for (const filler of [
      "ok",
      "idk",
      "what do you mean by that",
      "What do you mean by that?",
      "I don't know what to say.",
      "I guess so",
      "Thanks, that helps!",
      "Can I ask something about my job?",
      "How do I delete entries?",
      "I want to cancel my premium subscription.",
      "I think you misunderstood me there.",
      "lol",
      "😢😢",
      "",
    ]) {
      expect(learn(filler), filler).toBeNull();
    }
  });

  it("never remembers flagged turns or turns in a check-in", () => {
    const message = "I keep thinking about my brother and how much I miss our talks.";
    expect(learn(message)).not.toBeNull();
    expect(learn(message, { safety: "acute" })).toBeNull();
    expect(learn(message, { safety: "distress" })).toBeNull();
    expect(learn(message, { checkIn: true })).toBeNull();
  });

  it("leaves out sentences too long to keep whole, and stays within the item limit", () => {
    const long = `I want to talk about ${"many different things that happened at work this week ".repeat(6)}`;
    expect(learn(long)).toBeNull();
    const item = learn(`I want to ${"plan my week better ".repeat(9)}`.trim());
    if (item === null) throw new Error("expected an item");
    expect(item.length).toBeLessThanOrEqual(MEMORY_ITEM_MAX_CHARS);
  });

  it("swaps pronouns and verbs without touching other words", () => {
    expect(secondPerson("I am tired of our routine and my own excuses")).toBe("you are tired of your routine and your own excuses");
    expect(secondPerson("I really am proud of myself")).toBe("you really are proud of yourself");
    expect(secondPerson("It was late and I wasn't ready")).toBe("it was late and you weren't ready");
    expect(secondPerson("Sarah called me")).toBe("Sarah called you");
  });

  it("gives the same key for the same words, whatever the case and punctuation", async () => {
    expect(memoryKey("You said you need a break.")).toBe(memoryKey("you said   YOU need a break"));
    expect(await ownWordsMemory.learn({ message: "I need a proper break from the office.", safety: "none", checkIn: false })).toEqual([
      { text: "You said you need a proper break from the office.", key: "you said you need a proper break from the office" },
    ]);
    expect(await ownWordsMemory.learn({ message: "ok", safety: "none", checkIn: false })).toEqual([]);
  });
});
