import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/insights/daily: today's insights in slot order (the first is shown on the dashboard). */
export const dailyInsightsQuery = () => readQuery(queryKeys.dailyInsights, "dailyInsights");

export function useDailyInsights() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...dailyInsightsQuery(), enabled: isAuthenticated });
}
