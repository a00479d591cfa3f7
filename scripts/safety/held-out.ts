// Scores of the measured rounds by models that never saw them (train.ts, cross-fitting), kept
// beside the calibration set so that calibrate.ts can choose thresholds on them after the shipped
// model has been trained on those very rounds. Keyed by a hash of the text: the texts themselves
// are in the rounds' files.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Scores } from "../../worker/safety/classifier";
import { root } from "../../worker/safety/corpus/load";

export const HELD_OUT_FILE = join(root, "worker/safety/calibration/held-out-scores.json");

type TextScores = (Scores & { words: number; riskWord: boolean }) | null;

export interface HeldOutScores {
  /** The rounds trained on, each scored by the model trained without its group. */
  rounds: string[];
  scores: Record<string, TextScores>;
}

const keyOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function writeHeldOut(h: HeldOutScores): void {
  const scores: Record<string, TextScores> = {};
  for (const [text, s] of Object.entries(h.scores)) scores[keyOf(text)] = s && { ...s, acute: round4(s.acute), concern: round4(s.concern) };
  writeFileSync(HELD_OUT_FILE, `${JSON.stringify({ rounds: h.rounds, scores }, null, 0)}\n`);
  console.log(`wrote ${HELD_OUT_FILE}: ${Object.keys(scores).length} texts of ${h.rounds.length} rounds`);
}

/** A text's held-out scores: undefined when it was not trained on (the shipped model's scores count). */
export function heldOutScores(): (text: string) => TextScores | undefined {
  const h = existsSync(HELD_OUT_FILE) ? (JSON.parse(readFileSync(HELD_OUT_FILE, "utf8")) as HeldOutScores) : { rounds: [], scores: {} };
  return (text) => h.scores[keyOf(text)];
}
