// Chat rules both sides use, kept free of zod so the chat screens do not load a validation library.

/** Longest chat message a person can send (characters, after trimming). */
export const MAX_CHAT_MESSAGE = 4000;
/** Mindy says again that it is an AI after this long in one conversation. */
export const AI_REMINDER_INTERVAL_MS = 3 * 60 * 60 * 1000;

/** True when a reply at `now` should repeat that Mindy is an AI: a 3-hour mark was passed since the last message. */
export function aiReminderDue(startedAt: number, lastMessageAt: number, now: number): boolean {
  if (!(now > startedAt) || !(lastMessageAt >= startedAt)) return false;
  const mark = (t: number) => Math.floor((t - startedAt) / AI_REMINDER_INTERVAL_MS);
  return mark(now) > mark(lastMessageAt);
}
