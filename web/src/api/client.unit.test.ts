import { afterEach, describe, expect, it } from "vitest";
import { ApiError, BUSY_READ_RETRIES, ContractError, checkAnswer, invalidate, queryClient, retryAfterSeconds } from "./client";
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

describe("a read the Worker answered 'busy, try again' is tried again", () => {
  const failing = (errors: ApiError[]) => {
    let calls = 0;
    const queryFn = async () => {
      const error = errors[calls++];
      if (error) throw error;
      return "read";
    };
    return { queryFn, calls: () => calls };
  };

  it("after a 503, waiting the seconds of its Retry-After", async () => {
    const { queryFn, calls } = failing([new ApiError(503, "busy", "Service Unavailable", 0)]);
    await expect(queryClient.fetchQuery({ queryKey: ["busy-once"], queryFn })).resolves.toBe("read");
    expect(calls()).toBe(2);
  });

  it(`at most ${BUSY_READ_RETRIES} times, then the failure is shown`, async () => {
    const { queryFn, calls } = failing(Array.from({ length: 5 }, () => new ApiError(503, "busy", "Service Unavailable", 0)));
    await expect(queryClient.fetchQuery({ queryKey: ["busy-always"], queryFn })).rejects.toThrow("503: busy");
    expect(calls()).toBe(1 + BUSY_READ_RETRIES);
  });

  it("never after another failure, which would fail the same way", async () => {
    const { queryFn, calls } = failing([new ApiError(500, "broken", "Internal Server Error"), new ApiError(404, "gone", "Not Found")]);
    await expect(queryClient.fetchQuery({ queryKey: ["broken"], queryFn })).rejects.toThrow("500: broken");
    expect(calls()).toBe(1);
  });

  it("reads Retry-After's seconds and refuses its other forms", () => {
    expect(retryAfterSeconds("2")).toBe(2);
    expect(retryAfterSeconds(" 30 ")).toBe(30);
    expect(retryAfterSeconds("Wed, 21 Oct 2026 07:28:00 GMT")).toBeNull();
    expect(retryAfterSeconds("-1")).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});
