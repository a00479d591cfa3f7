import { describe, expect, it } from "vitest";
import { dashboardGreeting } from "./greeting";

const NOW = Date.UTC(2026, 10, 24, 22, 30);
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe("dashboard greeting", () => {
  it("a first visit of a new account says Welcome, not Welcome back", () => {
    expect(dashboardGreeting({ name: "Robin", seenBefore: false, accountCreatedAt: minutesAgo(2), now: NOW })).toBe("Welcome, Robin!");
  });

  it("after the first visit, or for an account older than a day, it is Welcome back", () => {
    expect(dashboardGreeting({ name: "Robin", seenBefore: true, accountCreatedAt: minutesAgo(5), now: NOW })).toBe("Welcome back, Robin!");
    expect(dashboardGreeting({ name: "Robin", seenBefore: false, accountCreatedAt: minutesAgo(24 * 60 + 1), now: NOW })).toBe("Welcome back, Robin!");
    expect(dashboardGreeting({ name: "Robin", seenBefore: false, accountCreatedAt: minutesAgo(23 * 60), now: NOW })).toBe("Welcome, Robin!");
  });

  it("no name is 'there'; a missing or broken creation time counts as new", () => {
    expect(dashboardGreeting({ name: "  ", seenBefore: false, accountCreatedAt: null, now: NOW })).toBe("Welcome, there!");
    expect(dashboardGreeting({ name: null, seenBefore: false, accountCreatedAt: "not a date", now: NOW })).toBe("Welcome, there!");
  });
});
