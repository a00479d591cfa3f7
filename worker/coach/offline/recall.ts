// The offline coach answering from the conversation itself: "what did I say my goal was?" is
// answered with the person's own earlier sentence (from this conversation, then from what Mindy
// remembers), and "what should I say to her?" is answered about what they said just before. It
// never invents: with nothing to go on, it says so. Deterministic.
import type { ChatTurn, CoachMemory } from "../types";
import { hasLetters, sentences, words } from "../text";
import { faqTopic } from "./faq";

const ASKS_WHAT_I_SAID =
  /\b(?:what (?:did|have) i (?:say|said|tell you|told you|mention|write|wrote)|what was (?:my|the) (?:goal|plan|aim|idea)|what(?:'s| is) my (?:goal|plan|aim)|remind me (?:what|of what) i (?:said|told you|wanted|want)|do you remember (?:what|when) i (?:said|told you|mentioned)|what i (?:said|told you) (?:earlier|before|last time))\b/i;

/** Sentences that state an aim: what a "goal" question is usually after. */
const AIM =
  /\b(?:i (?:want|wanna|would like|'d like|d like|hope|plan|am planning|'m planning|am trying|'m trying|need) to|my (?:goal|plan|aim) (?:is|was)|i'm going to|i am going to)\b/i;

const STOP = new Set(
  "what did do does i me my you your say said tell told mention mentioned was is the a an about earlier before last time remember remind of that it this to again".split(" "),
);

/** A whole sentence of the person's, cleaned for quoting: no quotes or angle brackets, at most 30 words. */
function quotable(sentence: string): string | null {
  const s = sentence.replace(/[<>"“”«»„`]/g, "").trim();
  if (!hasLetters(s) || words(s).length < 3 || words(s).length > 30) return null;
  return s.replace(/[\s,;:.!?…]+$/u, "");
}

/** The person's earlier sentences that answer the question, best first. */
function findSaid(question: string, history: readonly ChatTurn[]): string[] {
  const keys = words(question.toLowerCase()).filter((w) => !STOP.has(w) && w.length > 2);
  const wantsAim = /\b(?:goal|plan|aim|wanted|want)\b/i.test(question);
  const scored: { s: string; score: number; at: number }[] = [];
  history.forEach((turn, at) => {
    if (turn.role !== "user" || ASKS_WHAT_I_SAID.test(turn.content)) return;
    for (const sentence of sentences(turn.content)) {
      const s = quotable(sentence);
      if (!s) continue;
      const lower = s.toLowerCase();
      let score = keys.filter((k) => lower.includes(k)).length * 2;
      if (wantsAim && AIM.test(s)) score += 3;
      if (score > 0) scored.push({ s, score, at });
    }
  });
  return scored.sort((a, b) => b.score - a.score || b.at - a.at).map((x) => x.s);
}

/** Mindy's answer when the person asks what they said, or null when the message asks nothing of the kind. */
export function recallReply(message: string, history: readonly ChatTurn[], memory: CoachMemory | null | undefined): string | null {
  if (!ASKS_WHAT_I_SAID.test(message)) return null;
  const said = findSaid(message, history)[0];
  if (said) return `Earlier you told me: “${said}”. Is that still what you're aiming for, or has it shifted since?`;
  const keys = words(message.toLowerCase()).filter((w) => !STOP.has(w) && w.length > 2);
  const remembered =
    (memory?.remembered ?? []).find((r) => keys.some((k) => r.toLowerCase().includes(k))) ?? (/\b(?:goal|plan|aim)\b/i.test(message) ? memory?.remembered?.[0] : undefined);
  if (remembered) return `From our earlier conversations I remember this: ${remembered.replace(/[<>"“”]/g, "").trim()} Is that what you meant, or is it something else?`;
  // "Do you remember what I told you last week?" is a question about Mindy's memory: the FAQ answers it.
  if (faqTopic(message) === "memory") return null;
  return "I don't have that in what we've talked about here, and I'd rather not guess. Could you tell me again? I'm listening.";
}

/** "What should I say to her?", "how do I fix it?": a short question that points back to the last thing they told Mindy. */
const POINTS_BACK = /^(?:so\s+)?(?:what|how|should|do you think|any idea)\b.{0,60}\b(?:her|him|them|it|that|this|they|she|he)\b.{0,30}\??$/i;

/** The person's last message before this one, as a sentence to build on, when the new one points back to it. */
function pointsBackTo(message: string, history: readonly ChatTurn[]): string | null {
  if (words(message).length > 14 || !POINTS_BACK.test(message.trim())) return null;
  const last = [...history].reverse().find((t) => t.role === "user" && hasLetters(t.content));
  if (!last) return null;
  return (
    sentences(last.content)
      .map(quotable)
      .find((s): s is string => s !== null) ?? null
  );
}

const FOLLOW_UP_OPENING = "About what you told me";

/** A reply about what they said before, when the new message only points back to it; else null. */
export function followUpReply(message: string, history: readonly ChatTurn[]): string | null {
  // Once is helpful; the same frame on the next turn reads as canned.
  const lastReply = [...history].reverse().find((t) => t.role === "assistant")?.content ?? "";
  if (lastReply.startsWith(FOLLOW_UP_OPENING)) return null;
  const before = pointsBackTo(message, history);
  if (!before) return null;
  if (/\b(?:say|tell|text|write|ask)\b/i.test(message)) {
    return `${FOLLOW_UP_OPENING} ("${before}"): it can help to start with one honest sentence about how it felt, then say what you'd like from here, for example how it hurt and what you'd really like. What's the one thing you most want them to understand?`;
  }
  return `${FOLLOW_UP_OPENING} ("${before}"): there's rarely one right move, but a good first step is to decide what you'd most like to be different, then pick the smallest thing you could do toward it. What would a good outcome look like for you?`;
}
