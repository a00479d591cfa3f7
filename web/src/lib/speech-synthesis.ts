// Speech output: reads Mindy's replies aloud with the browser's speech synthesis.
// The controller is plain state logic over an injected speechSynthesis, so it can be unit-tested
// with a fake; React components subscribe to it (see components/chat/use-speech.ts).

export const SPEECH_RATE = 0.9;
export const SPEECH_PITCH = 1.1;
export const SPEECH_VOLUME = 0.8;
/** Replies are read aloud about this long after they arrive. */
export const AUTO_PLAY_DELAY_MS = 300;

export type SpeechStatus = "idle" | "speaking" | "paused";

export interface SpeechState {
  status: SpeechStatus;
  /** The id of the message being spoken (or paused), null when idle. */
  messageId: string | null;
}

/** The parts of the Web Speech API the controller uses. */
export interface SynthLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): VoiceLike[];
}
export interface VoiceLike {
  name: string;
  lang: string;
}
export interface UtteranceLike {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: VoiceLike | null;
  onend: ((ev?: unknown) => void) | null;
  onerror: ((ev?: unknown) => void) | null;
}

const FEMALE_NAMES =
  /\b(female|woman|samantha|victoria|karen|moira|tessa|fiona|susan|zira|hazel|serena|allison|ava|kate|libby|sonia|aria|jenny|emma|olivia|joanna|salli|kimberly|ivy|amy|catherine|google uk english female|google us english)\b/i;

/** Voice preference: a female-sounding name, then an English voice, then the first voice. */
export function pickVoice(voices: readonly VoiceLike[]): VoiceLike | null {
  if (voices.length === 0) return null;
  return (
    voices.find((v) => FEMALE_NAMES.test(v.name) && /^en/i.test(v.lang)) ??
    voices.find((v) => FEMALE_NAMES.test(v.name)) ??
    voices.find((v) => /^en/i.test(v.lang)) ??
    voices[0] ??
    null
  );
}

export interface SpeechController {
  readonly supported: boolean;
  getState(): SpeechState;
  subscribe(listener: () => void): () => void;
  /** Speaks `text` for message `messageId`, cancelling whatever is being spoken. Blank text is ignored. */
  speak(messageId: string, text: string): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Speaks after AUTO_PLAY_DELAY_MS unless something else is spoken or stopped first. */
  speakSoon(messageId: string, text: string): void;
}

export interface ControllerDeps {
  synth: SynthLike | null | undefined;
  createUtterance: (text: string) => UtteranceLike;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Strips markdown-ish symbols so the voice doesn't read them out. */
export function speakableText(text: string): string {
  return text
    .replace(/[*_#`>~]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function createSpeechController(deps: ControllerDeps): SpeechController {
  const { synth, createUtterance } = deps;
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let state: SpeechState = { status: "idle", messageId: null };
  let current: UtteranceLike | null = null;
  let pending: unknown = null;
  const listeners = new Set<() => void>();

  const set = (next: SpeechState) => {
    if (next.status === state.status && next.messageId === state.messageId) return;
    state = next;
    listeners.forEach((l) => l());
  };
  const cancelPending = () => {
    if (pending !== null) clearTimer(pending);
    pending = null;
  };

  function speak(messageId: string, text: string) {
    cancelPending();
    if (!synth) return;
    const clean = speakableText(text);
    if (!clean) return;
    // A new utterance cancels the current one; the old one's end event must not reset the state.
    current = null;
    synth.cancel();
    const u = createUtterance(clean);
    u.rate = SPEECH_RATE;
    u.pitch = SPEECH_PITCH;
    u.volume = SPEECH_VOLUME;
    u.voice = pickVoice(synth.getVoices());
    const finished = () => {
      if (current === u) {
        current = null;
        set({ status: "idle", messageId: null });
      }
    };
    u.onend = finished;
    u.onerror = (ev) => {
      console.warn("Speech synthesis error", ev);
      finished();
    };
    current = u;
    synth.speak(u);
    set({ status: "speaking", messageId });
  }

  return {
    supported: Boolean(synth),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    speak,
    pause() {
      if (!synth || state.status !== "speaking") return;
      synth.pause();
      set({ ...state, status: "paused" });
    },
    resume() {
      if (!synth || state.status !== "paused") return;
      synth.resume();
      set({ ...state, status: "speaking" });
    },
    stop() {
      cancelPending();
      if (!synth) return;
      current = null;
      synth.cancel();
      set({ status: "idle", messageId: null });
    },
    speakSoon(messageId, text) {
      cancelPending();
      if (!synth || !speakableText(text)) return;
      pending = setTimer(() => {
        pending = null;
        speak(messageId, text);
      }, AUTO_PLAY_DELAY_MS);
    },
  };
}

let browserController: SpeechController | null = null;

/** The app's one controller over window.speechSynthesis (unsupported: every call does nothing). */
export function browserSpeech(): SpeechController {
  if (browserController) return browserController;
  const synth = typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined" ? window.speechSynthesis : null;
  browserController = createSpeechController({
    synth: synth as unknown as SynthLike | null,
    createUtterance: (text) => new SpeechSynthesisUtterance(text) as unknown as UtteranceLike,
  });
  return browserController;
}
