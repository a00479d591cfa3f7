import { beforeAll, describe, expect, it } from "vitest";
import { integratedLoudness, makeRng, renderTrack } from "./synth.mjs";
import { PEAK_CEILING, SAMPLE_RATE, TARGET_LUFS, TRACKS } from "./tracks.mjs";

type Track = { id: string; name: string; duration: string; loopSeconds: number; kbps: number; seed: number; lufs?: number };
type Rendered = { samples: Float32Array; sampleRate: number; lufs: number; peak: number; limiterDb: number };

const tracks = TRACKS as Track[];
const rendered = new Map<string, Rendered>();

beforeAll(() => {
  for (const t of tracks) rendered.set(t.id, renderTrack(t.id));
}, 120_000);

const get = (id: string): Rendered => {
  const r = rendered.get(id);
  if (!r) throw new Error(`not rendered: ${id}`);
  return r;
};

function rmsDb(x: Float32Array): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  return 20 * Math.log10(Math.sqrt(s / x.length));
}

function quantile(values: Float64Array | number[], q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/**
 * Click detector for a loop. Returns the seam's step |x[0] - x[N-1]| and the energy of the
 * second difference (a crude high-pass that makes clicks stand out) in a short window across the
 * seam, together with the same measures' high quantiles over the rest of the loop.
 */
function seamStats(x: Float32Array) {
  const n = x.length;
  const at = (i: number) => x[((i % n) + n) % n]!;
  const steps = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) steps[i - 1] = Math.abs(x[i]! - x[i - 1]!);
  const win = 32;
  const windowEnergy = (centre: number) => {
    let e = 0;
    for (let i = centre - win / 2; i < centre + win / 2; i++) {
      const d2 = at(i + 1) - 2 * at(i) + at(i - 1);
      e += d2 * d2;
    }
    return e;
  };
  const energies: number[] = [];
  for (let c = win; c < n - win; c += win) energies.push(windowEnergy(c));
  return {
    seamStep: Math.abs(x[0]! - x[n - 1]!),
    stepP999: quantile(steps, 0.999),
    seamEnergy: windowEnergy(0),
    energyP999: quantile(energies, 0.999),
  };
}

describe("ambient tracks", () => {
  it("lists the four tracks with their product names and duration labels", () => {
    expect(tracks.map((t) => [t.id, t.name, t.duration])).toEqual([
      ["rain", "Gentle Rain", "10:00"],
      ["forest", "Forest Sounds", "8:30"],
      ["ocean", "Ocean Waves", "12:15"],
      ["meditation", "Meditation Bell", "5:45"],
    ]);
    for (const t of tracks) {
      expect(t.loopSeconds).toBeGreaterThanOrEqual(20);
      expect(t.loopSeconds).toBeLessThanOrEqual(40);
      // Small enough to start quickly: under 400 KB of MP3.
      expect((t.loopSeconds * t.kbps * 1000) / 8).toBeLessThan(400 * 1024);
    }
  });

  it("rejects an unknown track", () => {
    expect(() => renderTrack("traffic")).toThrow(/unknown track/);
  });

  it("makeRng is deterministic and in [0, 1)", () => {
    const a = makeRng(42);
    const b = makeRng(42);
    for (let i = 0; i < 1000; i++) {
      const v = a.next();
      expect(v).toBe(b.next());
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(makeRng(1).next()).not.toBe(makeRng(2).next());
  });

  describe.each(tracks.map((t) => [t.id, t] as const))("%s", (id, track) => {
    it("has the loop's length at the sample rate", () => {
      const r = get(id);
      expect(r.sampleRate).toBe(SAMPLE_RATE);
      expect(r.samples).toBeInstanceOf(Float32Array);
      expect(r.samples.length).toBe(Math.round(track.loopSeconds * SAMPLE_RATE));
    });

    it("is deterministic", () => {
      const again = renderTrack(id).samples as Float32Array;
      const first = get(id).samples;
      expect(again.length).toBe(first.length);
      let same = true;
      for (let i = 0; i < first.length; i++) if (again[i] !== first[i]) ((same = false), (i = first.length));
      expect(same).toBe(true);
    }, 30_000);

    it("depends on the seed", () => {
      const a = renderTrack(id, { seconds: 3, seed: 1 }).samples as Float32Array;
      const b = renderTrack(id, { seconds: 3, seed: 2 }).samples as Float32Array;
      expect(a.length).toBe(3 * SAMPLE_RATE);
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff += Math.abs(a[i]! - b[i]!);
      expect(diff / a.length).toBeGreaterThan(1e-4);
    });

    it("has no NaN or infinity, and its peak is under the ceiling", () => {
      const { samples, peak } = get(id);
      let max = 0;
      let bad = 0;
      for (let i = 0; i < samples.length; i++) {
        if (!Number.isFinite(samples[i]!)) bad++;
        else max = Math.max(max, Math.abs(samples[i]!));
      }
      expect(bad).toBe(0);
      expect(max).toBe(peak);
      expect(max).toBeLessThanOrEqual(PEAK_CEILING + 1e-6);
      expect(max).toBeLessThanOrEqual(1);
      expect(max).toBeGreaterThan(0.3); // not near-silent
    });

    it("is normalised: loudness on target, RMS in a sane range, little limiting", () => {
      const r = get(id);
      expect(Math.abs(r.lufs - (track.lufs ?? TARGET_LUFS))).toBeLessThan(0.3);
      expect(Math.abs(integratedLoudness(r.samples) - r.lufs)).toBeLessThan(1e-9);
      const rms = rmsDb(r.samples);
      expect(rms).toBeGreaterThan(-26);
      expect(rms).toBeLessThan(-10);
      expect(r.limiterDb).toBeLessThan(3);
    });

    it("has no DC offset", () => {
      const { samples } = get(id);
      let s = 0;
      for (let i = 0; i < samples.length; i++) s += samples[i]!;
      expect(Math.abs(s / samples.length)).toBeLessThan(1e-3);
    });

    it("is soft, not white noise: most energy is in the low and middle frequencies", () => {
      // For white noise the first difference has twice the signal's variance.
      const { samples } = get(id);
      let e = 0;
      let d = 0;
      for (let i = 1; i < samples.length; i++) {
        e += samples[i]! * samples[i]!;
        d += (samples[i]! - samples[i - 1]!) ** 2;
      }
      expect(d / e).toBeLessThan(0.3);
    });

    it("loops without a click at the seam", () => {
      const s = seamStats(get(id).samples);
      expect(s.seamStep).toBeLessThanOrEqual(s.stepP999);
      expect(s.seamEnergy).toBeLessThanOrEqual(s.energyP999);
    });

    it("is not static: its level moves over the loop", () => {
      const { samples } = get(id);
      const sec = SAMPLE_RATE;
      const levels: number[] = [];
      for (let i = 0; i + sec <= samples.length; i += sec) levels.push(rmsDb(samples.subarray(i, i + sec)));
      expect(Math.max(...levels) - Math.min(...levels)).toBeGreaterThan(0.5);
    });
  });

  it("the click detector catches a real click", () => {
    // A sine whose loop length is not a whole number of periods jumps at the seam.
    const n = SAMPLE_RATE;
    const bad = new Float32Array(n);
    const good = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      bad[i] = 0.5 * Math.sin((2 * Math.PI * 220.5 * i) / SAMPLE_RATE + 1);
      good[i] = 0.5 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE + 1);
    }
    const b = seamStats(bad);
    expect(b.seamStep > b.stepP999 || b.seamEnergy > b.energyP999).toBe(true);
    const g = seamStats(good);
    expect(g.seamStep).toBeLessThanOrEqual(g.stepP999 + 1e-6);
  });

  it("the tracks differ from one another", () => {
    const ids = tracks.map((t) => t.id);
    for (let a = 0; a < ids.length; a++)
      for (let b = a + 1; b < ids.length; b++) {
        const x = get(ids[a]!).samples;
        const y = get(ids[b]!).samples;
        const len = Math.min(x.length, y.length);
        let xy = 0,
          xx = 0,
          yy = 0;
        for (let i = 0; i < len; i++) ((xy += x[i]! * y[i]!), (xx += x[i]! * x[i]!), (yy += y[i]! * y[i]!));
        expect(Math.abs(xy / Math.sqrt(xx * yy))).toBeLessThan(0.2);
      }
  });
});
