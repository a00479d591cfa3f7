import type { DashboardSummary, DailyInsightsResponse } from "@shared/contract/dashboard";
import type { JournalEntry } from "@shared/contract/journal";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/lib/auth";

export const SUMMARY_KEY = ["/api/dashboard/summary"] as const;
export const INSIGHTS_KEY = ["/api/insights/daily"] as const;
export const JOURNAL_KEY = ["/api/journal"] as const;

/** Counts, streak, mood trend, weekly goals and the 30-day mood series, from one small request. */
export function useDashboardSummary() {
  const { isAuthenticated } = useAuth();
  return useQuery<DashboardSummary>({ queryKey: SUMMARY_KEY, enabled: isAuthenticated });
}

/** Today's insights: the list's length is the counter, its first item the card. */
export function useDailyInsights() {
  const { isAuthenticated } = useAuth();
  return useQuery<DailyInsightsResponse>({ queryKey: INSIGHTS_KEY, enabled: isAuthenticated });
}

/** The newest page of journal entries (the server pages the list; the dashboard shows a few). */
export function useJournalEntries() {
  const { isAuthenticated } = useAuth();
  return useQuery<JournalEntry[]>({ queryKey: JOURNAL_KEY, enabled: isAuthenticated });
}
