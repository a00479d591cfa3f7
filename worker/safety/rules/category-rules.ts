// Rules written from the categories the screen must cover (issue 15's list), each for a whole
// class of wording rather than one phrase: an overdose taken, a dangerous place now, means kept
// with a time, a method or lethality question, a weapon for oneself, a goodbye to the coach, an
// adult and a child with pictures. Same engine and context checks as tables.ts.
import { rx } from "../normalise";
import { ctxTest, type Context, type Rule } from "./rule";
import { FICTION_OR_GAME, MYSELF } from "./tables";

const MEDICINES =
  "(?:pills?|tablets?|meds|medication|medicine|medicines|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|antidepressants|sleeping (?:pills|tablets)|sertraline|clozapine|lithium|xanax|valium|oxy|opioids|prescription|doses)";
// Medicines or what holds them ("a whole bottle", "the cabinet").
const MEDS = `(?:${MEDICINES}|cabinet|bottle|box|packet|pack|supply)`;
const FOOD_AND_DRINK =
  "(?:wine|prosecco|champagne|vodka|whisky|whiskey|gin|rum|tequila|beer|beers|cider|lager|booze|alcohol|water|juice|coke|soda|milk|coffee|biscuits|cookies|crisps|chips|chocolate|chocolates|sweets|candy|ice cream|cake|doughnuts|donuts|pizza|food|cereal|bread|snacks|noodles|pasta)";
const NUMBER = "(?:[2-9][0-9]|[1-9][0-9][0-9]|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds of)";
const WHEN = rx(
  "\\b(?:tonight|tomorrow|today|this (?:weekend|week|friday|saturday|sunday)|on (?:friday|saturday|sunday|monday)|for (?:friday|saturday|sunday|monday|the weekend|tonight)|friday|saturday|sunday|when (?:theyre|they are|everyone|the house|im alone|i am alone|no one|nobody)|ready|for good|goodbye|the end|end it|end this|not wake|never wake|dont wake)\\b",
);
const PLACE_CUE = rx(
  "\\b(?:now|right now|rn|tonight|looking down|down below|the water|the drop|how high|how far down|about to|one step|let go|jump|fall|end it|end this|goodbye|last time|nobody knows|no one knows|cant do this|im done|not coming back|so cold|shaking|up here|so windy|really windy|just look down|look down)\\b",
);
const LEISURE = rx(
  "\\b(?:fireworks|view|views|sunset|sunrise|photos?|pictures?|selfie|hike|hiking|walk|walking|path|trail|knees|tourist|festival|concert|watching|fixing|repair|repairing|gutter|gutters|ladder|paint|painting|roofer|work|shift|job|bus|commute|waiting for (?:the|my|a) (?:train|mate|friend|friends|lift|ride|bus|taxi|uber|mum|mom|dad|sister|brother)|pick me up|picking me up|train to|fishing|picnic|party|drinks)\\b",
);
const METHOD_QUESTION_RISK = rx(
  "\\b(?:die|dying|dead|death|fatal|lethal|kill|killing|kil myself|bleed out|bleding out|bled out|not wake|never wake|overdose|od|hang|hanging|drown|drowning|jump|jumping|end it|end my life|for god|shut (?:my |your |the )?(?:kidneys|liver|heart) down|shut down my|stop my heart|quick death|painless|would that (?:do it|work|kill))\\b",
);
// "Would it take", "be enough": a method question only beside medicine or another means ("how many
// units would it take"), never alone ("how long would it take to learn guitar").
const HOW_MUCH_IT_TAKES = rx("\\b(?:be enough|would it take|does it take|will it take)\\b");
const MEANS_NAMED = rx(
  `\\b(?:${MEDICINES}|units|pens|vials|patches|rope|noose|belt|jump\\w*|fall|floors?|storeys|height|bridge|bleed\\w*|blood|wrists?|gun|bullet|gas|fumes|exhaust|engine|garage|closed car|carbon monoxide|pass out|antifreeze|poison\\w*|bleach)\\b`,
);
const fiction = (ctx: Context) => ctxTest(ctx, "fiction-or-game", FICTION_OR_GAME);

const ADULT = rx(
  "\\b(?:man|men|guy|adult|grown|older|old man|hes (?:[2-9][0-9]|in his)|years older|stranger|teacher|coach|uncle|stepdad|boss|creep|someone (?:online|older)|from (?:discord|snapchat|snap|instagram|insta|tiktok|roblox|the chat|online|a game))\\b",
);
const IMAGES = rx(
  "\\b(?:pics|pictures|photos|photo|pic|nudes|nude|naked|no clothes|without (?:my )?clothes|undress|underwear|body pics|video call|send (?:him|her|them) (?:pics|pictures|photos|a pic)|meet (?:up|him|her)|in secret|secretly|dont tell|not to tell|our secret)\\b",
);
// Not being around soon: an absence with a near time, or a method.
const SOON = "(?:tonight|tomorow|today|this weekend|the weekend|next week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)";
const GONE_SOON = rx(
  `\\b(?:wont be (?:around|here|alive|writing|coming back)|not be (?:around|here|alive) (?:after|by|from|anymore|any more)|(?:when|after|once) im gone|before i (?:take|swalow) (?:the |al the |al my |al )?(?:pils|tablets|meds)|before i (?:do it|end it|go through with it))\\b|\\b(?:after|past|from|by) ${SOON}\\b.{0,40}\\bwont need\\b|\\bwont need\\b.{0,30}\\b(?:after|past|from|by) ${SOON}\\b`,
);

/** Plain statements of intent in French, German and Portuguese (normalised: no accents, no apostrophes). */
const OTHER_LANGUAGES: Rule[] = [
  {
    re: rx(
      // French
      "\\b(?:je vais|je veux|jai envie de|je pense a|je compte|je vais aller) (?:me tuer|me suicider|mourir|en finir)\\b(?! (?:d ennui|de rire|de faim|de honte|de froid|de chaud|avec (?:ce|cette|ces|le|les|mon|mes|un|une|son|sa|cet) ))|\\bme suicider\\b|\\ben finir avec (?:la vie|ma vie|tout)\\b|\\bmettre fin a (?:mes jours|ma vie)\\b|\\bje (?:ne )?veux plus vivre\\b|\\bme foutre en lair\\b|" +
        // German
        "\\bmich(?: [a-z]+){0,3}? (?:umbringen|umzubringen|toten|zu toten|selbst toten)\\b|\\bbringe? mich (?:[a-z]+ ){0,2}?um\\b|\\b(?:will|mochte|moechte|werde) (?:nicht mehr leben|sterben|tot sein)\\b(?! vor)|\\bnicht mehr leben (?:will|mochte|moechte)\\b|\\bmir (?:das|mein) leben nehmen\\b|\\bselbstmord (?:begehen|machen)\\b|\\bschlus machen mit (?:dem|meinem) leben\\b|" +
        // Portuguese
        "\\b(?:eu vou|vou|quero|penso em|vontade de|pensando em|decidi|to pensando em|estou pensando em) (?:me matar|me suicidar|tirar (?:a |minha |a minha )?(?:propria )?vida|acabar com (?:tudo|a minha vida|minha vida))\\b|\\bme suicidar\\b|\\bnao quero mais viver\\b",
    ),
    category: "suicide",
    any: ["tuer", "suicid", "finir", "mourir", "vivre", "lair", "um", "toten", "leben", "sterben", "selbstmord", "matar", "morrer", "viver", "vida", "tudo"],
  },
];

const PLANS: Rule[] = [
  {
    // A day chosen for when no one is there: "i've picked sunday, when the house is empty".
    re: rx(
      "\\b(?:picked|chosen|chose|set|decided on|settled on|planned) (?:a |the |my )?(?:day|date|night|time|sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend)\\b",
    ),
    category: "suicide",
    any: ["picked", "chosen", "chose", "set", "decided", "setled", "planed"],
    subject: "check",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "alone-or-end",
        rx(
          "\\b(?:house (?:is|will be) empty|empty house|(?:im|i am|ill be|i will be) alone|(?:nobody|no one|noone) (?:is |will be )?(?:home|here|around)|everyone (?:is |will be )?(?:out|away|asleep|gone)|theyre (?:out|away|asleep)|end it|do it|goodbye|my note|the note|letters)\\b",
        ),
      ),
    unlessContext: fiction,
  },
  {
    // "I'm going to end it, I've decided" (not a relationship, a contract, a subscription).
    re: rx("\\b(?:going to|gonna|will|ill|decided to|ready to|plan to|planning to|want to|wanna|about to) end it\\b(?! (?:with|all with|between|for (?:us|them|him|her)))"),
    category: "suicide",
    any: ["end it"],
    subject: "strict",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "ending-things",
        rx(
          "\\b(?:boyfriend|girlfriend|bf|gf|relationship|partner|husband|wife|him|her|subscription|premium|plan|trial|renews?|renewal|billing|contract|lease|membership|job|gym|series|show|season|game|book|chapter|friendship|thing with|situationship)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Command hallucinations: "the voices keep telling me to jump".
    re: rx(
      "\\b(?:voices?|the voice|something in my head)(?: [a-z]+){0,6}? (?:telling|tell|told|tells|shouting at|screaming at|yelling at|ordering|ordered|order|saying|say|says|whispering|want|wants) (?:me )?(?:to )?(?:jump|die|kill|hurt|cut|end|hang|drown|stab|burn|do it|go to the bridge|take the pills)\\b",
    ),
    category: "suicide",
    any: ["voice", "head"],
    unlessBefore: rx("\\b(?:used to|use to|would|had|before|back then i) (?:hear|have|get|hearing)(?: the| these| those)? $"),
    unlessContext: fiction,
  },
];

export const CATEGORY_SUICIDE: Rule[] = [
  ...OTHER_LANGUAGES,
  ...PLANS,
  {
    // An overdose taken: "took my whole month of clozapine", "swallowed everything in the medicine cabinet".
    // One to four tablets is a dose ("can i take 2 of my anxiety meds"); one to four packs or weeks is not.
    re: rx(
      `\\b(?:took|taken|take|swallowed|swalowed|downed|ate|popped|injected|drank|necked) (?:all|every|everything|the whole|a whole|my whole|my entire|the rest|half|all the|loads of|[5-9]|[1-9][0-9]+|${NUMBER}|[1-4](?= (?:packs?|packets?|box|boxes|bottles?|weeks?|months?|days?|strips?|sheets?|blisters?|tubs?|jars?)\\b))(?: [a-z0-9]+){0,4}? ${MEDS}\\b`,
    ),
    category: "suicide",
    any: ["tok", "take", "swal", "down", "ate", "pop", "inject", "drank", "neck"],
    subject: "check",
    // A whole bottle of wine or pack of biscuits is a care topic (drinking, eating), not an overdose;
    // a medicine named before the drink ("the whole packet of paracetamol with vodka") is one.
    unlessAfter: rx(
      `^ (?:as prescribed|by (?:accident|mistake)|accidentally|like (?:the|my) doctor|with (?:food|breakfast|water)|for the day|this morning|on time|in my pill (?:box|organiser|organizer))|^ of (?:(?!${MEDICINES}\\b)[a-z]+ ){0,2}?${FOOD_AND_DRINK}\\b(?!(?: [a-z]+){0,3} ${MEDICINES})`,
    ),
    unlessContext: fiction,
  },
  {
    // Means kept, with a time or an end: "60 of my mum's sleeping tablets in a sock for friday".
    re: rx(`\\b(?:got|have|ive got|kept|keeping|hid|hidden|hiding|counted|count|saved|lined up|stored)(?: [a-z0-9]+){0,3}? (?:${NUMBER}|enough|all)(?: [a-z]+){0,4}? ${MEDS}\\b`),
    category: "suicide",
    any: ["got", "have", "kept", "keping", "hid", "count", "saved", "lined", "stored"],
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "when", WHEN),
    unlessContext: fiction,
  },
  {
    // Standing somewhere dangerous now: "standing on the bridge now, the water looks calm".
    re: rx(
      "\\b(?:im|i am|standing|sitting|sat|stood|stand|sit|here|climbed|climbing|up) (?:on|at|by|over|onto|on top of) (?:the|a|this|that|top of the|the top of the|the edge of the|the edge of a|the roof of the|my) (?:edge of the )?(?:bridge|roof|rooftop|ledge|edge|balcony|cliff|cliff edge|train tracks|tracks|railway|railway line|platform edge|overpass|parking garage|car park|multi storey|multistorey|tower|building)\\b",
    ),
    category: "suicide",
    any: ["bridge", "rof", "ledge", "edge", "balcony", "clif", "tracks", "railway", "platform", "overpas", "garage", "car park", "storey", "tower", "building"],
    subject: "strict",
    onlyIf: (ctx) => ctxTest(ctx, "place-cue", PLACE_CUE),
    unlessContext: (ctx) => ctxTest(ctx, "leisure", LEISURE) || fiction(ctx),
  },
  {
    // A method or lethality question: "how long does bleeding out take", "is hanging quick".
    re: rx(
      "\\b(?:how (?:long|much|many|high|far|fast|quickly)|what (?:amount|dose|height|floor)|which (?:floor|pills|bridge)|is (?:it|hanging|drowning|jumping|bleeding out|bleding out|an overdose|overdosing|carbon monoxide|\\w+ing) (?:quick|quicker|fast|painless|peaceful|instant|certain)|would (?:it|that|this) (?:hurt|be quick|be painless|work|kill|be enough))\\b",
    ),
    category: "suicide",
    any: ["how", "what", "which", "is ", "would"],
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "method-risk", METHOD_QUESTION_RISK) || (ctxTest(ctx, "how-much-it-takes", HOW_MUCH_IT_TAKES) && ctxTest(ctx, "means-named", MEANS_NAMED)),
    unlessContext: (ctx) =>
      fiction(ctx) ||
      ctxTest(ctx, "history", rx("\\b(?:history|historical|war|wars|plague|black death|pandemic|covid|statistics|europe|timeline|century|titanic|homework|assignment)\\b")) ||
      ctxTest(
        ctx,
        "safe-dose",
        rx(
          "\\b(?:to work|kick in|start working|headache|period|cramps|toothache|fever|cold|flu|back pain|for my (?:kid|son|daughter|baby)|in (?:a|my|the|our) (?:dog|cat|puppy|kitten|pet)|the vet|to the vet|pharmacist said|safe to take|can i take|should i take|is it safe|battery|batteries|phone|laptop|plant|plants|chicken|turkey|meat|bread|dough|frostbite|sunburn|tan|diving|cliff diving|bungee|skydive|skydiving|parachute|fish|goldfish|hamster|houseplant)\\b",
        ),
      ),
  },
  {
    // A weapon or means for oneself: "a gun at home to use on myself".
    re: rx(
      `\\b(?:use|using|turn|turning|point|pointing|put|putting) (?:it|them|that|the (?:gun|pistol|rifle|knife|blade|rope)|a (?:gun|knife|blade|rope)|my (?:dads |dad s |fathers )?(?:gun|pistol|rifle|knife)) (?:on|at|to|against) (?:myself|me|my (?:head|chest|throat|wrist|wrists))\\b|\\b(?:gun|pistol|rifle|shotgun|knife|blade|razor|rope|noose)\\b(?: [a-z]+){0,6}? (?:to use on|for use on|to do it to|on) ${MYSELF}\\b`,
    ),
    category: "suicide",
    any: ["self", "me", "head", "chest", "throat", "wrist"],
    subject: "check",
    unlessContext: fiction,
  },
  {
    // A farewell to the app: the account or journal to be deleted because its writer will not be
    // around ("delete my account after tomorrow i wont need it"). Deleting because of a move to
    // another app, or after a billing period, names no such time or absence.
    re: rx("\\b(?:delete|close|wipe|erase|remove|get rid of)(?: [a-z]+){0,3}? (?:acount|journal|diary|entries|data|everything|profile|chats?)\\b"),
    category: "suicide",
    any: ["acount", "journal", "diary", "entries", "data", "everything", "profile", "chat"],
    onlyIf: (ctx) => ctxTest(ctx, "gone-soon", GONE_SOON),
  },
  {
    // A goodbye to the coach: "goodbye mindy, this is my last message".
    re: rx("\\b(?:goodbye|good bye|bye|farewell|so long)(?: [a-z]+){0,2}? (?:mindy|coach)\\b|\\b(?:mindy|coach)(?: [a-z]+){0,2}? (?:goodbye|good bye|farewell)\\b"),
    category: "suicide",
    any: ["mindy", "coach"],
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "final",
        rx(
          "\\b(?:last|final|for the last time|forever|thanks for everything|thank you for everything|wont (?:need|be (?:back|here|talking|around))|this is it|wont see|not be here|wont be here|when im gone)\\b",
        ),
      ),
  },
];

const FAINTING = rx(
  "\\b(?:faint|fainted|fainting|passed out|pass out|passing out|blacked out|black out|blacking out|collapsed|collapse|keeled over|vision (?:goes|went) black|cant stand up|room spins|room spinning)\\b",
);
export const RELIGIOUS_FAST = rx("\\b(?:ramadan|iftar|suhoor|yom kippur|lent|lenten|fast day|religious fast|for (?:god|allah|my faith)|church fast|ekadashi)\\b");

/** Dangerous restriction: days without food together with fainting ("havent eaten in 5 days and passed out"). */
export const CATEGORY_SELF_HARM: Rule[] = [
  {
    re: rx(
      "\\b(?:havent|have not|hasnt|not|didnt|did not|dont|do not|barely|hardly) (?:eaten|eat|ate|had (?:any )?food|had a meal)(?: (?:anything|a thing|properly|real food|on purpose))? (?:in|for|since) (?:[2-9]|[1-9][0-9]|two|three|four|five|six|seven|eight|nine|ten|a few|several|multiple|days|a week|weeks)\\b|\\bstarv(?:e|ing|ed) myself\\b|\\b(?:[2-9]|two|three|four|five|six|seven) days (?:without|with no|of no) (?:food|eating)\\b",
    ),
    category: "self-harm",
    any: ["eat", "ate", "food", "meal", "starv", "days"],
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "fainting", FAINTING),
    unlessContext: (ctx) => ctxTest(ctx, "religious-fast", RELIGIOUS_FAST),
  },
];

export const CATEGORY_DANGER: Rule[] = [
  {
    // A child and an adult with pictures or secrecy: "i'm 13 and a grown man keeps asking for pictures".
    re: rx(
      "\\b(?:im|i am|i m|shes|hes|she is|he is|my (?:daughter|son|sister|brother|kid|niece|nephew) is) (?:only |just )?(?:[89]|1[0-5]|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\\b|\\b(?:[89]|1[0-5]|nine|ten|eleven|twelve|thirteen|fourteen|fifteen) ?(?:years? old|yo|yr old|yrs old)\\b",
    ),
    category: "danger-from-others",
    any: ["im", "i am", "shes", "hes", "she is", "he is", "is", "old", "yo", "yr"],
    negatable: false,
    onlyIf: (ctx) => ctxTest(ctx, "adult", ADULT) && ctxTest(ctx, "images", IMAGES),
  },
];
