// The offline coach's chat reply: deterministic, rule-based reflective listening.
// Shape of a reply: reflect the person's own words (a whole clause, or none), meet the tone of the
// message (good news as good news, a hard time as a hard time), ask at most one open question, and
// sometimes offer one small next step. 2-5 sentences, warm and plain. Questions about the app get
// the FAQ's answer; medicines, alcohol or drugs, eating and trauma get a reply naming a professional.
// No sentence template is used twice in a conversation (see the history's templates).
import { COACH_NAME } from "../../../shared/brand";
import type { ChatTurn, CoachMemory } from "../types";
import { cleanText, hash, hasLetters, isEmojiOnly, isFiller, oneLine, pick, sentences, templateKey, wholeClause, words } from "../text";
import { careReplies, careTopic, type CareTopic } from "./care";
import { faqAnswer, faqTopic, type FaqTopic } from "./faq";
import { THEME_INFO, scoreThemes, type Theme } from "./themes";
import { readTone, toldGoodNews, type Tone } from "./tone";
import { wordingReplies } from "./wording";

export type ReplyKind = Theme | "general" | "greeting" | "thanks" | "goodbye" | "identity" | "empty" | "emoji" | "faq" | "care" | "filler";

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
  /** The tone read from the message. */
  tone?: Tone;
  /** The app question answered, or the care topic named. */
  faq?: FaqTopic;
  care?: CareTopic;
}

const GREETING =
  /^(?:hi+|hey+|hello+|hiya|howdy|yo|good (?:morning|afternoon|evening|day)|morning|evening|hola|bonjour|salut|hallo|ciao|olá|namaste|hei|hej|привет|こんにちは|你好|안녕)\b/iu;
const THANKS = /(?:^|\W)(?:thanks?|thank you|thx|ty|cheers|appreciate (?:it|that|you)|that helped|helpful|merci|gracias|danke|grazie)(?:\W|$)/iu;
const GOODBYE = /^(?:bye+|goodbye|good ?night|see you|see ya|talk (?:to you )?(?:later|soon|tomorrow)|ttyl|gotta go|i have to go|that'?s all)\b/iu;

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

/** The sentence templates already used by the coach in this conversation. */
export function usedTemplates(history: readonly ChatTurn[]): Set<string> {
  const used = new Set<string>();
  for (const t of previousAssistantTexts(history)) for (const s of sentences(t)) used.add(templateKey(s));
  return used;
}

function fresh(text: string, used: ReadonlySet<string>): boolean {
  return sentences(text).every((s) => !used.has(templateKey(s)));
}

/**
 * Picks the first candidate (in an order that depends on the seed) none of whose sentence
 * templates was used earlier in the conversation; failing that, one that differs from the last reply.
 */
function chooseFresh(candidates: (offset: number) => string, count: number, history: readonly ChatTurn[]): string {
  const previous = previousAssistantTexts(history);
  const last = previous[previous.length - 1];
  const used = usedTemplates(history);
  let fallback: string | null = null;
  for (let i = 0; i < Math.max(count, 1); i++) {
    const text = candidates(i);
    if (fresh(text, used)) return text;
    if (fallback === null && text !== last) fallback = text;
  }
  return fallback ?? candidates(0);
}

/** The first sentence of `pool` (rotated by `seed`) whose template is unused; it is then marked used. */
function take(pool: readonly string[], seed: number, used: Set<string>): string {
  for (let i = 0; i < pool.length; i++) {
    const s = pick(pool, seed + i);
    const key = templateKey(s);
    if (!used.has(key)) {
      used.add(key);
      return s;
    }
  }
  return "";
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

// Each pool's sentences start differently, so that a conversation can use each one once.
const REFLECT = [
  (f: string) => `You said “${f}”.`,
  (f: string) => `I hear you: “${f}”.`,
  (f: string) => `When you say “${f}”, I can tell it matters to you.`,
  (f: string) => `Let me make sure I've got it: “${f}”.`,
  (f: string) => `It stood out to me that you wrote “${f}”.`,
  (f: string) => `Thank you for putting it into words: “${f}”.`,
];
const REFLECT_HARD = [
  (label: string) => `Thank you for telling me about ${label}.`,
  (label: string) => `It sounds like ${label} has been on your mind.`,
  (label: string) => `I can tell ${label} has been weighing on you.`,
  () => "That sounds like a hard stretch.",
  () => "I'm glad you brought this here.",
  () => "Thanks for trusting me with what's going on.",
  () => "I'm listening, and I'm on your side.",
];
const FEEL = [
  (feel: string) => `It sounds like you might be feeling ${feel}.`,
  (feel: string) => `I imagine that leaves you feeling ${feel}, which is completely understandable.`,
  (feel: string) => `It would make sense to feel ${feel} right now.`,
  (feel: string) => `Anyone in your place could end up feeling ${feel}.`,
  (feel: string) => `No wonder you feel ${feel}.`,
  (feel: string) => `Feeling ${feel} in a situation like this is very human.`,
];
// Good news told (a job, a result, a milestone) is congratulated; a message that is only pleasant
// ("the kids say thank you", "progress review") is met warmly, without presuming an achievement.
const GOOD_NEWS = [
  "That's wonderful news, and it sounds well earned.",
  "That sounds like a real high point.",
  "Congratulations, that's worth celebrating.",
  "It's great to hear something good happened.",
];
const GOOD = ["What a lovely thing to share.", "I'm really glad to hear it.", "That sounds like a moment worth holding on to.", "Moments like this deserve to be noticed."];
const GOOD_NEWS_QUESTIONS = [
  "What do you think made it possible?",
  "How are you going to mark it?",
  "What part of it are you most proud of?",
  "What did you do that helped this happen?",
];
const GOOD_QUESTIONS = ["How does it feel to say it out loud?", "Who else would you like to share this with?", "What would you like to remember about today?"];
const GOOD_STEPS = [
  "You might jot it down in your diary, so you can come back to it on a harder day.",
  "It could be worth pausing for a minute today just to enjoy it.",
  "Something small to try: tell one person who'd be glad to hear it.",
  "One small idea: write down what you did that made this happen, so you can do it again.",
];
const MIXED = [
  "It sounds like there's something good here and something hard at the same time.",
  "Both things can be true at once: the good part and the part that's hard.",
  "That's a real mix, and it makes sense to feel more than one thing.",
  "Good news can still come with a cost, and it's fine to feel both.",
  "There's a lot in that, some of it good and some of it heavy.",
];
const MIXED_QUESTIONS = [
  "Which part is taking up more of your mind right now?",
  "What would help you enjoy the good part a little more?",
  "What would make the hard part feel a bit lighter?",
  "If you could hold on to one part of this, which would it be?",
];
const NEUTRAL = [
  "That's a good thing to think through.",
  "Happy to help you think about this.",
  "Let's look at this together.",
  "That sounds like a worthwhile thing to work on.",
  "Good question to bring here.",
  "I like that you're giving this some thought.",
];
const NEUTRAL_QUESTIONS = [
  "What would a good outcome look like for you?",
  "What's the first small piece of this you could start with?",
  "What has worked for you before with something similar?",
  "What matters most to you about this?",
  "When in your week would this fit most naturally?",
  "What would make this easier to start?",
];
// A plain account of something that happened is not a plan: "When would this fit in your week?"
// answers a plan, and reads as a script after "my manager moved my deadline up".
const PLAN =
  /\b(?:want(?:s|ed)? to|wanna|would like to|'d like to|hop(?:e|ing) to|trying to|try to|need to|plan(?:ning)? to|going to|gonna|should i|how (?:can|do|could|should) i|start(?:ing)?|begin|goal|habit|routine)\b/i;
const SITUATION_QUESTIONS = [
  "What would you like to happen next?",
  "How do you feel about it, now that it's written down?",
  "What's your own sense of what's going on here?",
  "Which part of this is on your mind most?",
  "What would you like to do with this, if anything?",
];
const SITUATION_STEPS = [
  "If it helps, jot down what happened and what you'd like to happen next.",
  "Something small to try: give it a day, then notice whether it still feels the same.",
];
const NEUTRAL_STEPS = [
  "One small step: write down the very next action, something you could do in ten minutes.",
  "A small next step: put fifteen minutes for it in your calendar this week.",
  "Something small to try: tell someone what you're planning, so it feels more real.",
];
const FILLER_LEADS = [
  "That's okay, there's no rush.",
  "Fair enough.",
  "No pressure to say more than you want to.",
  "Sometimes the words take a while to come, and that's fine.",
  "We can take this slowly.",
  "I'm still here.",
  "Thanks for staying with me.",
  "Not knowing is a perfectly good place to start.",
  "Got it.",
  "That's fine by me.",
  "Take your time.",
  "Okay.",
  "That's alright.",
  "Noted.",
  "Mm, I hear you.",
  "Thanks for letting me know.",
  "All good.",
  "We don't have to figure it all out right now.",
  "Short answers are fine here.",
  "It's okay to not have much to say today.",
];
const FILLER_QUESTIONS = [
  "Would it help to pick one small thing to focus on?",
  "What's one word for how you feel right now?",
  "Is there anything from today you'd like to talk through?",
  "What would feel most useful to talk about next?",
  "Shall we look at one small step together?",
  "What's on your mind at the moment, even if it's small?",
  "Would you like to keep going with what we were talking about, or try something new?",
  "How is your energy right now: high, low or somewhere in between?",
  "What would make the rest of today a little easier?",
  "Is there a part of this you'd like to come back to?",
  "Would a small idea for today help?",
  "Is there anything you're looking forward to this week?",
  "What's been the best part of your day so far?",
  "Would you rather talk, or just check in for now?",
  "How did you sleep last night?",
  "What's one thing you'd like to get done today?",
  "Is anything bothering you that we haven't touched on?",
  "Shall I suggest something to try, or would you rather just talk?",
];
const GENTLE_FEEL = [
  "That sounds really painful, and I'm glad you told me.",
  "That sounds like a lot to carry, and I'm really glad you shared it with me.",
  "I'm sorry things feel this heavy right now; thank you for trusting me with it.",
  "You've been holding a lot, and it took courage to say it.",
];
const GENTLE_STEP = [
  "One small step: let one person you trust know how you're feeling today, and if it ever feels like too much, please reach out to a professional or one of the support lines shown here.",
  "A small next step: be as gentle with yourself as you would be with a friend today, and consider talking to someone you trust or a professional; you don't have to carry this alone.",
  "If it would help, a professional such as a doctor or counsellor can support you with this, alongside someone you trust.",
];
const GENERAL = {
  feelings: ["a mix of things at once", "unsure where to start", "weighed down by it"],
  questions: [
    "What feels most important about this for you right now?",
    "What would you like to be different, ideally?",
    "How has this been affecting your days?",
    "What have you already tried, and how did it go?",
    "What would help, even a little, this week?",
    "Who in your life knows about this?",
    "What do you need most at the moment?",
    "Where do you notice this most during the day?",
  ],
  steps: [
    "One small step: take two minutes to write down what you'd most like to be different by the end of this week.",
    "A small next step: notice when this comes up over the next day and jot down what was happening just before.",
    "Something small to try: name one thing, however tiny, that you could do about this today.",
  ],
};

const FAQ_AGAIN = [
  (path: string) => `As I said a moment ago, you'll find it all at ${path}.`,
  (path: string) => `The page with the details is ${path}.`,
  (path: string) => `Everything about that is at ${path}, in one place.`,
];

function faqReply(topic: FaqTopic, seed: number, history: readonly ChatTurn[]): string {
  const a = faqAnswer(topic);
  const used = usedTemplates(history);
  if (fresh(a.text, used)) return a.text;
  // Asked again in the same conversation: a short pointer to the page, not the same sentences again.
  const pointer =
    take(
      FAQ_AGAIN.map((f) => f(`(${a.path})`)),
      seed,
      used,
    ) || `The details are at (${a.path}).`;
  const question = take(FILLER_QUESTIONS, seed + 1, used) || take(GENERAL.questions, seed + 1, used);
  return oneLine([pointer, question || "I'm happy to help with anything else."].join(" "));
}

function careReply(topic: CareTopic, message: string, seed: number, history: readonly ChatTurn[]): string {
  const variants = careReplies(topic, message);
  return chooseFresh((i) => pick(variants, seed + i).join(" "), variants.length, history);
}

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

  // Medicines, alcohol or drugs, eating, trauma: a professional is named; never advice on a medicine.
  const care = careTopic(message);
  if (care) return { text: careReply(care, message, seed, history), kind: "care", reflected: "", tone: "negative", care };

  const faq = faqTopic(message);
  if (faq) return { text: faqReply(faq, seed, history), kind: faq === "what-is-mindy" ? "identity" : "faq", reflected: "", faq };

  const wording = wordingReplies(message, history);
  if (wording) return { text: chooseFresh((i) => wording.texts[i]!, wording.texts.length, history), kind: wording.theme, reflected: "", tone: "neutral" };

  const short = words(message).length <= 8;
  const scored = scoreThemes(message);
  const theme = scored[0]?.theme ?? null;

  if (short && !theme && !input.gentle) {
    if (GOODBYE.test(message)) return { text: greetingReply("goodbye", name, seed, history), kind: "goodbye", reflected: "" };
    if (THANKS.test(message)) return { text: greetingReply("thanks", name, seed, history), kind: "thanks", reflected: "" };
    if (GREETING.test(message)) return { text: greetingReply("greeting", name, seed, history), kind: "greeting", reflected: "" };
  }

  const used = usedTemplates(history);
  if (isFiller(message)) {
    // Nothing to reflect: a short acknowledgement and one easy question, never a quote of the filler.
    const lead = take(FILLER_LEADS, seed, used) || take(NEUTRAL, seed, used) || "I'm here whenever you want to say more.";
    const question = take(FILLER_QUESTIONS, seed + 1, used) || take(GENERAL.questions, seed + 1, used) || take(NEUTRAL_QUESTIONS, seed + 1, used);
    return { text: oneLine([lead, question || "No rush at all."].join(" ")), kind: "filler", reflected: "", tone: "neutral" };
  }

  const read = input.gentle ? "negative" : readTone(message);
  // A loss is never met as good news alone, whatever else the message holds.
  const tone: Tone = theme === "grief" && read === "positive" ? "mixed" : theme === "grief" && read === "neutral" ? "negative" : read;
  const info = theme ? THEME_INFO[theme] : null;
  const frag = input.quote === false ? "" : wholeClause(message, info?.patterns ?? []);
  const label = info?.label ?? "this";
  const note = theme && !input.gentle ? memoryNote(theme, input.memory) : "";
  if (note) used.add(templateKey(note));
  // A step every other reply at most: advice on every turn reads as a script.
  const lastReply = previousAssistantTexts(history).at(-1) ?? "";
  const offerStep = !/\b(?:step|something small to try|one small idea|you might jot)\b/i.test(lastReply);

  const quoteLine = frag
    ? take(
        REFLECT.map((r) => r(frag)),
        seed,
        used,
      )
    : "";
  const parts: string[] = [];
  let question = "";
  let step = "";
  if (tone === "positive") {
    const news = toldGoodNews(message);
    parts.push(take(news ? [...GOOD_NEWS, ...GOOD] : GOOD, seed + 1, used), quoteLine);
    question = take(news ? [...GOOD_NEWS_QUESTIONS, ...GOOD_QUESTIONS] : GOOD_QUESTIONS, seed + 2, used);
    if (offerStep) step = take(GOOD_STEPS, seed + 3, used);
  } else if (tone === "mixed") {
    parts.push(quoteLine, take(MIXED, seed + 1, used));
    question = take(MIXED_QUESTIONS, seed + 2, used) || take(info?.questions ?? [], seed + 2, used);
  } else if (tone === "neutral") {
    const plan = PLAN.test(message.replace(/[’‘]/g, "'"));
    parts.push(quoteLine || take(NEUTRAL, seed + 1, used));
    question = take(plan ? NEUTRAL_QUESTIONS : SITUATION_QUESTIONS, seed + 2, used) || take(GENERAL.questions, seed + 2, used);
    const steps = plan ? NEUTRAL_STEPS : SITUATION_STEPS;
    if (offerStep) step = take(plan && (theme === "habits" || theme === "work" || theme === "motivation") ? [...(info?.steps ?? []), ...steps] : steps, seed + 3, used);
  } else {
    const feelings = info?.feelings ?? GENERAL.feelings;
    parts.push(
      quoteLine ||
        take(
          REFLECT_HARD.map((r) => r(label)),
          seed + 1,
          used,
        ),
    );
    parts.push(
      input.gentle
        ? take(GENTLE_FEEL, seed + 2, used)
        : take(
            FEEL.map((f, i) => f(pick(feelings, seed + i))),
            seed + 2,
            used,
          ),
    );
    question = take(info?.questions ?? [], seed + 3, used) || take(GENERAL.questions, seed + 3, used);
    if (input.gentle) step = take(GENTLE_STEP, seed + 4, used);
    else if (offerStep) step = take(info?.steps ?? [], seed + 4, used) || take(GENERAL.steps, seed + 4, used);
  }
  const sentencesOut = [...parts, note, question, step].filter(Boolean);
  // Never a one-sentence reply: if every pool was used up, short, fresh closing lines.
  if (sentencesOut.length < 2) sentencesOut.push(take(FILLER_LEADS, seed + 5, used) || "I'm here with you.");
  if (sentencesOut.length < 2) sentencesOut.push(take(FILLER_QUESTIONS, seed + 6, used) || "What feels most important to you right now?");
  return { text: oneLine(sentencesOut.join(" ")), kind: theme ?? "general", reflected: frag, tone };
}
