import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/dashboard/summary: counts, streak, mood trend, weekly goals and the 30-day mood series in one small answer. */
export const dashboardSummaryQuery = () => readQuery(queryKeys.dashboardSummary, "dashboardSummary");

export function useDashboardSummary() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...dashboardSummaryQuery(), enabled: isAuthenticated });
}
