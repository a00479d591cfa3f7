// Pure-JS synthesis of the four ambient loops (no Node APIs, no downloads).
//
// Every track is rendered as mono Float32 PCM at SAMPLE_RATE and is deterministic for its seed.
// Seamless looping is built in rather than patched on afterwards: every part of every track is
// periodic with the loop length N.
//   - Noise beds start from a circular white-noise buffer of length N and every (possibly
//     time-varying) filter runs over two laps of it, keeping the second lap: the output is the
//     filter's periodic steady state, so sample N-1 flows into sample 0 exactly as any other pair.
//   - Slow modulations (gusts, swells, breathing) are circular splines or sums of sines with a
//     whole number of cycles per loop.
//   - Events (droplets, birds, bell strikes) are added at positions modulo N, so a bird call or
//     a bell tail that runs past the end continues at the start.
// The master stage (DC filter, BS.1770 loudness normalisation, look-ahead peak limiter) is
// circular as well.

import { PEAK_CEILING, SAMPLE_RATE, TARGET_LUFS, TRACKS } from "./tracks.mjs";

/** Bump when the sound design changes on purpose (generate.mjs also hashes the sources). */
export const SYNTH_VERSION = 1;

const TAU = Math.PI * 2;

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: small, fast, deterministic PRNG returning floats in [0, 1). */
export function makeRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    /** Log-uniform between lo and hi (both > 0). */
    logRange: (lo, hi) => lo * Math.pow(hi / lo, next()),
    int: (lo, hi) => lo + Math.floor((hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    /** Standard normal (Box-Muller). */
    gauss: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(TAU * next()),
  };
}

/** Circular white noise in [-1, 1). */
function whiteNoise(n, rng) {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = rng.next() * 2 - 1;
  return out;
}

/**
 * Runs a stateful per-sample process over two laps of a circular signal and keeps the second
 * lap, so the result is periodic (the state at the end of the loop is the state at its start).
 * `step(x, i)` gets the input sample and its index in the loop.
 */
function circular(input, step) {
  const n = input.length;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) step(input[i], i);
  for (let i = 0; i < n; i++) out[i] = step(input[i], i);
  return out;
}

/** Pink noise (Paul Kellet's refined filter), run circularly. */
function pinkFrom(white) {
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    b3 = 0,
    b4 = 0,
    b5 = 0,
    b6 = 0;
  return circular(white, (w) => {
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    const y = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
    return y * 0.11;
  });
}

/** Brown (red) noise: a leaky integrator, run circularly. */
function brownFrom(white) {
  let y = 0;
  return circular(white, (w) => {
    y = 0.9985 * y + w * 0.055;
    return y;
  });
}

// ---------------------------------------------------------------------------------------------
// Filters

/**
 * Topology-preserving state-variable filter (Zavalishin), stable under fast cutoff modulation.
 * Returns a step function (x, cutoffHz, q) => { low, band, high } (one shared result object).
 */
function svf(sr = SAMPLE_RATE) {
  let ic1 = 0,
    ic2 = 0;
  const res = { low: 0, band: 0, high: 0 };
  let lastF = -1,
    lastQ = -1,
    a1 = 0,
    a2 = 0,
    a3 = 0,
    k = 0;
  return (x, f, q) => {
    if (f !== lastF || q !== lastQ) {
      const g = Math.tan((Math.PI * Math.min(f, sr * 0.49)) / sr);
      k = 1 / q;
      a1 = 1 / (1 + g * (g + k));
      a2 = g * a1;
      a3 = g * a2;
      lastF = f;
      lastQ = q;
    }
    const v3 = x - ic2;
    const v1 = a1 * ic1 + a2 * v3;
    const v2 = ic2 + a2 * ic1 + a3 * v3;
    ic1 = 2 * v1 - ic1;
    ic2 = 2 * v2 - ic2;
    res.low = v2;
    res.band = v1;
    res.high = x - k * v1 - v2;
    return res;
  };
}

/** Fixed low-pass / high-pass / band-pass over a circular signal. */
function lowpass(x, f, q = Math.SQRT1_2) {
  const s = svf();
  return circular(x, (v) => s(v, f, q).low);
}
function highpass(x, f, q = Math.SQRT1_2) {
  const s = svf();
  return circular(x, (v) => s(v, f, q).high);
}

/**
 * RBJ-cookbook biquad coefficients: [b0, b1, b2, a1, a2] normalised by a0.
 * @returns {[number, number, number, number, number]}
 */
function biquadCoefs(type, f, q, gainDb = 0, sr = SAMPLE_RATE) {
  const w = (TAU * f) / sr;
  const cw = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  let b0, b1, b2, a0, a1, a2;
  if (type === "highshelf") {
    const A = Math.pow(10, gainDb / 40);
    const sq = 2 * Math.sqrt(A) * alpha;
    b0 = A * (A + 1 + (A - 1) * cw + sq);
    b1 = -2 * A * (A - 1 + (A + 1) * cw);
    b2 = A * (A + 1 + (A - 1) * cw - sq);
    a0 = A + 1 - (A - 1) * cw + sq;
    a1 = 2 * (A - 1 - (A + 1) * cw);
    a2 = A + 1 - (A - 1) * cw - sq;
  } else if (type === "highpass") {
    b0 = (1 + cw) / 2;
    b1 = -(1 + cw);
    b2 = (1 + cw) / 2;
    a0 = 1 + alpha;
    a1 = -2 * cw;
    a2 = 1 - alpha;
  } else throw new Error(`unknown biquad ${type}`);
  return [b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0];
}

function biquadCircular(x, [b0, b1, b2, a1, a2]) {
  // Same two-lap scheme as circular(), written out: this runs often in the loudness meter.
  const n = x.length;
  const out = new Float32Array(n);
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let lap = 0; lap < 2; lap++) {
    for (let i = 0; i < n; i++) {
      const v = x[i];
      const y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = v;
      y2 = y1;
      y1 = y;
      out[i] = y;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Periodic control signals

/**
 * A smooth random curve over the loop: `points` random values in [0, 1] on a circle, joined by
 * a circular Catmull-Rom spline. Periodic with the loop length.
 */
function smoothLoop(n, points, rng) {
  const p = Array.from({ length: points }, () => rng.next());
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const pos = (i / n) * points;
    const k = Math.floor(pos);
    const t = pos - k;
    const y0 = p[(k - 1 + points) % points];
    const y1 = p[k % points];
    const y2 = p[(k + 1) % points];
    const y3 = p[(k + 2) % points];
    out[i] = 0.5 * (2 * y1 + (-y0 + y2) * t + (2 * y0 - 5 * y1 + 4 * y2 - y3) * t * t + (-y0 + 3 * y1 - 3 * y2 + y3) * t * t * t);
  }
  return out;
}

/** Snaps a frequency to a whole number of cycles per loop, so a sine at it is periodic. */
function loopFreq(f, n, sr = SAMPLE_RATE) {
  const loopSeconds = n / sr;
  return Math.max(1, Math.round(f * loopSeconds)) / loopSeconds;
}

/** Adds `event` into `out` starting at `start`, wrapping around the end of the loop. */
function addCircular(out, event, start, gain = 1) {
  const n = out.length;
  let j = ((Math.round(start) % n) + n) % n;
  for (let i = 0; i < event.length; i++) {
    out[j] += event[i] * gain;
    if (++j === n) j = 0;
  }
}

/** Schroeder-style reverb (4 combs + 2 all-passes) on a circular signal; returns the wet part. */
function reverbCircular(x, { rt60 = 1.2, damp = 0.35 } = {}) {
  const sr = SAMPLE_RATE;
  const combDelays = [1557, 1617, 1491, 1422].map((d) => Math.round((d * sr) / 44100));
  const combs = combDelays.map((d) => ({
    buf: new Float32Array(d),
    idx: 0,
    fb: Math.pow(10, (-3 * d) / (rt60 * sr)),
    lp: 0,
  }));
  const aps = [225, 556].map((d) => ({ buf: new Float32Array(d), idx: 0 }));
  return circular(x, (v) => {
    let s = 0;
    for (const c of combs) {
      const y = c.buf[c.idx];
      c.lp = y * (1 - damp) + c.lp * damp;
      c.buf[c.idx] = v + c.lp * c.fb;
      if (++c.idx === c.buf.length) c.idx = 0;
      s += y;
    }
    s *= 0.25;
    for (const a of aps) {
      const b = a.buf[a.idx];
      const y = -s * 0.5 + b;
      a.buf[a.idx] = s + b * 0.5;
      if (++a.idx === a.buf.length) a.idx = 0;
      s = y;
    }
    return s;
  });
}

/** Raised-cosine attack and release envelope value at sample i of a length-len event. */
function edgeEnv(i, len, attack, release) {
  if (i < attack) return 0.5 - 0.5 * Math.cos((Math.PI * i) / attack);
  const r = len - 1 - i;
  if (r < release) return 0.5 - 0.5 * Math.cos((Math.PI * Math.max(0, r)) / release);
  return 1;
}

// ---------------------------------------------------------------------------------------------
// Tracks

/** Gentle rain: soft pink-noise hiss with slow swells, a low roof rumble, patter and nearby drips. */
function renderRain(n, rng) {
  const sr = SAMPLE_RATE;
  const out = new Float32Array(n);

  // Hiss: pink noise, band-limited to a soft 300 Hz - 5 kHz, with slow intensity changes.
  const swell = smoothLoop(n, 10, rng);
  const hiss = lowpass(highpass(pinkFrom(whiteNoise(n, rng)), 300), 5000);
  // Low rumble of rain on roofs and ground.
  const rumble = lowpass(brownFrom(whiteNoise(n, rng)), 260);
  for (let i = 0; i < n; i++) out[i] = hiss[i] * (0.5 + 0.25 * swell[i]) + rumble[i] * 0.3;

  // Patter: many tiny droplets (short noise ticks and small rising "plip" bubbles).
  const drops = new Float32Array(n);
  const patterRate = 70; // per second
  const count = Math.round((patterRate * n) / sr);
  for (let e = 0; e < count; e++) {
    const start = rng.next() * n;
    const amp = rng.logRange(0.02, 0.2) * (0.8 + 0.4 * swell[Math.floor(start)]);
    if (rng.next() < 0.55) {
      // noise tick, 1-4 ms, softened by a one-pole low-pass
      const len = Math.round(rng.range(0.001, 0.004) * sr);
      const ev = new Float32Array(len);
      let lp = 0;
      const c = rng.range(0.3, 0.7);
      for (let i = 0; i < len; i++) {
        lp += c * (rng.next() * 2 - 1 - lp);
        ev[i] = lp * Math.exp(-i / (len * 0.3)) * edgeEnv(i, len, 8, 8);
      }
      addCircular(drops, ev, start, amp * 1.5);
    } else {
      // bubble: damped sine whose pitch rises as it decays
      const f0 = rng.logRange(1400, 4200);
      const tau = rng.range(0.002, 0.006);
      const len = Math.round(tau * 6 * sr);
      const ev = new Float32Array(len);
      let ph = 0;
      for (let i = 0; i < len; i++) {
        const t = i / sr;
        ph += (TAU * f0 * (1 + (0.35 * t) / (tau * 6))) / sr;
        ev[i] = Math.sin(ph) * Math.exp(-t / tau) * edgeEnv(i, len, 12, 12);
      }
      addCircular(drops, ev, start, amp);
    }
  }
  // Nearby drips from leaves and gutters: fewer, rounder, lower.
  const dripCount = Math.round((1.6 * n) / sr);
  for (let e = 0; e < dripCount; e++) {
    const start = rng.next() * n;
    const f0 = rng.logRange(700, 2000);
    const tau = rng.range(0.008, 0.02);
    const len = Math.round(tau * 7 * sr);
    const ev = new Float32Array(len);
    let ph = 0;
    for (let i = 0; i < len; i++) {
      const t = i / sr;
      ph += (TAU * f0 * (1 + (0.25 * t) / (tau * 7))) / sr;
      ev[i] = (Math.sin(ph) + 0.2 * Math.sin(2 * ph)) * Math.exp(-t / tau) * edgeEnv(i, len, 30, 30);
    }
    addCircular(drops, ev, start, rng.logRange(0.05, 0.16));
  }
  const softDrops = lowpass(drops, 6500);
  for (let i = 0; i < n; i++) out[i] += softDrops[i];
  return out;
}

/** Forest: soft gusty wind in the leaves and a few birds with a little woodland reverb. */
function renderForest(n, rng) {
  const sr = SAMPLE_RATE;
  const out = new Float32Array(n);

  // Wind: pink noise through a band-pass whose centre rises with each gust.
  const gustRaw = smoothLoop(n, 11, rng);
  const gust = new Float32Array(n);
  for (let i = 0; i < n; i++) gust[i] = Math.min(1, Math.max(0, gustRaw[i])) ** 1.4;
  const pink = pinkFrom(whiteNoise(n, rng));
  const bp = svf();
  // (cutoffs are updated every 32 samples: they move slowly, and tan() per sample is costly)
  let fw = 260;
  const wind = circular(pink, (v, i) => {
    if ((i & 31) === 0) fw = 260 + 520 * gust[i];
    return bp(v, fw, 0.7).band;
  });
  const windSoft = lowpass(wind, 2500);
  // Leaves: brighter rustle that mostly comes with the gusts, with a quicker flutter.
  const flutter = smoothLoop(n, 260, rng);
  const leavesNoise = lowpass(highpass(whiteNoise(n, rng), 2200), 6500, 0.6);
  for (let i = 0; i < n; i++) {
    const g = gust[i];
    out[i] = windSoft[i] * (0.4 + 0.65 * g) + leavesNoise[i] * 0.05 * g * g * (0.6 + 0.8 * flutter[i]);
  }

  // Birds.
  const birds = new Float32Array(n);
  const tone = (len, freqAt, ampAt, harmonics = [1]) => {
    const ev = new Float32Array(len);
    let ph = 0;
    for (let i = 0; i < len; i++) {
      const u = i / len;
      ph += (TAU * freqAt(u)) / sr;
      let s = 0;
      for (let h = 0; h < harmonics.length; h++) s += harmonics[h] * Math.sin((h + 1) * ph);
      ev[i] = s * ampAt(u);
    }
    return ev;
  };
  const bell = (u) => Math.sin(Math.PI * u) ** 2;
  let level = 1;
  const emit = (ev, at, gain = 1) => addCircular(birds, ev, at, gain * level);
  const species = [
    {
      // Clear whistled phrase of gliding notes (a blackbird / robin feel).
      rate: 1 / 4,
      level: 0.05,
      phrase(start) {
        const notes = rng.int(3, 6);
        let t = start;
        let f = rng.range(1900, 2600);
        for (let k = 0; k < notes; k++) {
          const dur = rng.range(0.08, 0.22);
          const f1 = f;
          const f2 = f * rng.range(0.8, 1.35);
          const len = Math.round(dur * sr);
          const ev = tone(
            len,
            (u) => f1 + (f2 - f1) * u * u * (3 - 2 * u),
            (u) => bell(u) * (0.7 + 0.3 * Math.sin(Math.PI * u)),
            [1, 0.12],
          );
          emit(ev, t * sr, rng.range(0.7, 1));
          t += dur + rng.range(0.05, 0.14);
          f = Math.min(4200, Math.max(1600, f2 * rng.range(0.9, 1.2)));
        }
      },
    },
    {
      // High trill (a wren / warbler feel), further away.
      rate: 1 / 9,
      level: 0.022,
      phrase(start) {
        const dur = rng.range(0.5, 1.0);
        const fc = rng.range(4200, 5200);
        const fm = rng.range(18, 26);
        const len = Math.round(dur * sr);
        const ev = tone(
          len,
          (u) => fc * (1 - 0.06 * u) + 350 * Math.sin(TAU * fm * u * dur),
          (u) => Math.min(1, u * 6) * (1 - u) ** 0.7,
        );
        emit(ev, start * sr);
      },
    },
    {
      // Short "chip" series, falling in pitch.
      rate: 1 / 6,
      level: 0.03,
      phrase(start) {
        const chips = rng.int(4, 8);
        const gap = rng.range(0.09, 0.13);
        const top = rng.range(5200, 6200);
        for (let k = 0; k < chips; k++) {
          const len = Math.round(rng.range(0.03, 0.045) * sr);
          const ev = tone(len, (u) => top - 2000 * u, bell, [1, 0.08]);
          emit(ev, (start + k * gap) * sr, 1 - 0.06 * k);
        }
      },
    },
    {
      // Distant soft "coo-COO-coo" (a wood pigeon feel).
      rate: 1 / 12,
      level: 0.05,
      phrase(start) {
        const base = rng.range(520, 600);
        const pattern = [
          [0.3, 0.8],
          [0.5, 1],
          [0.3, 0.7],
          [0.35, 0.75],
        ];
        let t = start;
        for (const [dur, a] of pattern) {
          const len = Math.round(dur * sr);
          const ev = tone(
            len,
            (u) => base * (1.04 - 0.08 * u),
            (u) => Math.sin(Math.PI * u) ** 1.5,
            [1, 0.35, 0.1],
          );
          emit(ev, t * sr, a);
          t += dur + 0.12;
        }
      },
    },
  ];
  const loopSeconds = n / sr;
  for (const sp of species) {
    // Phrase times: a minimum gap plus a random wait, on the loop's circle (calls may wrap).
    level = sp.level;
    let t = rng.range(0, 3);
    while (t < loopSeconds - 1.5) {
      sp.phrase(t);
      t += 2.5 + rng.range(0, 2 / sp.rate);
    }
  }
  const wet = reverbCircular(birds, { rt60: 1.4, damp: 0.45 });
  const dryBirds = lowpass(birds, 9000);
  for (let i = 0; i < n; i++) out[i] += dryBirds[i] + wet[i] * 0.6;
  return out;
}

/** Ocean: brown-noise swells whose brightness follows each wave, foam wash after each break. */
function renderOcean(n, rng) {
  const sr = SAMPLE_RATE;
  const loopSeconds = n / sr;
  const waves = Math.max(1, Math.round(loopSeconds / 10));
  const swell = new Float32Array(n);
  const foam = new Float32Array(n);
  const slot = loopSeconds / waves;
  for (let w = 0; w < waves; w++) {
    const onset = (w * slot + rng.range(-0.8, 0.8) + loopSeconds) % loopSeconds;
    const strength = rng.range(0.75, 1.1);
    const rise = rng.range(3.2, 4.5);
    const wash = rng.range(2.2, 3.2);
    const len = Math.round(16 * sr);
    const sw = new Float32Array(len);
    const fo = new Float32Array(len);
    for (let i = 0; i < len; i++) {
      const t = i / sr;
      let s;
      if (t < rise)
        s = 0.65 * (0.5 - 0.5 * Math.cos((Math.PI * t) / rise)); // the wave builds
      else if (t < rise + 1)
        s = 0.65 + 0.35 * Math.sin((Math.PI / 2) * (t - rise)); // it breaks
      else s = Math.exp(-(t - rise - 1) / wash); // and washes out
      const tail = i > len - sr * 2 ? (len - i) / (sr * 2) : 1;
      sw[i] = s * strength * tail;
      const tb = t - rise - 0.2;
      fo[i] = tb < 0 ? 0 : (0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, tb / 1.1))) * Math.exp(-tb / (wash * 0.9)) * strength * tail;
    }
    addCircular(swell, sw, onset * sr);
    addCircular(foam, fo, onset * sr);
  }

  const body = brownFrom(whiteNoise(n, rng));
  const lpBody = svf();
  const fizzle = smoothLoop(n, Math.round(loopSeconds * 6), rng);
  const foamNoise = lowpass(highpass(pinkFrom(whiteNoise(n, rng)), 900), 5500, 0.6);
  const under = lowpass(pinkFrom(whiteNoise(n, rng)), 420);
  const out = new Float32Array(n);
  let fb = 180;
  const bodyF = circular(body, (v, i) => {
    if ((i & 31) === 0) fb = 180 + 1300 * Math.min(1.3, swell[i]) ** 1.6;
    return lpBody(v, fb, 0.6).low;
  });
  for (let i = 0; i < n; i++) {
    const s = swell[i];
    out[i] = bodyF[i] * (0.35 + 0.7 * s) + foamNoise[i] * foam[i] * (0.55 + 0.45 * fizzle[i]) * 0.55 + under[i] * 0.3;
  }
  return highpass(out, 70);
}

/** Meditation bell: singing-bowl strikes every ~10 s over a soft, slowly breathing drone. */
function renderMeditation(n, rng) {
  const sr = SAMPLE_RATE;
  const loopSeconds = n / sr;
  const out = new Float32Array(n);

  // Drone: G2, D3, G3 (+ a gentle detuned twin for each), amplitude breathing periodic in the loop.
  const drone = [
    [98, 1],
    [146.83, 0.55],
    [196, 0.28],
    [293.66, 0.08],
  ];
  for (const [f, a] of drone) {
    for (const detune of [-0.1, 0.1]) {
      const fr = loopFreq(f + detune, n);
      const k = rng.int(1, 3);
      const ph0 = rng.range(0, TAU);
      const lph = rng.range(0, TAU);
      const w = (TAU * fr) / sr;
      for (let i = 0; i < n; i++) {
        const breath = 0.7 + 0.3 * Math.sin((TAU * k * i) / n + lph);
        out[i] += Math.sin(w * i + ph0) * a * breath * 0.5 * 0.045;
      }
    }
  }

  // Singing bowls: inharmonic partials, each a slightly split pair (the slow "wah" beating).
  const bowls = [
    { f: 196, partials: [1, 2.71, 5.15, 8.1, 11.6] },
    { f: 293.66, partials: [1, 2.74, 5.2, 8.2, 11.7] },
  ];
  const amps = [1, 0.5, 0.22, 0.09, 0.035];
  const taus = [13, 7.5, 4.2, 2.4, 1.4];
  const beats = [0.55, 1.2, 1.9, 2.7, 3.4];
  const strikes = Math.max(1, Math.round(loopSeconds / 10));
  const eventLen = Math.round(60 * sr);
  for (let s = 0; s < strikes; s++) {
    const bowl = bowls[s % 2];
    const at = (s * loopSeconds) / strikes + rng.range(0, 0.4);
    const vel = s % 2 === 0 ? rng.range(0.9, 1) : rng.range(0.6, 0.72);
    const ev = new Float32Array(eventLen);
    for (let p = 0; p < bowl.partials.length; p++) {
      const f = bowl.f * bowl.partials[p] * rng.range(0.998, 1.002);
      const attack = Math.round((p === 0 ? 0.008 : 0.003) * sr);
      const a = amps[p] * vel ** (1 + p * 0.3);
      const tau = taus[p];
      const ph1 = rng.range(0, TAU);
      const ph2 = rng.range(0, TAU);
      const w1 = (TAU * (f - beats[p] / 2)) / sr;
      const w2 = (TAU * (f + beats[p] / 2)) / sr;
      const len = Math.min(eventLen, Math.round(tau * 11 * sr));
      // Two exponentially decaying sines as recursive resonators: y[i] = 2r cos(w) y[i-1] - r^2 y[i-2].
      const r = Math.exp(-1 / (tau * sr));
      const c1 = 2 * r * Math.cos(w1),
        c2 = 2 * r * Math.cos(w2),
        rr = r * r;
      let p1 = (0.6 * Math.sin(ph1 - w1)) / r,
        q1 = (0.6 * Math.sin(ph1 - 2 * w1)) / rr; // y[-1], y[-2]
      let p2 = (0.4 * Math.sin(ph2 - w2)) / r,
        q2 = (0.4 * Math.sin(ph2 - 2 * w2)) / rr;
      const release = Math.round(0.5 * sr);
      for (let i = 0; i < len; i++) {
        const y1 = c1 * p1 - rr * q1;
        const y2 = c2 * p2 - rr * q2;
        q1 = p1;
        p1 = y1;
        q2 = p2;
        p2 = y2;
        const e = i < attack || i >= len - release ? edgeEnv(i, len, attack, release) : 1;
        ev[i] += a * e * (y1 + y2);
      }
    }
    // The soft felt mallet: a brief, muffled thump.
    const thumpLen = Math.round(0.03 * sr);
    let lp = 0;
    for (let i = 0; i < thumpLen; i++) {
      lp += 0.08 * (rng.next() * 2 - 1 - lp);
      ev[i] += lp * 0.6 * vel * Math.exp(-i / (0.006 * sr)) * edgeEnv(i, thumpLen, 88, 88);
    }
    addCircular(out, ev, at * sr, 0.22);
  }
  // A faint warm room tone so the silence between strikes is never empty.
  const air = lowpass(highpass(pinkFrom(whiteNoise(n, rng)), 150), 900, 0.5);
  for (let i = 0; i < n; i++) out[i] += air[i] * 0.012;
  return out;
}

const RENDERERS = { rain: renderRain, forest: renderForest, ocean: renderOcean, meditation: renderMeditation };

// ---------------------------------------------------------------------------------------------
// Master: loudness and limiting (all circular)

/** K-weighted, gated integrated loudness (ITU-R BS.1770-4) of a circular mono signal, in LUFS. */
export function integratedLoudness(x, sr = SAMPLE_RATE) {
  const shelf = biquadCoefs("highshelf", 1681.974450955533, 0.7071752369554196, 3.999843853973347, sr);
  const hp = biquadCoefs("highpass", 38.13547087602444, 0.5003270373238773, 0, sr);
  const k = biquadCircular(biquadCircular(x, shelf), hp);
  const n = k.length;
  const block = Math.round(0.4 * sr);
  const hop = Math.round(0.1 * sr);
  // Circular prefix sums of squares.
  const sq = new Float64Array(n + block + 1);
  for (let i = 0; i < n + block; i++) {
    const v = k[i % n];
    sq[i + 1] = sq[i] + v * v;
  }
  const powers = [];
  for (let s = 0; s < n; s += hop) powers.push((sq[s + block] - sq[s]) / block);
  const lufs = (p) => -0.691 + 10 * Math.log10(p);
  const abs = powers.filter((p) => p > 0 && lufs(p) > -70);
  if (abs.length === 0) return -Infinity;
  const relGate = lufs(abs.reduce((a, b) => a + b, 0) / abs.length) - 10;
  const rel = abs.filter((p) => lufs(p) > relGate);
  return lufs(rel.reduce((a, b) => a + b, 0) / rel.length);
}

/**
 * Look-ahead peak limiter on a circular signal: the gain needed at each sample is spread by a
 * moving minimum and then smoothed by a moving average of half that width, so the smoothed gain
 * never exceeds what any nearby peak needs. No distortion, and periodic like its input.
 */
function limitCircular(x, ceiling, sr = SAMPLE_RATE) {
  const n = x.length;
  const need = new Float32Array(n);
  let any = false;
  for (let i = 0; i < n; i++) {
    const a = Math.abs(x[i]);
    need[i] = a > ceiling ? ceiling / a : 1;
    if (a > ceiling) any = true;
  }
  if (!any) return x;
  const half = Math.round(0.004 * sr); // 4 ms each side
  // Moving minimum over [i-half, i+half] (circular), via a monotonic deque on the doubled signal.
  const minG = new Float32Array(n);
  const dq = new Int32Array(n + 4 * half + 4);
  let head = 0,
    tail = 0;
  for (let j = -2 * half; j < n + half; j++) {
    const v = need[((j % n) + n) % n];
    while (tail > head && need[((dq[tail - 1] % n) + n) % n] >= v) tail--;
    dq[tail++] = j;
    const centre = j - half;
    while (dq[head] < centre - half) head++;
    if (centre >= 0 && centre < n) minG[centre] = need[((dq[head] % n) + n) % n];
  }
  // Moving average over [i-half/2 .. i+half/2] (circular).
  const w = Math.floor(half / 2);
  const pre = new Float64Array(n + 2 * w + 2);
  for (let j = 0; j < n + 2 * w + 1; j++) pre[j + 1] = pre[j] + minG[(j - w + n) % n];
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const g = (pre[i + 2 * w + 1] - pre[i]) / (2 * w + 1);
    out[i] = x[i] * g;
  }
  return out;
}

function peakOf(x) {
  let p = 0;
  for (let i = 0; i < x.length; i++) {
    const a = Math.abs(x[i]);
    if (a > p) p = a;
  }
  return p;
}

function master(raw, target = TARGET_LUFS) {
  // DC and subsonic removal, then loudness normalisation with a limiter in the loop.
  let x = highpass(raw, 22);
  let gain = Math.pow(10, (target - integratedLoudness(x)) / 20);
  let y = x;
  let limiterDb = 0;
  for (let pass = 0; pass < 4; pass++) {
    y = new Float32Array(x.length);
    for (let i = 0; i < x.length; i++) y[i] = x[i] * gain;
    limiterDb = Math.max(0, 20 * Math.log10(peakOf(y) / PEAK_CEILING));
    const limited = limitCircular(y, PEAK_CEILING);
    if (limited === y) break; // no peak over the ceiling: the loudness is exactly on target
    y = limited;
    const err = target - integratedLoudness(y);
    if (Math.abs(err) < 0.05) break;
    gain *= Math.pow(10, err / 20);
  }
  // Safety: the moving-average limiter may leave a hair above the ceiling on rounding.
  const p = peakOf(y);
  if (p > PEAK_CEILING) for (let i = 0; i < y.length; i++) y[i] *= PEAK_CEILING / p;
  return { samples: y, limiterDb };
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Renders one track's loop as mono Float32 PCM at SAMPLE_RATE.
 * @param {string} id rain | forest | ocean | meditation
 * @param {{ seconds?: number, seed?: number }} [opts] override the loop length or seed (tests)
 * @returns {{ id: string, sampleRate: number, samples: Float32Array, lufs: number, peak: number, limiterDb: number }}
 *   limiterDb: the most gain reduction the peak limiter applied
 */
export function renderTrack(id, opts = {}) {
  const track = TRACKS.find((t) => t.id === id);
  const render = RENDERERS[id];
  if (!track || !render) throw new Error(`unknown track ${id}`);
  const seconds = opts.seconds ?? track.loopSeconds;
  const n = Math.round(seconds * SAMPLE_RATE);
  const rng = makeRng(opts.seed ?? track.seed);
  const { samples, limiterDb } = master(render(n, rng), track.lufs ?? TARGET_LUFS);
  return { id, sampleRate: SAMPLE_RATE, samples, lufs: integratedLoudness(samples), peak: peakOf(samples), limiterDb };
}

export { SAMPLE_RATE, TRACKS };
