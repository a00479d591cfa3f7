import { useQuery } from "@tanstack/react-query";
import { assessmentsQuery } from "@/api/assessments/get-assessments";
import { useAuth } from "@/lib/auth";

/** How often a screen waiting for background work (analysis, plan) asks again. */
export const POLL_MS = 2500;
/** How often while Mindy retries a failed try (the retries are 30 s to 8 minutes apart). */
export const RETRY_POLL_MS = 15_000;

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
      if (status === "pending") return POLL_MS;
      // A try failed and the next is minutes away: ask now and then, in case it has come.
      return status === "retrying" ? RETRY_POLL_MS : false;
    },
  });
  return { ...query, latest: query.data?.at(-1) ?? null };
}
