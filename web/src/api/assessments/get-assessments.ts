import type { AssessmentItem } from "@shared/contract/assessments";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

export type { AssessmentItem };

/** GET /api/assessments: the person's own, oldest first (the latest is last). */
export const assessmentsQuery = () => readQuery(queryKeys.assessments, "assessments");

/** Only fetched when signed in. */
export function useAssessments() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...assessmentsQuery(), enabled: isAuthenticated });
}

export const hasCompletedAssessment = (list: AssessmentItem[] | undefined) => Boolean(list?.some((a) => a.isComplete));
