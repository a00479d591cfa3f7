import { z } from "zod";
import { MAX_CHAT_MESSAGE, RECENT_TURN_MAX_CHARS, RECENT_TURNS_MAX, RECENT_TURNS_MAX_CHARS } from "../chat-rules";
import { COACH_NAME } from "../brand";
import { MEMORY_ITEM_MAX_CHARS } from "../memory";
import { SAFETY_LEVELS } from "../safety-levels";
import { crisisResourceSchema } from "./journal";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

const chatMessageText = z
  .string({ error: "Type a message first" })
  .trim()
  .min(1, "Type a message first")
  .max(MAX_CHAT_MESSAGE, `Messages can be at most ${MAX_CHAT_MESSAGE} characters`);

export const sessionIdSchema = z.string({ error: "sessionId must be a session id" }).regex(UUID, "sessionId must be a session id");

/** The visible last turns of a conversation that is not stored: used for one reply, never kept. */
const recentTurnsSchema = z
  .array(
    z.object({
      role: z.enum(["user", "assistant"], { error: "Each earlier turn's role must be user or assistant" }),
      content: z.string({ error: "Each earlier turn needs its text" }).max(RECENT_TURN_MAX_CHARS, `Each earlier turn can be at most ${RECENT_TURN_MAX_CHARS} characters`),
    }),
    { error: "history must be a list of earlier turns" },
  )
  .max(RECENT_TURNS_MAX, `Send at most ${RECENT_TURNS_MAX} earlier turns`)
  .refine((turns) => turns.reduce((n, t) => n + t.content.length, 0) <= RECENT_TURNS_MAX_CHARS, `Earlier turns can be at most ${RECENT_TURNS_MAX_CHARS} characters together`);

/**
 * POST /api/coaching/chat. sessionId is omitted (or null) for a new session. `history`: the
 * conversation's last turns, used only when nothing is stored (free tier); a stored session
 * always answers from its own stored turns.
 */
export const chatRequest = z.object({
  message: chatMessageText,
  sessionId: sessionIdSchema.nullish(),
  history: recentTurnsSchema.optional(),
});
export type ChatRequest = z.input<typeof chatRequest>;

/** POST /api/chat: the open chat (never remembers). */
export const openChatRequest = z.object({
  message: chatMessageText,
  isContextAware: z.boolean({ error: "isContextAware must be true or false" }).optional(),
  history: recentTurnsSchema.optional(),
});

const chatSafety = z.object({
  level: z.enum(SAFETY_LEVELS),
  /** Crisis resources for the person's region: present on distress and acute turns and during a check-in. */
  resources: z.array(crisisResourceSchema).optional(),
});
export type ChatSafety = z.infer<typeof chatSafety>;

/** The answer of both chat routes (and the final SSE event). sessionId is null when nothing is stored (free tier, open chat). */
export const chatResponse = z.object({
  response: z.string(),
  sessionId: z.string().nullable(),
  safety: chatSafety,
  /** True while the conversation is in the crisis check-in state: keep resources visible. */
  checkIn: z.boolean(),
});
export type ChatResponse = z.infer<typeof chatResponse>;

/**
 * Server-sent events of a streamed reply (request header `Accept: text/event-stream`):
 * - `delta` {text}: the next piece of the reply;
 * - `done` ChatResponse: the authoritative full reply (replace what was shown with it);
 * - `error` {message, status}: the reply failed part-way (status 503); nothing was stored.
 */
export const chatStreamEvents = {
  delta: z.object({ text: z.string() }),
  done: chatResponse,
  error: z.object({ message: z.string(), status: z.number().int() }),
};

const chatMessage = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  /** ISO time. */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const coachingSession = z.object({
  id: z.string(),
  title: z.string(),
  messages: z.array(chatMessage),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type CoachingSession = z.infer<typeof coachingSession>;

/** GET /api/coaching/sessions: newest first. */
export const coachingSessionList = z.array(coachingSession);

/** One thing Mindy remembers: a sentence in the second person, learned in one conversation. */
const memoryItem = z.object({
  id: z.string(),
  text: z.string(),
  /** When it was said (ISO). */
  learnedAt: z.string(),
  /** When the person last edited it (ISO), null if never. */
  editedAt: z.string().nullable(),
  /** The conversation it came from. */
  sessionId: z.string(),
  sessionTitle: z.string(),
});
export type MemoryItem = z.infer<typeof memoryItem>;

/** GET /api/coaching/memory (and the answer of every change to it): "What Mindy remembers". */
export const coachMemoryView = z.object({
  /** Off: nothing is learned and nothing is used until it is switched back on. */
  enabled: z.boolean(),
  /** Newest first. */
  items: z.array(memoryItem),
  /** Themes of recent diary entries Mindy may mention (never entries flagged by the safety screen). */
  diaryThemes: z.array(z.string()),
  /** When the person last cleared the memory (ISO), null if never. */
  clearedAt: z.string().nullable(),
});
export type CoachMemoryView = z.infer<typeof coachMemoryView>;

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
