// "What should I say to her?": a person asking for words gets words. Deflecting with another
// question ("What has worked for you before?") is what made the offline coach read as canned. The
// opening lines are kind, first person and short enough to say aloud; which one fits comes from
// what the conversation is about (this message and the person's earlier turns).
import type { ChatTurn } from "../types";
import { themesAcross, type Theme } from "./themes";

const ASKS_FOR_WORDS =
  /\b(?:what (?:else )?(?:would|should|do|could|can|shall) (?:you|i|we) (?:even )?(?:say|tell|write|text|put)(?! (?:is|are|was|were|about)\b)|what (?:to|do i) (?:say|tell|text|write)|how (?:do|should|would|could|can|shall) i (?:even )?(?:say|word|phrase|put it|bring (?:it|this|that) up|start (?:the|that|this) conversation|tell (?:him|her|them|my|the)|ask (?:him|her|them|my|the)|text (?:him|her|them))|how (?:to|do you) (?:say|word|phrase|bring (?:it|this|that) up)|help me (?:say|word|phrase|write|find the words)|(?:find|finding) the (?:right )?words)\b/i;

/** True when the message asks how to put something to someone. */
export function asksForWords(message: string): boolean {
  return ASKS_FOR_WORDS.test(message.replace(/[’‘]/g, "'"));
}

type Opening = Theme | "general";

// Two openings each, so asking twice in a conversation gets a different one. No question marks:
// an opening is the person's own sentence to adapt, and the reply asks its one question after it.
const OPENINGS: Record<Opening, readonly [string, string]> = {
  work: [
    "I want to do this well, and with the new timing I can't do all of it properly, so I'd like us to agree what comes first and what can move.",
    "I've got more on than I can do well right now, and I'd rather tell you early than let something slip, so I'd like us to look at my priorities together.",
  ],
  family: [
    "I care about you and I don't want this to keep coming between us, so I'd like us to talk about it properly, without either of us needing to be right.",
    "Something has been on my mind about us, and it matters to me, so I'd like to find a calm moment this week to talk it through.",
  ],
  relationships: [
    "I've been feeling a bit far from you lately and I miss us, so I'd love us to find some time this week to talk, just the two of us.",
    "There's something I've been holding back because I wasn't sure how to say it, and I'd rather be honest with you, so I'd like to tell you how I've been feeling.",
  ],
  loneliness: [
    "I've missed you and I'd really like to catch up, maybe over a coffee or a walk this week.",
    "I know it's been a while, and that's on me as much as anyone, but I've been thinking about you and I'd love to hear how you are.",
  ],
  money: [
    "I'd like us to look at the money side together so it stops being a worry, so I'd like us to sit down for half an hour this weekend and make a plan.",
    "I want to be straight with you about where things are with money, because I'd rather we sort it out together than have it hang over us.",
  ],
  grief: [
    "I don't really know what to say, and I'm so sorry, but I'm here and I'll keep checking in on you.",
    "I've been thinking about you and about them, and you don't have to reply, but I wanted you to know I'm around whenever you want to talk.",
  ],
  stress: [
    "I'd like to help, and right now I don't have the room to do it well, so let's come back to it later this week.",
    "I'm stretched thin at the moment and I need to say no to this one, not because it doesn't matter but because I want to do what I've already promised properly.",
  ],
  anxiety: [
    "I've been feeling anxious about this and I'd find it easier if we could talk it through, even briefly.",
    "This is a bit hard for me to say, so bear with me: I've been worrying about it and I'd like to understand where we stand.",
  ],
  "self-worth": [
    "What you said stayed with me, and I'd like to tell you how it landed, because I think you'd want to know.",
    "I'd like to be honest about something that matters to me, even though it isn't easy for me to say.",
  ],
  sleep: [
    "I've been sleeping badly and it's catching up with me, so I'd like us to work out a quieter evening routine together.",
    "I need to protect my sleep for a while, so I'm going to be offline after ten and I'd love your help sticking to it.",
  ],
  motivation: [
    "I've been stuck on this and I'd find it easier with a bit of company, so I'd love it if you did it alongside me for half an hour.",
    "I keep putting this off, so I'd like you to ask me on Friday how it went.",
  ],
  habits: [
    "I'm trying to change a habit and it would help to have you on my side, so I'd be grateful for a nudge if you see me slipping.",
    "I'm making a small change this month and I'd like to tell someone so I actually stick to it.",
  ],
  general: [
    "Something has been on my mind and it matters to me, so I'd like to find a good time for us to talk about it.",
    "I'd like to be honest with you about how I've been feeling, and I'd rather say it badly than not say it at all.",
  ],
};

const LEADS = ["Here's one way you could open, in your own words: ", "You might start with something like this: "] as const;
const QUESTIONS = ["How would that sound coming from you?", "What would you change so it sounds like you?"] as const;

const ENOUGH = [
  "You don't need perfect words: saying it plainly, in your own way, is usually enough, and people tend to hear the care behind it. Which part feels hardest to say out loud?",
  "There's no script that makes this easy, and that's okay. Starting with why it matters to you tends to carry the rest. What would you most like them to understand?",
  "It might help to say it out loud once, to yourself or in a note, before the real conversation. What would make you feel a little steadier going in?",
];

/** What the conversation is about, over the person's turns: one word ("without sounding lazy") does not change the subject. */
function topicOf(message: string, history: readonly ChatTurn[]): Opening {
  return themesAcross([...history.filter((t) => t.role === "user").map((t) => t.content), message], 1)[0] ?? "general";
}

/**
 * What to say when asked for words, in order: an opening line to adapt, the other opening, then
 * the reassurance that plain words will do. The coach takes the first whose sentences the
 * conversation has not had yet. Null when the message does not ask for words.
 */
export function wordingReplies(message: string, history: readonly ChatTurn[]): { texts: string[]; theme: Opening } | null {
  if (!asksForWords(message)) return null;
  const theme = topicOf(message, history);
  const openings = OPENINGS[theme].map((opening, i) => `${LEADS[i]}${opening} ${QUESTIONS[i]}`);
  return { texts: [...openings, ...ENOUGH], theme };
}
