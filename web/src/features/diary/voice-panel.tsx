import { Mic, MicOff } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { appendPhrase, useSpeechRecognition } from "@/lib/speech-recognition";

/** Dictation: final phrases are appended to the text; words still being heard are shown below. */
export function VoicePanel({ text, onText }: { text: string; onText: (text: string) => void }) {
  // The recognition callback outlives renders: it appends to the newest text.
  const textRef = useRef(text);
  textRef.current = text;
  const voice = useSpeechRecognition((phrase) => {
    textRef.current = appendPhrase(textRef.current, phrase);
    onText(textRef.current);
  });
  return (
    <div className="rounded-lg border border-dashed bg-muted/40 p-3" aria-label="Voice input">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant={voice.listening ? "destructive" : "secondary"} onClick={voice.toggle} aria-pressed={voice.listening}>
          {voice.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
          {voice.listening ? "Stop Recording" : "Start Recording"}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {voice.listening
            ? "Listening… speak naturally."
            : voice.error
              ? voice.error
              : voice.supported
                ? "Tap to dictate your entry."
                : "Voice input isn't available in this browser."}
        </p>
      </div>
      {voice.interim && (
        <p className="mt-2 text-sm italic text-muted-foreground" data-testid="voice-interim">
          {voice.interim}
        </p>
      )}
    </div>
  );
}
