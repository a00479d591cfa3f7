// The learned layer of the crisis screen, loaded once from the weights that ship with the Worker.
// If they are missing or unreadable the rules screen alone (the log says so once, and
// /api/health reports it): a screen that cannot start must never stop a person being answered.
import { decodeBase64 } from "../../lib/base64";
import { parseModel, score, type Model, type Scores } from "./model";
import { hasRiskWord } from "./risk-words";
import { BOUNDARY, tokenise } from "./tokens";
import { WEIGHTS_BASE64 } from "./weights";

export type ClassifierStatus = "ok" | "unavailable";
export type { Scores } from "./model";

export interface LoadedClassifier {
  status: ClassifierStatus;
  model: Model | null;
}

/** Reads weights (base64); never throws. */
export function loadClassifier(base64: unknown): LoadedClassifier {
  try {
    if (typeof base64 !== "string" || base64.length === 0) throw new Error("no weights");
    return { status: "ok", model: parseModel(decodeBase64(base64)) };
  } catch (err) {
    console.warn(`[safety] the learned screen's weights are unreadable (${err instanceof Error ? err.message : "unknown"}); the rules screen alone`);
    return { status: "unavailable", model: null };
  }
}

let shipped: LoadedClassifier | null = null;
function instance(): LoadedClassifier {
  return (shipped ??= loadClassifier(WEIGHTS_BASE64));
}

export function classifierStatus(): ClassifierStatus {
  return instance().status;
}

/** The shipped model, or null when its weights are unreadable. */
export function shippedModel(): Model | null {
  return instance().model;
}

/** The classifier's scores for a text, how many words it had (clause punctuation aside), and whether one is a risk word. */
export function classify(model: Model | null, text: string, signals: Float32Array): (Scores & { words: number; riskWord: boolean }) | null {
  if (!model) return null;
  const tokens = tokenise(text);
  const scores = score(model, tokens, signals);
  return scores && { ...scores, words: tokens.filter((t) => !BOUNDARY.has(t)).length, riskWord: hasRiskWord(tokens) };
}
