// The learned screen's network in training: the same forward pass as
// worker/safety/classifier/model.ts in float32, with gradients and Adam. Plain loops on typed
// arrays: the model is small and a seeded, dependency-free trainer is what makes
// `npm run safety:train` reproducible to the bit (see decision 0015).
//
// Per word: hashed feature rows (H each) and the word vector projected to D dimensions (P).
// Per text: a width-3 convolution with K filters over the projected vectors.
// Per window [a, b): mean of its feature rows + We·[mean, max of projections] + Wc·[max of the
// convolution] -> ReLU (H) -> Wo -> softmax over the classes.
import type { Encoded } from "../../worker/safety/classifier/features";
import { DIMS } from "./embeddings";

export interface Example {
  enc: Encoded;
  /** Per word: row in the training vector table, or -1. */
  vec: Int32Array;
  /** The rules' signals for the whole text (rules/signals.ts). */
  signals: Float32Array;
  y: number;
  weight: number;
}

export interface NetShape {
  H: number;
  D: number;
  K: number;
  /** Rule signals. */
  R: number;
  C: number;
}

/** mulberry32: a small seeded PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Param {
  readonly w: Float32Array;
  readonly g: Float32Array;
  readonly m: Float32Array;
  readonly v: Float32Array;
  constructor(n: number, init: (i: number) => number) {
    this.w = Float32Array.from({ length: n }, (_, i) => init(i));
    this.g = new Float32Array(n);
    this.m = new Float32Array(n);
    this.v = new Float32Array(n);
  }
}

interface Row {
  w: Float32Array;
  m: Float32Array;
  v: Float32Array;
}

export interface TrainOptions {
  lr: number;
  decay: number;
  dropout: number;
}

export class Net {
  readonly P: Param; // D x DIMS
  readonly Kc: Param; // K x 3 x D
  readonly bc: Param; // K
  readonly We: Param; // H x 2D
  readonly Wc: Param; // H x K
  readonly Wr: Param; // H x R
  readonly b1: Param;
  readonly Wo: Param; // C x H
  readonly bo: Param;
  readonly rows = new Map<number, Row>();
  private readonly gRows = new Map<number, Float32Array>();
  private step = 0;
  private readonly rand: () => number;
  vectors: Float32Array;

  constructor(
    readonly shape: NetShape,
    vectors: Float32Array,
    allowed: Iterable<number>,
    seed: number,
  ) {
    const { H, D, K, R, C } = shape;
    this.vectors = vectors;
    this.rand = rng(seed);
    const gauss = () => {
      const u = Math.max(1e-12, this.rand());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.rand());
    };
    this.P = new Param(D * DIMS, () => gauss() * Math.sqrt(1 / DIMS));
    this.Kc = new Param(K * 3 * D, () => gauss() * Math.sqrt(2 / (3 * D)));
    this.bc = new Param(K, () => 0);
    this.We = new Param(H * 2 * D, () => gauss() * Math.sqrt(2 / (2 * D)));
    this.Wc = new Param(H * K, () => gauss() * Math.sqrt(2 / Math.max(1, K)));
    this.Wr = new Param(H * R, () => 0);
    this.b1 = new Param(H, () => 0);
    this.Wo = new Param(C * H, () => gauss() * Math.sqrt(1 / H));
    this.bo = new Param(C, () => 0);
    for (const f of allowed) this.rows.set(f, { w: new Float32Array(H), m: new Float32Array(H), v: new Float32Array(H) });
    this.xh = new Float32Array(H);
    this.emb = new Float32Array(2 * D);
    this.embArg = new Int32Array(D);
    this.cmax = new Float32Array(K);
    this.cArg = new Int32Array(K);
    this.pre = new Float32Array(H);
    this.hid = new Float32Array(H);
    this.mask = new Float32Array(H);
  }

  // Per example (prepare): projected vectors and convolution of the whole text.
  private ex: Example | null = null;
  private proj = new Float32Array(0); // n x D
  private conv = new Float32Array(0); // n x K, before ReLU
  // Per window (forward): inputs, argmaxes and activations for backward.
  private readonly xh: Float32Array;
  private readonly emb: Float32Array;
  private readonly embArg: Int32Array;
  private readonly cmax: Float32Array;
  private readonly cArg: Int32Array;
  private readonly pre: Float32Array;
  private readonly hid: Float32Array;
  private readonly mask: Float32Array;
  private known = 0;
  readonly probs = new Float64Array(8);

  private prepare(ex: Example): void {
    if (this.ex === ex) return;
    this.ex = ex;
    const { D, K } = this.shape;
    const n = ex.enc.words.length;
    if (this.proj.length < n * D) this.proj = new Float32Array(n * D);
    if (this.conv.length < n * K) this.conv = new Float32Array(n * K);
    const P = this.P.w;
    const proj = this.proj;
    for (let i = 0; i < n; i++) {
      const r = ex.vec[i]!;
      const po = i * D;
      if (r < 0) {
        proj.fill(0, po, po + D);
        continue;
      }
      const vo = r * DIMS;
      for (let k = 0; k < D; k++) {
        let s = 0;
        const o = k * DIMS;
        for (let d = 0; d < DIMS; d++) s += P[o + d]! * this.vectors[vo + d]!;
        proj[po + k] = s;
      }
    }
    const Kc = this.Kc.w;
    for (let i = 0; i < n; i++) {
      for (let f = 0; f < K; f++) {
        let s = this.bc.w[f]!;
        for (let o = -1; o <= 1; o++) {
          const t = i + o;
          if (t < 0 || t >= n) continue;
          const ko = (f * 3 + o + 1) * D;
          const po = t * D;
          for (let k = 0; k < D; k++) s += Kc[ko + k]! * proj[po + k]!;
        }
        this.conv[i * K + f] = s;
      }
    }
  }

  /** Forward pass over words [a, b); fills `probs`. With `opts`, applies dropout (training). */
  forward(ex: Example, a: number, b: number, opts?: TrainOptions): void {
    const { H, D, K, R, C } = this.shape;
    this.prepare(ex);
    const { xh, emb, embArg, cmax, cArg, pre, hid, mask, proj, conv } = this;
    xh.fill(0);
    const from = ex.enc.start[a]!;
    const to = ex.enc.start[b]!;
    const count = to - from;
    for (let f = from; f < to; f++) {
      const row = this.rows.get(ex.enc.feats[f]!);
      if (!row) continue;
      for (let j = 0; j < H; j++) xh[j]! += row.w[j]!;
    }
    if (count > 0) for (let j = 0; j < H; j++) xh[j]! /= count;

    emb.fill(0);
    embArg.fill(-1);
    let known = 0;
    for (let i = a; i < b; i++) {
      if (ex.vec[i]! < 0) continue;
      const po = i * D;
      for (let k = 0; k < D; k++) {
        const s = proj[po + k]!;
        emb[k]! += s;
        if (embArg[k] === -1 || s > emb[D + k]!) {
          emb[D + k] = s;
          embArg[k] = i;
        }
      }
      known++;
    }
    if (known > 0) for (let k = 0; k < D; k++) emb[k]! /= known;
    this.known = known;

    for (let f = 0; f < K; f++) {
      let best = -Infinity;
      let arg = a;
      for (let i = a; i < b; i++) {
        const z = conv[i * K + f]!;
        if (z > best) [best, arg] = [z, i];
      }
      cmax[f] = best > 0 ? best : 0;
      cArg[f] = best > 0 ? arg : -1;
    }

    const We = this.We.w;
    const Wc = this.Wc.w;
    for (let j = 0; j < H; j++) {
      let s = xh[j]! + this.b1.w[j]!;
      const o = j * 2 * D;
      for (let k = 0; k < 2 * D; k++) s += We[o + k]! * emb[k]!;
      const oc = j * K;
      for (let f = 0; f < K; f++) s += Wc[oc + f]! * cmax[f]!;
      const or = j * R;
      for (let q = 0; q < R; q++) if (ex.signals[q]) s += this.Wr.w[or + q]! * ex.signals[q]!;
      pre[j] = s;
      const keep = opts && opts.dropout > 0 ? (this.rand() < opts.dropout ? 0 : 1 / (1 - opts.dropout)) : 1;
      mask[j] = keep;
      hid[j] = s > 0 ? s * keep : 0;
    }
    let max = -Infinity;
    const logits = this.probs;
    for (let c = 0; c < C; c++) {
      let s = this.bo.w[c]!;
      const o = c * H;
      for (let j = 0; j < H; j++) s += this.Wo.w[o + j]! * hid[j]!;
      logits[c] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let c = 0; c < C; c++) sum += logits[c] = Math.exp(logits[c]! - max);
    for (let c = 0; c < C; c++) logits[c]! /= sum;
  }

  /** Adds the gradient of weight * cross-entropy(y) for the last forward pass. */
  backward(ex: Example, a: number, b: number, y: number, weight: number): number {
    const { H, D, K, R, C } = this.shape;
    const { emb, embArg, cmax, cArg, pre, hid, mask, proj } = this;
    const p = this.probs;
    const loss = -Math.log(Math.max(1e-12, p[y]!)) * weight;
    const dh = new Float32Array(H);
    for (let c = 0; c < C; c++) {
      const dl = (p[c]! - (c === y ? 1 : 0)) * weight;
      this.bo.g[c]! += dl;
      const o = c * H;
      for (let j = 0; j < H; j++) {
        this.Wo.g[o + j]! += dl * hid[j]!;
        dh[j]! += dl * this.Wo.w[o + j]!;
      }
    }
    const demb = new Float32Array(2 * D);
    const dc = new Float32Array(K);
    const dfeat = new Float32Array(H);
    const from = ex.enc.start[a]!;
    const to = ex.enc.start[b]!;
    const count = to - from;
    for (let j = 0; j < H; j++) {
      const dpre = pre[j]! > 0 ? dh[j]! * mask[j]! : 0;
      if (dpre === 0) continue;
      this.b1.g[j]! += dpre;
      const o = j * 2 * D;
      for (let k = 0; k < 2 * D; k++) {
        this.We.g[o + k]! += dpre * emb[k]!;
        demb[k]! += dpre * this.We.w[o + k]!;
      }
      const oc = j * K;
      for (let f = 0; f < K; f++) {
        this.Wc.g[oc + f]! += dpre * cmax[f]!;
        dc[f]! += dpre * this.Wc.w[oc + f]!;
      }
      const or = j * R;
      for (let q = 0; q < R; q++) if (ex.signals[q]) this.Wr.g[or + q]! += dpre * ex.signals[q]!;
      dfeat[j] = dpre / Math.max(1, count);
    }
    for (let f = from; f < to; f++) {
      const key = ex.enc.feats[f]!;
      if (!this.rows.has(key)) continue;
      let g = this.gRows.get(key);
      if (!g) this.gRows.set(key, (g = new Float32Array(H)));
      for (let j = 0; j < H; j++) g[j]! += dfeat[j]!;
    }

    // Gradient on each word's projected vector, then on P through the word vectors.
    const n = ex.enc.words.length;
    const dproj = new Float32Array(n * D);
    if (this.known > 0) {
      for (let i = a; i < b; i++) {
        if (ex.vec[i]! < 0) continue;
        for (let k = 0; k < D; k++) {
          let g = demb[k]! / this.known;
          if (embArg[k] === i) g += demb[D + k]!;
          dproj[i * D + k]! += g;
        }
      }
    }
    const Kc = this.Kc.w;
    for (let f = 0; f < K; f++) {
      const i = cArg[f]!;
      if (i < 0 || dc[f] === 0) continue;
      const dz = dc[f]!;
      this.bc.g[f]! += dz;
      for (let o = -1; o <= 1; o++) {
        const t = i + o;
        if (t < 0 || t >= n) continue;
        const ko = (f * 3 + o + 1) * D;
        for (let k = 0; k < D; k++) {
          this.Kc.g[ko + k]! += dz * proj[t * D + k]!;
          dproj[t * D + k]! += dz * Kc[ko + k]!;
        }
      }
    }
    const gP = this.P.g;
    for (let i = 0; i < n; i++) {
      const r = ex.vec[i]!;
      if (r < 0) continue;
      const vo = r * DIMS;
      for (let k = 0; k < D; k++) {
        const g = dproj[i * D + k]!;
        if (g === 0) continue;
        const o = k * DIMS;
        for (let d = 0; d < DIMS; d++) gP[o + d]! += g * this.vectors[vo + d]!;
      }
    }
    return loss;
  }

  /** One Adam step over the accumulated gradients, which are then cleared. */
  update(opts: TrainOptions): void {
    this.step++;
    this.ex = null; // the weights change: projections and convolutions must be recomputed
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** this.step;
    const c2 = 1 - b2 ** this.step;
    const adam = (w: Float32Array, g: Float32Array, m: Float32Array, v: Float32Array, decay: number) => {
      for (let i = 0; i < w.length; i++) {
        const gi = g[i]! + decay * w[i]!;
        m[i] = b1 * m[i]! + (1 - b1) * gi;
        v[i] = b2 * v[i]! + (1 - b2) * gi * gi;
        w[i]! -= (opts.lr * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
        g[i] = 0;
      }
    };
    for (const p of [this.P, this.Kc, this.We, this.Wc, this.Wr, this.Wo]) adam(p.w, p.g, p.m, p.v, opts.decay);
    for (const p of [this.bc, this.b1, this.bo]) adam(p.w, p.g, p.m, p.v, 0);
    for (const [key, g] of this.gRows) {
      const row = this.rows.get(key)!;
      adam(row.w, g, row.m, row.v, opts.decay);
    }
    this.gRows.clear();
  }

  /** Projected vector (D) of a 100-dimensional word vector. */
  project(v: Float32Array, out: Float32Array): void {
    const { D } = this.shape;
    for (let k = 0; k < D; k++) {
      let s = 0;
      for (let d = 0; d < DIMS; d++) s += this.P.w[k * DIMS + d]! * v[d]!;
      out[k] = s;
    }
  }
}
