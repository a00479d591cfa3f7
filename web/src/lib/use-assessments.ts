import { useQuery } from "@tanstack/react-query";
import type { AssessmentItem } from "@shared/contract/assessments";
import { useAuth } from "./auth";

/**
 * One assessment as GET /api/assessments returns it (id, isComplete, aiAnalysis, followUpResponses,
 * completedAt, plus the follow-up questions, enhanced plan, background status and safety level).
 */
export type AssessmentListItem = AssessmentItem;

/** The signed-in person's assessments, oldest first (the latest is last); only fetched when signed in. */
export function useAssessments() {
  const { isAuthenticated, user } = useAuth();
  return useQuery<AssessmentListItem[]>({ queryKey: ["/api/assessments"], enabled: isAuthenticated && Boolean(user) });
}

export const hasCompletedAssessment = (list: AssessmentListItem[] | undefined) => Boolean(list?.some((a) => a.isComplete));
