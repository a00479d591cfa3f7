import { afterEach, describe, expect, it } from "vitest";
import { ContractError, checkAnswer, invalidate, queryClient } from "./client";
import { queryKeys } from "./keys";

afterEach(() => queryClient.clear());

/** Puts a query in the cache as if it had been fetched. */
const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, { seeded: true });
const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

describe("what a change refetches", () => {
  it("a diary save marks every query that shows the diary, and nothing else", async () => {
    const keys = [
      queryKeys.journal,
      queryKeys.dashboardSummary,
      queryKeys.coachMemory,
      queryKeys.dailyInsights,
      queryKeys.assessments,
      queryKeys.config,
      queryKeys.aiPrompts("u1"),
    ];
    keys.forEach(seed);
    await invalidate(["journal"]);
    expect(keys.map(stale)).toEqual([true, true, true, false, false, false, false]);
  });

  it("a new time zone changes the days the summary and today's insights count", async () => {
    [queryKeys.dashboardSummary, queryKeys.dailyInsights, queryKeys.journal].forEach(seed);
    await invalidate(["profile"]);
    expect([queryKeys.dashboardSummary, queryKeys.dailyInsights, queryKeys.journal].map(stale)).toEqual([true, true, false]);
  });

  it("a new tier changes the previews, goals and subscription status", async () => {
    [queryKeys.assessments, queryKeys.dashboardSummary, queryKeys.subscriptionStatus, queryKeys.coachingSessions].forEach(seed);
    await invalidate(["tier"]);
    expect([queryKeys.assessments, queryKeys.dashboardSummary, queryKeys.subscriptionStatus, queryKeys.coachingSessions].map(stale)).toEqual([true, true, true, false]);
  });
});

describe("answers are checked against the Worker's schemas outside production", () => {
  const entry = { id: "e1", content: "private words", mood: 4, createdAt: "2026-11-22T08:00:00.000Z", aiInsight: null, safetyLevel: "none", clientId: null };

  it("accepts an answer in the contract's shape", async () => {
    await expect(checkAnswer("journalEntries", [entry], "GET /api/journal")).resolves.toBeUndefined();
  });

  it("refuses one that drifted, naming the field but never the person's words", async () => {
    const drifted = [{ ...entry, mood: "happy" }];
    const error = await checkAnswer("journalEntries", drifted, "GET /api/journal").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/GET \/api\/journal answered outside its "journalEntries" schema: 0\.mood/);
    expect((error as Error).message).not.toContain("private words");
    expect((error as Error).message).not.toContain("happy");
  });
});
