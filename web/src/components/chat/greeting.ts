import { COACH_NAME } from "@shared/brand";
import type { UiMessage } from "./types";

/**
 * Mindy's first message in a new conversation: it always says what Mindy is. Someone with saved
 * conversations is greeted as returning, with the last one's topic.
 */
export function greetingText(name?: string | null, lastTopic?: string | null): string {
  const first = name?.trim().split(/\s+/)[0];
  const topic = lastTopic?.trim();
  if (topic) {
    return `Welcome back${first ? `, ${first}` : ""}. It's ${COACH_NAME}, your AI life coach (an AI, not a human and not a therapist). Last time we talked about "${topic}". Would you like to pick that up from Sessions, or is something else on your mind?`;
  }
  return `Hi${first ? ` ${first}` : ""}, I'm ${COACH_NAME}, your AI life coach. I'm an AI, not a human and not a therapist, but I'm here to listen and help you think things through, any time. What's on your mind today?`;
}

export function greetingMessage(name?: string | null, lastTopic?: string | null): UiMessage {
  return { id: `greeting-${Date.now()}`, role: "assistant", content: greetingText(name, lastTopic), timestamp: new Date().toISOString() };
}

/** Repeated by Mindy after three hours in one conversation (the server adds it for saved sessions). */
export const AI_REMINDER = `A quick reminder: I'm ${COACH_NAME}, an AI coach, not a human and not a therapist.`;
