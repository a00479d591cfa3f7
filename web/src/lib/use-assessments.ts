import { useQuery } from "@tanstack/react-query";
import { useAuth } from "./auth";

export interface AssessmentListItem {
  id: string;
  isComplete: boolean;
  aiAnalysis: string | null;
  followUpResponses: Record<string, string> | null;
  completedAt: string;
}

/** The signed-in person's assessments, oldest first (the latest is last); only fetched when signed in. */
export function useAssessments() {
  const { isAuthenticated, user } = useAuth();
  return useQuery<AssessmentListItem[]>({ queryKey: ["/api/assessments"], enabled: isAuthenticated && Boolean(user) });
}

export const hasCompletedAssessment = (list: AssessmentListItem[] | undefined) => Boolean(list?.some((a) => a.isComplete));
