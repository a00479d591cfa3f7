// The learned intent layer, loaded once from the weights that ship with the Worker: a second layer
// after the hand-written rules of faq.ts and care.ts, asked only when they find no topic. If the
// weights are unreadable the rules alone answer (the log says so once): a missing layer must never
// stop a person being answered.
import type { CareTopic } from "../offline/care";
import type { FaqTopic } from "../offline/faq";
import { decodeBase64 } from "../../lib/base64";
import { APP_CLASSES, bestTopic, CARE_CLASSES, parseIntentModel, type IntentModel } from "./model";
import { INTENT_META, INTENT_WEIGHTS_BASE64 } from "./weights";

let shipped: { model: IntentModel | null } | null = null;

/** The shipped model, or null when its weights are unreadable. */
export function intentModel(): IntentModel | null {
  if (!shipped) {
    try {
      shipped = { model: parseIntentModel(INTENT_META, decodeBase64(INTENT_WEIGHTS_BASE64)) };
    } catch (err) {
      console.warn(`[coach] the intent layer's weights are unreadable (${err instanceof Error ? err.message : "unknown"}); the rules alone`);
      shipped = { model: null };
    }
  }
  return shipped.model;
}

/** The app topic the learned layer is confident of, or null. */
export function learnedFaqTopic(message: string): FaqTopic | null {
  const model = intentModel();
  const best = model && bestTopic(model, message, APP_CLASSES);
  return best && best.p >= model.meta.thresholds.app ? (best.topic as FaqTopic) : null;
}

/** The care topic the learned layer is confident of, or null. */
export function learnedCareTopic(message: string): CareTopic | null {
  const model = intentModel();
  const best = model && bestTopic(model, message, CARE_CLASSES);
  return best && best.p >= model.meta.thresholds.care ? (best.topic as CareTopic) : null;
}
