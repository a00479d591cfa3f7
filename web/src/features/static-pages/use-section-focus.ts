import { useEffect } from "react";

/**
 * Scrolls to the element with id `target` and moves focus there, so keyboard and screen-reader
 * users land where the link promised. `key` (the location's) repeats it on every click of the
 * same link.
 */
export function useSectionFocus(target: string | undefined, key?: string) {
  useEffect(() => {
    if (!target) return;
    const el = document.getElementById(target);
    if (!el) return;
    el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, [target, key]);
}
