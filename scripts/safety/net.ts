// The learned screen's network in training: the same forward pass as
// worker/safety/classifier/model.ts in float32, with gradients and Adam. Plain loops on typed
// arrays: the model is small (tens of thousands of weights in use per step) and a seeded,
// dependency-free trainer is what makes `npm run safety:train` reproducible to the bit.
import type { Encoded } from "../../worker/safety/classifier/features";
import { DIMS } from "./embeddings";

export interface Example {
  enc: Encoded;
  /** Per word: row in the training vector table, or -1. */
  vec: Int32Array;
  y: number;
  weight: number;
}

export interface NetShape {
  H: number;
  D: number;
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
  readonly We: Param; // H x 2D
  readonly b1: Param;
  readonly Wo: Param; // C x H
  readonly bo: Param;
  readonly rows = new Map<number, Row>();
  private readonly gRows = new Map<number, Float32Array>();
  private step = 0;
  private readonly rand: () => number;

  constructor(
    readonly shape: NetShape,
    readonly vectors: Float32Array,
    allowed: Iterable<number>,
    seed: number,
  ) {
    const { H, D, C } = shape;
    this.rand = rng(seed);
    const gauss = () => {
      const u = Math.max(1e-12, this.rand());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.rand());
    };
    this.P = new Param(D * DIMS, () => gauss() * Math.sqrt(1 / DIMS));
    this.We = new Param(H * 2 * D, () => gauss() * Math.sqrt(2 / (2 * D)));
    this.b1 = new Param(H, () => 0);
    this.Wo = new Param(C * H, () => gauss() * Math.sqrt(1 / H));
    this.bo = new Param(C, () => 0);
    for (const f of allowed) this.rows.set(f, { w: new Float32Array(H), m: new Float32Array(H), v: new Float32Array(H) });
  }

  // Scratch buffers for one window.
  private xh = new Float32Array(0);
  private emb = new Float32Array(0);
  private argmax = new Int32Array(0);
  private proj = new Float32Array(0);
  private pre = new Float32Array(0);
  private hid = new Float32Array(0);
  private mask = new Float32Array(0);
  readonly probs = new Float64Array(8);

  private ensure(words: number) {
    const { H, D } = this.shape;
    if (this.xh.length !== H) {
      this.xh = new Float32Array(H);
      this.emb = new Float32Array(2 * D);
      this.argmax = new Int32Array(D);
      this.pre = new Float32Array(H);
      this.hid = new Float32Array(H);
      this.mask = new Float32Array(H);
    }
    if (this.proj.length < words * D) this.proj = new Float32Array(words * D);
  }

  /** Forward pass over words [a, b); fills `probs`. With `opts`, applies dropout (training). */
  forward(ex: Example, a: number, b: number, opts?: TrainOptions): void {
    const { H, D, C } = this.shape;
    this.ensure(b - a);
    const { xh, emb, argmax, proj, pre, hid, mask } = this;
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
    argmax.fill(-1);
    let known = 0;
    const P = this.P.w;
    for (let i = a; i < b; i++) {
      const r = ex.vec[i]!;
      if (r < 0) continue;
      const vo = r * DIMS;
      const po = (i - a) * D;
      for (let k = 0; k < D; k++) {
        let s = 0;
        const o = k * DIMS;
        for (let d = 0; d < DIMS; d++) s += P[o + d]! * this.vectors[vo + d]!;
        proj[po + k] = s;
        emb[k]! += s;
        if (argmax[k] === -1 || s > emb[D + k]!) {
          emb[D + k] = s;
          argmax[k] = i;
        }
      }
      known++;
    }
    if (known > 0) for (let k = 0; k < D; k++) emb[k]! /= known;
    this.known = known;

    const We = this.We.w;
    for (let j = 0; j < H; j++) {
      let s = xh[j]! + this.b1.w[j]!;
      const o = j * 2 * D;
      for (let k = 0; k < 2 * D; k++) s += We[o + k]! * emb[k]!;
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
  private known = 0;

  /** Adds the gradient of weight * cross-entropy(y) for the last forward pass. */
  backward(ex: Example, a: number, b: number, y: number, weight: number): number {
    const { H, D, C } = this.shape;
    const { emb, argmax, pre, hid, mask } = this;
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
    const from = ex.enc.start[a]!;
    const to = ex.enc.start[b]!;
    const count = to - from;
    const dfeat = new Float32Array(H); // the gradient for each feature row in the window
    for (let j = 0; j < H; j++) {
      const dpre = pre[j]! > 0 ? dh[j]! * mask[j]! : 0;
      if (dpre === 0) continue;
      this.b1.g[j]! += dpre;
      const o = j * 2 * D;
      for (let k = 0; k < 2 * D; k++) {
        this.We.g[o + k]! += dpre * emb[k]!;
        demb[k]! += dpre * this.We.w[o + k]!;
      }
      dfeat[j] = dpre / Math.max(1, count);
    }
    for (let f = from; f < to; f++) {
      const key = ex.enc.feats[f]!;
      if (!this.rows.has(key)) continue;
      let g = this.gRows.get(key);
      if (!g) this.gRows.set(key, (g = new Float32Array(H)));
      for (let j = 0; j < H; j++) g[j]! += dfeat[j]!;
    }
    if (this.known > 0) {
      const P = this.P.g;
      for (let i = a; i < b; i++) {
        const r = ex.vec[i]!;
        if (r < 0) continue;
        const vo = r * DIMS;
        for (let k = 0; k < D; k++) {
          let g = demb[k]! / this.known;
          if (argmax[k] === i) g += demb[D + k]!;
          if (g === 0) continue;
          const o = k * DIMS;
          for (let d = 0; d < DIMS; d++) P[o + d]! += g * this.vectors[vo + d]!;
        }
      }
    }
    return loss;
  }

  /** One Adam step over the accumulated gradients, which are then cleared. */
  update(opts: TrainOptions): void {
    this.step++;
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
    for (const p of [this.P, this.We, this.Wo]) adam(p.w, p.g, p.m, p.v, opts.decay);
    for (const p of [this.b1, this.bo]) adam(p.w, p.g, p.m, p.v, 0);
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
