// The learned screen at run time: reads the weights trained by `npm run safety:train`
// (scripts/safety/train.ts) and scores a text. Pure and synchronous; no I/O.
//
// Model: each word contributes its hashed features (a learned row each) and its word vector
// projected to D dimensions (precomputed at training time from GloVe vectors, so a word never
// seen in training still lands near its meaning). A window of words is the mean of its feature
// rows plus a linear map of the mean and max of its projected vectors, through a ReLU layer to six
// classes. A text's score is its most worrying window, so a risk buried in a long entry counts
// as much as a short message.
import { RULE_SIGNALS } from "../rules/signals";
import { encode, fnv, windows, type ConceptOf, type Encoded } from "./features";
import { hasRiskWord } from "./risk-words";
import { BOUNDARY } from "./tokens";

export const CLASSES = ["none", "distress", "suicide", "self-harm", "danger-from-others", "harm-others"] as const;
export type ClassName = (typeof CLASSES)[number];
export type AcuteClass = Exclude<ClassName, "none" | "distress">;

const MAGIC = "CDS1";

export interface Thresholds {
  /** The crisis protocol from the learned layer alone. */
  acute: number;
  /** The same for a text with a risk word (risk-words.ts); absent in weights calibrated before it. */
  acuteWithRiskWord?: number;
  /** The grey zone: a careful reply, for a text with a risk word. */
  concern: number;
  /** Distress from the learned layer (the rules give most of it). */
  distress: number;
}

export interface ModelMeta {
  version: 1;
  classes: string[];
  /** Hidden units. */
  H: number;
  /** Projected word-vector dimensions. */
  D: number;
  /** Convolution filters (width 3) over the projected vectors. */
  K: number;
  /** Rule signals read (rules/signals.ts). */
  R: number;
  /** Words per window. */
  window: number;
  features: number;
  vocab: number;
  /** Words that carry a concept (the concept table's size). */
  conceptWords: number;
  thresholds: Thresholds;
  /** sha-256 of the training corpus, to tell stale weights from current ones. */
  corpus: string;
  /** sha-256 of the calibration set the acute thresholds were chosen on (scripts/safety/calibrate.ts). */
  calibration?: string;
  seed: number;
}

export interface Model {
  meta: ModelMeta;
  featIndex: Map<number, number>;
  featScale: Float32Array;
  featRows: Int8Array;
  vocabIndex: Map<number, number>;
  vocabScale: Float32Array;
  vocabRows: Int8Array;
  /** A word's concepts (64-bit mask in two halves), by the word's hash. */
  concepts: Map<number, readonly [number, number]>;
  Kc: Float32Array; // K x 3 x D
  bc: Float32Array;
  We: Float32Array; // H x 2D
  Wc: Float32Array; // H x K
  Wr: Float32Array; // H x R
  b1: Float32Array;
  Wo: Float32Array; // C x H
  bo: Float32Array;
}

export interface Scores {
  /** Probability that the most worrying window is acute (any acute class). */
  acute: number;
  /** Probability that the most worrying window is distress or acute. */
  concern: number;
  /** The most likely acute class in that window. */
  category: AcuteClass;
}

class Reader {
  off = 0;
  constructor(
    readonly bytes: Uint8Array,
    readonly view: DataView,
  ) {}
  align() {
    this.off = (this.off + 3) & ~3;
  }
  u32(): number {
    const v = this.view.getUint32(this.off, true);
    this.off += 4;
    return v;
  }
  take(n: number): Uint8Array {
    if (this.off + n > this.bytes.length) throw new Error("truncated");
    const out = this.bytes.subarray(this.off, this.off + n);
    this.off += n;
    return out;
  }
  u32s(n: number): Uint32Array {
    this.align();
    return new Uint32Array(copy(this.take(4 * n)).buffer);
  }
  f32s(n: number): Float32Array {
    this.align();
    return new Float32Array(copy(this.take(4 * n)).buffer);
  }
  i8s(n: number): Int8Array {
    return new Int8Array(copy(this.take(n)).buffer);
  }
}

function copy(b: Uint8Array): Uint8Array {
  return new Uint8Array(b); // an aligned copy (typed-array views need aligned offsets)
}

export function checksum(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] as number;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Each key's position: a weight table's row for a hashed word or feature. */
export function keyIndex(keys: Uint32Array): Map<number, number> {
  const m = new Map<number, number>();
  for (let i = 0; i < keys.length; i++) m.set(keys[i] as number, i);
  return m;
}

/** The same weights with another meta (thresholds chosen after training): the header is re-encoded, the rest kept. */
export function withMeta(bytes: Uint8Array, meta: ModelMeta): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const oldEnd = (8 + view.getUint32(4, true) + 3) & ~3;
  const metaBytes = new TextEncoder().encode(JSON.stringify(meta));
  const start = (8 + metaBytes.length + 3) & ~3;
  const rest = bytes.subarray(oldEnd, bytes.length - 4);
  const out = new Uint8Array(start + rest.length + 4);
  out.set(bytes.subarray(0, 4));
  new DataView(out.buffer).setUint32(4, metaBytes.length, true);
  out.set(metaBytes, 8);
  out.set(rest, start);
  new DataView(out.buffer).setUint32(out.length - 4, checksum(out.subarray(0, out.length - 4)), true);
  return out;
}

/** Parses weights; throws on anything malformed (bad magic, sizes, checksum or values). */
export function parseModel(bytes: Uint8Array): Model {
  if (bytes.length < 16) throw new Error("too short");
  const body = bytes.subarray(0, bytes.length - 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(bytes.length - 4, true) !== checksum(body)) throw new Error("checksum mismatch");
  const r = new Reader(body, new DataView(body.buffer, body.byteOffset, body.byteLength));
  if (new TextDecoder().decode(r.take(4)) !== MAGIC) throw new Error("not a screen model");
  const metaLen = r.u32();
  const meta = JSON.parse(new TextDecoder().decode(r.take(metaLen))) as ModelMeta;
  const { H, D, K, R, features: F, vocab: V, conceptWords: Q } = meta;
  if (
    meta.version !== 1 ||
    meta.classes.join() !== CLASSES.join() ||
    R !== RULE_SIGNALS ||
    ![H, D, K, meta.window].every((n) => Number.isInteger(n) && n > 0) ||
    ![F, V, Q].every((n) => Number.isInteger(n) && n >= 0)
  ) {
    throw new Error("unexpected model shape");
  }
  const C = CLASSES.length;
  const model: Model = {
    meta,
    featIndex: keyIndex(r.u32s(F)),
    featScale: r.f32s(F),
    featRows: r.i8s(F * H),
    vocabIndex: new Map(),
    vocabScale: new Float32Array(0),
    vocabRows: new Int8Array(0),
    concepts: new Map(),
    Kc: new Float32Array(0),
    bc: new Float32Array(0),
    We: new Float32Array(0),
    Wc: new Float32Array(0),
    Wr: new Float32Array(0),
    b1: new Float32Array(0),
    Wo: new Float32Array(0),
    bo: new Float32Array(0),
  };
  model.vocabIndex = keyIndex(r.u32s(V));
  model.vocabScale = r.f32s(V);
  model.vocabRows = r.i8s(V * D);
  const conceptKeys = r.u32s(Q);
  const lo = r.u32s(Q);
  const hi = r.u32s(Q);
  for (let i = 0; i < Q; i++) model.concepts.set(conceptKeys[i]!, [lo[i]!, hi[i]!]);
  model.Kc = r.f32s(K * 3 * D);
  model.bc = r.f32s(K);
  model.We = r.f32s(H * 2 * D);
  model.Wc = r.f32s(H * K);
  model.Wr = r.f32s(H * R);
  model.b1 = r.f32s(H);
  model.Wo = r.f32s(C * H);
  model.bo = r.f32s(C);
  r.align();
  if (r.off !== body.length) throw new Error("unexpected trailing bytes");
  for (const a of [model.featScale, model.vocabScale, model.Kc, model.bc, model.We, model.Wc, model.Wr, model.b1, model.Wo, model.bo]) {
    for (const x of a) if (!Number.isFinite(x)) throw new Error("non-finite weight");
  }
  return model;
}

/**
 * Past this many words (about 2,000 characters), only the stretches of text around a word of
 * death, a method, self-harm or danger are scored. Scoring every window costs time in proportion
 * to the text (a 100 KB import took a fifth of a second); the rules still read every word.
 */
export const FOCUS_AFTER_WORDS = 400;

/** Words before a window that its features read: the previous word, a negation (3), concepts in reach (12). */
const CONTEXT_WORDS = 13;

/**
 * Scores the windows of a text and returns its most worrying one; null when none was scored.
 * `focus` (by default past FOCUS_AFTER_WORDS words) scores only windows that hold a risk word,
 * each exactly as a full pass would.
 */
export function score(model: Model, tokens: string[], signals: Float32Array, focus?: boolean): Scores | null {
  const conceptOf: ConceptOf = (word) => model.concepts.get(fnv(word)) ?? null;
  const wordAt: number[] = [];
  tokens.forEach((t, i) => t !== "" && !BOUNDARY.has(t) && wordAt.push(i));
  const n = wordAt.length;
  if (n === 0) return null;
  const size = model.meta.window;
  if (!(focus ?? n > FOCUS_AFTER_WORDS)) return scoreWindows(model, encode(tokens, conceptOf), windows(n, size), signals);
  const words = wordAt.map((i) => tokens[i]!);
  // As in a full pass: the class of the most acute window, and the highest concern of any. Each
  // window is encoded with the words its features read (CONTEXT_WORDS before it, one after it for
  // the convolution); a window repeated with its context ("kill kill kill ...") is scored once.
  const scored = new Map<string, Scores | null>();
  let best: Scores | null = null;
  let concern = 0;
  for (const [a, b] of windows(n, size)) {
    if (!hasRiskWord(words.slice(a, b))) continue;
    const start = Math.max(0, a - CONTEXT_WORDS);
    const slice = tokens.slice(wordAt[start]!, b < n ? wordAt[b]! + 1 : tokens.length);
    const key = `${a - start} ${slice.join(" ")}`;
    let s = scored.get(key);
    if (s === undefined) {
      s = scoreWindows(model, encode(slice, conceptOf), [[a - start, b - start]], signals);
      scored.set(key, s);
    }
    if (!s) continue;
    concern = Math.max(concern, s.concern);
    if (!best || s.acute > best.acute) best = s;
  }
  return best && { ...best, concern };
}

/** The most worrying of the given windows of an encoded text. */
function scoreWindows(model: Model, enc: Encoded, spans: readonly [number, number][], signals: Float32Array): Scores | null {
  const n = enc.words.length;
  if (n === 0 || spans.length === 0) return null;
  const { H, D, K, R } = model.meta;
  const C = CLASSES.length;
  // The rule signals are the same for every window.
  const fromRules = new Float32Array(H);
  for (let j = 0; j < H; j++) for (let q = 0; q < R; q++) if (signals[q]) fromRules[j]! += model.Wr[j * R + q]! * signals[q]!;
  const { proj, known } = projections(model, enc);
  const conv = convolve(model, proj, n);
  const pre = new Float32Array(H);
  const emb = new Float32Array(2 * D);
  const cmax = new Float32Array(K);
  const hid = new Float32Array(H);
  const logits = new Float64Array(C);
  let bestAcute = -1;
  let bestConcern = 0;
  let bestCat = 2;
  for (const [a, b] of spans) {
    windowInput(model, enc, proj, known, conv, a, b, pre, emb, cmax);
    for (let j = 0; j < H; j++) {
      let s = pre[j]! + model.b1[j]! + fromRules[j]!;
      const off = j * 2 * D;
      for (let k = 0; k < 2 * D; k++) s += model.We[off + k]! * emb[k]!;
      const oc = j * K;
      for (let f = 0; f < K; f++) s += model.Wc[oc + f]! * cmax[f]!;
      hid[j] = s > 0 ? s : 0;
    }
    let max = -Infinity;
    for (let c = 0; c < C; c++) {
      let s = model.bo[c]!;
      const off = c * H;
      for (let j = 0; j < H; j++) s += model.Wo[off + j]! * hid[j]!;
      logits[c] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let c = 0; c < C; c++) sum += logits[c] = Math.exp(logits[c]! - max);
    const acute = (logits[2]! + logits[3]! + logits[4]! + logits[5]!) / sum;
    const concern = acute + logits[1]! / sum;
    if (concern > bestConcern) bestConcern = concern;
    if (acute > bestAcute) {
      bestAcute = acute;
      bestCat = 2;
      for (let c = 3; c < C; c++) if (logits[c]! > logits[bestCat]!) bestCat = c;
    }
  }
  return { acute: bestAcute, concern: bestConcern, category: CLASSES[bestCat] as AcuteClass };
}

/** Each word's projected vector (zeros when it has none), and which words have one. */
function projections(model: Model, enc: Encoded): { proj: Float32Array; known: Uint8Array } {
  const { D } = model.meta;
  const n = enc.words.length;
  const proj = new Float32Array(n * D);
  const known = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = model.vocabIndex.get(enc.key[i]!) ?? (enc.key2[i] ? model.vocabIndex.get(enc.key2[i]!) : undefined);
    if (r === undefined) continue;
    known[i] = 1;
    const sc = model.vocabScale[r]!;
    for (let k = 0; k < D; k++) proj[i * D + k] = model.vocabRows[r * D + k]! * sc;
  }
  return { proj, known };
}

/** The width-3 convolution over the whole text, before ReLU (n x K). */
function convolve(model: Model, proj: Float32Array, n: number): Float32Array {
  const { D, K } = model.meta;
  const out = new Float32Array(n * K);
  for (let i = 0; i < n; i++) {
    for (let f = 0; f < K; f++) {
      let s = model.bc[f]!;
      for (let o = -1; o <= 1; o++) {
        const t = i + o;
        if (t < 0 || t >= n) continue;
        const ko = (f * 3 + o + 1) * D;
        const po = t * D;
        for (let k = 0; k < D; k++) s += model.Kc[ko + k]! * proj[po + k]!;
      }
      out[i * K + f] = s;
    }
  }
  return out;
}

/** A window's mean feature row (pre), mean and max projected vector (emb) and max convolution (cmax). */
function windowInput(
  model: Model,
  enc: Encoded,
  proj: Float32Array,
  known: Uint8Array,
  conv: Float32Array,
  a: number,
  b: number,
  pre: Float32Array,
  emb: Float32Array,
  cmax: Float32Array,
) {
  const { H, D, K } = model.meta;
  pre.fill(0);
  emb.fill(0);
  const from = enc.start[a]!;
  const to = enc.start[b]!;
  for (let f = from; f < to; f++) {
    const r = model.featIndex.get(enc.feats[f]!);
    if (r === undefined) continue;
    const sc = model.featScale[r]!;
    const off = r * H;
    for (let j = 0; j < H; j++) pre[j]! += model.featRows[off + j]! * sc;
  }
  const count = to - from;
  if (count > 0) for (let j = 0; j < H; j++) pre[j]! /= count;
  let seen = 0;
  for (let i = a; i < b; i++) {
    if (!known[i]) continue;
    for (let k = 0; k < D; k++) {
      const v = proj[i * D + k]!;
      emb[k]! += v;
      if (seen === 0 || v > emb[D + k]!) emb[D + k] = v;
    }
    seen++;
  }
  if (seen > 0) for (let k = 0; k < D; k++) emb[k]! /= seen;
  for (let f = 0; f < K; f++) {
    let m = 0;
    for (let i = a; i < b; i++) {
      const z = conv[i * K + f]!;
      if (z > m) m = z;
    }
    cmax[f] = m;
  }
}

export { fnv };
