// Tokens for the learned screen: the same normalisation as the rules (accents, case, leetspeak,
// invisible characters), but letters are not squeezed, so that words can be looked up in the word
// vectors. Clause punctuation stays as its own token: it bounds windows and negation.
import { normalise } from "../normalise";

// Emoji that carry meaning for the screen become words; other emoji are dropped by normalise.
const EMOJI_WORDS: [RegExp, string][] = [
  [/\u{1F48A}/gu, " pills "],
  [/\u{1F52A}|\u{1F5E1}/gu, " knife "],
  [/\u{1FAA2}/gu, " rope "],
  [/\u{1F52B}/gu, " gun "],
  [/\u{1FA78}/gu, " blood "],
  [/\u26B0/gu, " coffin "],
  [/\u{1F62D}|\u{1F622}/gu, " crying "],
  [/\u{1F494}/gu, " heartbroken "],
  [/\u{1F480}|\u2620/gu, " skull "],
  [/\u{1F602}|\u{1F923}/gu, " lol "],
  [/\u{1F44B}/gu, " bye "],
  [/\u{1F309}/gu, " bridge "],
];
const EMOJI_HINT = /[\u2600-\u27BF\u{1F300}-\u{1FAFF}]/u;

// French elisions become two words ("j'ai" -> "j ai", "l'envie" -> "l envie"); English
// contractions ("don't", "I'm") stay one word, as the rules and the word vectors spell them.
const ELISION = /\b([cdjlmnst]|qu)['\u2019](?=[aeiouyh\u00e0-\u00ff])/giu;
// "soooo" -> "soo": runs of three or more letters are never standard spelling. A word that is
// nothing but one letter repeated ("aaaaaaa", "zzzz") is not a word at all and is dropped.
const LONG_RUNS = /(\p{L})\1{2,}/gu;
const ONE_LETTER_RUN = /(?:^| )(\p{L})\1{2,}(?= |$)/gu;

/** Clause boundaries in the token list. */
export const BOUNDARY = new Set([".", ",", '"']);

export function tokenise(text: string): string[] {
  if (typeof text !== "string" || text.length === 0) return [];
  let s = text.replace(ELISION, "$1 ");
  if (EMOJI_HINT.test(s)) for (const [re, word] of EMOJI_WORDS) s = s.replace(re, word);
  const norm = normalise(s, { leet: true, squeeze: false }).replace(ONE_LETTER_RUN, "").trim().replace(LONG_RUNS, "$1$1");
  return norm.length === 0 ? [] : norm.split(" ");
}
