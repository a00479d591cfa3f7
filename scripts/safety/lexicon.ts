// Word lexicons for the learned screen (scripts/safety/lexicon/*.json): a word in another
// language, or slang, takes the meaning of its English translations' vectors. Folded into the
// shipped word table at export, so the Worker needs no lexicon of its own.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../worker/safety/corpus/load";

export type Lexicon = Map<string, string[]>;

export function loadLexicon(): Lexicon {
  const dir = join(root, "scripts/safety/lexicon");
  const out: Lexicon = new Map();
  if (!existsSync(dir)) return out;
  // English slang first, then the other languages by name; the first definition of a word wins.
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort((a, b) => Number(b === "slang.json") - Number(a === "slang.json") || (a < b ? -1 : 1));
  for (const file of files) {
    const data = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, string>;
    for (const [word, english] of Object.entries(data)) {
      if (!out.has(word)) out.set(word, english.split(" ").filter(Boolean));
    }
  }
  return out;
}
