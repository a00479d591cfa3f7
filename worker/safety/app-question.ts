// A plain question about Clearday itself ("how do I stop being billed after this month?", "are my
// entries used to train an AI?"). The learned layer reads some of these as a farewell: leaving a
// plan, "start from zero", "where it ends up" sit near the words of leaving life. With no word of
// death or harm in them, such a question gets its answer with the helplines beside it, never the
// crisis protocol; in the grey zone, never a check-in that says it "touches on dying". Asking for
// the helplines themselves is not one of these.
import { faqTopic } from "../coach/offline/faq";

// "...i need it gone, how": a trailing "how" asks as a question mark does.
const ASKS = /\?|\bhow (?:do|can|could|would|should) (?:i|we|you)\b|\bhow\W*$/i;
/** A question about the app is a short message; reading a long entry's topics would cost the screen's time budget. */
const MAX_LENGTH = 400;

/** True when the text asks something about the app (not for crisis help). */
export function asksAboutTheApp(text: string): boolean {
  if (text.length > MAX_LENGTH || !ASKS.test(text)) return false;
  const topic = faqTopic(text);
  return topic !== null && topic !== "crisis-help";
}
