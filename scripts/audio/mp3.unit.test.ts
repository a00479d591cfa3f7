import { describe, expect, it } from "vitest";
import { countFrames, crc16, DECODER_DELAY, encodeLoopMp3, ENCODER_DELAY, frameHeader, PRE_ROLL, readLameTag, toInt16 } from "./mp3.mjs";

const SR = 44100;

function sineLoop(seconds: number): Float32Array {
  const n = Math.round(seconds * SR);
  const x = new Float32Array(n);
  for (let i = 0; i < n; i++) x[i] = 0.4 * Math.sin((2 * Math.PI * 441 * i) / SR);
  return x;
}

describe("mp3 encoding of a loop", () => {
  it("crc16 is CRC-16/ARC", () => {
    expect(crc16(new TextEncoder().encode("123456789"))).toBe(0xbb3d);
    expect(crc16(new Uint8Array())).toBe(0);
  });

  it("toInt16 dithers deterministically and clamps", () => {
    const x = Float32Array.from([0, 0.5, -0.5, 1.5, -1.5, 1, -1]);
    const a = toInt16(x, 7) as Int16Array;
    expect(Array.from(a)).toEqual(Array.from(toInt16(x, 7) as Int16Array));
    expect(Math.abs(a[0]!)).toBeLessThanOrEqual(1);
    expect(Math.abs(a[1]! - 16384)).toBeLessThanOrEqual(1);
    expect(a[3]).toBe(32767);
    expect(a[4]).toBe(-32768);
  });

  it("writes a valid LAME Info frame whose delay and padding leave exactly the loop", () => {
    const x = sineLoop(2);
    const { bytes, frames, delay, padding, samples } = encodeLoopMp3(x, { sampleRate: SR, kbps: 64 }) as {
      bytes: Uint8Array;
      frames: number;
      delay: number;
      padding: number;
      samples: number;
    };
    expect(samples).toBe(x.length);
    expect(delay).toBe(ENCODER_DELAY + PRE_ROLL);
    expect(padding).toBeGreaterThanOrEqual(DECODER_DELAY);
    expect(padding).toBeLessThan(4096);
    expect(frames * 1152 - delay - padding).toBe(x.length);

    const tag = readLameTag(bytes);
    if (!tag) throw new Error("no LAME tag");
    expect(tag).toMatchObject({ version: "LAME3.100", delay, padding, frames, totalBytes: bytes.length, crcOk: true });

    // The Info frame is a whole frame, followed by exactly `frames` audio frames.
    const h = frameHeader(bytes, 0);
    expect(h).toMatchObject({ bitrate: 64, sampleRate: SR, mono: true, length: tag.frameLength });
    expect(countFrames(bytes.subarray(tag.frameLength))).toBe(frames);
    expect(countFrames(bytes)).toBe(frames + 1);
  });

  it("is deterministic", () => {
    const x = sineLoop(1);
    const a = encodeLoopMp3(x, { sampleRate: SR, kbps: 80, ditherSeed: 3 }).bytes as Uint8Array;
    const b = encodeLoopMp3(x, { sampleRate: SR, kbps: 80, ditherSeed: 3 }).bytes as Uint8Array;
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("spends about the requested bitrate", () => {
    const x = sineLoop(4);
    const { bytes } = encodeLoopMp3(x, { sampleRate: SR, kbps: 64 }) as { bytes: Uint8Array };
    const kbps = (bytes.length * 8) / 4 / 1000;
    expect(kbps).toBeGreaterThan(60);
    expect(kbps).toBeLessThan(72);
  });
});
