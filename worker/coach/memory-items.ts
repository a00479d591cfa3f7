// What Mindy learns from one exchange: at most one short sentence, in the second person, made from
// the person's own words ("I never switch off in the evenings" → "You said you never switch off in
// the evenings."). Deterministic, no model call: the offline coach has no model, and a memory must
// never put words in someone's mouth. A model-written summary can replace `ownWordsMemory` later
// behind the same `MemoryWriter` seam.
import { MEMORY_ITEM_MAX_CHARS } from "../../shared/memory";
import { scoreThemes } from "./offline/themes";
import { cleanText, hasLetters, sentences, words } from "./text";
import type { SafetyLevel } from "./types";

export { MEMORY_ITEM_MAX_CHARS };
/** Longest piece of a message that is turned into a memory; longer sentences are left out rather than cut. */
const SOURCE_MAX_CHARS = 220;
const MIN_WORDS = 4;
const MAX_WORDS = 40;

export interface Exchange {
  /** What the person wrote. */
  message: string;
  /** The safety screen's level for the message. */
  safety: SafetyLevel;
  /** True when the conversation is (or was, before this turn) in a safety check-in. */
  checkIn: boolean;
}

export interface LearnedItem {
  /** One sentence in the second person. */
  text: string;
  /** The sentence normalised: the same thing is remembered once. */
  key: string;
}

/** The seam: what an exchange teaches Mindy. Today `ownWordsMemory`; a model could write it later. */
export interface MemoryWriter {
  learn(exchange: Exchange): Promise<LearnedItem[]>;
}

export const ownWordsMemory: MemoryWriter = {
  async learn(exchange) {
    const item = learnFromMessage(exchange);
    return item ? [item] : [];
  },
};

// First person → second person. Contractions first; "am"/"was" after "I" are handled with the subject.
const SWAP: Record<string, string> = {
  i: "you",
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  we: "you",
  "we're": "you're",
  "we've": "you've",
  "we'd": "you'd",
  "we'll": "you'll",
  us: "you",
  our: "your",
  ours: "yours",
  ourselves: "yourselves",
  am: "are",
  "i'ma": "you're going to",
};
const FIRST_PERSON = new Set(["i", "i'm", "i've", "i'd", "i'll", "me", "my", "mine", "myself", "we", "we're", "we've", "we'd", "we'll", "us", "our", "ours", "ourselves"]);
/** A clause opening with one of these is the person talking about themselves. */
const SUBJECTS = new Set(["i", "i'm", "i've", "i'd", "i'll", "my", "we", "we're", "we've", "our"]);
/** Words that may open a kept sentence and are safe to lowercase (never a name). */
const STARTERS = new Set(
  "the a an this that these those it it's its there today tonight yesterday lately recently sometimes often every everything nothing since after before when lately last this most all so and but also just honestly now then still".split(
    " ",
  ),
);
// Words that carry no memory on their own: with fewer than two other words, a sentence is filler.
const STOP = new Set(
  (
    "i i'm i've i'd i'll me my mine myself we we're we've us our you you're your it it's its this that these those the a an and or but so if then " +
    "to of in on at for with about from by as is am are was were be been being do does did done have has had having will would can could should " +
    "may might must shall not no yes don't didn't doesn't can't won't isn't wasn't aren't just really very much more most some any all also too " +
    "know knew think thought guess mean meant say said sure ok okay yeah yep nope idk dunno lol hmm um uh like thing things stuff something anything " +
    "nothing everything what why how when where who which there here get got go going gonna wanna want still even maybe kind sort bit lot lots well"
  ).split(" "),
);
// Whole messages that are about the app or the conversation itself, never about the person.
const ABOUT_THE_APP = /\b(?:mindy|clearday|this app|the app|subscription|premium|delete (?:my )?(?:entries|account|data)|export|password|log ?in|sign ?in)\b/i;
const QUESTION_START = /^(?:what|why|how|when|where|who|which|can|could|would|will|should|do|does|did|is|are|am|was|were|have|has)\b/i;
const SECOND_PERSON = /(?:^|[^\p{L}'])(?:you|your|yours|yourself|u|ur)(?![\p{L}'])/iu;

/** At most one memory from what the person wrote, or null: nothing flagged, nothing in a check-in, no filler. */
export function learnFromMessage(exchange: Exchange): LearnedItem | null {
  if (exchange.safety !== "none" || exchange.checkIn) return null;
  const message = cleanText(exchange.message, 4000).replace(/[’‘]/g, "'");
  if (!hasLetters(message) || ABOUT_THE_APP.test(message)) return null;
  let best: { text: string; score: number } | null = null;
  for (const sentence of sentences(message)) {
    const candidate = ownWords(sentence);
    if (!candidate) continue;
    const score = (scoreThemes(candidate.source)[0]?.score ?? 0) * 2 + (candidate.whole ? 1 : 0);
    if (!best || score > best.score) best = { text: candidate.text, score };
  }
  return best ? { text: best.text, key: memoryKey(best.text) } : null;
}

/** The normalised form of an item: lowercase words, nothing else. */
export function memoryKey(text: string): string {
  return words(text).join(" ").slice(0, 200);
}

/**
 * One sentence of the person's in the second person, or null when it should not be remembered:
 * questions, sentences addressed to Mindy, filler, and anything that would need cutting.
 */
function ownWords(sentence: string): { text: string; source: string; whole: boolean } | null {
  let s = sentence.replace(/^[\s"'“”«»„`(\[*_-]+|[\s"'“”«»„`)\]*_]+$/gu, "").trim();
  if (s.endsWith("?") || QUESTION_START.test(s) || SECOND_PERSON.test(s)) return null;
  s = s.replace(/[.!…。]+$/u, "").trim();
  const tokens = s.split(/\s+/);
  const first = bare(tokens[0] ?? "");
  let whole = SUBJECTS.has(first) || (STARTERS.has(first) && tokens.some((t) => FIRST_PERSON.has(bare(t))));
  if (!whole) {
    // Otherwise the first clause where the person speaks of themselves, up to the sentence's end:
    // "Work has been crazy lately and I never switch off" → "I never switch off".
    const clause = /(?:,|;|:|\s[-–—])\s+|\s(?=(?:and|but|so|because|though|although|yet|since|when|while)\s+(?:i|i'm|i've|i'd|i'll|my|we)\s)/i;
    const parts = s.split(clause);
    let from = -1;
    for (let i = 1; i < parts.length; i++) {
      const opening = parts[i]!.trim().split(/\s+/).map(bare);
      const lead = CONJUNCTIONS.has(opening[0] ?? "") ? 1 : 0;
      if (SUBJECTS.has(opening[lead] ?? "")) {
        from = i;
        break;
      }
    }
    if (from < 0) return null;
    s = s
      .slice(s.indexOf(parts[from]!.trim()))
      .replace(/^(?:and|but|so|because|though|although|yet|since|when|while)\s+/i, "")
      .trim();
  }
  const n = s.split(/\s+/).length;
  if (n < MIN_WORDS || n > MAX_WORDS || s.length > SOURCE_MAX_CHARS) return null;
  const content = words(s).filter((w) => !STOP.has(w) && /\p{L}/u.test(w));
  if (content.length < 2) return null;
  const text = `You said ${secondPerson(s)}.`;
  if (text.length > MEMORY_ITEM_MAX_CHARS) return null;
  return { text, source: s, whole };
}

const CONJUNCTIONS = new Set(["and", "but", "so", "because", "though", "although", "yet", "since", "when", "while"]);
const bare = (token: string) => token.toLowerCase().replace(/^[^\p{L}']+|[^\p{L}']+$/gu, "");

/** "I was sure my boss hated me" → "you were sure your boss hated you". Lowercases a known opening word. */
export function secondPerson(clause: string): string {
  const tokens = clause.split(/(\s+)/);
  let prevWord = "";
  let prevPrevWord = "";
  return tokens
    .map((token, i) => {
      if (/^\s+$/.test(token) || token === "") return token;
      const m = /^([^\p{L}']*)([\p{L}']+)([^\p{L}']*)$/u.exec(token);
      if (!m) {
        prevPrevWord = prevWord;
        prevWord = "";
        return token;
      }
      const [, pre, word, post] = m as unknown as [string, string, string, string];
      const lower = word.toLowerCase();
      let out = word;
      if ((lower === "was" || lower === "wasn't") && (prevWord === "i" || (prevPrevWord === "i" && /ly$|^(?:never|always|just|also|still|really|not)$/.test(prevWord)))) {
        out = lower === "was" ? "were" : "weren't";
      } else if (SWAP[lower] && !(lower === "am" && prevWord !== "i" && prevPrevWord !== "i")) {
        out = SWAP[lower]!;
      } else if (i === 0 && STARTERS.has(lower)) {
        out = lower;
      }
      prevPrevWord = prevWord;
      prevWord = lower;
      return `${pre}${out}${post}`;
    })
    .join("");
}
