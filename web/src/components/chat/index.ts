export { ChatComposer } from "./chat-composer";
export { CrisisNotice } from "./crisis-notice";
export { AI_REMINDER, greetingMessage, greetingText } from "./greeting";
// MemoryPanel: import it from ./memory-panel (the chat page loads it apart, for paid tiers only).
export { MessageList } from "./message-list";
export { OfflineCoachBadge, OfflineCoachLabel, useOfflineCoach } from "./offline-coach-badge";
export { TypingIndicator } from "./typing-indicator";
export type { UiMessage } from "./types";
export { useCoachChat, type CoachChat } from "./use-coach-chat";
export { useSpeech } from "./use-speech";
export { useClearMemory, useCoachMemory, useMemoryEnabled } from "./memory-api";
export { useDeleteSession, useSessions } from "./use-sessions";
export { VoiceEnabledBadge } from "./voice-badge";
