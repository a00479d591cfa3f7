import type { ChatSafety } from "@shared/contract/coaching";

/** A message on screen. The greeting and a reply still arriving are not stored anywhere. */
export interface UiMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** ISO time. */
  timestamp: string;
  safety?: ChatSafety;
  /** A reply whose words are still arriving. */
  streaming?: boolean;
}
