import { describe, expect, it } from "vitest";
import { outputVolume, readAudioPrefs, withVolume, writeAudioPrefs, type AudioPrefs } from "./audio-prefs";

const memory = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe("audio bar preferences", () => {
  it("defaults to volume 0.5, no track, not muted", () => {
    expect(readAudioPrefs(memory())).toEqual({ volume: 0.5, trackId: null, muted: false });
  });

  it("round-trips under the documented storage keys", () => {
    const store = memory();
    const prefs: AudioPrefs = { volume: 0.3, trackId: "ocean", muted: true };
    writeAudioPrefs(prefs, store);
    expect(Object.fromEntries(store.data)).toEqual({ "audioBar-volume": "0.3", "audioBar-currentTrack": "ocean", "audioBar-muted": "true" });
    expect(readAudioPrefs(store)).toEqual(prefs);
  });

  it("ignores garbage: unknown track, non-numeric or out-of-range volume", () => {
    expect(readAudioPrefs(memory({ "audioBar-volume": "loud", "audioBar-currentTrack": "thunder", "audioBar-muted": "yes" }))).toEqual({
      volume: 0.5,
      trackId: null,
      muted: false,
    });
    expect(readAudioPrefs(memory({ "audioBar-volume": "7" })).volume).toBe(1);
    expect(readAudioPrefs(memory({ "audioBar-volume": "-1" })).volume).toBe(0);
    expect(readAudioPrefs(memory({ "audioBar-volume": "0" })).volume).toBe(0);
    expect(readAudioPrefs(memory({ "audioBar-volume": "" })).volume).toBe(0.5);
  });

  it("muted means silence; raising the volume above zero unmutes", () => {
    const muted: AudioPrefs = { volume: 0.6, trackId: "rain", muted: true };
    expect(outputVolume(muted)).toBe(0);
    expect(outputVolume({ ...muted, muted: false })).toBe(0.6);
    expect(withVolume(muted, 0)).toMatchObject({ volume: 0, muted: true });
    expect(withVolume(muted, 0.2)).toMatchObject({ volume: 0.2, muted: false });
    expect(withVolume({ ...muted, muted: false }, 0.74).volume).toBe(0.7);
  });
});
