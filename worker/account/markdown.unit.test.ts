import { describe, expect, it } from "vitest";
import type { AccountExport } from "../../shared/contract/account";
import { diaryMarkdown, formatLocal } from "./markdown";

const base = (entries: AccountExport["diaryEntries"], timeZone = "America/New_York"): AccountExport => ({
  format: "clearday-export",
  version: 2,
  exportedAt: "2026-03-05T12:00:00.000Z",
  account: {
    id: "u1",
    email: "sam@example.com",
    name: null,
    subscriptionTier: "free",
    timeZone,
    crisisRegion: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    subscriptionStatus: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
  },
  assessments: [],
  diaryEntries: entries,
  coachingSessions: [],
  coachMemory: { enabled: true, clearedAt: null, items: [] },
  insights: [],
  sharedSnapshots: [],
  reflections: [],
  safetyEvents: { count: 0 },
});

const entry = (content: string, createdAt: string, mood: number | null = null): AccountExport["diaryEntries"][number] => ({
  id: createdAt,
  createdAt,
  content,
  mood,
  moodLabel: null,
  aiInsight: null,
  safetyLevel: "none",
});

describe("diaryMarkdown", () => {
  it("dates entries in the person's time zone (the local day can differ from UTC's)", () => {
    expect(formatLocal("2026-03-05T02:30:00.000Z", "America/New_York")).toBe("Wednesday, March 4, 2026 at 9:30 PM");
    const md = diaryMarkdown(base([entry("Late night thoughts", "2026-03-05T02:30:00.000Z")]));
    expect(md).toContain("### Wednesday, March 4, 2026 at 9:30 PM");
    expect(md).toContain("# Clearday diary of sam@example.com");
    expect(md).toContain("1 entry, newest first");
  });

  it("keeps the person's text but escapes lines that would read as headings", () => {
    const md = diaryMarkdown(base([entry("# Not a heading\nplain line\n##also fine", "2026-03-05T12:00:00.000Z", 3)]));
    expect(md).toContain("\\# Not a heading\nplain line\n##also fine");
    expect(md).toContain("**Mood:** 🧘 Mindful (3/5)");
  });

  it("falls back to UTC for an unknown time zone instead of failing", () => {
    expect(diaryMarkdown(base([entry("x", "2026-03-05T12:00:00.000Z")], "Mars/Olympus"))).toContain("(UTC)");
  });
});
