// Plays one ambient track at a time, looping seamlessly. Web Audio (a decoded buffer looping
// between the gapless loop points) when the browser has it, else an <audio loop> element.
// One instance for the whole app (module scope), so playback survives page changes.
import { ambientTrackById, ambientTrackUrl, type AmbientTrackId } from "@shared/ambient-tracks";
import { getAmbientTrack } from "@/api/audio/get-ambient-track";
import { loopPoints } from "./loop-points";

/** How a play request ended. "superseded": a later pause or play replaced it. */
export type PlayOutcome = "playing" | "refused" | "failed" | "superseded";

type AudioContextCtor = typeof AudioContext;
const AudioContextClass: AudioContextCtor | undefined =
  typeof window === "undefined" ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);

class AmbientPlayer {
  private ctx: AudioContext | null = null;
  private gain: GainNode | null = null;
  private source: AudioBufferSourceNode | null = null;
  private sourceTrack: AmbientTrackId | null = null;
  private element: HTMLAudioElement | null = null;
  private buffers = new Map<AmbientTrackId, Promise<AudioBuffer>>();
  private volume = 0.5;
  /** The latest request wins: an older play that finishes loading late does nothing. */
  private request = 0;

  setVolume(volume: number) {
    this.volume = volume;
    if (this.gain && this.ctx) this.gain.gain.setTargetAtTime(volume, this.ctx.currentTime, 0.03);
    if (this.element) this.element.volume = volume;
  }

  /** Must be called from the click/keypress that asked for sound (autoplay rules). */
  async play(trackId: AmbientTrackId): Promise<PlayOutcome> {
    const request = ++this.request;
    const ctx = this.context();
    if (!ctx) return this.playElement(trackId, request);

    if (this.sourceTrack !== trackId) this.stopSource();
    // Resume inside the gesture; the buffer may still be on its way.
    const resumed = ctx.resume().then(
      () => true,
      () => false,
    );
    let buffer: AudioBuffer;
    try {
      buffer = await this.load(ctx, trackId);
    } catch (error) {
      console.warn(`Ambient track '${trackId}' could not be loaded; the other tracks may still work.`, error);
      if (request === this.request) void ctx.suspend().catch(() => undefined);
      return request === this.request ? "failed" : "superseded";
    }
    const ok = await resumed;
    if (request !== this.request) return "superseded";
    if (!ok || ctx.state !== "running") return "refused";
    if (this.sourceTrack !== trackId || !this.source) this.startSource(ctx, trackId, buffer);
    return "playing";
  }

  pause() {
    this.request++;
    // Suspending keeps the loop's position, so play resumes where it was.
    void this.ctx?.suspend().catch(() => undefined);
    this.element?.pause();
  }

  private context(): AudioContext | null {
    if (this.ctx) return this.ctx;
    if (!AudioContextClass) return null;
    try {
      // The tracks are 44.1 kHz: a context at that rate plays them without resampling.
      this.ctx = new AudioContextClass({ sampleRate: 44100, latencyHint: "playback" });
    } catch {
      try {
        this.ctx = new AudioContextClass();
      } catch {
        return null;
      }
    }
    this.gain = this.ctx.createGain();
    this.gain.gain.value = this.volume;
    this.gain.connect(this.ctx.destination);
    return this.ctx;
  }

  private load(ctx: AudioContext, trackId: AmbientTrackId): Promise<AudioBuffer> {
    let pending = this.buffers.get(trackId);
    if (!pending) {
      pending = getAmbientTrack(trackId).then((bytes) => ctx.decodeAudioData(bytes));
      // A failed load may succeed later (network back): don't keep the failure.
      pending.catch(() => this.buffers.delete(trackId));
      this.buffers.set(trackId, pending);
    }
    return pending;
  }

  private startSource(ctx: AudioContext, trackId: AmbientTrackId, buffer: AudioBuffer) {
    this.stopSource();
    const track = ambientTrackById(trackId)!;
    const { loopStart, loopEnd } = loopPoints(buffer.duration, track.loopSamples);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    source.loop = true;
    source.loopStart = loopStart;
    source.loopEnd = loopEnd;
    source.connect(this.gain!);
    source.start(0, loopStart);
    this.source = source;
    this.sourceTrack = trackId;
  }

  private stopSource() {
    try {
      this.source?.stop();
    } catch {
      // never started
    }
    this.source?.disconnect();
    this.source = null;
    this.sourceTrack = null;
  }

  /** Without Web Audio: a looping <audio> element (a tiny gap at the seam). */
  private async playElement(trackId: AmbientTrackId, request: number): Promise<PlayOutcome> {
    const url = ambientTrackUrl(trackId);
    if (!this.element) {
      this.element = new Audio();
      this.element.loop = true;
      this.element.preload = "auto";
    }
    const el = this.element;
    if (!el.src.endsWith(url)) el.src = url;
    el.volume = this.volume;
    try {
      await el.play();
      return request === this.request ? "playing" : "superseded";
    } catch (error) {
      if (request !== this.request) return "superseded";
      if (error instanceof DOMException && error.name === "NotAllowedError") return "refused";
      console.warn(`Ambient track '${trackId}' could not be played.`, error);
      return "failed";
    }
  }
}

export const ambientPlayer = new AmbientPlayer();
