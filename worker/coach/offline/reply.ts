// The offline coach's chat reply: deterministic, rule-based reflective listening.
// Shape of a reply: reflect the person's own words, name the likely feeling, ask one open question,
// offer one small concrete next step. 2-5 sentences, warm and plain.
import { COACH_NAME } from "../../shared/brand";
import type { ChatTurn, CoachMemory } from "../types";
import { cleanText, fragment, hash, hasLetters, isEmojiOnly, oneLine, pick, words } from "../text";
import { THEME_INFO, scoreThemes, type Theme } from "./themes";

export type ReplyKind = Theme | "general" | "greeting" | "thanks" | "goodbye" | "identity" | "empty" | "emoji";

export interface OfflineReplyInput {
  message: string;
  history?: readonly ChatTurn[];
  name?: string | null;
  memory?: CoachMemory | null;
  /** Distress was detected: softer wording and a nudge towards support. */
  gentle?: boolean;
  /** Quote the person's words back (default true). Off when a quote would not pass the output screen. */
  quote?: boolean;
}

export interface OfflineReply {
  text: string;
  kind: ReplyKind;
  /** The fragment of the person's words that was reflected back, if any. */
  reflected: string;
}

const GREETING = /^(?:hi+|hey+|hello+|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|morning|evening|hola|bonjour|salut|hallo|ciao|olá|namaste|hei|hej|привет|こんにちは|你好|안녕)\b/iu;
const THANKS = /(?:^|\W)(?:thanks?|thank you|thx|ty|cheers|appreciate (?:it|that|you)|that helped|helpful|merci|gracias|danke|grazie)(?:\W|$)/iu;
const GOODBYE = /^(?:bye+|goodbye|good ?night|see you|see ya|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|gotta go|i have to go|that'?s all)\b/iu;
const IDENTITY = /\b(?:are you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|therapist|psychologist|counsel+or|doctor)|who are you|what are you|am i talking to (?:a |an )?(?:real|human|person|bot|robot|ai|machine))\b/iu;

const EMOJI_FEELINGS: Array<{ re: RegExp; feeling: string; positive: boolean }> = [
  { re: /[😢😭😞😔☹🙁💔😿🥺]/u, feeling: "sad", positive: false },
  { re: /[😡😤😠🤬👿💢]/u, feeling: "frustrated or angry", positive: false },
  { re: /[😰😨😟😬😱😧😥]/u, feeling: "anxious or on edge", positive: false },
  { re: /[😴🥱😪💤]/u, feeling: "tired", positive: false },
  { re: /[😐😑😶🫥]/u, feeling: "flat or numb", positive: false },
  { re: /[😌🧘☺🕊🌿]/u, feeling: "calm", positive: true },
  { re: /[😀😃😄😁😊🙂🥰😍🥳🎉❤🧡💛💚💙💜👍✨🌞☀💪]/u, feeling: "good", positive: true },
];

function firstName(name: string | null | undefined): string {
  const n = cleanText(name ?? "", 60).split(/\s+/)[0] ?? "";
  return hasLetters(n) && !/[<>]/.test(n) ? n : "";
}

function previousAssistantTexts(history: readonly ChatTurn[]): string[] {
  return history.filter((t) => t.role === "assistant").map((t) => t.content.trim());
}

/**
 * Picks the first candidate (in an order that depends on the seed) that is not the same as the
 * last reply, and preferably not any earlier reply either.
 */
function chooseFresh(candidates: (offset: number) => string, count: number, history: readonly ChatTurn[]): string {
  const previous = previousAssistantTexts(history);
  const last = previous[previous.length - 1];
  const seen = new Set(previous);
  let fallback: string | null = null;
  for (let i = 0; i < Math.max(count, 1); i++) {
    const text = candidates(i);
    if (!seen.has(text)) return text;
    if (fallback === null && text !== last) fallback = text;
  }
  if (fallback !== null) return fallback;
  // Every variant was used; add a short, changing lead so that the reply is never the same twice in a row.
  const leads = ["Let's stay with this a little longer.", "I'm still here with you.", "Thank you for staying with this."];
  return `${pick(leads, previous.length)} ${candidates(0)}`;
}

function greetingReply(kind: "greeting" | "thanks" | "goodbye" | "identity" | "empty", name: string, seed: number, history: readonly ChatTurn[]): string {
  const hi = name ? `, ${name}` : "";
  const options: Record<typeof kind, string[]> = {
    greeting:
      history.length === 0
        ? [
            `Hi${hi}! I'm ${COACH_NAME}, an AI coach (not a human and not a therapist), and I'm here to listen and help you think things through. What's on your mind today?`,
            `Hello${hi}! I'm ${COACH_NAME}, your AI coach. I can listen, help you sort through your thoughts and suggest small next steps. How are you feeling today?`,
          ]
        : [
            `Hi again${hi}. How are you feeling right now?`,
            `Hello${hi}, good to hear from you. What would you like to talk about?`,
            `Hey${hi}. What's been on your mind since we last spoke?`,
          ],
    thanks: [
      `You're very welcome${hi}. Is there anything else on your mind, or would you like to choose one small thing to try before we talk again?`,
      `I'm glad that helped${hi}. What feels like the next small step for you?`,
      `Thank you for sharing with me${hi}. How are you feeling now compared with when we started?`,
    ],
    goodbye: [
      `Take care${hi}. Before you go, what's one kind thing you could do for yourself today?`,
      `Thanks for talking with me${hi}. What would you like to remember from today's conversation?`,
      `Goodbye for now${hi}. I'm here whenever you want to talk again. Is there one small thing you'll try before then?`,
    ],
    identity: [
      `I'm ${COACH_NAME}, an AI coach: not a human and not a therapist. I can listen, help you sort through your thoughts and suggest small next steps, and for anything serious a professional is the right person to talk to. What would you like to talk about?`,
      `Good question: I'm ${COACH_NAME}, an AI, not a person or a therapist. I'm here to listen and help you find small, practical next steps. What's on your mind?`,
    ],
    empty: [
      `It looks like your message came through empty. Whenever you're ready, what's on your mind?`,
      `I didn't catch any words there. What would you like to talk about today?`,
    ],
  };
  const list = options[kind];
  return chooseFresh((i) => pick(list, seed + i), list.length, history);
}

function emojiReply(message: string, seed: number, history: readonly ChatTurn[]): { text: string; reflected: string } {
  const shown = [...message.replace(/\s+/g, "")].slice(0, 6).join("");
  const match = EMOJI_FEELINGS.find((e) => e.re.test(message));
  const feeling = match?.feeling ?? "something that's hard to put into words";
  const positive = match?.positive ?? false;
  const variants = positive
    ? [
        `I see ${shown}, so it looks like you might be feeling ${feeling}. What's been going well for you today? One small idea: jot down that moment so you can come back to it later.`,
        `${shown} That looks like a good feeling! What made today feel this way? It might be worth noting it in your diary, so you remember what helps.`,
      ]
    : [
        `I see you sent ${shown}. It looks like you might be feeling ${feeling}. Would you like to put a few words to what's going on? Even one short sentence is enough to start.`,
        `Thank you for sending ${shown}. Sometimes a feeling is easier to show than to say, and it looks like you might be feeling ${feeling}. What's been happening? If words are hard right now, try naming just one thing that's on your mind.`,
      ];
  return { text: chooseFresh((i) => pick(variants, seed + i), variants.length, history), reflected: shown };
}

function memoryNote(theme: Theme, memory: CoachMemory | null | undefined): string {
  if (!memory) return "";
  const themes = (memory.diaryThemes ?? []).map((t) => t.toLowerCase());
  const notes = (memory.remembered ?? []).join(" ");
  const seenBefore = themes.includes(theme) || scoreThemes(notes).some((s) => s.theme === theme);
  return seenBefore ? `You've mentioned ${THEME_INFO[theme].label} before, so it seems to really matter to you.` : "";
}

const REFLECT = [
  (f: string) => `You said “${f}”.`,
  (f: string) => `I hear you: “${f}”.`,
  (f: string) => `Thank you for sharing this: “${f}”.`,
  (f: string) => `When you say “${f}”, I can tell it matters to you.`,
];
const REFLECT_NO_QUOTE = [
  (label: string) => `Thank you for telling me about ${label}.`,
  (label: string) => `It sounds like ${label} has been on your mind.`,
  (label: string) => `I can tell ${label} has been weighing on you.`,
];
const FEEL = [
  (feel: string) => `It sounds like you might be feeling ${feel}.`,
  (feel: string) => `I imagine that leaves you feeling ${feel}, which is completely understandable.`,
  (feel: string) => `It would make sense to feel ${feel} right now.`,
];
const GENTLE_FEEL = [
  "That sounds really painful, and I'm glad you told me.",
  "That sounds like a lot to carry, and I'm really glad you shared it with me.",
  "I'm sorry things feel this heavy right now; thank you for trusting me with it.",
];
const GENTLE_STEP = [
  "One small step: let one person you trust know how you're feeling today, and if it ever feels like too much, please reach out to a professional or one of the support lines shown here.",
  "A small next step: be as gentle with yourself as you would be with a friend today, and consider talking to someone you trust or a professional; you don't have to carry this alone.",
];
const GENERAL = {
  feelings: ["a mix of things at once", "unsure where to start", "thoughtful about it"],
  questions: [
    "What feels most important about this for you right now?",
    "What would you like to be different, ideally?",
    "How has this been affecting your days?",
    "What have you already tried, and how did it go?",
  ],
  steps: [
    "One small step: take two minutes to write down what you'd most like to be different by the end of this week.",
    "A small next step: notice when this comes up over the next day and jot down what was happening just before.",
    "Something small to try: name one thing, however tiny, that you could do about this today.",
  ],
};

/** The offline coach's reply to one chat message. Deterministic for the same message and history. */
export function offlineReply(input: OfflineReplyInput): OfflineReply {
  const history = input.history ?? [];
  const message = cleanText(input.message);
  const name = firstName(input.name);
  const turn = history.filter((t) => t.role === "assistant").length;
  const seed = hash(message) + turn * 7;

  if (message === "" || (!hasLetters(message) && !isEmojiOnly(message))) {
    return { text: greetingReply("empty", name, seed, history), kind: "empty", reflected: "" };
  }
  if (isEmojiOnly(message)) {
    const r = emojiReply(message, seed, history);
    return { text: r.text, kind: "emoji", reflected: r.reflected };
  }

  const short = words(message).length <= 8;
  const scored = scoreThemes(message);
  const theme = scored[0]?.theme ?? null;

  if (IDENTITY.test(message) && !theme) return { text: greetingReply("identity", name, seed, history), kind: "identity", reflected: "" };
  if (short && !theme && !input.gentle) {
    if (GOODBYE.test(message)) return { text: greetingReply("goodbye", name, seed, history), kind: "goodbye", reflected: "" };
    if (THANKS.test(message)) return { text: greetingReply("thanks", name, seed, history), kind: "thanks", reflected: "" };
    if (GREETING.test(message)) return { text: greetingReply("greeting", name, seed, history), kind: "greeting", reflected: "" };
  }

  const info = theme ? THEME_INFO[theme] : null;
  const frag = input.quote === false ? "" : fragment(message, info?.patterns ?? []);
  const label = info?.label ?? "this";
  const feelings = info?.feelings ?? GENERAL.feelings;
  const questions = info?.questions ?? GENERAL.questions;
  const steps = info?.steps ?? GENERAL.steps;
  const note = theme && !input.gentle ? memoryNote(theme, input.memory) : "";

  const build = (i: number): string => {
    const s = seed + i;
    const reflect = frag ? pick(REFLECT, s)(frag) : pick(REFLECT_NO_QUOTE, s)(label);
    const feel = input.gentle ? pick(GENTLE_FEEL, s) : pick(FEEL, s + 1)(pick(feelings, s + 2));
    const question = pick(questions, s + 3);
    const step = input.gentle ? pick(GENTLE_STEP, s + 4) : pick(steps, s + 4);
    return oneLine([reflect, feel, note, question, step].filter(Boolean).join(" "));
  };
  const text = chooseFresh(build, 12, history);
  return { text, kind: theme ?? "general", reflected: frag };
}
