import { describe, expect, it } from "vitest";
import { PROMPT_SETS, promptSetFor } from "./diary";
import { insightForNow, partOfDay, partOfDayAt } from "./time-of-day";

// Fixed local clocks (the test runner's zone): 24 November 2026 at h:m.
const at = (h: number, m = 0) => new Date(2026, 10, 24, h, m, 0);

describe("part of the day", () => {
  it.each([
    [5, 0, "morning"],
    [11, 59, "morning"],
    [12, 0, "afternoon"],
    [16, 59, "afternoon"],
    [17, 0, "evening"],
    [20, 0, "evening"],
    [23, 59, "evening"],
    [0, 30, "evening"],
    [4, 59, "evening"],
  ] as const)("%i:%i is %s", (h, m, part) => {
    expect(partOfDay(h)).toBe(part);
    expect(partOfDayAt(at(h, m))).toBe(part);
  });
});

describe("one prompt set by time, for the overlay and /diary", () => {
  it("at 20:00 offers the evening prompts", () => {
    expect(promptSetFor(at(20)).map((p) => p.title)).toEqual(["Evening Reflection", "Daily Growth", "Tomorrow's Hope"]);
  });

  it("morning, afternoon and evening sets have the product's titles", () => {
    expect(promptSetFor(at(8))).toBe(PROMPT_SETS.morning);
    expect(promptSetFor(at(13))).toBe(PROMPT_SETS.afternoon);
    expect(promptSetFor(at(1))).toBe(PROMPT_SETS.evening);
    expect(PROMPT_SETS.morning.map((p) => p.title)).toEqual(["Morning Reflection", "Morning Gratitude", "Daily Intentions"]);
    expect(PROMPT_SETS.afternoon.map((p) => p.title)).toEqual(["Midday Check-in", "Afternoon Focus", "Energy Check"]);
  });
});

describe("the insight shown now", () => {
  const paid = [
    { slot: "morning", insight: "Good morning, Sam." },
    { slot: "afternoon", insight: "Good afternoon, Sam." },
    { slot: "evening", insight: "Good evening, Sam." },
  ];

  it("is the one for the person's current part of the day: a new account at night is not told 'Good morning'", () => {
    expect(insightForNow(paid, at(22, 30))?.insight).toBe("Good evening, Sam.");
    expect(insightForNow(paid, at(2))?.insight).toBe("Good evening, Sam.");
    expect(insightForNow(paid, at(9))?.insight).toBe("Good morning, Sam.");
    expect(insightForNow(paid, at(14))?.insight).toBe("Good afternoon, Sam.");
  });

  it("free accounts have one insight for the whole day; none is none", () => {
    expect(insightForNow([{ slot: "daily", insight: "A thought for today." }], at(22))?.insight).toBe("A thought for today.");
    expect(insightForNow([{ slot: "morning", insight: "only one" }], at(22))?.insight).toBe("only one");
    expect(insightForNow([], at(22))).toBeUndefined();
  });
});
