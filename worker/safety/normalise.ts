// Text normalisation for the safety screen. Runs once per screened text, in linear time.
//
// The normalised form is lower-case ASCII-ish words separated by single spaces, with clause
// punctuation kept as its own token ("." for . ! ? ; : and line breaks, "," and '"'), and every run
// of a repeated letter squeezed to one letter ("killll" -> "kil", "sleep" -> "slep"). Patterns are
// written in ordinary spelling and squeezed the same way when they are compiled (see `rx`).

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Zero-width and invisible format characters that can hide a word ("k\u200Bill").
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]/g;
const COMBINING = /\p{M}+/gu;
const APOSTROPHES = /['\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032]/g;
const DOUBLE_QUOTES = /["\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033]/g;

// Leetspeak and look-alike letters, applied only inside a word that also has a Latin letter.
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  // Cyrillic and Greek homoglyphs of Latin letters (mixed-script words only).
  "\u0430": "a",
  "\u0435": "e",
  "\u043E": "o",
  "\u0440": "p",
  "\u0441": "c",
  "\u0443": "y",
  "\u0445": "x",
  "\u0456": "i",
  "\u0458": "j",
  "\u0455": "s",
  "\u043A": "k",
  "\u043C": "m",
  "\u0442": "t",
  "\u0432": "b",
  "\u043D": "h",
  "\u0501": "d",
  "\u04CF": "l",
  "\u03BF": "o",
  "\u03B1": "a",
  "\u03B5": "e",
  "\u03B9": "i",
  "\u03BA": "k",
  "\u03BD": "v",
  "\u03C1": "p",
  "\u03C4": "t",
  "\u03C5": "u",
};
const WORDISH = /[\p{L}\p{N}@$!|]+/gu;
const HAS_LATIN = /[a-z]/;
const MAPPABLE = /[0-9@$!|\u0400-\u04FF\u0370-\u03FF\u0500-\u052F]/;
const EDGE_PUNCT = /^([!|]*)(.*?)([!|]*)$/su;

function deLeetWord(word: string): string {
  if (!HAS_LATIN.test(word) || !MAPPABLE.test(word)) return word;
  const m = EDGE_PUNCT.exec(word);
  if (!m) return word;
  const [, lead = "", core = "", trail = ""] = m;
  if (!HAS_LATIN.test(core)) return word;
  let out = "";
  for (const ch of core) out += LEET[ch] ?? ch;
  return lead + out + trail;
}

// Three or more single letters split by one separator: "k.m.s", "k i l l" -> "kms", "kill".
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-_*~+/]\p{L}(?![\p{L}\p{N}])){2,}/gu;
const SPACER = /[ .\-_*~+/]/g;

const SPACED_ASCII = /(?<![a-z0-9])[a-z](?:[ .\-_*~+/][a-z](?![a-z0-9])){2,}/g;
const CLAUSE_END = /[.!?;:\u2026\u3002\uFF01\uFF1F\r\n\u2028\u2029]+/g;
// Anything but letters, digits, the kept punctuation and single spaces (single spaces are left
// alone: replacing each of them would make this the slowest step).
const NON_WORD = /[^\p{L}\p{N}.," ]+/gu;
const NON_WORD_ASCII = /[^a-z0-9.," ]+/g;
const REPEATS = /(\p{L})\1+/gu;
const REPEATS_ASCII = /([a-z])\1+/g;
const NON_ASCII = /[^\u0000-\u007F]/;
const SPACES = / {2,}/g;

export interface NormaliseOptions {
  /** Map leetspeak and homoglyphs inside words (on for user text, off for model output). */
  leet?: boolean;
  /** Squeeze repeated letters (on for user text; off for model output, matched with `rxPlain`). */
  squeeze?: boolean;
}

/** Normalise text for screening. Never throws; any input that is not a string gives "". */
export function normalise(input: unknown, options: NormaliseOptions = {}): string {
  if (typeof input !== "string" || input.length === 0) return "";
  let s = input.replace(CONTROL, " ").replace(INVISIBLE, "");
  // Plain ASCII (most text) needs no Unicode decomposition and can use faster ASCII-only regexes.
  const ascii = !NON_ASCII.test(s);
  if (!ascii) s = s.normalize("NFKD").replace(COMBINING, "");
  s = s.toLowerCase();
  s = s.replace(APOSTROPHES, "").replace(DOUBLE_QUOTES, ' " ');
  if (options.leet !== false && MAPPABLE.test(s)) s = s.replace(WORDISH, deLeetWord);
  s = s.replace(ascii ? SPACED_ASCII : SPACED_LETTERS, (m) => m.replace(SPACER, ""));
  s = s
    .replace(CLAUSE_END, " . ")
    .replace(/,+/g, " , ")
    .replace(ascii ? NON_WORD_ASCII : NON_WORD, " ");
  // Full stops inside numbers ("2.5") became " . ": harmless for screening.
  if (options.squeeze !== false) s = s.replace(ascii ? REPEATS_ASCII : REPEATS, "$1");
  s = s.replace(SPACES, " ").trim();
  // "never, ever" is one negation, not two clauses.
  s = s.replace(/\bnever , ever\b/g, "never ever");
  return s;
}

/** Squeeze repeated letters in a plain word or phrase, as `normalise` does. */
export function sq(word: string): string {
  return word.toLowerCase().replace(REPEATS, "$1");
}

/**
 * Compile a pattern written in ordinary spelling: repeated letters in its literal text are
 * squeezed ("kill" -> "kil") so that it matches normalised text. Escapes (\b, \w...) are kept.
 */
export function rx(source: string, flags = "g"): RegExp {
  let out = "";
  let last = "";
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] as string;
    if (ch === "\\") {
      out += ch + (source[i + 1] ?? "");
      i++;
      last = "";
      continue;
    }
    if (/[a-z]/.test(ch) && ch === last) continue;
    out += ch;
    last = /[a-z]/.test(ch) ? ch : "";
  }
  return new RegExp(out, flags);
}

/** Compile a pattern as written, for text normalised with `squeeze: false`. */
export function rxPlain(source: string, flags = "g"): RegExp {
  return new RegExp(source, flags);
}
