import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DECODER_DELAY, ENCODER_DELAY, PRE_ROLL } from "../../scripts/audio/mp3.mjs";
import { SAMPLE_RATE, TRACKS } from "../../scripts/audio/tracks.mjs";
import { AMBIENT_SAMPLE_RATE, AMBIENT_TRACKS, LOOP_START_UNTRIMMED, ambientTrackById } from "./ambient-tracks";

describe("ambient tracks", () => {
  it("mirror the synthesis script's list", () => {
    expect(AMBIENT_SAMPLE_RATE).toBe(SAMPLE_RATE);
    expect(AMBIENT_TRACKS.map(({ id, name, duration, loopSamples }) => ({ id, name, duration, loopSamples }))).toEqual(
      TRACKS.map((t) => ({ id: t.id, name: t.name, duration: t.duration, loopSamples: t.loopSeconds * SAMPLE_RATE })),
    );
  });

  it("are the spec's four with their labels", () => {
    expect(AMBIENT_TRACKS.map((t) => `${t.id} ${t.name} ${t.duration}`)).toEqual([
      "rain Gentle Rain 10:00",
      "forest Forest Sounds 8:30",
      "ocean Ocean Waves 12:15",
      "meditation Meditation Bell 5:45",
    ]);
    expect(ambientTrackById("ocean")?.name).toBe("Ocean Waves");
    expect(ambientTrackById("thunder")).toBeUndefined();
  });

  it("know where the loop starts in an untrimmed decoding (the encoder's numbers)", () => {
    expect(LOOP_START_UNTRIMMED).toBe(ENCODER_DELAY + PRE_ROLL + DECODER_DELAY + 1152);
    const manifest = new URL("../../scripts/audio/out/manifest.json", import.meta.url);
    if (!existsSync(manifest)) return; // generated output, not committed
    const tracks = JSON.parse(readFileSync(manifest, "utf8")).tracks as { id: string; samples: number; loopStartUntrimmed: number }[];
    for (const t of tracks) {
      expect(t.loopStartUntrimmed).toBe(LOOP_START_UNTRIMMED);
      expect(t.samples).toBe(ambientTrackById(t.id)?.loopSamples);
    }
  });
});
