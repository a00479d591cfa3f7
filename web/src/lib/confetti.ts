// Celebration after a diary save: canvas-confetti, loaded only when first needed, drawing on the
// app's own canvas on the main thread. Its default instance draws from a blob: worker, which the
// CSP's `worker-src 'self'` (worker/lib/security-headers.ts) rightly blocks, so it never fired.
import type { CreateTypes } from "canvas-confetti";

export const CONFETTI_DURATION_MS = 3000;
export const CONFETTI_PARTICLES = 50;
export const CONFETTI_COLOURS = ["#f43f5e", "#f97316", "#facc15", "#22c55e", "#14b8a6", "#3b82f6", "#8b5cf6", "#ec4899"] as const;

export const prefersReducedMotion = () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

let cannon: Promise<{ fire: CreateTypes; canvas: HTMLCanvasElement }> | null = null;

/** One full-window canvas above the page that never takes a click, made on first use. */
function appCannon() {
  cannon ??= import("canvas-confetti").then(({ default: confetti }) => {
    const canvas = document.createElement("canvas");
    canvas.dataset.testid = "confetti-canvas";
    canvas.setAttribute("aria-hidden", "true");
    Object.assign(canvas.style, { position: "fixed", inset: "0", width: "100%", height: "100%", pointerEvents: "none", zIndex: "1000" });
    document.body.appendChild(canvas);
    return { fire: confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true }), canvas };
  });
  return cannon;
}

/** 50 particles in eight colours, falling for about 3 s; nothing at all under prefers-reduced-motion. */
export async function fireConfetti(durationMs = CONFETTI_DURATION_MS): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { fire, canvas } = await appCannon();
    if (!canvas.isConnected) document.body.appendChild(canvas);
    // A count of bursts for tests (and a person's dev tools): the canvas itself is cleared after.
    canvas.dataset.bursts = String(Number(canvas.dataset.bursts ?? 0) + 1);
    await fire({
      particleCount: CONFETTI_PARTICLES,
      spread: 80,
      startVelocity: 35,
      origin: { y: 0.6 },
      colors: [...CONFETTI_COLOURS],
      // canvas-confetti animates per frame: ~60 ticks a second.
      ticks: Math.round((durationMs / 1000) * 60),
    });
  } catch {
    // Decoration only: a failed chunk load must not disturb the save.
    cannon = null;
  }
}
