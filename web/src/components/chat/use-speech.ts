import { useSyncExternalStore } from "react";
import { browserSpeech, type SpeechController, type SpeechState } from "@/lib/speech-synthesis";

export interface Speech extends SpeechState {
  supported: boolean;
  controller: SpeechController;
}

/** The speech controller's state, re-rendering on each change. */
export function useSpeech(): Speech {
  const controller = browserSpeech();
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { ...state, supported: controller.supported, controller };
}
