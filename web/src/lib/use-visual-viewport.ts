import { useEffect } from "react";

/**
 * Keeps `--visual-viewport-height` on <html> equal to the visible height, so a full-height view
 * (the chat) ends above a phone's on-screen keyboard, which shrinks the visual viewport but not
 * the layout viewport on iOS. Removed again when the view unmounts.
 */
export function useVisualViewportHeight() {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty("--visual-viewport-height", `${viewport.height}px`);
    update();
    viewport.addEventListener("resize", update);
    return () => {
      viewport.removeEventListener("resize", update);
      root.style.removeProperty("--visual-viewport-height");
    };
  }, []);
}
