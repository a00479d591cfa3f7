// Tokens for the learned screen: the same normalisation as the rules (accents, case, leetspeak,
// invisible characters), but letters are not squeezed, so that words can be looked up in the word
// vectors. Clause punctuation stays as its own token: it bounds windows and negation.
import { normalise } from "../normalise";

// Emoji that carry meaning for the screen become words; other emoji are dropped by normalise.
const EMOJI_WORDS: Record<string, string> = {
  "\u{1F48A}": "pills",
  "\u{1F52A}": "knife",
  "\u{1F5E1}": "knife",
  "\u{1FAA2}": "rope",
  "\u{1F52B}": "gun",
  "\u{1FA78}": "blood",
  "\u26B0": "coffin",
  "\u{1F62D}": "crying",
  "\u{1F622}": "crying",
  "\u{1F494}": "heartbroken",
  "\u{1F480}": "skull",
  "\u2620": "skull",
  "\u{1F602}": "lol",
  "\u{1F923}": "lol",
  "\u{1F44B}": "bye",
  "\u{1F309}": "bridge",
};
// One pass over the text for all of them.
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join("|"), "gu");
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
  if (EMOJI_HINT.test(s)) s = s.replace(EMOJI, (emoji) => ` ${EMOJI_WORDS[emoji]} `);
  const norm = normalise(s, { leet: true, squeeze: false }).replace(ONE_LETTER_RUN, "").trim().replace(LONG_RUNS, "$1$1");
  return norm.length === 0 ? [] : norm.split(" ");
}
