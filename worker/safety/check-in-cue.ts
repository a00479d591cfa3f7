// What a person says during a safety check-in, so that the reply answers it: "you misunderstood
// me" / "I was joking", "I'm safe", "I'm not safe", "I don't know", or more pain. Checked in this
// order: a person who says both "I was joking" and "I'm not safe" is answered as not safe.
import type { ScreenLevel } from "./levels";
import { normalise, rx } from "./normalise";
import type { CheckInCue } from "./replies";

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

const NOT_SAFE = rx(
  "\\bnot safe\\b|\\b(?:dont|do not) (?:feel|think i am|think im) safe\\b|\\b(?:cant|cannot|can not) (?:keep|stay) (?:myself )?safe\\b|\\bno estoy (?:a salvo|segur[oa])\\b",
);
// A bare "no" answers "Are you safe right now?".
const NO = rx("^(?:no|nope|nah|not really|not at all|no really)\\b");
const SAFE = rx(
  "^(?:yes|yeah|yep|yea|ya|si|i am|im ok|im okay|im fine|im safe|ok|okay)\\b|\\b(?:im|i am|i feel|feeling) (?:safe|ok|okay|alright|all right|fine|better)\\b|\\bestoy (?:a salvo|bien|segur[oa])\\b",
);
const UNSURE = rx("\\b(?:i dont know|idk|not sure|im not sure|maybe|i guess|dunno|no se|no lo se)\\b");

/** What the person's message says, for checkInReply. `level` is the screen's level for it. */
export function checkInCue(text: string, level: ScreenLevel): CheckInCue {
  const s = normalise(text, { leet: true });
  const test = (re: RegExp) => {
    re.lastIndex = 0;
    return re.test(s);
  };
  if (test(NOT_SAFE)) return "not-safe";
  if (saysMisunderstood(text)) return "misunderstood";
  if (test(NO)) return "not-safe";
  if (level === "none" && test(SAFE)) return "safe";
  if (test(UNSURE)) return "unsure";
  if (level !== "none") return "hurting";
  return "other";
}
