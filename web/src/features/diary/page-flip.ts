import { PAGE_FLIP_MS, PAGE_FLIP_SWAP_MS } from "@shared/diary";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { prefersReducedMotion } from "@/lib/confetti";

/**
 * Browsing past entries with a page turn: the turn lasts 0.6 s, the shown entry changes half-way
 * (0.3 s), and the buttons are disabled throughout. Under reduced motion the page does not move.
 */
export function usePageFlip(page: RefObject<HTMLElement | null>, setIndex: (index: number) => void) {
  const [flipping, setFlipping] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const flipTo = useCallback(
    (index: number, direction: 1 | -1) => {
      if (flipping) return;
      setFlipping(true);
      if (!prefersReducedMotion() && page.current?.animate) {
        const turn = `perspective(1600px) rotateY(${direction * -88}deg)`;
        page.current.animate([{ transform: "perspective(1600px) rotateY(0deg)" }, { transform: turn, offset: 0.5 }, { transform: "perspective(1600px) rotateY(0deg)" }], {
          duration: PAGE_FLIP_MS,
          easing: "ease-in-out",
        });
      }
      timers.current.push(
        setTimeout(() => setIndex(index), PAGE_FLIP_SWAP_MS),
        setTimeout(() => setFlipping(false), PAGE_FLIP_MS),
      );
    },
    [flipping, page, setIndex],
  );

  return { flipping, flipTo };
}
