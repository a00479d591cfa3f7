// Features of the learned screen, shared by the training script and the Worker so that both see
// exactly the same thing. Every feature is a 32-bit FNV-1a hash of a short string:
//   w:<word>          the word
//   b:<prev>_<word>   the word with the one before it in its clause ("^" at a clause start)
//   n:<word>          a word within three words after a negation ("never ... hurt")
//   c:<4 letters>     letter 4-grams of "<word>", for typos and inflections in any language
//   k:<concept>       a concept the word carries (MEDS, WEAPON, SELF...: scripts/safety/concepts.json)
//   q:<concept>       a concept within three words after a negation
//   p:<a>+<b>         two concepts in one sentence, at most 12 words apart ("MEDS+QUANTITY")
// and each word's key for the word-vector table (the word, and the word with doubled letters
// squeezed as a fallback: "sooo" -> "soo" -> "so").
import { BOUNDARY } from "./tokens";

const FNV_OFFSET = 0x811c9dc5;

export function fnv(s: string, h = FNV_OFFSET): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const W = fnv("w:");
const B = fnv("b:");
const N = fnv("n:");
const C = fnv("c:");
const K = fnv("k:");
const Q = fnv("q:");
const P = fnv("p:");
const UNDERSCORE = "_";

const NEGATORS = new Set(
  (
    "not never no dont doesnt didnt wont wouldnt cant cannot couldnt isnt arent wasnt werent havent hasnt hadnt shouldnt nobody nothing nor neither " +
    "nunca jamas ni tampoco ninguno ninguna nada nadie " +
    "ne pas jamais rien personne " +
    "nicht nie niemals kein keine keinen nichts niemand " +
    "nao nem nenhum nenhuma ninguem"
  ).split(" "),
);
const NEGATION_REACH = 3;
const DOUBLED = /(\p{L})\1/gu;

export const FEATURE_KINDS = ["w", "b", "n", "c", "k", "q", "p"] as const;

/** A word's concepts as a 64-bit mask in two halves, or null. */
export type ConceptOf = (word: string) => readonly [number, number] | null;
const CONCEPT_REACH = 12;

export interface Encoded {
  /** Word tokens (clause punctuation removed). */
  words: string[];
  /** Offsets into `feats` per word: the features of word i are feats[start[i]..start[i+1]). */
  start: Int32Array;
  feats: Uint32Array;
  /** The kind of each feature (FEATURE_KINDS index), for training experiments. */
  kinds: Uint8Array;
  /** Word-vector keys per word, and the squeezed fallback (0 when the same). */
  key: Uint32Array;
  key2: Uint32Array;
}

export function encode(tokens: string[], conceptOf?: ConceptOf): Encoded {
  const words: string[] = [];
  const feats: number[] = [];
  const kinds: number[] = [];
  const starts: number[] = [];
  let prev = "^";
  let negLeft = 0;
  // Concepts of the recent words of this sentence: [position, concept ids].
  let recent: [number, number[]][] = [];
  for (const t of tokens) {
    if (t === "") continue;
    if (BOUNDARY.has(t)) {
      prev = "^";
      negLeft = 0;
      if (t === ".") recent = [];
      continue;
    }
    starts.push(feats.length);
    words.push(t);
    feats.push(fnv(t, W), fnv(t, fnv(UNDERSCORE, fnv(prev, B))));
    kinds.push(0, 1);
    const negated = negLeft > 0;
    if (negated) {
      feats.push(fnv(t, N));
      kinds.push(2);
      negLeft--;
    }
    const mask = conceptOf?.(t) ?? conceptOf?.(t.replace(DOUBLED, "$1"));
    if (mask) {
      const ids = conceptIds(mask);
      const pos = words.length - 1;
      recent = recent.filter(([p]) => pos - p <= CONCEPT_REACH);
      const seen = new Set<number>();
      for (const [, earlier] of recent) for (const id of earlier) seen.add(id);
      for (const id of ids) {
        feats.push(fnv(String(id), negated ? Q : K));
        kinds.push(negated ? 5 : 4);
        for (const other of seen) {
          if (other === id) continue;
          const [a, b] = other < id ? [other, id] : [id, other];
          feats.push(fnv(`${a}+${b}`, P));
          kinds.push(6);
        }
      }
      recent.push([pos, ids]);
    }
    if (NEGATORS.has(t)) negLeft = NEGATION_REACH;
    if (t.length >= 4) {
      const padded = `<${t}>`;
      for (let i = 0; i + 4 <= padded.length; i++) {
        feats.push(fnv(padded.slice(i, i + 4), C));
        kinds.push(3);
      }
    }
    prev = t;
  }
  starts.push(feats.length);
  const key = new Uint32Array(words.length);
  const key2 = new Uint32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    key[i] = fnv(w);
    const squeezed = w.replace(DOUBLED, "$1");
    key2[i] = squeezed === w ? 0 : fnv(squeezed);
  }
  return { words, start: Int32Array.from(starts), feats: Uint32Array.from(feats), kinds: Uint8Array.from(kinds), key, key2 };
}

/** Windows of at most `size` words, overlapping by half: [start, end) pairs. */
export function windows(n: number, size: number): [number, number][] {
  if (n <= size) return [[0, n]];
  const out: [number, number][] = [];
  const stride = Math.max(1, size >> 1);
  for (let a = 0; ; a += stride) {
    const b = Math.min(n, a + size);
    out.push([a, b]);
    if (b === n) break;
  }
  return out;
}

function conceptIds([lo, hi]: readonly [number, number]): number[] {
  const ids: number[] = [];
  for (let i = 0; i < 32; i++) if (lo & (1 << i)) ids.push(i);
  for (let i = 0; i < 32; i++) if (hi & (1 << i)) ids.push(32 + i);
  return ids;
}
