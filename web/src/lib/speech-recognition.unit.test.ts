import { describe, expect, it } from "vitest";
import { appendPhrase, isSpeechRecognitionSupported, speechErrorMessage } from "./speech-recognition";

describe("speech recognition messages", () => {
  it.each([
    ["not-allowed", "Microphone access denied. Please enable microphone permissions."],
    ["no-speech", "No speech detected. Please try speaking closer to the microphone."],
    ["audio-capture", "Microphone not found. Please check your audio device."],
    ["network", "Network error. Speech recognition requires an internet connection."],
    ["language-not-supported", "Speech recognition error: language-not-supported"],
  ])("%s", (code, message) => {
    expect(speechErrorMessage(code)).toBe(message);
  });

  it("appends final phrases with one space", () => {
    expect(appendPhrase("", "hello")).toBe("hello");
    expect(appendPhrase("I said", "hello")).toBe("I said hello");
    expect(appendPhrase("line\n", "next")).toBe("line\nnext");
  });

  it("reports no support outside a browser", () => {
    expect(isSpeechRecognitionSupported()).toBe(false);
  });
});
