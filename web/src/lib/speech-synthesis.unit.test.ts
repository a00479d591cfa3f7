import { describe, expect, it, vi } from "vitest";
import {
  AUTO_PLAY_DELAY_MS,
  createSpeechController,
  pickVoice,
  SPEECH_PITCH,
  SPEECH_RATE,
  SPEECH_VOLUME,
  type SynthLike,
  type UtteranceLike,
  type VoiceLike,
} from "./speech-synthesis";

function fakeSynth(voices: VoiceLike[] = [{ name: "Daniel", lang: "en-GB" }]) {
  const spoken: UtteranceLike[] = [];
  const synth = {
    speak: (u: UtteranceLike) => void spoken.push(u),
    cancel: vi.fn<() => void>(),
    pause: vi.fn<() => void>(),
    resume: vi.fn<() => void>(),
    getVoices: () => voices,
  } satisfies SynthLike;
  return { synth, spoken };
}

const createUtterance = (text: string): UtteranceLike => ({ text, rate: 1, pitch: 1, volume: 1, voice: null, onend: null, onerror: null });

function timers() {
  const queue: { fn: () => void; ms: number }[] = [];
  return {
    setTimer: (fn: () => void, ms: number) => {
      const t = { fn, ms };
      queue.push(t);
      return t;
    },
    clearTimer: (h: unknown) => {
      const i = queue.indexOf(h as (typeof queue)[number]);
      if (i >= 0) queue.splice(i, 1);
    },
    queue,
    flush: () => queue.splice(0).forEach((t) => t.fn()),
  };
}

describe("speech controller", () => {
  it("speaks with rate 0.9, pitch 1.1 and volume 0.8, and goes idle → speaking → paused → speaking → idle", () => {
    const { synth, spoken } = fakeSynth();
    const c = createSpeechController({ synth, createUtterance });
    expect(c.getState()).toEqual({ status: "idle", messageId: null });
    c.speak("m1", "Hello there");
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: "Hello there", rate: SPEECH_RATE, pitch: SPEECH_PITCH, volume: SPEECH_VOLUME });
    expect([SPEECH_RATE, SPEECH_PITCH, SPEECH_VOLUME]).toEqual([0.9, 1.1, 0.8]);
    expect(c.getState()).toEqual({ status: "speaking", messageId: "m1" });
    c.pause();
    expect(synth.pause).toHaveBeenCalledOnce();
    expect(c.getState().status).toBe("paused");
    c.resume();
    expect(synth.resume).toHaveBeenCalledOnce();
    expect(c.getState().status).toBe("speaking");
    spoken[0]!.onend?.();
    expect(c.getState()).toEqual({ status: "idle", messageId: null });
  });

  it("a new utterance cancels the current one, and the old one's end does not reset the state", () => {
    const { synth, spoken } = fakeSynth();
    const c = createSpeechController({ synth, createUtterance });
    c.speak("m1", "First");
    c.speak("m2", "Second");
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    expect(c.getState()).toEqual({ status: "speaking", messageId: "m2" });
    spoken[0]!.onend?.();
    expect(c.getState().messageId).toBe("m2");
    spoken[1]!.onend?.();
    expect(c.getState().status).toBe("idle");
  });

  it("only speaks non-blank text", () => {
    const { synth, spoken } = fakeSynth();
    const c = createSpeechController({ synth, createUtterance });
    c.speak("m1", "   \n ");
    c.speak("m2", "**");
    expect(spoken).toHaveLength(0);
    expect(c.getState().status).toBe("idle");
  });

  it("stop cancels and goes idle; pause and resume do nothing when idle", () => {
    const { synth } = fakeSynth();
    const c = createSpeechController({ synth, createUtterance });
    c.pause();
    c.resume();
    expect(synth.pause).not.toHaveBeenCalled();
    expect(synth.resume).not.toHaveBeenCalled();
    c.speak("m1", "Hi");
    c.stop();
    expect(c.getState()).toEqual({ status: "idle", messageId: null });
  });

  it("an error ends speaking", () => {
    const { synth, spoken } = fakeSynth();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const c = createSpeechController({ synth, createUtterance });
    c.speak("m1", "Hi");
    spoken[0]!.onerror?.({ error: "interrupted" });
    expect(c.getState().status).toBe("idle");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("auto-plays after 300 ms; a stop or a newer reply before then cancels the pending one", () => {
    const { synth, spoken } = fakeSynth();
    const t = timers();
    const c = createSpeechController({ synth, createUtterance, setTimer: t.setTimer, clearTimer: t.clearTimer });
    c.speakSoon("m1", "Reply one");
    expect(t.queue[0]?.ms).toBe(AUTO_PLAY_DELAY_MS);
    expect(AUTO_PLAY_DELAY_MS).toBe(300);
    expect(spoken).toHaveLength(0);
    c.speakSoon("m2", "Reply two");
    expect(t.queue).toHaveLength(1);
    t.flush();
    expect(spoken.map((u) => u.text)).toEqual(["Reply two"]);
    c.speakSoon("m3", "Reply three");
    c.stop();
    t.flush();
    expect(spoken).toHaveLength(1);
    c.speakSoon("m4", "  ");
    expect(t.queue).toHaveLength(0);
  });

  it("does nothing without speech synthesis", () => {
    const c = createSpeechController({ synth: null, createUtterance });
    expect(c.supported).toBe(false);
    c.speak("m1", "Hi");
    expect(c.getState().status).toBe("idle");
  });

  it("notifies subscribers on each change", () => {
    const { synth } = fakeSynth();
    const c = createSpeechController({ synth, createUtterance });
    const listener = vi.fn();
    const off = c.subscribe(listener);
    c.speak("m1", "Hi");
    c.pause();
    off();
    c.resume();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("pickVoice", () => {
  it("prefers a female-sounding name, then English, then the first voice", () => {
    const first = { name: "Thomas", lang: "fr-FR" };
    const english = { name: "Daniel", lang: "en-GB" };
    const female = { name: "Samantha", lang: "en-US" };
    expect(pickVoice([first, english, female])).toBe(female);
    expect(pickVoice([first, english])).toBe(english);
    expect(pickVoice([first])).toBe(first);
    expect(pickVoice([])).toBeNull();
    expect(pickVoice([first, { name: "Microsoft Zira Desktop", lang: "en-US" }])?.name).toContain("Zira");
  });
});
