import { Pause, Play, Square, Volume2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Speech } from "./use-speech";

/** Listen, pause, resume and stop for one of Mindy's messages. */
export function SpeechControls({ speech, messageId, text }: { speech: Speech; messageId: string; text: string }) {
  if (!speech.supported || !text.trim()) return null;
  const mine = speech.messageId === messageId;
  const status = mine ? speech.status : "idle";
  const c = speech.controller;
  const small = "size-7 text-muted-foreground hover:text-foreground";
  return (
    <div className="flex items-center gap-0.5" role="group" aria-label="Read aloud">
      {status === "idle" && (
        <Button type="button" variant="ghost" size="icon" className={small} aria-label="Listen" title="Listen" onClick={() => c.speak(messageId, text)}>
          <Volume2 aria-hidden />
        </Button>
      )}
      {status === "speaking" && (
        <Button type="button" variant="ghost" size="icon" className={small} aria-label="Pause" title="Pause" onClick={() => c.pause()}>
          <Pause aria-hidden />
        </Button>
      )}
      {status === "paused" && (
        <Button type="button" variant="ghost" size="icon" className={small} aria-label="Resume" title="Resume" onClick={() => c.resume()}>
          <Play aria-hidden />
        </Button>
      )}
      {status !== "idle" && (
        <Button type="button" variant="ghost" size="icon" className={small} aria-label="Stop" title="Stop" onClick={() => c.stop()}>
          <Square aria-hidden />
        </Button>
      )}
    </div>
  );
}
