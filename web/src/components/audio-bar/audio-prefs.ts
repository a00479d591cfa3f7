// The sound bar's saved choices (spec: audioBar-volume, audioBar-currentTrack, audioBar-muted).
import { ambientTrackById, type AmbientTrackId } from "@shared/ambient-tracks";

export const VOLUME_KEY = "audioBar-volume";
export const TRACK_KEY = "audioBar-currentTrack";
export const MUTED_KEY = "audioBar-muted";
export const DEFAULT_VOLUME = 0.5;

export interface AudioPrefs {
  volume: number;
  trackId: AmbientTrackId | null;
  muted: boolean;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policies): the bar still works, unsaved
  }
};

/** Volume on the slider's grid: 0..1 in steps of 0.1. */
export const snapVolume = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10) / 10));

/** Reads the saved choices; anything missing or garbled falls back to the defaults. */
export function readAudioPrefs(store: Storage | null = storage()): AudioPrefs {
  const get = (key: string) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const rawVolume = get(VOLUME_KEY);
  const volume = rawVolume === null || rawVolume.trim() === "" ? NaN : Number(rawVolume);
  return {
    volume: Number.isFinite(volume) ? snapVolume(volume) : DEFAULT_VOLUME,
    // The saved track is looked up by id among the four.
    trackId: ambientTrackById(get(TRACK_KEY))?.id ?? null,
    muted: get(MUTED_KEY) === "true",
  };
}

export function writeAudioPrefs(prefs: AudioPrefs, store: Storage | null = storage()) {
  try {
    store?.setItem(VOLUME_KEY, String(prefs.volume));
    if (prefs.trackId) store?.setItem(TRACK_KEY, prefs.trackId);
    store?.setItem(MUTED_KEY, String(prefs.muted));
  } catch {
    // Quota or blocked storage: not worth bothering the person about.
  }
}

/** What the listener hears: nothing when muted, otherwise the slider's value. */
export const outputVolume = (prefs: Pick<AudioPrefs, "volume" | "muted">) => (prefs.muted ? 0 : prefs.volume);

/** Moving the slider: raising it above zero while muted unmutes. */
export function withVolume(prefs: AudioPrefs, volume: number): AudioPrefs {
  const v = snapVolume(volume);
  return { ...prefs, volume: v, muted: prefs.muted && v > 0 ? false : prefs.muted };
}
