import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

// What react-router's <ScrollRestoration> did under the data router, for the declarative router:
// a new page starts at its top (or at its #hash), and Back/Forward and a reload return to where
// the person was on that entry. Positions live in sessionStorage by history entry.
const STORAGE_KEY = "clearday-scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const key = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      (positions.current ??= readPositions())[key.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? readPositions()));
      } catch {
        // storage full or unavailable: positions are a nicety
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = (positions.current ??= readPositions())[location.key];
    if (navigationType === "POP" && typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
