// The safety screen's labelled texts: the training corpus (worker/safety/corpus/*.json and the
// rules' own labelled phrases), the blind rounds (bench/safety-blind/*.json), never trained on
// until they have been measured once, and the calibration set: measured blind rounds that the
// thresholds are chosen on (worker/safety/calibration/*.json), plus everyday messages to the coach.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Label = "acute" | "distress" | "benign";
export const ACUTE_CATEGORIES = ["suicide", "self-harm", "danger-from-others", "harm-others"] as const;

export interface Labelled {
  text: string;
  label: Label;
  category?: string;
  lang?: string;
  kind?: string;
  /** Minimal pairs: the pair's number within its file. */
  pair?: number | null;
  /** The file the text came from (set when loading). */
  source?: string;
}

export interface BlindRound {
  file: string;
  round: string;
  date: string;
  phrases: Labelled[];
}

export const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const corpusDir = join(root, "worker/safety/corpus");
const rulesPhrases = join(root, "worker/safety/labelled-phrases.json");
const blindDir = join(root, "bench/safety-blind");
const calibrationDir = join(root, "worker/safety/calibration");
export const everydayFile = join(root, "bench/safety-everyday/messages.json");

function valid(p: unknown): p is Labelled {
  const x = p as Labelled;
  return typeof x?.text === "string" && x.text.trim() !== "" && ["acute", "distress", "benign"].includes(x.label);
}

function jsonFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")).sort().map((f) => join(dir, f)) : [];
}

/** The files the classifier is trained on, in a fixed order; ordinary messages to the coach are benign texts too. */
export function corpusFiles(): string[] {
  return [rulesPhrases, ...jsonFiles(corpusDir), everydayFile];
}

/** Every training text, de-duplicated by text (first label wins). */
export function loadCorpus(): Labelled[] {
  const seen = new Set<string>();
  const out: Labelled[] = [];
  for (const file of corpusFiles()) {
    const data = JSON.parse(readFileSync(file, "utf8")) as unknown;
    const items = Array.isArray(data) ? data : (data as { phrases?: unknown[] }).phrases ?? [];
    for (const p of items) {
      if (!valid(p)) throw new Error(`${file}: malformed item ${JSON.stringify(p).slice(0, 120)}`);
      const key = p.text.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...p, source: basename(file) });
    }
  }
  return out;
}

/** sha-256 over the corpus files' bytes: weights record it, and a test compares. */
export function corpusHash(): string {
  const h = createHash("sha256");
  for (const file of corpusFiles()) h.update(readFileSync(file));
  return h.digest("hex");
}


function loadRounds(dir: string, prefix = ""): BlindRound[] {
  return jsonFiles(dir)
    .filter((file) => basename(file).startsWith(prefix))
    .map((file) => {
      const data = JSON.parse(readFileSync(file, "utf8")) as { round: string; date: string; phrases: unknown[] };
      return { file, round: String(data.round), date: String(data.date), phrases: data.phrases.filter(valid) };
    });
}

export const loadBlindRounds = (): BlindRound[] => loadRounds(blindDir);

/** Measured blind rounds that are not trained on: the thresholds are chosen on them (scripts/safety/calibrate.ts). */
export const loadCalibrationRounds = (): BlindRound[] => loadRounds(calibrationDir, "round-");

/** Ordinary messages to the coach that are not trained on: the crisis replies they get are held to a budget. */
export const loadCalibrationEveryday = (): Labelled[] => loadRounds(calibrationDir, "everyday-").flatMap((r) => r.phrases);

/** Ordinary messages to the coach that are trained on as benign texts. */
export function loadEveryday(): Labelled[] {
  return (JSON.parse(readFileSync(everydayFile, "utf8")) as { phrases: Labelled[] }).phrases;
}

/** sha-256 over the calibration files' bytes: calibrated weights record it, and a test compares. */
export function calibrationHash(): string {
  const h = createHash("sha256");
  for (const file of jsonFiles(calibrationDir)) h.update(readFileSync(file));
  return h.digest("hex");
}
