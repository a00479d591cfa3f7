// A saved session's title in the sessions list: the person's own first words, short enough to fit.

export const SESSION_TITLE_MAX = 50;
export const NEW_SESSION_TITLE = "New Session";

/**
 * The first user message whole if it is 50 characters or fewer; else its first sentence if that is
 * 50 or fewer; else its first 47 characters and an ellipsis ("..."). "New Session" without a user message.
 */
export function sessionTitle(messages: readonly { role: string; content: string }[]): string {
  const first = messages.find((m) => m.role === "user" && m.content.trim() !== "");
  if (!first) return NEW_SESSION_TITLE;
  return titleFromText(first.content);
}

export function titleFromText(text: string): string {
  const whole = text.trim().replace(/\s+/g, " ");
  if (!whole) return NEW_SESSION_TITLE;
  if ([...whole].length <= SESSION_TITLE_MAX) return whole;
  // First sentence: up to and including the first . ! or ? that ends a sentence.
  const sentence = whole.match(/^.*?[.!?](?=\s|$)/u)?.[0];
  if (sentence && [...sentence].length <= SESSION_TITLE_MAX) return sentence;
  return `${[...whole].slice(0, SESSION_TITLE_MAX - 3).join("")}...`;
}
