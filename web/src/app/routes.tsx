import { lazy } from "react";
import { useRoutes, type RouteObject } from "react-router";
import { assessmentsQuery } from "@/api/assessments/get-assessments";
import { dailyInsightsQuery } from "@/api/dashboard/get-daily-insights";
import { dashboardSummaryQuery } from "@/api/dashboard/get-dashboard-summary";
import { journalEntriesQuery } from "@/api/journal/get-journal-entries";
import { prefetchSignedIn } from "@/api/prefetch";
import HomePage from "@/features/home/home-page";
import { AppLayout } from "./layout";

// Every page is its own chunk, so each route loads only what it needs. The home page, the most
// visited first page, is part of the entry: it hydrates without waiting for another chunk. A page
// whose first screen depends on the API starts those reads beside its chunk rather than after it
// (the journal's `paid` only sets how its page observers poll, so any value fetches the same page).
const page = (load: () => Promise<{ default: React.ComponentType }>, prefetch?: () => void) => {
  const Component = lazy(() => {
    prefetch?.();
    return load();
  });
  return <Component />;
};

// Shared by the browser router (main.tsx) and the build-time prerender (prerender.tsx). A
// declarative router (BrowserRouter, StaticRouter) rather than a data router: no page uses loaders
// or actions, and the data router is 15 KB (gzip) of the first load (docs/decisions/0053).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "/auth", element: page(() => import("@/features/auth/auth-page")) },
      { path: "/reset-password", element: page(() => import("@/features/auth/reset-password-page")) },
      { path: "/assessment", element: page(() => import("@/features/assessment/assessment-page")) },
      { path: "/assessment-followup", element: page(() => import("@/features/assessment/followup-page")) },
      { path: "/assessment-results", element: page(() => import("@/features/assessment/results-page")) },
      { path: "/enhanced-results", element: page(() => import("@/features/assessment/enhanced-results-page")) },
      {
        path: "/dashboard",
        element: page(
          () => import("@/features/dashboard/dashboard-page"),
          () =>
            prefetchSignedIn((client) => [
              client.prefetchQuery(assessmentsQuery()),
              client.prefetchQuery(dashboardSummaryQuery()),
              client.prefetchQuery(dailyInsightsQuery()),
              client.prefetchInfiniteQuery(journalEntriesQuery(false)),
            ]),
        ),
      },
      { path: "/chat", element: page(() => import("@/features/chat/chat-page")) },
      {
        path: "/diary",
        element: page(
          () => import("@/features/diary/diary-page"),
          () => prefetchSignedIn((client) => [client.prefetchInfiniteQuery(journalEntriesQuery(false))]),
        ),
      },
      { path: "/coaching", element: page(() => import("@/features/coaching/coaching-page")) },
      { path: "/insights", element: page(() => import("@/features/insights/insights-page")) },
      { path: "/pricing", element: page(() => import("@/features/pricing/pricing-page")) },
      { path: "/settings", element: page(() => import("@/features/settings/settings-page")) },
      { path: "/safety", element: page(() => import("@/features/safety/safety-page")) },
      { path: "/terms", element: page(() => import("@/features/static-pages/legal-page")) },
      { path: "/cookies", element: page(() => import("@/features/static-pages/legal-page")) },
      { path: "/disclaimer", element: page(() => import("@/features/static-pages/legal-page")) },
      { path: "/privacy", element: page(() => import("@/features/static-pages/privacy-page")) },
      { path: "/about", element: page(() => import("@/features/static-pages/about-page")) },
      { path: "/contact", element: page(() => import("@/features/static-pages/contact-page")) },
      { path: "/help", element: page(() => import("@/features/static-pages/help-center-page")) },
      { path: "/community", element: page(() => import("@/features/static-pages/help-center-page")) },
      { path: "/resources", element: page(() => import("@/features/static-pages/help-center-page")) },
      { path: "*", element: page(() => import("@/features/static-pages/not-found-page")) },
    ],
  },
];

/** The page for the current location, inside the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}
