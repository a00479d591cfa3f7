import { describe, expect, it } from "vitest";
import { NEW_SESSION_TITLE, sessionTitle, titleFromText } from "./session-title";
import { aiReminderDue, AI_REMINDER_INTERVAL_MS } from "./chat-rules";

const user = (content: string) => ({ role: "user", content });
const mindy = (content: string) => ({ role: "assistant", content });

describe("sessionTitle", () => {
  it("is 'New Session' without a user message", () => {
    expect(sessionTitle([])).toBe(NEW_SESSION_TITLE);
    expect(sessionTitle([mindy("Hi, I'm Mindy.")])).toBe("New Session");
    expect(sessionTitle([user("   ")])).toBe("New Session");
  });

  it("uses the first user message whole when it is 50 characters or fewer", () => {
    const fifty = "a".repeat(50);
    expect(sessionTitle([mindy("Hello"), user("I can't sleep."), user("Second")])).toBe("I can't sleep.");
    expect(sessionTitle([user(fifty)])).toBe(fifty);
  });

  it("uses the first sentence when the message is longer and the sentence is 50 or fewer", () => {
    const text = "Work is too much. My manager keeps adding projects and I never catch up.";
    expect(titleFromText(text)).toBe("Work is too much.");
    expect(titleFromText("Why do I feel like this? Everything seems heavier than it was last year.")).toBe("Why do I feel like this?");
  });

  it("cuts to 47 characters and an ellipsis otherwise", () => {
    const text = "I have been thinking a lot about changing careers but I do not know where to start";
    const title = titleFromText(text);
    expect(title).toBe(`${text.slice(0, 47)}...`);
    expect(title).toHaveLength(50);
    // A first sentence over 50 characters does not count.
    const long = `${"x".repeat(60)}. Short.`;
    expect(titleFromText(long)).toBe(`${"x".repeat(47)}...`);
  });

  it("needs exactly 51 characters to cut", () => {
    expect(titleFromText("b".repeat(51))).toBe(`${"b".repeat(47)}...`);
  });
});

describe("aiReminderDue", () => {
  const start = 1_700_000_000_000;
  const h = 3_600_000;
  it("fires once each time a 3-hour mark is passed", () => {
    expect(aiReminderDue(start, start + 1 * h, start + 2 * h)).toBe(false);
    expect(aiReminderDue(start, start + 2 * h, start + AI_REMINDER_INTERVAL_MS + 1)).toBe(true);
    expect(aiReminderDue(start, start + 3 * h + 5, start + 4 * h)).toBe(false);
    expect(aiReminderDue(start, start + 4 * h, start + 7 * h)).toBe(true);
  });
  it("is false for a new conversation", () => {
    expect(aiReminderDue(start, start, start)).toBe(false);
  });
});
