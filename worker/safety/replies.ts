// Fixed, reviewed replies used instead of the model when a person may be at risk, and the
// check-in state that keeps the conversation gentle for the turns after.
//
// Wording rules (keep them when editing): acknowledge without repeating method details; say the
// person is not alone and that we are glad they said it; ask "Are you safe right now?"; show the
// region's resources and emergency services; say plainly that the coach is an AI and cannot help
// in an emergency the way a person can; no product, plan, price or feature talk of any kind.
// The unit tests enforce the checkable parts.

import { COACH_NAME } from "../../shared/brand";
import { crisisResources, type CrisisRegion, type CrisisResource, CRISIS_REGION_CODES, GROUNDING_STEPS } from "../../shared/crisis-resources";
import type { ScreenCategory, ScreenLevel } from "./levels";

/** Bump when the wording of any fixed reply changes (log it with safety events, not the text). */
export const SAFETY_REPLIES_VERSION = "2026-11-22.1";

export interface SafetyReply {
  text: string;
  /** The resources shown with the reply, in order (render them as buttons/links). */
  resources: CrisisResource[];
}

function region(r: unknown): CrisisRegion {
  return typeof r === "string" && (CRISIS_REGION_CODES as readonly string[]).includes(r) ? (r as CrisisRegion) : "OTHER";
}

/** A display name safe to put in a sentence: trimmed, no control characters, at most 40 chars. */
function cleanName(name: unknown): string {
  if (typeof name !== "string") return "";
  const n = name
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (n.length === 0) return "";
  const first = n.split(" ")[0] ?? n;
  return Array.from(first).slice(0, 40).join("");
}

function resourceLines(resources: CrisisResource[]): string {
  return resources.map((r) => `• ${r.action}: ${r.name}. ${r.description}`).join("\n");
}

/** How to reach the region's main line, as a phrase inside a sentence. */
function primaryAction(r: CrisisRegion): string {
  switch (r) {
    case "US":
      return "call or text 988";
    case "CA":
      return "call or text 988";
    case "GB":
    case "IE":
      return "call Samaritans free on 116 123";
    case "AU":
      return "call Lifeline on 13 11 14";
    default:
      return "find a free, confidential helpline in your country at findahelpline.com";
  }
}

function emergencyPhrase(r: CrisisRegion): string {
  switch (r) {
    case "US":
    case "CA":
      return "call 911";
    case "GB":
      return "call 999";
    case "IE":
      return "call 112 or 999";
    case "AU":
      return "call 000";
    default:
      return "call your local emergency number";
  }
}

const AI_NOTE = `I'm ${COACH_NAME}, an AI coach, not a person or a therapist. I can't help in an emergency the way a person can, and I can't contact anyone for you, but the people at these lines can, any time of day or night.`;

export type CrisisCategory = Exclude<ScreenCategory, "distress">;

/**
 * The reply shown instead of the model when the screen finds acute risk. `category` comes from
 * `screenText`; any other value (or none) gets the suicide wording, the most careful one.
 */
export function crisisReply(input: {
  region: CrisisRegion;
  name?: string | null;
  category?: ScreenCategory | (string & {}) | null;
  /** The person mentioned means at hand (pills, a rope, a weapon, a car, a height). */
  means?: boolean;
}): SafetyReply {
  const r = region(input.region);
  const name = cleanName(input.name);
  const c = input.category;
  const category: CrisisCategory = c === "self-harm" ? "self-harm" : c === "harm-others" ? "harm-others" : c === "danger-from-others" ? "danger-from-others" : "suicide";
  const resources = crisisResources(r, category === "danger-from-others" ? "danger-from-others" : undefined);
  const hello = name ? `${name}, thank you for telling me.` : "Thank you for telling me.";

  let opening: string;
  let ask: string;
  let reach: string;
  switch (category) {
    case "self-harm":
      opening = `${hello} It sounds like you may have been hurting yourself, or feel the urge to, and that you're carrying a lot of pain right now. I'm really glad you said it. You are not alone with this, and you deserve care, not judgement.`;
      ask = "Are you safe right now? If you're hurt and need medical help, please get it now.";
      reach = `Talking to a person can help you get through this moment. You can ${primaryAction(r)}, free and confidential. If you are in immediate danger, ${emergencyPhrase(r)}.`;
      break;
    case "harm-others":
      opening = `${hello} It sounds like you're having thoughts of hurting someone, and that can feel frightening. I'm glad you said it out loud instead of carrying it alone. You are not alone with this.`;
      ask = "Are you safe right now? Is anyone else in danger?";
      reach = `If you feel you might act on these thoughts, put some distance between you and the other person and anything you could use to hurt them, if you can, and talk to a person now. You can ${primaryAction(r)}, free and confidential. If anyone is in immediate danger, ${emergencyPhrase(r)}.`;
      break;
    case "danger-from-others":
      opening = `${hello} It sounds like someone may be hurting or threatening you. That is not your fault, and you deserve to be safe. I'm glad you said it, and you are not alone.`;
      ask = "Are you safe right now?";
      reach = `If you are in danger now, ${emergencyPhrase(r)} if you can do it safely. When you can talk, these lines are free and confidential:`;
      break;
    default:
      opening = `${hello} It sounds like you might be having thoughts of ending your life, or of not wanting to be here, and that you're in a lot of pain. I'm really glad you told me. You are not alone with this.`;
      ask = "Are you safe right now?";
      reach = `You deserve support from a person right now. You can ${primaryAction(r)}, free and confidential, any time. If you are in immediate danger, ${emergencyPhrase(r)}.`;
  }

  // Putting distance between a person and the means they mentioned saves lives; it is said
  // without naming the means, so nothing about a method is repeated back.
  const distance =
    input.means && category !== "danger-from-others" && category !== "harm-others"
      ? "If there is something nearby that you could use to hurt yourself, could you put some distance between you and it for now? Give it to someone, lock it away, or go to another room or somewhere with other people while you reach out."
      : null;
  const text = [
    opening,
    ask,
    ...(distance ? [distance] : []),
    reach,
    resourceLines(resources),
    AI_NOTE,
    "If you'd like, you can keep talking to me here while you reach out.",
  ].join("\n\n");
  return { text, resources };
}

/** How the careful check-in opens: a conversation that already had one gets the shorter one. */
export const CONCERN_OPENING = "want to pause on something you wrote";

/**
 * The careful reply for the grey zone: words about death, dying, methods or self-harm that the
 * screen scored below acute. It names the concern gently, asks how they are, and shows the
 * helplines; it never coaches, and it does not assume the worst.
 */
export function concernReply(input: { region: CrisisRegion; name?: string | null; again?: boolean }): SafetyReply {
  const r = region(input.region);
  const name = cleanName(input.name);
  const resources = crisisResources(r);
  if (input.again) {
    // The second time in a conversation: the same care, without the same paragraphs word for word.
    const text = [
      `${name ? `${name}, this` : "This"} touches on dying or being hurt too, so I'll check in again, gently: how are you doing right now?`,
      `If you are thinking about ending your life or hurting yourself, it's okay to say so here. You can ${primaryAction(r)} any time, and if you are ever in immediate danger, ${emergencyPhrase(r)}.`,
      "And if I've misread you again, say so and we'll carry on.",
    ].join("\n\n");
    return { text, resources };
  }
  const text = [
    `${name ? `${name}, I` : "I"} ${CONCERN_OPENING}. It touches on dying or being hurt, and I'd rather ask than guess: how are you, really, right now?`,
    "If any part of you is thinking about ending your life or hurting yourself, you don't have to carry that alone, and it's okay to say so here.",
    `You can also ${primaryAction(r)}, free and confidential, any time. If you are ever in immediate danger, ${emergencyPhrase(r)}.`,
    resourceLines(resources),
    "If I've read too much into it, just tell me and we'll carry on.",
  ].join("\n\n");
  return { text, resources };
}

/**
 * The answer when someone past their daily coach limit writes in distress: the limit, and never
 * only the limit. No product talk.
 */
export function limitReachedCareReply(input: { region: CrisisRegion; limitMessage: string }): SafetyReply {
  const r = region(input.region);
  const resources = crisisResources(r);
  const text = [
    "It sounds like things are hard right now, and I don't want to leave you without support.",
    `${input.limitMessage} But you don't have to wait: you can ${primaryAction(r)}, free and confidential, any time, and talk to a person now. If you are in immediate danger, ${emergencyPhrase(r)}.`,
    resourceLines(resources),
  ].join("\n\n");
  return { text, resources };
}

// ---------------------------------------------------------------------------------------------
// Check-in state across turns.

/** Ordinary turns (screen level "none") needed before a check-in ends. */
export const CHECK_IN_CALM_TURNS = 3;
/** After a repeated acute message, the check-in cannot end for this long (one day). */
export const CHECK_IN_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * Check-in state of a conversation (store it with the session; it holds no user text).
 *
 * - `active`: the conversation is in check-in: use `checkInReply`, keep resources visible.
 * - `since`: when the episode started (ms since epoch): the first acute message.
 * - `calmTurns`: consecutive turns at level "none" since the last acute message. Distress turns
 *   neither count nor reset it.
 * - `holdUntil` (optional): set when acute language is repeated within a day; the check-in does
 *   not end before this time (ms), whatever `calmTurns` is. A stored state without it is valid.
 */
export interface CheckInState {
  active: boolean;
  since: number;
  calmTurns: number;
  holdUntil?: number;
  /** Check-in replies given in this episode, so that the next one asks something new. */
  replies?: number;
}

const finite = (n: unknown, fallback: number): number => (typeof n === "number" && Number.isFinite(n) ? n : fallback);

/**
 * The check-in state after one more screened message. Pure.
 * - acute: starts (or restarts) the check-in; a second acute message within a day of the
 *   episode's start (or while active) holds it for a day.
 * - none: counts a calm turn; ends the check-in after CHECK_IN_CALM_TURNS of them, once any hold
 *   has passed. "I was joking" is a calm turn like any other: it does not end the check-in.
 * - distress: no change.
 */
export function nextCheckInState(prev: CheckInState | null | undefined, level: ScreenLevel, nowMs: number): CheckInState {
  const now = finite(nowMs, 0);
  const p: CheckInState | null =
    prev && typeof prev === "object"
      ? {
          active: prev.active === true,
          since: finite(prev.since, 0),
          calmTurns: Math.max(0, Math.floor(finite(prev.calmTurns, 0))),
          ...(prev.holdUntil !== undefined && Number.isFinite(prev.holdUntil) ? { holdUntil: prev.holdUntil } : {}),
          ...(prev.replies !== undefined && Number.isFinite(prev.replies) ? { replies: Math.max(0, Math.floor(prev.replies)) } : {}),
        }
      : null;

  if (level === "acute") {
    const repeated = p !== null && (p.active || (p.since > 0 && now - p.since < CHECK_IN_HOLD_MS));
    if (repeated && p) {
      return { active: true, since: p.since, calmTurns: 0, holdUntil: now + CHECK_IN_HOLD_MS, ...(p.replies ? { replies: p.replies } : {}) };
    }
    return { active: true, since: now, calmTurns: 0 };
  }
  if (!p) return { active: false, since: 0, calmTurns: 0 };
  if (!p.active || level !== "none") return p;
  const calmTurns = p.calmTurns + 1;
  const held = p.holdUntil !== undefined && now < p.holdUntil;
  if (calmTurns >= CHECK_IN_CALM_TURNS && !held) return { ...p, active: false, calmTurns };
  return { ...p, calmTurns };
}

/** What a person's message in check-in says, so that the reply answers it. */
export type CheckInCue = "misunderstood" | "safe" | "not-safe" | "unsure" | "hurting" | "other";

/**
 * The reply for a turn while the conversation is in check-in. It answers what the person said
 * (`cue`, from `checkInCue`), and otherwise moves on: `turn` is 1 for the first reply after the
 * crisis reply, and each turn asks something different, so no question is asked twice in a row.
 */
export function checkInReply(input: { region: CrisisRegion; turn: number; cue: CheckInCue; name?: string | null }): SafetyReply {
  const r = region(input.region);
  const resources = crisisResources(r);
  const turn = Math.max(1, Math.floor(finite(input.turn, 1)));
  const name = cleanName(input.name);
  const keep = `If things get harder, you can ${primaryAction(r)} any time, and if you are ever in immediate danger, ${emergencyPhrase(r)}.`;
  const next = FOLLOW_UPS[(turn - 1) % FOLLOW_UPS.length]!;

  let body: string[];
  switch (input.cue) {
    case "misunderstood":
      body = [
        `${name ? `Thanks for telling me, ${name}` : "Thanks for telling me"}, and I'm sorry if I got that wrong. I asked because I care how you're doing, and with something like this I'd rather check than miss it.`,
        `I'll keep these here, just in case, for you or for someone you know. ${keep}`,
        turn === 1 ? "How are you feeling right now, honestly?" : next.safe,
      ];
      break;
    case "safe":
      body = [`${name ? `I'm really glad to hear that, ${name}.` : "I'm really glad to hear that."} Thank you for letting me know.`, next.safe, keep];
      break;
    case "not-safe":
      body = [
        "Thank you for being honest with me. That took courage, and I'm taking it seriously.",
        `Please reach a person now: ${primaryAction(r)}, or ${emergencyPhrase(r)} if you might act on it soon. If you can, go to where other people are, and put distance between you and anything you could use to hurt yourself.`,
        `I'm here while you do that. ${next.notSafe}`,
      ];
      break;
    case "unsure":
      body = [
        "It's okay not to know. Feeling unsure is a sign that this is heavy, and it's worth talking to a person about it now, not later.",
        `You can ${primaryAction(r)}; they'll listen without judging. If it starts to feel like you might act on it, ${emergencyPhrase(r)}.`,
        next.unsure,
      ];
      break;
    case "hurting":
      body = ["That sounds really painful, and it makes sense that you're struggling.", next.hurting, keep];
      break;
    default:
      body = [`${name && turn === 1 ? `I'm still here with you, ${name}.` : "I'm still here with you."} Thank you for staying and talking with me.`, next.other, keep];
  }
  return { text: body.join("\n\n"), resources };
}

/** One step of the check-in: a different question each turn, worded for what the person said. */
const FOLLOW_UPS: { safe: string; notSafe: string; unsure: string; hurting: string; other: string }[] = [
  {
    notSafe: "Can you tell me when you've reached someone?",
    safe: "What's been weighing on you the most today?",
    unsure: "Are you somewhere with other people right now, or on your own?",
    hurting: "What feels hardest right now?",
    other: "Are you safe right now? Whatever the answer is, it's okay to tell me.",
  },
  {
    notSafe: "Is there someone who could come and be with you right now?",
    safe: `If it helps, here's something small we could try together, one step at a time:\n${GROUNDING_STEPS.map((s) => `• ${s}`).join("\n")}`,
    unsure: "Is there one person you could message right now, just to say you're having a hard night?",
    hurting: `Would it help to try something small with me, one step at a time?\n${GROUNDING_STEPS.map((s) => `• ${s}`).join("\n")}`,
    other: "What feels hardest right now?",
  },
  {
    notSafe: "Are you somewhere you could go to be near other people, like a neighbour, a shop or a friend's place?",
    safe: "Is there someone you trust you could talk to today, a friend, a family member, or someone nearby?",
    unsure: "What has helped you get through a hard night before, even a little?",
    hurting: "Is there someone you trust you could reach out to today, even just to say you're having a hard time?",
    other: "Is there someone you trust, a friend, a family member, or someone nearby, you could reach out to today?",
  },
  {
    notSafe: "Would you tell me once you've called? I'd like to know you're not alone with this.",
    safe: "What's one small, kind thing you could do for yourself in the next hour?",
    unsure: "Would it help to make a plan for the next hour together, just the next hour?",
    hurting: "What's one small thing that might make the next hour a little easier?",
    other: "What's one small, kind thing you could do for yourself in the next hour?",
  },
];

/**
 * A gentle daily insight for someone with a recent acute event. It says nothing about what they
 * wrote (the dashboard may be seen by others) and carries no product talk.
 */
export function checkInInsight(r: CrisisRegion): { insight: string; category: "check-in" } {
  const reg = region(r);
  const line = primaryAction(reg);
  return {
    insight: `Checking in on you today. However you're feeling, you don't have to carry it alone. If things feel heavy, you can ${line}, any time, day or night. One small, kind thing for today: drink a glass of water, step outside for a few minutes, or send a message to someone you trust.`,
    category: "check-in",
  };
}

/**
 * The reply shown instead of a model reply that `screenModelOutput` found unsafe.
 */
export function modelOutputFallback(input: { region: CrisisRegion }): SafetyReply {
  const r = region(input.region);
  const resources = crisisResources(r);
  const text = [
    "I'm not able to help with that. I care about your safety, and I want to make sure you have support from a person.",
    "Are you safe right now?",
    `You can ${primaryAction(r)}, free and confidential. If you are in immediate danger, ${emergencyPhrase(r)}.`,
    resourceLines(resources),
    AI_NOTE,
  ].join("\n\n");
  return { text, resources };
}
