import { describe, expect, it } from "vitest";
// @ts-expect-error plain .mjs module without type declarations
import { DECODER_DELAY, ENCODER_DELAY, PRE_ROLL } from "../scripts/audio/mp3.mjs";
// @ts-expect-error plain .mjs module without type declarations
import { SAMPLE_RATE, TRACKS } from "../scripts/audio/tracks.mjs";

interface ScriptTrack {
  id: string;
  name: string;
  duration: string;
  loopSeconds: number;
}
import { AMBIENT_SAMPLE_RATE, AMBIENT_TRACKS, LOOP_START_UNTRIMMED, ambientTrackById } from "./ambient-tracks";

describe("ambient tracks", () => {
  it("mirror the synthesis script's list", () => {
    expect(AMBIENT_SAMPLE_RATE).toBe(SAMPLE_RATE);
    expect(AMBIENT_TRACKS.map(({ id, name, duration, loopSamples }) => ({ id, name, duration, loopSamples }))).toEqual(
      (TRACKS as ScriptTrack[]).map((t) => ({ id: t.id, name: t.name, duration: t.duration, loopSamples: t.loopSeconds * SAMPLE_RATE })),
    );
  });

  it("are the documented four with their labels", () => {
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
    // generate.mjs writes loopStartUntrimmed = delay + 529 + 1152, the delay being encoder + pre-roll.
    expect(LOOP_START_UNTRIMMED).toBe(ENCODER_DELAY + PRE_ROLL + DECODER_DELAY + 1152);
  });
});
