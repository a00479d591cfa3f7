// Where a reminder's click lands: "/?diary=open" opens the diary overlay (from a new window, or as
// a message from the service worker to a window already open); other app paths are navigated to.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { openDiaryOverlay } from "@/lib/diary-overlay";

const DIARY_PARAM = "diary";

export function NotificationLinks() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(DIARY_PARAM) !== "open") return;
    params.delete(DIARY_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true });
    openDiaryOverlay();
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== "clearday:open" || typeof data.url !== "string" || !data.url.startsWith("/")) return;
      // The diary opens over whatever page the person is on.
      if (new URL(data.url, window.location.origin).searchParams.get(DIARY_PARAM) === "open") openDiaryOverlay();
      else navigate(data.url);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);

  return null;
}
