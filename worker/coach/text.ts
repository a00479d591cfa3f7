// Small, pure text helpers shared by the coach: cleaning untrusted input, capping lengths without
// splitting characters, picking short quotable fragments, deterministic choice. Runs in workerd.

/** Hard cap on any single piece of user text the coach looks at (100 KB input is cut here). */
export const MAX_INPUT_CHARS = 20_000;

// C0/C1 control characters except tab and newline, plus bidi overrides, zero-width and BOM characters.
// ZWJ (U+200D) is kept: emoji sequences need it.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Removes control characters, normalises line endings and spaces, trims, and caps the length. */
export function cleanText(input: unknown, max = MAX_INPUT_CHARS): string {
  if (typeof input !== "string") return "";
  // Cap early so that a 100 KB message does not cost regex time on all of it.
  let s = input.length > max * 2 ? input.slice(0, max * 2) : input;
  s = s.normalize("NFC").replace(/\r\n?/g, "\n").replace(CONTROL, "");
  s = s
    .replace(/[ \t\u00A0\u3000]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return capChars(s, max);
}

/** Cuts to at most `max` UTF-16 units without splitting a surrogate pair. */
export function capChars(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max;
  const code = s.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return s.slice(0, end);
}

/** Shortens to at most `max` units at a word boundary when possible, adding an ellipsis. */
export function clip(s: string, max: number): string {
  const t = s.trim();
  if (t.length <= max) return t;
  const cut = capChars(t, Math.max(1, max - 1));
  const space = cut.lastIndexOf(" ");
  const base = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,;:.!?-]+$/u, "")}…`;
}

/** One line: newlines become spaces. */
export function oneLine(s: string): string {
  return s.replace(/\s*\n+\s*/g, " ").trim();
}

export function hasLetters(s: string): boolean {
  return /[\p{L}\p{N}]/u.test(s);
}

/**
 * True when at least half of a model's visible characters are letters or digits, the mark of
 * prose: "}}{{ %%%" or a run of control characters is junk, not words to show or store.
 */
export function mostlyWords(s: string): boolean {
  const visible = s.replace(/\s/gu, "");
  if (visible === "") return false;
  const words = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return words * 2 >= visible.length;
}

/** True for text made only of emoji (and spaces/joiners), such as "😢😢" or "👍🏽". */
export function isEmojiOnly(s: string): boolean {
  const t = s.trim();
  if (t === "" || hasLetters(t)) return false;
  return /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0F\u20E3\s])+$/u.test(t);
}

/** Words (letters/digits runs, apostrophes kept), lowercased. Works for scripts without spaces too. */
export function words(s: string): string[] {
  return s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
}

/** FNV-1a 32-bit: a small deterministic hash for picking variants. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], seed: number): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[((seed % items.length) + items.length) % items.length] as T;
}

/** Splits into sentences (keeps it simple: ., !, ?, …, CJK full stops, and line breaks). */
export function sentences(s: string): string[] {
  return s
    .split(/(?<=[.!?…。！？])\s+|\n+/u)
    .map((x) => x.trim())
    .filter((x) => hasLetters(x));
}

const FILLER = /^(?:(?:and|but|so|well|um+|uh+|like|honestly|basically|i mean|i think|i guess|just|also|ok(?:ay)?|yeah|yes|no)\b[\s,]*)+/iu;

/**
 * A short fragment of the person's own words, suitable to quote back: the first sentence that
 * matches one of `patterns` (or the first sentence), trimmed of filler, at most `maxWords` words
 * and `maxChars` characters, with no quotes or angle brackets left in it. Empty if nothing quotable.
 */
export function fragment(s: string, patterns: readonly RegExp[] = [], maxWords = 12, maxChars = 90): string {
  const all = sentences(s.length > 20_000 ? s.slice(0, 20_000) : s);
  if (all.length === 0) return "";
  let best = all[0] as string;
  let bestIndex = -1;
  outer: for (const sentence of all) {
    for (const re of patterns) {
      const m = new RegExp(re.source, re.flags.replace("g", "")).exec(sentence);
      if (m) {
        best = sentence;
        bestIndex = m.index;
        break outer;
      }
    }
  }
  let f = best
    .replace(/[<>"“”«»„`]/g, "")
    .replace(FILLER, "")
    .trim();
  if (f.split(/\s+/).length > maxWords) {
    // Prefer a whole clause: the one holding the match (or the first), if it is long enough to mean something.
    const clauses = f.split(/\s*[,;:—–]\s+|\s+-\s+/).filter((c) => hasLetters(c));
    let target = clauses[0] ?? f;
    for (const c of clauses)
      if (patterns.some((re) => new RegExp(re.source, re.flags.replace("g", "")).test(c))) {
        target = c;
        break;
      }
    const n = target.split(/\s+/).length;
    if (n >= 3 && n <= maxWords) {
      f = target.replace(FILLER, "").trim();
      bestIndex = -1;
    }
  }
  const ws = f.split(/\s+/);
  if (ws.length > maxWords) {
    // Keep a window around the matching words when there are some.
    let start = 0;
    if (bestIndex > 0) {
      const before = best.slice(0, bestIndex).split(/\s+/).length - 1;
      start = Math.max(0, Math.min(before - 4, ws.length - maxWords));
    }
    f = ws.slice(start, start + maxWords).join(" ");
  }
  f = clip(f, maxChars).replace(/[\s,;:.!?…。！？-]+$/u, "");
  if (!hasLetters(f)) return "";
  return f;
}

/** Joins a list for prose: "a", "a and b", "a, b and c". */
export function listProse(items: readonly string[], conj = "and"): string {
  const xs = items.filter((x) => x.trim() !== "");
  if (xs.length <= 1) return xs[0] ?? "";
  return `${xs.slice(0, -1).join(", ")} ${conj} ${xs[xs.length - 1]}`;
}

/** Lowercases the first letter unless the word looks like "I", an acronym or a name-like token. */
export function lowerFirst(s: string): string {
  if (/^(I\b|I'|I’|[A-Z]{2,})/.test(s)) return s;
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Escapes text so that it can sit inside a delimited block of a prompt: no tags can be opened or closed. */
export function escapeForPrompt(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// Words that may open a clause without being part of it ("but I was tired" quotes "I was tired").
const LEADING_CONJUNCTION = /^(?:(?:and|but|so|because|well|honestly|um+|uh+)\b[\s,]*)+/iu;
const CLAUSE_BREAK = /(?<=[.!?…。！？])\s+|\n+|\s*[,;:—–]\s*/u;
const QUESTION_START = /^(?:how|what|why|when|where|who|which|can|could|should|would|will|is|are|am|do|does|did|r u)\b/i;

/**
 * A whole clause of the person's words that can be quoted back, or "" when there is none: never a
 * cut-off phrase. A clause runs between sentence or clause marks (. ! ? , ; : dashes, line breaks);
 * it must have 3 to `maxWords` words, at most `maxChars` characters and no quote marks or angle
 * brackets. The longest clause matching one of `patterns` wins (the most specific), else the first that fits. Questions
 * are not quoted (answering a question with the question sounds like an echo).
 */
export function wholeClause(s: string, patterns: readonly RegExp[] = [], maxWords = 14, maxChars = 90): string {
  const text = s.length > 4000 ? s.slice(0, 4000) : s;
  const candidates: string[] = [];
  for (const sentence of text.split(/(?<=[.!?…。！？])\s+|\n+/u)) {
    if (/\?\s*$/.test(sentence.trim())) continue;
    const clauses = sentence.split(CLAUSE_BREAK);
    // A question without its question mark is still a question: not quoted either.
    if (clauses.some((c) => QUESTION_START.test(c.replace(LEADING_CONJUNCTION, "").trim()))) continue;
    for (const raw of clauses) {
      const c = raw
        .replace(LEADING_CONJUNCTION, "")
        .replace(/[\s.!?…。！？]+$/u, "")
        .trim();
      if (!hasLetters(c) || /[<>"“”«»„`]/.test(c) || c.length > maxChars) continue;
      const n = c.split(/\s+/).length;
      if (n < 3 || n > maxWords) continue;
      candidates.push(c);
    }
  }
  const matching = candidates.filter((c) => patterns.some((re) => new RegExp(re.source, re.flags.replace("g", "")).test(c)));
  const longest = matching.reduce<string | null>((best, c) => (best === null || c.length > best.length ? c : best), null);
  return longest ?? candidates[0] ?? "";
}

/** Short replies that carry no content to reflect: "idk", "ok", "hmm", "yeah", "up to you", "sure why not", "mm ok 👍" (an emoji beside them adds none). */
const FILLER_MESSAGE =
  /^(?:(?:(?:i'?ll|i will|will) (?:try|do) (?:that|it|this)|will do|sounds good|good idea|i'?ll think about it|whatever you (?:think|say|want)|up to you|your call|you (?:decide|tell me)|if you say so|why not|fair enough|makes sense|got it|i see|oh well|man|dude|bro|true|idk|(?:i )?dunno|no idea|not much|nothing to say|(?:i )?(?:don'?t|dont) know what to say|(?:i )?can'?t think of anything|nothing(?: really| much)?|same|nvm|mhm|ya|yup|kinda|not really|sure thing|i (?:don'?t|dont) know|not sure|ok(?:ay)?|k+|kk|hmm+|mm+|lol|lmao|haha+|yeah|yea|yep|yes|no|nope|nah|meh|sure|whatever|maybe|i guess|i suppose|fine|cool|right|tbh|idc|uh+|um+|oh|ah|so|well|honestly|today|tonight|rn|right now|atm|tbf|tho|though|either|anyway|anyways)[\s,.!?…\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]*)+$/iu;

export function isFiller(s: string): boolean {
  return FILLER_MESSAGE.test(s.trim());
}

/**
 * A sentence's template, to keep a conversation from repeating itself: quotes blanked, lowercased,
 * and a sentence of six or more words keyed by its first four words.
 */
export function templateKey(sentence: string): string {
  const n = sentence
    .replace(/“[^”]*”|"[^"]*"/g, " q ")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const ws = n.split(" ");
  return ws.length >= 6 ? ws.slice(0, 4).join(" ") : n;
}
