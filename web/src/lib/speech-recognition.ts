// Voice dictation with the Web Speech API: en-US, continuous, interim results shown, final
// phrases handed to the caller. Every error text is a fixed, plain-language product message.
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "./toast";

export const SPEECH_LANG = "en-US";

/** The plain-language message for a SpeechRecognition error code. */
export function speechErrorMessage(code: string): string {
  switch (code) {
    case "not-allowed":
    case "service-not-allowed":
      return "Microphone access denied. Please enable microphone permissions.";
    case "no-speech":
      return "No speech detected. Please try speaking closer to the microphone.";
    case "audio-capture":
      return "Microphone not found. Please check your audio device.";
    case "network":
      return "Network error. Speech recognition requires an internet connection.";
    default:
      return `Speech recognition error: ${code}`;
  }
}

export const MICROPHONE_FAILURE = "Unable to access microphone. Please check your permissions and try again.";
export const START_FAILURE = "Failed to start voice recognition. Please try again.";
export const UNSUPPORTED_TITLE = "Voice input not supported";
export const UNSUPPORTED_DESCRIPTION = "Please use manual typing for this session.";

// The Web Speech API's recognition types are not in TypeScript's DOM lib.
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const isSpeechRecognitionSupported = () => recognitionCtor() !== null;

export type VoiceState = "idle" | "listening" | "error";

/**
 * Dictation. `onFinal` gets each final phrase (trimmed); `interim` holds the words still being
 * recognised. start() asks for the microphone first so a refusal gets its own message.
 */
export function useSpeechRecognition(onFinal: (phrase: string) => void) {
  const [state, setState] = useState<VoiceState>("idle");
  const [interim, setInterim] = useState("");
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;
  const supported = isSpeechRecognitionSupported();

  const fail = useCallback((message: string) => {
    setError(message);
    setState("error");
    setInterim("");
    notify({ title: "Voice input error", description: message, variant: "destructive" });
  }, []);

  const stop = useCallback(() => {
    recognition.current?.stop();
    recognition.current = null;
    setInterim("");
    setState((s) => (s === "listening" ? "idle" : s));
  }, []);

  const start = useCallback(async () => {
    const Ctor = recognitionCtor();
    if (!Ctor) {
      notify({ title: UNSUPPORTED_TITLE, description: UNSUPPORTED_DESCRIPTION, variant: "destructive" });
      return;
    }
    setError(null);
    if (navigator.mediaDevices?.getUserMedia) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        stream.getTracks().forEach((t) => t.stop()); // only asking for permission here
      } catch (err) {
        const name = err instanceof DOMException ? err.name : "";
        fail(name === "NotAllowedError" ? speechErrorMessage("not-allowed") : MICROPHONE_FAILURE);
        return;
      }
    }
    const r = new Ctor();
    r.lang = SPEECH_LANG;
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (e) => {
      let pending = "";
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i];
        const text = result?.[0]?.transcript ?? "";
        if (result?.isFinal) {
          const phrase = text.trim();
          if (phrase) onFinalRef.current(phrase);
        } else pending += text;
      }
      setInterim(pending.trim());
    };
    r.onerror = (e) => {
      // "aborted" is our own stop().
      if (e.error !== "aborted") fail(speechErrorMessage(e.error));
    };
    r.onend = () => {
      if (recognition.current === r) recognition.current = null;
      setInterim("");
      setState((s) => (s === "listening" ? "idle" : s));
    };
    try {
      r.start();
      recognition.current = r;
      setState("listening");
    } catch {
      fail(START_FAILURE);
    }
  }, [fail]);

  const toggle = useCallback(() => (state === "listening" ? stop() : void start()), [state, start, stop]);

  useEffect(() => () => recognition.current?.abort(), []);

  return { supported, state, listening: state === "listening", interim, error, start, stop, toggle };
}

/** Appends a dictated phrase to the text with one space between. */
export function appendPhrase(text: string, phrase: string): string {
  if (!text) return phrase;
  return /\s$/.test(text) ? text + phrase : `${text} ${phrase}`;
}
