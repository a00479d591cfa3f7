// "You misunderstood me", "I was joking": used by the check-in flow, which stays gentle anyway.
import { normalise, rx } from "./normalise";

const MISUNDERSTOOD = rx(
  "\\b(?:you )?(?:misunderstood|misunderstand|misread|got it wrong|got me wrong|took it wrong|took it the wrong way|taking it too literally|took it literally)\\b|\\b(?:i was|im|i am|it was|that was|just) (?:only )?(?:joking|kidding|a joke|being dramatic|exaggerating|venting|messing)\\b|\\b(?:jk|just kidding|not serious|wasnt serious|not being serious|didnt mean it|dont mean it|didnt mean that|figure of speech|its a joke|it was a joke|overreacting|not literally)\\b|\\b(?:estaba|es) (?:bromeando|broma)\\b|\\bno (?:lo )?(?:dije|decia) en serio\\b|\\bme malinterpretaste\\b",
);

/** True when the person says they were misunderstood or joking. */
export function saysMisunderstood(text: string): boolean {
  const s = normalise(text, { leet: true });
  if (s.length === 0) return false;
  MISUNDERSTOOD.lastIndex = 0;
  return MISUNDERSTOOD.test(s);
}
