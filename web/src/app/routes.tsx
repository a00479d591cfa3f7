import { lazy, type ReactElement } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { AppLayout } from "./layout";

// Every page is its own chunk, so each route loads only what it needs. The landing pages paint
// from prerendered HTML, so the entry stays small and the page's chunk loads beside it.
type PageModule = { default: React.ComponentType };
type PreloadablePage = React.ComponentType & { preload: () => Promise<void> };

/** A lazily loaded page that can also be loaded ahead of rendering (see `preloadPage`). */
const page = (load: () => Promise<PageModule>) => {
  let Loaded: React.ComponentType | null = null;
  const preload = async () => {
    Loaded = (await load()).default;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  const Page: PreloadablePage = Object.assign(() => (Loaded ? <Loaded /> : <Lazy />), { preload });
  return <Page />;
};

// Shared by the browser router (main.tsx) and the build-time prerender (prerender.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: page(() => import("@/features/home/home-page")) },
      { path: "/auth", element: page(() => import("@/features/auth/auth-page")) },
      { path: "/reset-password", element: page(() => import("@/features/auth/reset-password-page")) },
      { path: "/assessment", element: page(() => import("@/features/assessment/assessment-page")) },
      { path: "/assessment-followup", element: page(() => import("@/features/assessment/followup-page")) },
      { path: "/assessment-results", element: page(() => import("@/features/assessment/results-page")) },
      { path: "/enhanced-results", element: page(() => import("@/features/assessment/enhanced-results-page")) },
      { path: "/dashboard", element: page(() => import("@/features/dashboard/dashboard-page")) },
      { path: "/chat", element: page(() => import("@/features/chat/chat-page")) },
      { path: "/diary", element: page(() => import("@/features/diary/diary-page")) },
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

/**
 * Loads the code of the page at `pathname` before the app hydrates it, so hydration finishes in
 * one pass: a tap during it is then handled at once, where a page still waiting for its code
 * would drop it.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.element as ReactElement | undefined;
  const type = leaf?.type as Partial<PreloadablePage> | undefined;
  await type?.preload?.();
}
