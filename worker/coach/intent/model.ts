// The learned intent layer at run time: a multinomial logistic regression over the pooled word
// vectors and the hashed features of a text (features.ts), trained by `npm run coach:train`
// (scripts/coach/train-intent.ts). Pure and synchronous; no I/O. See
// docs/decisions/0113-coach-intent-model.md.
import { keyIndex } from "../../safety/classifier/model";
import { fnv, pooledWords, sentences, sparseFeatures, tokens } from "./features";

export const INTENT_CLASSES = [
  "none",
  "delete-entries",
  "export",
  "privacy",
  "cancel-plan",
  "change-plan",
  "what-is-mindy",
  "memory",
  "crisis-help",
  "medical",
  "substance",
  "eating",
  "trauma",
] as const;
export type IntentClass = (typeof INTENT_CLASSES)[number];
export const APP_CLASSES = INTENT_CLASSES.slice(1, 9);
export const CARE_CLASSES = INTENT_CLASSES.slice(9);

export interface IntentMeta {
  version: 1;
  classes: string[];
  /** Word-vector dimensions (whitened principal components of GloVe 100d). */
  D: number;
  vocab: number;
  features: number;
  /** Hidden units over the pooled word vectors (0: none). */
  H: number;
  /** Least probability for an app topic and for a care topic (chosen by cross-validation). */
  thresholds: { app: number; care: number };
  /** sha-256 of the training texts and labels, to tell stale weights from current ones. */
  corpus: string;
  seed: number;
}

export interface IntentModel {
  meta: IntentMeta;
  vocabIndex: Map<number, number>;
  vocabScale: Float32Array;
  vocabRows: Int8Array;
  featIndex: Map<number, number>;
  featScale: Float32Array;
  featRows: Int8Array;
  /** C x 2D: weights of the mean and the max of the word vectors. */
  Wd: Float32Array;
  b: Float32Array;
  /** H x 2D, H, C x H: the hidden layer over the pooled word vectors. */
  W1: Float32Array;
  b1: Float32Array;
  Wo: Float32Array;
}

export interface Intent {
  topic: IntentClass;
  p: number;
}

/** Reads weights; throws on anything malformed. */
export function parseIntentModel(meta: IntentMeta, bytes: Uint8Array): IntentModel {
  const C = INTENT_CLASSES.length;
  const { D, vocab: V, features: F, H } = meta;
  if (meta.version !== 1 || meta.classes.join() !== INTENT_CLASSES.join() || ![D, V, F].every((n) => Number.isInteger(n) && n > 0) || !(Number.isInteger(H) && H >= 0)) {
    throw new Error("unexpected model shape");
  }
  const need = 4 * (V + V + F + F + C * 2 * D + C + H * 2 * D + H + C * H) + V * D + F * C;
  if (bytes.length !== need) throw new Error(`expected ${need} bytes, got ${bytes.length}`);
  const buf = new Uint8Array(bytes).buffer; // an aligned copy
  let off = 0;
  const u32 = (n: number) => {
    const a = new Uint32Array(buf, off, n);
    off += 4 * n;
    return a;
  };
  const f32 = (n: number) => {
    const a = new Float32Array(buf, off, n);
    off += 4 * n;
    return a;
  };
  const i8 = (n: number) => {
    const a = new Int8Array(buf, off, n);
    off += n;
    return a;
  };
  const model: IntentModel = {
    meta,
    vocabIndex: keyIndex(u32(V)),
    vocabScale: f32(V),
    featIndex: keyIndex(u32(F)),
    featScale: f32(F),
    Wd: f32(C * 2 * D),
    b: f32(C),
    W1: f32(H * 2 * D),
    b1: f32(H),
    Wo: f32(C * H),
    vocabRows: i8(V * D),
    featRows: i8(F * C),
  };
  for (const a of [model.vocabScale, model.featScale, model.Wd, model.b, model.W1, model.b1, model.Wo])
    for (const x of a) if (!Number.isFinite(x)) throw new Error("non-finite weight");
  return model;
}

/** Class probabilities for one token list. */
export function probabilities(model: IntentModel, toks: string[]): Float64Array {
  const C = INTENT_CLASSES.length;
  const { D, H } = model.meta;
  const logits = new Float64Array(C);
  for (let c = 0; c < C; c++) logits[c] = model.b[c]!;
  // Pooled word vectors.
  const mean = new Float64Array(D);
  const max = new Float64Array(D);
  let seen = 0;
  for (const w of pooledWords(toks)) {
    const r = model.vocabIndex.get(fnv(w));
    if (r === undefined) continue;
    const sc = model.vocabScale[r]!;
    for (let k = 0; k < D; k++) {
      const v = model.vocabRows[r * D + k]! * sc;
      mean[k]! += v;
      if (seen === 0 || v > max[k]!) max[k] = v;
    }
    seen++;
  }
  if (seen > 0) {
    for (let k = 0; k < D; k++) mean[k]! /= seen;
    for (let c = 0; c < C; c++) {
      let s = 0;
      const o = c * 2 * D;
      for (let k = 0; k < D; k++) s += model.Wd[o + k]! * mean[k]! + model.Wd[o + D + k]! * max[k]!;
      logits[c]! += s;
    }
  }
  // The hidden layer (its bias counts even without vectors, as in training).
  for (let j = 0; j < H; j++) {
    let s = model.b1[j]!;
    const o = j * 2 * D;
    if (seen > 0) for (let k = 0; k < D; k++) s += model.W1[o + k]! * mean[k]! + model.W1[o + D + k]! * max[k]!;
    if (s <= 0) continue;
    for (let c = 0; c < C; c++) logits[c]! += model.Wo[c * H + j]! * s;
  }
  // Hashed features, each worth 1/sqrt(count).
  const feats = sparseFeatures(toks);
  const value = feats.length > 0 ? 1 / Math.sqrt(feats.length) : 0;
  for (const f of feats) {
    const r = model.featIndex.get(f);
    if (r === undefined) continue;
    const sc = model.featScale[r]! * value;
    for (let c = 0; c < C; c++) logits[c]! += model.featRows[r * C + c]! * sc;
  }
  let m = -Infinity;
  for (let c = 0; c < C; c++) if (logits[c]! > m) m = logits[c]!;
  let sum = 0;
  for (let c = 0; c < C; c++) sum += logits[c] = Math.exp(logits[c]! - m);
  for (let c = 0; c < C; c++) logits[c]! /= sum;
  return logits;
}

/**
 * The most likely topic (not "none") of a text among `among`, and its probability: the best over the
 * whole text and each of its sentences, so a question in a longer message still counts.
 */
export function bestTopic(model: IntentModel, text: string, among: readonly IntentClass[]): Intent | null {
  const parts = [tokens(text)];
  const split = sentences(text);
  if (split.length > 1) parts.push(...split.slice(0, 12));
  let best: Intent | null = null;
  for (const toks of parts) {
    if (toks.length === 0) continue;
    const p = probabilities(model, toks);
    for (const topic of among) {
      const q = p[INTENT_CLASSES.indexOf(topic)]!;
      if (!best || q > best.p) best = { topic, p: q };
    }
  }
  return best;
}
