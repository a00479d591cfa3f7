// The four ambient tracks of the sound bar (spec part 2, "Ambient track"). Mirrors
// scripts/audio/tracks.mjs, the synthesis script's list (a unit test keeps them equal).
// `duration` is the label the sound bar shows (m:ss); the file itself is a short seamless loop.

export type AmbientTrackId = "rain" | "forest" | "ocean" | "meditation";

export interface AmbientTrack {
  id: AmbientTrackId;
  name: string;
  /** The label the sound bar shows, m:ss. */
  duration: string;
  /** Length of the loop in samples at AMBIENT_SAMPLE_RATE (loopSeconds of tracks.mjs). */
  loopSamples: number;
}

export const AMBIENT_SAMPLE_RATE = 44100;

/**
 * Where the loop's first sample sits in a decoding that does NOT honour the file's LAME tag:
 * encoder delay 1728 (576 + 1152 pre-roll) + decoder delay 529 + the silent Info frame 1152.
 * The same number is `loopStartUntrimmed` in scripts/audio/out/manifest.json.
 */
export const LOOP_START_UNTRIMMED = 3409;

const track = (id: AmbientTrackId, name: string, duration: string, loopSeconds: number): AmbientTrack => ({
  id,
  name,
  duration,
  loopSamples: loopSeconds * AMBIENT_SAMPLE_RATE,
});

export const AMBIENT_TRACKS: readonly AmbientTrack[] = [
  track("rain", "Gentle Rain", "10:00", 30),
  track("forest", "Forest Sounds", "8:30", 32),
  track("ocean", "Ocean Waves", "12:15", 40),
  track("meditation", "Meditation Bell", "5:45", 40),
];

export const ambientTrackById = (id: string | null | undefined): AmbientTrack | undefined => AMBIENT_TRACKS.find((t) => t.id === id);

/** Where the app serves a track (from R2, key `audio/{id}.mp3`). */
export const ambientTrackUrl = (id: AmbientTrackId) => `/api/audio/${id}`;
export const ambientTrackKey = (id: AmbientTrackId) => `audio/${id}.mp3`;
