// The intent layer's training texts (Node only: the training script and tests read it, the Worker
// never does): the hand-written corpus (corpus/*.json, each an object of label -> texts) and the
// singles of the coach's dev set (bench/coach-eval/dev.json, fields `app` and `professional`).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { INTENT_CLASSES, type IntentClass } from "./model";

export interface IntentExample {
  text: string;
  label: IntentClass;
  /** Where it came from: a corpus file name or "dev". */
  source: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, "corpus");
const devSet = join(here, "../../../bench/coach-eval/dev.json");

function isClass(x: unknown): x is IntentClass {
  return typeof x === "string" && (INTENT_CLASSES as readonly string[]).includes(x);
}

/** Every training example, de-duplicated by lower-cased text (first label wins), in a fixed order. */
export function loadIntentCorpus(): IntentExample[] {
  const seen = new Set<string>();
  const out: IntentExample[] = [];
  const add = (text: string, label: IntentClass, source: string) => {
    const key = text.trim().toLowerCase();
    if (key === "" || seen.has(key)) return;
    seen.add(key);
    out.push({ text: text.trim(), label, source });
  };
  for (const file of readdirSync(corpusDir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const data = JSON.parse(readFileSync(join(corpusDir, file), "utf8")) as Record<string, unknown>;
    for (const [label, texts] of Object.entries(data)) {
      if (!isClass(label) || !Array.isArray(texts)) throw new Error(`${file}: unknown label or malformed list "${label}"`);
      for (const t of texts) {
        if (typeof t !== "string") throw new Error(`${file}: a text under "${label}" is not a string`);
        add(t, label, file);
      }
    }
  }
  const dev = JSON.parse(readFileSync(devSet, "utf8")) as { singles: Array<{ text: string; app: string | null; professional: string | null }> };
  for (const s of dev.singles) {
    const label = s.app ?? s.professional ?? "none";
    if (!isClass(label)) throw new Error(`dev.json: unknown label ${label}`);
    add(s.text, label, "dev");
  }
  return out;
}

/** sha-256 of the training texts and labels: the weights record it, and a test compares. */
export function intentCorpusHash(examples: IntentExample[] = loadIntentCorpus()): string {
  return createHash("sha256")
    .update(JSON.stringify(examples.map((e) => [e.label, e.text])))
    .digest("hex");
}
