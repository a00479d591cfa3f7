// Celebration after a diary save: canvas-confetti, loaded only when first needed.
export const CONFETTI_DURATION_MS = 3000;
export const CONFETTI_PARTICLES = 50;
export const CONFETTI_COLOURS = ["#f43f5e", "#f97316", "#facc15", "#22c55e", "#14b8a6", "#3b82f6", "#8b5cf6", "#ec4899"] as const;

export const prefersReducedMotion = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** 50 particles in eight colours, falling for about 3 s; nothing at all under prefers-reduced-motion. */
export async function fireConfetti(durationMs = CONFETTI_DURATION_MS): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import("canvas-confetti");
    await confetti({
      particleCount: CONFETTI_PARTICLES,
      spread: 80,
      startVelocity: 35,
      origin: { y: 0.6 },
      colors: [...CONFETTI_COLOURS],
      // canvas-confetti animates per frame: ~60 ticks a second.
      ticks: Math.round((durationMs / 1000) * 60),
      disableForReducedMotion: true,
      zIndex: 1000,
    });
  } catch {
    // Decoration only: a failed chunk load must not disturb the save.
  }
}
