// What the coach keeps in mind, within a token budget. The newest turns go in whole (each capped);
// older turns are folded into a short rolling summary by a deterministic summariser (themes and key
// phrases, no model call). What Mindy remembers from earlier conversations comes as items (see
// memory-items.ts). Text flagged acute never goes into a summary or a memory.
import { isAcute } from "./guard";
import { THEMES, THEME_INFO, scoreThemes, type Theme } from "./offline/themes";
import { asUserText } from "./prompts";
import { capChars, cleanText, clip, fragment, hasLetters, listProse, oneLine, words } from "./text";
import type { ChatTurn, CoachMemory } from "./types";

/** ~4 characters per token for Latin text; other characters count as a token each (a safe over-estimate). */
export const CHARS_PER_TOKEN = 4;
/** Budget for the verbatim history of the current session. */
export const HISTORY_TOKEN_BUDGET = 3_000;
/** Budget for the whole prompt: system prompt, notes, memory, summary, history and the current message. */
export const PROMPT_TOKEN_BUDGET = 6_000;
/** Cap on the rolling summary of older turns. */
export const SUMMARY_TOKEN_BUDGET = 300;
/** Cap on what is remembered from earlier sessions and the diary. */
export const MEMORY_TOKEN_BUDGET = 500;
/** Cap on any one earlier turn kept verbatim. */
export const TURN_TOKEN_CAP = 600;
/** Cap on the current message. */
export const MESSAGE_TOKEN_CAP = 1_000;
/** How many folded turns (newest first) the rolling summary is drawn from. */
export const SUMMARY_SOURCE_TURNS = 80;

export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (const ch of text) {
    if (ch.charCodeAt(0) < 128) ascii++;
    else other++;
  }
  return Math.ceil(ascii / CHARS_PER_TOKEN) + other;
}

/** Cuts text so that estimateTokens(result) <= tokens (adds an ellipsis when it cuts). */
export function capTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  // Binary search on the length: estimateTokens is monotonic in the prefix length.
  let lo = 0;
  let hi = Math.min(text.length, tokens * CHARS_PER_TOKEN);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (estimateTokens(capChars(text, mid)) + 1 <= tokens) lo = mid;
    else hi = mid - 1;
  }
  return `${capChars(text, lo).trimEnd()}…`;
}

/**
 * A short, deterministic summary of some turns: the themes the person talked about and a few
 * of their key phrases (newest first). Acute turns are left out.
 */
/** Small talk and questions about the conversation itself: nothing in them to summarise. */
const SMALL_TALK =
  /^(?:what do you mean|what does that mean|can you explain|say that again|ok(?:ay)?|k|thanks?|thank you|idk|i don'?t know|yes|yeah|no|nope|sure|hmm+|lol|haha|cool|right|got it|i see)\b/i;

function carriesContent(text: string): boolean {
  const n = words(text).length;
  return n >= 4 && !(n <= 8 && SMALL_TALK.test(text.trim()));
}

function summariseTurns(turns: readonly ChatTurn[], maxChars: number): string {
  const userTexts = turns
    .filter((t) => t.role === "user")
    .map((t) => cleanText(t.content, 4000))
    .filter((t) => hasLetters(t) && !isAcute(t) && carriesContent(t));
  if (userTexts.length === 0) return "";
  const themes = leadingThemes(userTexts, 4);
  const phrases: string[] = [];
  for (let i = userTexts.length - 1; i >= 0 && phrases.length < 4; i--) {
    const text = userTexts[i] as string;
    const top = scoreThemes(text)[0]?.theme;
    const f = fragment(text, top ? THEME_INFO[top].patterns : [], 10, 70);
    if (f && !phrases.includes(f)) phrases.push(f);
  }
  const parts: string[] = [];
  if (themes.length > 0) parts.push(`Talked about ${listProse(themes.map((t) => THEME_INFO[t].label))}.`);
  if (phrases.length > 0) parts.push(`In their words: ${phrases.map((p) => `“${p}”`).join("; ")}.`);
  return clip(oneLine(parts.join(" ")), maxChars);
}

/**
 * The themes of recent diary entries (labels such as "work", "sleep"), most frequent first. Acute
 * entries are skipped.
 */
export function diaryThemes(entries: readonly string[]): string[] {
  const safe = entries
    .slice(0, 30)
    .map((e) => cleanText(e, 4000))
    .filter((e) => hasLetters(e) && !isAcute(e));
  return leadingThemes(safe, 5);
}

/**
 * Themes that lead at least one text, by how many texts they lead. A word in passing ("my workout",
 * "trust the process") does not tag a text with a theme that another one clearly outscores.
 */
function leadingThemes(texts: readonly string[], limit: number): Theme[] {
  const led = new Map<Theme, number>();
  for (const text of texts) {
    const scored = scoreThemes(text);
    const top = scored[0]?.score ?? 0;
    for (const { theme, score } of scored) if (score === top) led.set(theme, (led.get(theme) ?? 0) + 1);
  }
  return [...led.entries()]
    .sort((a, b) => b[1] - a[1] || THEMES.indexOf(a[0]) - THEMES.indexOf(b[0]))
    .slice(0, limit)
    .map(([t]) => t);
}

/** Remembered items, newest first, one per line, as many whole items as fit the budget. */
function rememberedLines(items: unknown, budget: number): string {
  const lines: string[] = [];
  let used = 0;
  for (const item of Array.isArray(items) ? items : []) {
    const line = typeof item === "string" ? oneLine(cleanText(item, 600)) : "";
    if (!line) continue;
    const cost = estimateTokens(line) + 1;
    if (used + cost > budget) break;
    lines.push(line);
    used += cost;
  }
  return lines.join("\n");
}

export interface BuiltContext {
  /** Context notes for the model (memory and the rolling summary), user-derived parts delimited. Empty when none. */
  notes: string;
  /** The turns to send, oldest first, ending with the current message. User turns are wrapped in <user_text>. */
  messages: Array<{ role: "user" | "assistant"; content: string }>;
  /** Summary of the older turns that did not fit ("" if none). */
  rollingSummary: string;
  /** How many earlier turns were folded into the summary. */
  folded: number;
  /** Estimated tokens of notes + messages (the system prompt is added by the caller). */
  tokens: number;
}

export interface BuildContextInput {
  message: string;
  history: readonly ChatTurn[];
  memory?: CoachMemory | null;
  /** Defaults to HISTORY_TOKEN_BUDGET. */
  historyBudget?: number;
}

/** Builds what the model sees of the conversation, within the token budgets above. */
export function buildContext(input: BuildContextInput): BuiltContext {
  const historyBudget = input.historyBudget ?? HISTORY_TOKEN_BUDGET;
  const history = (Array.isArray(input.history) ? input.history : [])
    .filter((t) => t && (t.role === "user" || t.role === "assistant") && typeof t.content === "string")
    .map((t) => ({ role: t.role, content: cleanText(t.content, TURN_TOKEN_CAP * 8) }))
    .filter((t) => t.content !== "");

  // Newest turns first, each capped, whole otherwise, while they fit.
  const kept: Array<{ role: "user" | "assistant"; content: string }> = [];
  let used = 0;
  let i = history.length - 1;
  for (; i >= 0; i--) {
    const turn = history[i]!;
    const content = turn.role === "user" ? asUserText(capTokens(turn.content, TURN_TOKEN_CAP)) : capTokens(turn.content, TURN_TOKEN_CAP);
    const cost = estimateTokens(content) + 4;
    if (used + cost > historyBudget) break;
    kept.unshift({ role: turn.role, content });
    used += cost;
  }
  // Start the window on a user turn: some chat templates require it.
  let firstKept = i + 1;
  while (kept.length > 0 && kept[0]!.role !== "user") {
    used -= estimateTokens(kept[0]!.content) + 4;
    kept.shift();
    firstKept++;
  }
  const older = history.slice(0, firstKept);
  // The summary looks at the most recent folded turns only: enough for themes, bounded in cost.
  const rollingSummary = older.length > 0 ? summariseTurns(older.slice(-SUMMARY_SOURCE_TURNS), SUMMARY_TOKEN_BUDGET * CHARS_PER_TOKEN) : "";

  const noteParts: string[] = [];
  const summary = capTokens(oneLine(rollingSummary), SUMMARY_TOKEN_BUDGET);
  if (summary) noteParts.push(`Earlier in this conversation (summary): ${asUserText(summary, { source: "summary" })}`);
  const remembered = rememberedLines(input.memory?.remembered, MEMORY_TOKEN_BUDGET - 100);
  if (remembered) noteParts.push(`What you remember from earlier conversations (as the person sees it, so "you" is them): ${asUserText(remembered, { source: "memory" })}`);
  const themes = (Array.isArray(input.memory?.diaryThemes) ? input.memory.diaryThemes : [])
    .filter((t): t is string => typeof t === "string")
    .map((t) => cleanText(t, 40))
    .filter(Boolean)
    .slice(0, 6);
  if (themes.length > 0) noteParts.push(`Themes in their recent diary entries: ${asUserText(themes.join(", "), { source: "diary" })}`);
  const notes = noteParts.length > 0 ? `Context about this person (use it naturally, don't recite it):\n${noteParts.join("\n")}` : "";

  const current = asUserText(capTokens(cleanText(input.message), MESSAGE_TOKEN_CAP));
  const messages = [...kept, { role: "user" as const, content: current }];
  const tokens = estimateTokens(notes) + messages.reduce((n, m) => n + estimateTokens(m.content) + 4, 0);
  return { notes, messages, rollingSummary, folded: older.length, tokens };
}
