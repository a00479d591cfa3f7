// Features of the learned intent layer, shared by the training script (scripts/coach/train-intent.ts)
// and the Worker so both see exactly the same thing:
//   - the mean and the maximum of the word vectors of a text's content words (GloVe, reduced to a
//     few dimensions at training time: a word the corpus never used still lands near its meaning);
//   - hashed sparse features, each a 32-bit FNV-1a hash of "w:<word>" (the word), "b:<prev>_<word>"
//     (the word with the one before it) or "c:<4 letters>" (letter 4-grams of longer words, for
//     typos and inflections).
import { fnv } from "../../safety/classifier/features";

export { fnv };

/** Words that carry no topic: left out of the vector mean and max (they still make bigrams). */
const STOPWORDS = new Set(
  (
    "a an the and or but so if of to in on at for with from by as is are was were be been being am i im id ive ill me my mine myself " +
    "you your yours u ur we our us it its this that these those there here he she they them his her their him " +
    "do does did doing have has had having will would can could should shall may might must just really very " +
    "what whats which who whos whom how hows when where wheres why all any some no not dont didnt cant wont isnt " +
    "arent wasnt about up out into over then than too also only like get got gonna wanna lol ok okay oh um hey hi pls please"
  ).split(" "),
);

const ACCENTS = /[\u0300-\u036f]/g;
const LONG_RUNS = /(\p{L})\1{2,}/gu;

/** Lower-case words and numbers; apostrophes dropped ("can't" -> "cant"), runs of 3+ letters cut to 2. */
export function tokens(text: string): string[] {
  if (typeof text !== "string" || text.length === 0) return [];
  return text
    .slice(0, 2000)
    .normalize("NFKD")
    .replace(ACCENTS, "")
    .toLowerCase()
    .replace(/['\u2019\u2018`]/g, "")
    .replace(LONG_RUNS, "$1$1")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** The text split at sentence ends (".", "!", "?", new lines), each part tokenised; empty parts dropped. */
export function sentences(text: string): string[][] {
  return text
    .slice(0, 2000)
    .split(/[.!?\n]+/)
    .map(tokens)
    .filter((t) => t.length > 0);
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

const W = fnv("w:");
const B = fnv("b:");
const C = fnv("c:");

/** The distinct hashed features of a token list. */
export function sparseFeatures(toks: string[]): number[] {
  const out = new Set<number>();
  let prev = "^";
  for (const t of toks) {
    out.add(fnv(t, W));
    out.add(fnv(`${prev}_${t}`, B));
    if (t.length >= 5) {
      const padded = `<${t}>`;
      for (let i = 0; i + 4 <= padded.length; i++) out.add(fnv(padded.slice(i, i + 4), C));
    }
    prev = t;
  }
  return [...out];
}

/** The words whose vectors are pooled: content words, or every word when a text has none. */
export function pooledWords(toks: string[]): string[] {
  const content = toks.filter((t) => !STOPWORDS.has(t) && !/^\d+$/.test(t));
  return content.length > 0 ? content : toks;
}
