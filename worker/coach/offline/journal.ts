// The offline coach's diary work: an insight on one entry, personalised prompts and daily insights,
// all from what the person actually wrote. The caller has already removed entries flagged acute.
import { AI_TEXT_LIMITS, type DailyInsightSlot, type JournalInsight, type JournalPrompt, type SlottedDailyInsight } from "../../../shared/ai-results";
import type { Tier } from "../types";
import { clip, cleanText, fragment, hash, hasLetters, isEmojiOnly, pick, wholeClause } from "../text";
import { THEME_INFO, detectTheme, themesAcross } from "./themes";
import { readTone } from "./tone";

/**
 * Saved diary content is "prompt title: prompt text", a blank line, then the person's text.
 * Returns the person's part when the first paragraph looks like such a prompt header.
 */
export function entryBody(content: string): string {
  const text = cleanText(content, 20_000);
  const idx = text.indexOf("\n\n");
  if (idx > 0) {
    const head = text.slice(0, idx);
    const rest = text.slice(idx + 2).trim();
    if (rest && head.length <= 300 && !head.includes("\n") && (/[?:]/.test(head) || head.split(/\s+/).length <= 25)) return rest;
  }
  return text;
}

const POSITIVE = /(?:^|[^\p{L}])(?:grateful|thankful|happy|proud|excited|great day|good day|lovely|joy|calm|peaceful|relaxed|content|hopeful|accomplished|fun)/iu;

export function offlineJournalInsight(entryText: string): JournalInsight {
  const body = entryBody(entryText);
  if (!hasLetters(body)) {
    return {
      insight: isEmojiOnly(body)
        ? "Sometimes a feeling is easier to show than to say, and that's fine. Next time, try adding one sentence about what brought it on; it can help you notice patterns over time."
        : "Even a short entry counts. Next time, try writing one sentence about how you feel and one about why; small notes like that add up to real insight.",
    };
  }
  const theme = detectTheme(body);
  const seed = hash(body);
  const tone = readTone(body);
  // Good news is met as good news: a grateful entry about a sister's call is not about feeling unheard.
  if (!theme || tone === "positive") {
    const frag = wholeClause(body, [POSITIVE]);
    const positive = tone === "positive" || (tone !== "negative" && POSITIVE.test(body));
    const opener = frag ? `You wrote “${frag}”.` : "Thank you for taking the time to write today.";
    const middle = positive
      ? "It's good to notice moments like this; they show you what helps you feel well."
      : "Putting your thoughts into words is a good way to understand them a little better.";
    const close = positive
      ? pick(["What could you do to have a little more of this in your week?", "What made this possible, and how could you repeat it?"], seed)
      : pick(["What stands out to you as you read it back?", "What would you like tomorrow's entry to say?"], seed);
    return { insight: clip(`${opener} ${middle} ${close}`, AI_TEXT_LIMITS.insight) };
  }
  const info = THEME_INFO[theme];
  const frag = wholeClause(body, info.patterns);
  const opener = frag ? `You wrote “${frag}”.` : `Thank you for writing about ${info.label}.`;
  const feel =
    tone === "mixed"
      ? `It sounds like ${info.label} has brought something good and something hard at the same time, and it's fine to feel both.`
      : `It sounds like ${info.label} has been on your mind, and it makes sense to feel ${pick(info.feelings, seed)}.`;
  const question = pick(info.questions, seed + 1);
  const step = pick(info.steps, seed + 2);
  return { insight: clip(`${opener} ${feel} ${question} ${step}`, AI_TEXT_LIMITS.insight) };
}

const DEFAULT_PROMPTS: JournalPrompt[] = [
  { title: "Morning Reflection", prompt: "How are you feeling as this day begins, and what would make it a good day?" },
  { title: "Gratitude Moment", prompt: "What is one small thing you are grateful for today, and why did it matter?" },
  { title: "Today's Win", prompt: "What is one thing, however small, that went well today?" },
];

/** Three prompts, personalised from the themes and words of recent entries (newest first). */
export function offlineJournalPrompts(recentEntries: readonly string[]): JournalPrompt[] {
  const bodies = recentEntries.map(entryBody).filter(hasLetters).slice(0, 5);
  if (bodies.length === 0) return DEFAULT_PROMPTS.map((p) => ({ ...p }));
  const themes = themesAcross(bodies, 2);
  const prompts: JournalPrompt[] = [];
  const first = themes[0];
  if (first) {
    const info = THEME_INFO[first];
    const source = bodies.find((b) => info.patterns.some((re) => new RegExp(re.source, "iu").test(b))) ?? bodies[0]!;
    const frag = fragment(source, info.patterns, 10, 70);
    prompts.push({
      title: info.prompt.title,
      prompt: clip(frag ? `Recently you wrote “${frag}”. ${info.prompt.prompt}` : info.prompt.prompt, AI_TEXT_LIMITS.prompt),
    });
  } else {
    const frag = fragment(bodies[0]!, [], 10, 70);
    prompts.push({
      title: "Looking Back",
      prompt: clip(
        frag
          ? `Recently you wrote “${frag}”. How do you feel about that now, and what has changed since?`
          : "Read back your last entry. How do you feel about it now, and what has changed since?",
        AI_TEXT_LIMITS.prompt,
      ),
    });
  }
  const second = themes[1];
  if (second) prompts.push({ ...THEME_INFO[second].prompt });
  else prompts.push({ title: "Today's Win", prompt: "What is one thing, however small, that went well today, and what part did you play in it?" });
  prompts.push({ title: "Gratitude Moment", prompt: "What is one small thing you are grateful for today, and why did it matter?" });
  return prompts;
}

const SLOT_OPENERS: Record<DailyInsightSlot, string[]> = {
  daily: ["Here's a thought for today.", "A gentle reminder for today."],
  morning: ["Good morning{name}.", "Morning{name}, a fresh start."],
  afternoon: ["Good afternoon{name}.", "A midday pause{name}."],
  evening: ["Good evening{name}.", "As the day winds down{name}, take a breath."],
};

const GENERIC: Record<DailyInsightSlot, Array<{ insight: string; category: string }>> = {
  daily: [
    { insight: "Small steps count. Pick one thing today that would make tomorrow a little easier, and do just that.", category: "Motivation" },
    { insight: "You don't have to feel ready to begin. Start with two minutes and let momentum do the rest.", category: "Motivation" },
    { insight: "Notice one thing that went well today, however small. Noticing the good is a skill that grows with practice.", category: "Gratitude" },
    { insight: "Take three slow breaths, longer out than in. A calmer body makes for a clearer mind.", category: "Mindfulness" },
  ],
  morning: [
    { insight: "Choose one intention for today, just one, and let everything else be a bonus.", category: "Intention" },
    { insight: "Before the day gets busy, take a minute to notice how you feel, without needing to change it.", category: "Mindfulness" },
  ],
  afternoon: [
    { insight: "Check in with your energy: a glass of water, a short walk or a few deep breaths can reset the rest of your day.", category: "Energy" },
    { insight: "Look at what you've done so far today, not only at what's left. Progress is easy to overlook.", category: "Focus" },
  ],
  evening: [
    { insight: "Write down one thing that went well today and one thing you're letting go of before sleep.", category: "Reflection" },
    { insight: "Be as kind to yourself about today as you would be to a good friend.", category: "Self-Compassion" },
  ],
};

function stepText(step: string): string {
  // "One small step for today: write down..." -> "write down..."
  return step.replace(/^[^:]+:\s*/, "");
}

/** One insight per slot. Paid tiers are personalised from recent entries; free gets general encouragement. */
export function offlineDailyInsights(input: {
  slots: readonly DailyInsightSlot[];
  recentEntries: readonly string[];
  name?: string | null;
  tier: Tier;
  date?: string;
}): SlottedDailyInsight[] {
  const name = cleanText(input.name ?? "", 60).split(/\s+/)[0] ?? "";
  const nameBit = hasLetters(name) && !/[<>]/.test(name) ? `, ${name}` : "";
  const personal = input.tier !== "free";
  const bodies = personal ? input.recentEntries.map(entryBody).filter(hasLetters).slice(0, 10) : [];
  const themes = themesAcross(bodies, 3);
  const seed = hash(`${input.date ?? ""}|${bodies[0] ?? ""}`);
  const slots = [...new Set(input.slots)];

  return slots.map((slot, i) => {
    const opener = pick(SLOT_OPENERS[slot], seed + i).replace("{name}", nameBit);
    const theme = themes.length > 0 ? themes[i % themes.length] : undefined;
    if (theme) {
      const info = THEME_INFO[theme];
      const step = stepText(pick(info.steps, seed + i * 3));
      const lead = `${opener} Since ${info.label} has come up in your diary lately, here's a small idea:`;
      return { slot, insight: clip(`${lead} ${step}`, AI_TEXT_LIMITS.insight), category: info.category };
    }
    const g = pick(GENERIC[slot], seed + i);
    return { slot, insight: clip(`${opener} ${g.insight}`, AI_TEXT_LIMITS.insight), category: g.category };
  });
}
