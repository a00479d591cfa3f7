// The fixed sample conversation free users see in the AI Coach tab.

export const SAMPLE_QUESTION = "I've been feeling overwhelmed at work lately and I can't switch off in the evenings. Where do I start?";

export const SAMPLE_RESPONSE = [
  "That sounds exhausting, and it makes sense that your mind keeps working after the day is done.",
  "Let's start small, with three things you can try this week:",
  "1. Close the day on paper. Before you log off, write down the three things still on your mind and the first step for each. Your brain can let go of what it knows is captured.",
  "2. Build a short shutdown ritual. A ten-minute walk, changing clothes, or making tea tells your body the workday has ended.",
  "3. Protect one calm hour. Pick an hour each evening with no work messages, and notice how it feels.",
  'When the overwhelm comes back, try naming it: "I\'m feeling stretched right now." Naming a feeling often turns the volume down.',
  "It can also help to ask what is in your control this week, and what isn't. Put your energy into the first list.",
  "Which of these feels most doable for you tomorrow? We can shape it around your evenings together.",
  "And if the pressure starts to affect your sleep or health, talking with your manager or a professional is a strong, healthy step.",
].join("\n\n");

export const SAMPLE_INSIGHTS = [
  { title: "Pattern noticed", text: "Your stress peaks on days with back-to-back meetings. Short breaks between them could help." },
  { title: "Strength to build on", text: "You bounce back faster after evenings you spend outdoors. Keep that habit close." },
  { title: "Next small step", text: "Try a five-minute evening reflection for a week and watch how your mood trend responds." },
] as const;

/** How much of the sample response shows until 'Show Full Response': within 8 lines at 375 px. */
export const SAMPLE_PREVIEW_CHARS = 158;

const ELLIPSIS = "…";

/**
 * Shortens `text` to at most `max` characters (code points, so an emoji is never split), ending
 * at a word boundary with exactly one ellipsis: trailing punctuation, spaces and any ellipsis
 * already there ("..." or "…") are dropped before it. Text that fits is returned as it is. Only a
 * single word longer than `max` is cut inside the word.
 */
export function truncateAtWord(text: string, max: number): string {
  const t = text.trim();
  const chars = [...t];
  if (chars.length <= max) return t;
  const room = Math.max(1, max - 1);
  let cut = chars.slice(0, room).join("");
  if (!/\s/u.test(chars[room]!)) {
    // The cut fell inside a word: go back to the space before it.
    const space = cut.search(/\s\S*$/u);
    if (space > 0) cut = cut.slice(0, space);
  }
  const trimmed = cut.replace(/(?:\.{2,}|…|[\s,;:.!?\-–—])+$/u, "");
  return `${trimmed}${ELLIPSIS}`;
}

export const SAMPLE_RESPONSE_PREVIEW = truncateAtWord(SAMPLE_RESPONSE, SAMPLE_PREVIEW_CHARS);
