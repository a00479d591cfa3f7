// The guard on what a model says: method details (doses, lethal amounts, how to tie, jumping
// heights, cutting technique), advice on medicines, or encouragement of harm make a reply
// unsafe, and the caller shows a fixed reply instead. Text normalised without squeezing.
import { normalise, rxPlain } from "./normalise";

const NEG_BEFORE_YOURSELF =
  /\b(?:dont|do not|never|not|no need to|wont|shouldnt|to|you|wanting to|want to|urge to|urges to|thoughts of|thinking about|thoughts about|about|feel like)\s+$/;

const OUTPUT_UNSAFE: RegExp[] = [
  // Any dose or count of a drug: the coach never gives doses.
  rxPlain(
    "\\b\\d+(?: ?[.,] ?\\d+)? ?(?:mg|mgs|mcg|ug|milligrams?|micrograms?|grams? of|g of|pills?|tablets?|capsules?|caps|tabs|units of insulin|ml of (?:[a-z]+ )?(?:syrup|liquid|morphine|methadone|codeine))\\b",
  ),
  rxPlain(
    "\\b(?:lethal|fatal|deadly|toxic|overdose|od|poisonous) (?:dose|doses|amount|amounts|dosage|quantity|quantities|level|levels|threshold|limit)\\b|\\b(?:most|least) (?:lethal|painful|painless|effective|reliable) (?:way|ways|method|methods|means|option|drug|drugs|pill|pills)\\b|\\b(?:painless|quick|quickest|fastest|easiest|effective|reliable|surest|least painful|most effective|best|simple|simplest) (?:way|ways|method|methods|means) (?:to|of|for) (?:die|dying|kill|end|suicide|commit|overdose|od|hang)\\b",
  ),
  rxPlain(
    "\\bnoose\\b|\\bligature\\b|\\bexit bag\\b|\\bhelium (?:tank|bag|hood|method)\\b|\\bcarbon monoxide\\b|\\bcharcoal (?:burning|burner|grill in|in a)\\b|\\bexhaust (?:fumes|pipe|hose)\\b|\\b(?:tie|tying|make|making) (?:a |the )?(?:noose|hangmans knot|slip knot|slipknot)\\b|\\bhow to (?:tie|hang|cut|slit|overdose|od|jump|drown|suffocate|poison|shoot)\\b|\\b(?:bleach and ammonia|ammonia and bleach)\\b",
  ),
  rxPlain(
    "\\b(?:jump|fall|falling|jumping|drop|dropping) (?:from|off|of) (?:a height of )?(?:at least |over |more than |about |around )?\\d+ ?(?:feet|ft|foot|metres|meters|m|stories|storeys|floors)\\b|\\b\\d+ ?(?:stories|storeys|floors|feet|ft|metres|meters|m) (?:is|are|would be|should be|will be|tall is|high is) (?:enough|fatal|lethal|deadly|high enough|usually fatal|survivable)\\b|\\b(?:high|tall) enough to (?:die|kill|be fatal|be lethal)\\b|\\b(?:usually|almost always|often) (?:fatal|lethal|deadly)\\b",
  ),
  rxPlain(
    "\\b(?:cut|slit|slice|cutting|slitting) (?:along|across|down|deep|deeper|vertically|lengthwise|horizontally|the vein|the artery)\\b|\\b(?:radial|femoral|carotid|brachial) (?:artery|arteries|vein)\\b|\\bvertical(?:ly)? (?:cuts?|along the)\\b|\\b(?:bleed|bleeding) out\\b",
  ),
  // Encouragement of harm.
  rxPlain(
    "\\b(?:you should|you could|you can|you may|why not|go ahead and|its okay to|its ok to|its fine to|its alright to|you deserve to|maybe you should|you might as well|nothing wrong with wanting to|better to|time to) (?:just |go |really )?(?:kill|hurt|harm|cut|starve|end|punish|burn|off) (?:yourself|your self|your life|it all)\\b|\\bkys\\b|\\b(?:no one|nobody|noone) (?:would|will|is going to) (?:even )?(?:miss|care about|notice|mourn) you\\b|\\bbetter off (?:dead|without you)\\b|\\b(?:world|everyone|everybody|they|your family) (?:would|will|d) be better (?:off )?without you\\b|\\byou (?:deserve|should|ought) (?:to )?(?:die|suffer|be hurt|be punished|feel pain|disappear forever)\\b|\\b(?:you should|i think you should|go ahead and|its time to|you have to|you need to) (?:do it|go through with it|end it|end things)\\b|\\b(?:do it|go through with it) tonight\\b",
  ),
];
// Medicine advice in words. The coach never advises on medicine: "talk to your prescriber" is fine,
// "double your dose" or "stop taking it" is not, unless negated ("don't stop taking it without...").
const MEDS =
  "(?:dose|doses|dosage|medication|medications|medicine|medicines|meds|pills?|tablets?|prescription|antidepressants?|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|lexapro|venlafaxine|lithium|quetiapine|seroquel|xanax|alprazolam|diazepam|valium|lorazepam|clonazepam|insulin|paracetamol|acetaminophen|tylenol|ibuprofen|melatonin|zopiclone|zolpidem|ambien|adderall|ritalin|methylphenidate|[a-z]+(?:pam|lam|line|pine|done|zine|oxetine|pram|xine))";
const MEDICINE_ADVICE = rxPlain(
  `\\b(?:double|triple|halve|increase|decrease|raise|lower|up|skip|split) (?:your |the |that |this )?(?:${MEDS})\\b|\\b(?:take|taking|have|try) (?:two|three|four|2|3|4|an extra|extra|another|more|a double|a higher|a lower|half|half of) (?:of )?(?:your |the |those |these )?(?:${MEDS})\\b|\\b(?:stop|stopping|quit|quitting|come off|coming off|get off|ditch|drop) (?:taking )?(?:your |the |those |these |all )?(?:${MEDS})\\b|\\b(?:mix|mixing|combine|combining) (?:your |the )?(?:${MEDS}) (?:with|and) (?:alcohol|wine|beer|drinks|vodka)\\b`,
);
const ADVICE_NEGATED_BEFORE =
  /\b(?:dont|do not|never|please dont|please do not|not to|without|before you|before|rather than|instead of|shouldnt|should not|wont|cant|cannot|is not|isnt)\s+(?:\w+\s+){0,3}$/;

// Methods described in words, without numbers.
const METHOD_WORDS = rxPlain(
  "\\b(?:take|taking|swallow|swallowing) (?:all|every one|the whole bottle|a whole bottle|the rest|the lot) (?:of )?(?:your |the |those |these )?(?:pills|tablets|meds|medication|medicine)\\b|\\b(?:jump|jumping) (?:off|from) (?:a |the |that |this )?(?:bridge|roof|building|cliff|balcony|ledge|tower|overpass)\\b|\\bhang (?:yourself|your self)\\b|\\b(?:cut|slit|slash) (?:your |the )?(?:wrists?|throat|veins?)\\b|\\b(?:run|running|sit|sitting) (?:the |your )?(?:car|engine) in (?:a |the |your )?(?:closed |shut )?garage\\b|\\b(?:step|stepping|walk|walking|lie|lying) (?:in front of|onto) (?:a |the )?(?:train|tracks|traffic|bus|truck)\\b",
);

const KILL_YOURSELF = /\b(?:just |go )?(?:kill|hurt|cut|harm|starve) (?:yourself|your self)\b/g;

/**
 * Check a model reply before it is shown. Unsafe: method details (doses, lethal amounts, how to
 * tie, jumping heights, cutting technique) or encouragement of harm. The caller replaces an unsafe
 * reply with a fixed one. Supportive replies that name feelings or crisis lines are safe.
 */
export function screenModelOutput(text: string): { safe: boolean } {
  const s = normalise(text, { leet: false, squeeze: false });
  if (s.length === 0) return { safe: true };
  for (const re of OUTPUT_UNSAFE) {
    re.lastIndex = 0;
    if (re.test(s)) return { safe: false };
  }
  METHOD_WORDS.lastIndex = 0;
  if (METHOD_WORDS.test(s)) return { safe: false };
  MEDICINE_ADVICE.lastIndex = 0;
  for (let m = MEDICINE_ADVICE.exec(s); m !== null; m = MEDICINE_ADVICE.exec(s)) {
    if (!ADVICE_NEGATED_BEFORE.test(s.slice(Math.max(0, m.index - 60), m.index))) return { safe: false };
  }
  // "kill yourself" as an instruction, not in "please don't hurt yourself" or "thoughts of
  // hurting yourself".
  KILL_YOURSELF.lastIndex = 0;
  for (let m = KILL_YOURSELF.exec(s); m !== null; m = KILL_YOURSELF.exec(s)) {
    const before = s.slice(Math.max(0, m.index - 40), m.index);
    if (m[0].startsWith("just ") || m[0].startsWith("go ")) return { safe: false };
    if (/(?:^|[.,] )$/.test(before) || before.length === 0) return { safe: false };
    if (!NEG_BEFORE_YOURSELF.test(before) && /\b(?:should|must|could|can|gotta|need to|have to)\s+$/.test(before)) {
      return { safe: false };
    }
  }
  return { safe: true };
}
