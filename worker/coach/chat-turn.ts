// One chat turn, decided before any model is asked: screening, the safety check-in, the grey zone's
// careful reply, and the notes and context the model gets; plus the second opinion's verdict on it.
import { logError } from "../lib/log";
import { CONCERN_OPENING, checkInReply, concernReply, crisisReply, modelOutputFallback, nextCheckInState, type SafetyReply } from "../safety";
import { crisisResources, type CrisisResource } from "../../shared/crisis-resources";
import { checkInCue, outputIsSafe, screen } from "./guard";
import { buildContext } from "./memory";
import { carePointer, careTopic } from "./offline/care";
import { faqAnswer, faqStatement, faqTopic } from "./offline/faq";
import { offlineReply } from "./offline/reply";
import { APP_FACTS, CARE_NOTE, CHECK_IN_ENDED_NOTE, CONCERN_NOTE, GENTLE_NOTE, SYSTEM_PROMPT, asUserText, faqNote } from "./prompts";
import { cleanText, hasLetters, mostlyWords } from "./text";
import { followUpReply, recallReply } from "./offline/recall";
import type { AcuteCategory, GuardOutcome } from "../safety";
import type { CheckInState, CrisisRegion, ReplyInput, ReplyResult, SafetyLevel } from "./types";

/** The reviewed reply that replaces a model's chat output when it fails the safety screen. */
export function unsafeReplacement(region: CrisisRegion): { text: string; resources: CrisisResource[] } {
  try {
    return modelOutputFallback({ region });
  } catch {
    return { text: SAFETY_FAILURE_REPLY, resources: crisisResources(region) };
  }
}

export type Turn =
  | { kind: "fixed"; result: ReplyResult }
  | {
      kind: "coach";
      message: string;
      level: SafetyLevel;
      checkIn: CheckInState | null;
      resources?: CrisisResource[];
      note?: string;
      gentle: boolean;
      /** Grey zone: the reviewed careful reply, used whenever no model reply is (offline, failure). */
      careful?: SafetyReply;
    };

export function safety(level: SafetyLevel, resources?: CrisisResource[]): ReplyResult["safety"] {
  return resources ? { level, resources } : { level };
}

/** Used only if the safety module itself fails on a turn: a calm, safe answer with resources. */
const SAFETY_FAILURE_REPLY =
  "I'm here with you. I want to make sure you get the right support: how are you feeling right now, and are you safe? If you are in danger, please contact one of the services shown here.";

/** prepareTurn, failing safe: if the safety module throws, the turn gets a fixed, careful reply. */
export function prepareTurnSafely(input: ReplyInput): Turn {
  try {
    return prepareTurn(input);
  } catch (err) {
    logError({ where: "coach reply", level: "warn", note: "the safety check failed; answering with the fixed safe reply" }, err);
    let resources: CrisisResource[] | undefined;
    try {
      resources = crisisResources(input.region);
    } catch {
      resources = undefined;
    }
    return { kind: "fixed", result: { text: SAFETY_FAILURE_REPLY, safety: safety("distress", resources), checkIn: input.checkIn ?? null, usedModel: false } };
  }
}

/** Screening and check-in: decides whether this turn is a fixed safety reply or goes to the coach. */
function prepareTurn(input: ReplyInput): Turn {
  const message = cleanText(input.message);
  return decide(input, message, screen(message));
}

/** The turn for a screened message (also used when a second opinion raises the level). */
function decide(input: ReplyInput, message: string, screened: ReturnType<typeof screen>): Turn {
  const prev = input.checkIn ?? null;
  const region = input.region;
  const now = Number.isFinite(input.now) ? input.now : Date.now();
  const name = cleanText(input.name ?? "", 60);

  if (screened.level === "acute") {
    const next = nextCheckInState(prev, "acute", now);
    const category: AcuteCategory = screened.category && screened.category !== "distress" ? screened.category : "suicide";
    const r = crisisReply({ region, ...(name ? { name } : {}), category, means: Boolean(screened.means) });
    return { kind: "fixed", result: { text: r.text, safety: { ...safety("acute", r.resources), category }, checkIn: next, usedModel: false } };
  }

  // In a check-in, "no" to "are you safe?", "I don't know" or "it still hurts" is not a calm turn,
  // whatever the screen makes of so few words.
  const cue = prev?.active ? checkInCue(message, screened.level) : undefined;
  const stateLevel = screened.level === "none" && (cue === "not-safe" || cue === "unsure" || cue === "hurting") ? "distress" : screened.level;
  const next = prev || stateLevel !== "none" ? nextCheckInState(prev, stateLevel, now) : null;
  if (next?.active && cue) {
    // Each check-in reply answers what the person said and asks something new.
    let turn = (next.replies ?? 0) + 1;
    let r = checkInReply({ region, cue, turn, ...(name ? { name } : {}) });
    const lastAssistant = [...(input.history ?? [])]
      .reverse()
      .find((t) => t?.role === "assistant")
      ?.content?.trim();
    if (lastAssistant === r.text.trim()) r = checkInReply({ region, cue, turn: ++turn, ...(name ? { name } : {}) });
    return { kind: "fixed", result: { text: r.text, safety: safety(screened.level, r.resources), checkIn: { ...next, replies: turn }, usedModel: false } };
  }

  const endedCheckIn = Boolean(prev?.active);
  const distress = screened.level === "distress";
  const hadCheckIn = () => (input.history ?? []).some((t) => t?.role === "assistant" && t.content?.includes(CONCERN_OPENING));
  const careful = screened.concern ? concernReply({ region, ...(name ? { name } : {}), again: hadCheckIn() }) : undefined;
  return {
    kind: "coach",
    message,
    level: screened.level,
    checkIn: next,
    ...(distress || careful ? { resources: crisisResources(region) } : {}),
    ...(careful ? { note: CONCERN_NOTE, careful } : distress ? { note: GENTLE_NOTE } : endedCheckIn ? { note: CHECK_IN_ENDED_NOTE } : {}),
    gentle: distress || endedCheckIn || Boolean(careful),
  };
}

export function offlineTurn(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput): ReplyResult {
  // Grey zone: never a coaching template.
  if (turn.careful) return { text: carefulText(turn.careful.text, turn.message), safety: safety(turn.level, turn.careful.resources), checkIn: turn.checkIn, usedModel: false };
  const args = { message: turn.message, history: input.history ?? [], name: input.name ?? null, memory: input.memory ?? null, gentle: turn.gentle };
  // Answered from the conversation itself: what they said earlier, or the thing they just told Mindy.
  const fromConversation = turn.gentle ? null : (recallReply(args.message, args.history, args.memory) ?? followUpReply(args.message, args.history));
  if (fromConversation && outputIsSafe(fromConversation)) return { text: fromConversation, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel: false };
  let r = offlineReply(args);
  // The offline coach only says its own reviewed sentences plus a quote of the person's words;
  // if the quote would not pass the output screen (a dose, say), answer without quoting.
  if (!outputIsSafe(r.text)) r = offlineReply({ ...args, quote: false });
  return { text: r.text, safety: safety(turn.level, turn.resources), checkIn: turn.checkIn, usedModel: false };
}

/**
 * The grey zone's check-in, then the answer to a recognised app or care question: after it, never
 * instead of it, since "how do I delete everything before I go" is an app question and a farewell.
 */
function carefulText(careful: string, message: string): string {
  const care = careTopic(message);
  if (care) return `${careful}\n\n${carePointer(care, message)}`;
  const faq = faqTopic(message);
  if (!faq) return careful;
  const answer = faqStatement(faq);
  return `${careful}\n\nAs for what you asked: ${/^I\b/.test(answer) ? answer : answer.charAt(0).toLowerCase() + answer.slice(1)}`;
}

export function modelRequest(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput) {
  const ctx = buildContext({ message: turn.message, history: input.history ?? [], memory: input.memory ?? null });
  const faq = faqTopic(turn.message);
  const topicNote = faq ? faqNote(faqAnswer(faq).text) : careTopic(turn.message) ? CARE_NOTE : "";
  const extra = [ctx.notes, turn.note ?? "", topicNote].filter(Boolean).join("\n\n");
  const name = cleanText(input.name ?? "", 60);
  const nameNote = name && hasLetters(name) ? `The person's first name, as they gave it: ${asUserText(name.split(/\s+/)[0] ?? name)}` : "";
  const second = [APP_FACTS, nameNote, extra].filter(Boolean).join("\n\n");
  return {
    instructions: [{ role: "system" as const, content: SYSTEM_PROMPT }, ...(second ? [{ role: "system" as const, content: second }] : [])],
    messages: ctx.messages,
  };
}

/** Tidies a chat reply from a model: plain text, capped; "" if nothing usable (empty, or junk rather than words). */
export function tidyReply(text: string): string {
  return mostlyWords(text) ? cleanText(text.replace(/<\/?\s*user_text[^>]*>/gi, ""), 2000) : "";
}

export interface Checked {
  outcome: GuardOutcome;
  /** The crisis turn, when the second opinion raised the level to acute. */
  raised: ReplyResult | null;
}

/** Asks the second opinion, if there is one; never rejects. */
export async function secondOpinionOn(turn: Extract<Turn, { kind: "coach" }>, input: ReplyInput): Promise<Checked | null> {
  if (!input.secondOpinion) return null;
  try {
    const local = { level: turn.level, ...(turn.careful ? { concern: true } : {}) };
    const { result, outcome } = await input.secondOpinion.check(turn.message, local);
    if (outcome !== "raised") return { outcome, raised: null };
    const raised = decide(input, turn.message, result);
    return { outcome, raised: raised.kind === "fixed" ? { ...raised.result, guard: outcome } : null };
  } catch {
    return { outcome: "error", raised: null };
  }
}

export function withGuard(result: ReplyResult, checked: Checked | null): ReplyResult {
  return checked ? { ...result, guard: checked.outcome } : result;
}
