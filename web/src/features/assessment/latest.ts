import { useQuery } from "@tanstack/react-query";
import { assessmentsQuery } from "@/api/assessments/get-assessments";
import { useAuth } from "@/lib/auth";

/** How often a screen waiting for background work (analysis, plan) asks again. */
export const POLL_MS = 2500;

/**
 * The person's assessments with the latest (last) picked out. Polls while the latest's analysis
 * or plan is still being written, and stops once it is ready.
 */
export function useLatestAssessment(waitFor: "analysis" | "plan" | null = null) {
  const { isAuthenticated } = useAuth();
  const query = useQuery({
    ...assessmentsQuery(),
    enabled: isAuthenticated,
    refetchInterval: (q) => {
      const latest = q.state.data?.at(-1);
      if (!latest || !waitFor) return false;
      const status = waitFor === "analysis" ? latest.analysisStatus : latest.planStatus;
      return status === "pending" ? POLL_MS : false;
    },
  });
  return { ...query, latest: query.data?.at(-1) ?? null };
}
