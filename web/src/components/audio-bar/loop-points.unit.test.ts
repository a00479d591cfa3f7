import { describe, expect, it } from "vitest";
import { loopPoints } from "./loop-points";

const SR = 44100;

describe("loopPoints", () => {
  it("loops the whole buffer when the decoder trimmed the gapless padding", () => {
    expect(loopPoints(30, 30 * SR)).toEqual({ loopStart: 0, loopEnd: 30 });
  });

  it("skips the encoder and decoder delay of an untrimmed decoding", () => {
    const untrimmed = (3409 + 30 * SR + 1500) / SR;
    const { loopStart, loopEnd } = loopPoints(untrimmed, 30 * SR);
    expect(loopStart * SR).toBeCloseTo(3409, 6);
    expect((loopEnd - loopStart) * SR).toBeCloseTo(30 * SR, 6);
  });

  it("loops all of an unexpected short file", () => {
    expect(loopPoints(2, 30 * SR)).toEqual({ loopStart: 0, loopEnd: 2 });
  });
});
