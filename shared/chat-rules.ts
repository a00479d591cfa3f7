// Chat rules both sides use, kept free of zod so the chat screens do not load a validation library.

/** Longest chat message a person can send (characters, after trimming). */
export const MAX_CHAT_MESSAGE = 4000;
/**
 * A conversation that is not stored (free tier, open chat) sends its visible last turns with each
 * message so the reply follows it; the server uses them for that reply and keeps none of them.
 */
export const RECENT_TURNS_MAX = 12;
/** Longest single recent turn (characters): Mindy's replies are longer than a person's messages. */
export const RECENT_TURN_MAX_CHARS = 2000;
/** All recent turns together (characters). */
export const RECENT_TURNS_MAX_CHARS = 8000;

/** The last turns of a conversation, bounded as the server accepts them (oldest dropped first). */
export function recentTurns<T extends { role: "user" | "assistant"; content: string }>(turns: readonly T[]): { role: T["role"]; content: string }[] {
  const out: { role: T["role"]; content: string }[] = [];
  let total = 0;
  for (const t of turns.slice(-RECENT_TURNS_MAX).reverse()) {
    const content = t.content.trim().slice(0, RECENT_TURN_MAX_CHARS);
    if (!content) continue;
    if (total + content.length > RECENT_TURNS_MAX_CHARS) break;
    total += content.length;
    out.push({ role: t.role, content });
  }
  return out.reverse();
}

/** Mindy says again that it is an AI after this long in one conversation. */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** True when a reply at `now` should repeat that Mindy is an AI: a 3-hour mark was passed since the last message. */
export function aiReminderDue(startedAt: number, lastMessageAt: number, now: number): boolean {
  if (!(now > startedAt) || !(lastMessageAt >= startedAt)) return false;
  const mark = (t: number) => Math.floor((t - startedAt) / AI_REMINDER_INTERVAL_MS);
  return mark(now) > mark(lastMessageAt);
}
