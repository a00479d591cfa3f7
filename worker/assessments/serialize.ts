// The client's view of an assessment row: ISO times, background-work status, and the free preview
// trimmed on the server, so a free account never receives the full recommendations.
import type { UserRow } from "../app-env";
import { isPaid } from "../billing/tier-gate";
import type { schema } from "../db/client";
import { AssessmentAnalysisSchema, EnhancedPlanSchema, type EnhancedPlan } from "../../shared/ai-results";
import { BACKGROUND_PENDING_MS, FREE_PREVIEW, type AssessmentItem, type BackgroundStatus } from "../../shared/contract/assessments";
import type { CrisisRegion } from "../../shared/crisis-resources";
import { readStored, type Stored } from "./pending-marker";

export type AssessmentRow = typeof schema.assessments.$inferSelect;

/** Work in progress: "retrying" once a try has failed and another is scheduled; "missing" once lost. */
function pendingStatus(stored: Extract<Stored, { kind: "pending" }>, now: number): BackgroundStatus {
  if (now >= stored.until) return "missing";
  return stored.retry > 0 ? "retrying" : "pending";
}

function analysisStatus(row: AssessmentRow, now: number): BackgroundStatus {
  const stored = readStored(row.aiAnalysis);
  if (stored.kind === "pending") return pendingStatus(stored, now);
  if (row.aiAnalysis && row.aiAnalysis.trim() !== "") return "ready";
  if (!row.isComplete) return "none";
  return now - row.completedAt < BACKGROUND_PENDING_MS ? "pending" : "missing";
}

/** The stored analysis, trimmed to the preview; unparseable text passes through (the client shows its fallback). */
function parseAnalysis(aiAnalysis: string | null) {
  if (!aiAnalysis) return null;
  try {
    const result = AssessmentAnalysisSchema.safeParse(JSON.parse(aiAnalysis));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * The plan's focus areas are the results' coaching focus, as far as this person may see it: the
 * plan is written from them, and a model that renamed or added some would leave the two pages
 * disagreeing (and show a free account more on the plan than on the results).
 */
function withResultsFocus(plan: EnhancedPlan, aiAnalysis: string | null, full: boolean): EnhancedPlan {
  const focus = parseAnalysis(aiAnalysis)?.coachingFocus;
  if (!focus?.length) return plan;
  return { ...plan, focusAreas: full ? focus : focus.slice(0, FREE_PREVIEW.coachingFocus) };
}

function previewOf(aiAnalysis: string | null): { aiAnalysis: string | null; hidden: AssessmentItem["previewHidden"] } {
  const a = parseAnalysis(aiAnalysis);
  if (!a) return { aiAnalysis, hidden: null };
  return {
    aiAnalysis: JSON.stringify({
      ...a,
      personalizedRecommendations: a.personalizedRecommendations.slice(0, FREE_PREVIEW.recommendations),
      coachingFocus: a.coachingFocus.slice(0, FREE_PREVIEW.coachingFocus),
    }),
    hidden: {
      recommendations: Math.max(0, a.personalizedRecommendations.length - FREE_PREVIEW.recommendations),
      coachingFocus: Math.max(0, a.coachingFocus.length - FREE_PREVIEW.coachingFocus),
    },
  };
}

export function toItem(row: AssessmentRow, user: UserRow, region: CrisisRegion, now = Date.now()): AssessmentItem {
  const acute = row.safetyLevel === "acute";
  // Someone whose answers raised a safety concern is shown everything, with no upsell (decision record).
  const full = isPaid(user.subscriptionTier) || acute;
  // A pending marker is not an analysis: the client sees none until the real one is written.
  const aiAnalysis = readStored(row.aiAnalysis).kind === "pending" ? null : row.aiAnalysis;
  const preview = full ? { aiAnalysis, hidden: null } : previewOf(aiAnalysis);
  const plan = readStored(row.enhancedPlan);
  let enhancedPlan: EnhancedPlan | null = null;
  let planStatus: BackgroundStatus = "none";
  if (row.followUpResponses) {
    if (plan.kind === "value") {
      const parsed = EnhancedPlanSchema.safeParse(plan.value);
      enhancedPlan = parsed.success ? withResultsFocus(parsed.data, aiAnalysis, full) : null;
      planStatus = parsed.success ? "ready" : "missing";
    } else if (plan.kind === "pending") {
      planStatus = pendingStatus(plan, now);
    } else {
      planStatus = "missing";
    }
  }
  return {
    id: row.id,
    isComplete: row.isComplete,
    responses: row.responses as AssessmentItem["responses"],
    aiAnalysis: preview.aiAnalysis,
    analysisStatus: analysisStatus(row, now),
    analysisAccess: full ? "full" : "preview",
    previewHidden: preview.hidden,
    followUpQuestions: row.followUpQuestions ?? null,
    followUpResponses: row.followUpResponses ?? null,
    enhancedPlan,
    planStatus,
    safetyLevel: row.safetyLevel,
    crisisRegion: acute ? region : null,
    completedAt: new Date(row.completedAt).toISOString(),
  };
}
