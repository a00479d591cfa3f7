import { lazy, Suspense, useEffect } from "react";
import { pageTitle } from "@shared/pages";
import { Outlet, useLocation } from "react-router";
import { ClientOnly } from "@/components/client-only";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { NotificationLinks } from "@/components/notification-links";
import { OfflineBanner } from "@/components/offline-banner";
import { PageLoader } from "@/components/page-loader";
import { useAuth } from "@/lib/auth";
import { useDiaryOverlayOpen } from "@/lib/diary-overlay";
import { markAppReady } from "@/lib/hydration";
import { ScrollRestoration } from "./scroll-restoration";

const DiaryOverlay = lazy(() => import("@/features/diary/diary-overlay"));
// The ambient sound bar lives in the layout so it keeps playing across pages.
const AudioBar = lazy(() => import("@/components/audio-bar/audio-bar"));

export function AppLayout() {
  const { isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  // Every page names its tab, so history, bookmarks and screen readers can tell them apart.
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  const diaryOpen = useDiaryOverlayOpen();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2">
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      {/* It follows preferences stored on this device, so it is not part of prerendered HTML. */}
      <ClientOnly>
        <AudioBar />
      </ClientOnly>
      <main id="main" className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <Footer />
      {isAuthenticated && diaryOpen && (
        <Suspense fallback={null}>
          <DiaryOverlay />
        </Suspense>
      )}
      <ClientOnly>
        <NotificationLinks />
      </ClientOnly>
      <ScrollRestoration />
    </div>
  );
}

/** Beside the page, inside its Suspense boundary: its effect runs once the first page has rendered or hydrated. */
function PageReady() {
  useEffect(markAppReady, []);
  return null;
}
