// The four ambient tracks of the sound bar (spec part 2: "Ambient track").
// `duration` is the label the bar shows (m:ss); the audio itself is a short
// seamless loop of `loopSeconds`, played with looping on. `kbps` is the MP3 bitrate (mono).
// Used by synth.mjs (rendering), generate.mjs (encoding) and the unit tests.

/** @typedef {{ id: "rain" | "forest" | "ocean" | "meditation", name: string, duration: string, loopSeconds: number, kbps: number, seed: number, lufs?: number }} AmbientTrack */

/** @type {readonly AmbientTrack[]} */
export const TRACKS = Object.freeze([
  { id: "rain", name: "Gentle Rain", duration: "10:00", loopSeconds: 30, kbps: 80, seed: 0x5eed_0001 },
  { id: "forest", name: "Forest Sounds", duration: "8:30", loopSeconds: 32, kbps: 80, seed: 0x5eed_0002 },
  // The ocean is mostly low rumble, which loudness metering discounts; -17 keeps its peaks in hand.
  { id: "ocean", name: "Ocean Waves", duration: "12:15", loopSeconds: 40, kbps: 64, seed: 0x5eed_0003, lufs: -17 },
  { id: "meditation", name: "Meditation Bell", duration: "5:45", loopSeconds: 40, kbps: 64, seed: 0x5eed_0004 },
]);

/** Sample rate of the rendered PCM and of the MP3 files. */
export const SAMPLE_RATE = 44100;

/** Default integrated loudness (ITU-R BS.1770, gated; a track may set its own) and the peak ceiling. */
export const TARGET_LUFS = -16;
export const PEAK_CEILING = 0.84; // about -1.5 dBFS: leaves room for MP3 overshoot

/** @param {string} id */
export function trackById(id) {
  return TRACKS.find((t) => t.id === id);
}
