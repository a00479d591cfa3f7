// The words of a question that say what it is about: lower case, without accents, without the
// small words every question has ("what", "did", "my"...). Used to find entries (FTS5) and, offline,
// to pick the sentences that answer. Pure.

const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

// English function words and question words; content words are what is left.
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can could " +
    "did do does doing done down during each even ever every few for from further get got had has have having he her here hers herself " +
    "him himself his how i if in into is it its itself just last lately like me more most much my myself no nor not now of off often on once " +
    "only or other our ours out over own recently same she should so some such than that the their theirs them then there these they this " +
    "those through time times to too under until up usually very was we were what when where which while who whom why will with would you " +
    "your yours anything something tell show say said wrote write written journal entry entries diary feel felt think thought"
  ).split(" "),
);

/** Lower case, accents removed (café and cafe match), as FTS5's remove_diacritics does. */
export const foldWord = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The words of text, folded (no filtering). */
export const wordsOf = (text: string): string[] => text.normalize("NFC").split(SEPARATORS).filter(Boolean).map(foldWord);

/** A crude English stem, so walk, walks, walked and walking meet: used as a prefix. At least 3 letters. */
export function stem(word: string): string {
  const cut = /(?:ing|ed|es|s|ly|ness)$/.exec(word);
  if (!cut || word.length - cut[0].length < 3) return word;
  return word.slice(0, word.length - cut[0].length);
}

/** What a question is about: its content words, stemmed, first occurrence first, at most `max`. */
export function questionKeywords(question: string, max = 12): string[] {
  const out: string[] = [];
  for (const w of wordsOf(question)) {
    if (w.length < 2 || STOP_WORDS.has(w)) continue;
    const s = stem(w);
    if (!out.includes(s)) out.push(s);
    if (out.length >= max) break;
  }
  return out;
}
