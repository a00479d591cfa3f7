import { z } from "zod";
import type { CrisisResource } from "../crisis-resources";
import { COACH_NAME } from "../brand";
import { MEMORY_ITEM_MAX_CHARS } from "../memory";

/** Longest chat message a person can send (characters, after trimming). */
export const MAX_CHAT_MESSAGE = 4000;
/** Mindy says again that it is an AI after this long in one conversation. */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const chatMessageText = z
  .string({ error: "Type a message first" })
  .trim()
  .min(1, "Type a message first")
  .max(MAX_CHAT_MESSAGE, `Messages can be at most ${MAX_CHAT_MESSAGE} characters`);

export const sessionIdSchema = z.string({ error: "sessionId must be a session id" }).regex(UUID, "sessionId must be a session id");

/** POST /api/coaching/chat. sessionId is omitted (or null) for a new session. */
export const chatRequest = z.object({
  message: chatMessageText,
  sessionId: sessionIdSchema.nullish(),
});
export type ChatRequest = z.input<typeof chatRequest>;

/** POST /api/chat: the open chat (never remembers). */
export const openChatRequest = z.object({
  message: chatMessageText,
  isContextAware: z.boolean({ error: "isContextAware must be true or false" }).optional(),
});
export type OpenChatRequest = z.input<typeof openChatRequest>;

export const SAFETY_LEVEL_VALUES = ["none", "distress", "acute"] as const;
export type ChatSafetyLevel = (typeof SAFETY_LEVEL_VALUES)[number];

export interface ChatSafety {
  level: ChatSafetyLevel;
  /** Crisis resources for the person's region: present on distress and acute turns and during a check-in. */
  resources?: CrisisResource[];
}

/** The answer of both chat routes (and the final SSE event). sessionId is null when nothing is stored (free tier, open chat). */
export interface ChatResponse {
  response: string;
  sessionId: string | null;
  safety: ChatSafety;
  /** True while the conversation is in the crisis check-in state: keep resources visible. */
  checkIn: boolean;
}

/**
 * Server-sent events of a streamed reply (request header `Accept: text/event-stream`):
 * - `delta` {text}: the next piece of the reply;
 * - `done` ChatResponse: the authoritative full reply (replace what was shown with it);
 * - `error` {message, status}: the reply failed part-way (status 503); nothing was stored.
 */
export type ChatStreamEvent =
  | { event: "delta"; data: { text: string } }
  | { event: "done"; data: ChatResponse }
  | { event: "error"; data: { message: string; status: number } };

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
  /** ISO time. */
  timestamp: string;
}

export interface CoachingSession {
  id: string;
  title: string;
  messages: ChatMessage[];
  createdAt: string;
  updatedAt: string;
  messageCount: number;
}

/** One thing Mindy remembers: a sentence in the second person, learned in one conversation. */
export interface MemoryItem {
  id: string;
  text: string;
  /** When it was said (ISO). */
  learnedAt: string;
  /** When the person last edited it (ISO), null if never. */
  editedAt: string | null;
  /** The conversation it came from. */
  sessionId: string;
  sessionTitle: string;
}

/** GET /api/coaching/memory (and the answer of every change to it). */
export interface CoachMemoryView {
  /** Off: nothing is learned and nothing is used until it is switched back on. */
  enabled: boolean;
  /** Newest first. */
  items: MemoryItem[];
  /** Themes of recent diary entries Mindy may mention (never entries flagged by the safety screen). */
  diaryThemes: string[];
  /** When the person last cleared the memory (ISO), null if never. */
  clearedAt: string | null;
}

export const memoryItemIdSchema = z.string({ error: "id must be a memory item id" }).regex(UUID, "id must be a memory item id");

/** PATCH /api/coaching/memory/:id. */
export const memoryItemEdit = z.object({
  text: z
    .string({ error: "text must be the memory's new wording" })
    .trim()
    .min(1, `Write what ${COACH_NAME} should remember, or delete it instead`)
    .max(MEMORY_ITEM_MAX_CHARS, `A memory can be at most ${MEMORY_ITEM_MAX_CHARS} characters`),
});
export type MemoryItemEdit = z.input<typeof memoryItemEdit>;

/** PUT /api/coaching/memory/settings. */
export const memorySettingsRequest = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type MemorySettingsRequest = z.input<typeof memorySettingsRequest>;

/** True when a reply at `now` should repeat that Mindy is an AI: a 3-hour mark was passed since the last message. */
export function aiReminderDue(startedAt: number, lastMessageAt: number, now: number): boolean {
  if (!(now > startedAt) || !(lastMessageAt >= startedAt)) return false;
  const mark = (t: number) => Math.floor((t - startedAt) / AI_REMINDER_INTERVAL_MS);
  return mark(now) > mark(lastMessageAt);
}
