import { describe, expect, it } from "vitest";
import type { UserRow } from "../app-env";
import { BACKGROUND_PENDING_MS } from "../../shared/contract/assessments";
import { pendingMarker } from "./pending-marker";
import { toItem, type AssessmentRow } from "./serialize";

const T0 = 1_750_000_000_000;
const user = (tier: UserRow["subscriptionTier"]) => ({ id: "u1", subscriptionTier: tier }) as UserRow;
const row = (over: Partial<AssessmentRow> = {}): AssessmentRow => ({
  id: "a1",
  userId: "u1",
  responses: {},
  aiAnalysis: null,
  followUpQuestions: null,
  followUpResponses: null,
  enhancedPlan: null,
  safetyLevel: "none",
  isComplete: true,
  completedAt: T0,
  ...over,
});
const plan = {
  summary: "A calm month.",
  focusAreas: ["Rest"],
  weeks: [1, 2, 3, 4].map((week) => ({ week, theme: `Week ${week}`, actions: ["Walk"] })),
  dailyPractice: "Breathe for a minute.",
};

describe("analysisStatus", () => {
  it("is pending just after completion, missing once the background window has passed, ready when stored", () => {
    expect(toItem(row(), user("free"), "US", T0 + 1000).analysisStatus).toBe("pending");
    expect(toItem(row(), user("free"), "US", T0 + BACKGROUND_PENDING_MS + 1).analysisStatus).toBe("missing");
    expect(toItem(row({ aiAnalysis: "{}" }), user("free"), "US", T0).analysisStatus).toBe("ready");
    expect(toItem(row({ isComplete: false }), user("free"), "US", T0).analysisStatus).toBe("none");
  });
});

describe("planStatus", () => {
  it("follows the pending marker, then the stored plan", () => {
    const answered = { followUpResponses: { q1: "yes" } };
    const since = T0 + 5000;
    expect(toItem(row(), user("free"), "US", since).planStatus).toBe("none");
    expect(toItem(row({ ...answered, enhancedPlan: pendingMarker(since) }), user("free"), "US", since + 10).planStatus).toBe("pending");
    expect(toItem(row({ ...answered, enhancedPlan: pendingMarker(since) }), user("free"), "US", since + BACKGROUND_PENDING_MS + 1).planStatus).toBe("missing");
    const ready = toItem(row({ ...answered, enhancedPlan: JSON.stringify(plan) }), user("free"), "US", since);
    expect(ready.planStatus).toBe("ready");
    expect(ready.enhancedPlan).toEqual(plan);
    expect(toItem(row({ ...answered, enhancedPlan: "not json" }), user("free"), "US", since).planStatus).toBe("missing");
  });
});

describe("the preview", () => {
  const analysis = JSON.stringify({
    overallSummary: "S",
    keyStrengths: ["a"],
    areasForGrowth: ["b"],
    personalizedRecommendations: ["r1", "r2", "r3"],
    coachingFocus: ["f1", "f2", "f3", "f4"],
  });
  it("trims for free, not for paid or for someone at acute risk, and passes unparseable text through", () => {
    const free = toItem(row({ aiAnalysis: analysis }), user("free"), "US", T0);
    expect(JSON.parse(free.aiAnalysis!).personalizedRecommendations).toEqual(["r1", "r2"]);
    expect(free.previewHidden).toEqual({ recommendations: 1, coachingFocus: 1 });
    expect(toItem(row({ aiAnalysis: analysis }), user("pro"), "US", T0).aiAnalysis).toBe(analysis);
    const acute = toItem(row({ aiAnalysis: analysis, safetyLevel: "acute" }), user("free"), "GB", T0);
    expect(acute.aiAnalysis).toBe(analysis);
    expect(acute.crisisRegion).toBe("GB");
    expect(toItem(row({ aiAnalysis: "oops" }), user("free"), "US", T0).aiAnalysis).toBe("oops");
  });
});

describe("the plan's focus areas", () => {
  const analysis = JSON.stringify({
    overallSummary: "S",
    keyStrengths: ["a"],
    areasForGrowth: ["b"],
    personalizedRecommendations: ["r1"],
    coachingFocus: ["Sleep", "Boundaries at work", "Friendships", "Movement"],
  });
  const answered = { aiAnalysis: analysis, followUpResponses: { q1: "yes" }, enhancedPlan: JSON.stringify({ ...plan, focusAreas: ["Rest", "Something else"] }) };
  it("are the results' coaching focus, and a free account sees no more of them than on the results", () => {
    const paid = toItem(row(answered), user("premium"), "US", T0);
    expect(paid.enhancedPlan?.focusAreas).toEqual(["Sleep", "Boundaries at work", "Friendships", "Movement"]);
    const free = toItem(row(answered), user("free"), "US", T0);
    expect(free.enhancedPlan?.focusAreas).toEqual(JSON.parse(free.aiAnalysis!).coachingFocus);
    expect(free.enhancedPlan?.focusAreas).toEqual(["Sleep", "Boundaries at work", "Friendships"]);
  });
  it("stay the plan's own when there are no results to follow", () => {
    const alone = toItem(row({ ...answered, aiAnalysis: null }), user("free"), "US", T0);
    expect(alone.enhancedPlan?.focusAreas).toEqual(["Rest", "Something else"]);
  });
});
