// Rules written from the categories the screen must cover (issue 15's list), each for a whole
// class of wording rather than one phrase: an overdose taken, a dangerous place now, means kept
// with a time, a method or lethality question, a weapon for oneself, a goodbye to the coach, an
// adult and a child with pictures. Same engine and context checks as tables.ts.
import { rx } from "../normalise";
import { ctxTest, type Context, type Rule } from "./rule";
import { FICTION_OR_GAME, MYSELF } from "./tables";

const MEDS =
  "(?:pills?|tablets?|meds|medication|medicine|medicines|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|insulin|antidepressants|sleeping (?:pills|tablets)|sertraline|clozapine|lithium|xanax|valium|oxy|opioids|prescription|cabinet|bottle|box|packet|pack|supply|doses)";
const NUMBER = "(?:[2-9][0-9]|[1-9][0-9][0-9]|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds of)";
const WHEN = rx(
  "\\b(?:tonight|tomorrow|today|this (?:weekend|week|friday|saturday|sunday)|on (?:friday|saturday|sunday|monday)|for (?:friday|saturday|sunday|monday|the weekend|tonight)|friday|saturday|sunday|when (?:theyre|they are|everyone|the house|im alone|i am alone|no one|nobody)|ready|for good|goodbye|the end|end it|end this|not wake|never wake|dont wake)\\b",
);
const PLACE_CUE = rx(
  "\\b(?:now|right now|rn|tonight|looking down|down below|the water|the drop|how high|how far down|about to|one step|jump|fall|end it|end this|goodbye|last time|nobody knows|no one knows|cant do this|im done|not coming back|so cold|shaking)\\b",
);
const LEISURE = rx(
  "\\b(?:fireworks|view|views|sunset|sunrise|photos?|pictures?|selfie|hike|hiking|walk|walking|path|trail|knees|tourist|festival|concert|watching|fixing|repair|repairing|gutter|gutters|ladder|paint|painting|roofer|work|shift|job|bus|commute|waiting for (?:the|my) train|train to|fishing|picnic|party|drinks)\\b",
);
const METHOD_QUESTION_RISK = rx(
  "\\b(?:die|dying|dead|death|fatal|lethal|kill|killing|kil myself|bleed out|bleding out|bled out|not wake|never wake|overdose|od|hang|hanging|drown|drowning|jump|jumping|end it|end my life|for god|shut (?:my |your |the )?(?:kidneys|liver|heart) down|shut down my|stop my heart|quick death|painless|be enough|would it take|does it take|would that (?:do it|work|kill))\\b",
);
const ADULT = rx(
  "\\b(?:man|men|guy|adult|grown|older|old man|hes (?:[2-9][0-9]|in his)|years older|stranger|teacher|coach|uncle|stepdad|boss|creep|someone (?:online|older)|from (?:discord|snapchat|snap|instagram|insta|tiktok|roblox|the chat|online|a game))\\b",
);
const IMAGES = rx(
  "\\b(?:pics|pictures|photos|photo|pic|nudes|nude|naked|no clothes|without (?:my )?clothes|undress|underwear|body pics|video call|send (?:him|her|them) (?:pics|pictures|photos|a pic)|meet (?:up|him|her)|in secret|secretly|dont tell|not to tell|our secret)\\b",
);

const fiction = (ctx: Context) => ctxTest(ctx, "fiction-or-game", FICTION_OR_GAME);

export const CATEGORY_SUICIDE: Rule[] = [
  {
    // An overdose taken: "took my whole month of clozapine", "swallowed everything in the medicine cabinet".
    re: rx(
      `\\b(?:took|taken|take|swallowed|swalowed|downed|ate|popped|injected|drank|necked) (?:all|every|everything|the whole|a whole|my whole|my entire|the rest|half|all the|loads of|[0-9]+|${NUMBER})(?: [a-z0-9]+){0,4}? ${MEDS}\\b`,
    ),
    category: "suicide",
    any: ["tok", "take", "swal", "down", "ate", "pop", "inject", "drank", "neck"],
    subject: "check",
    unlessAfter: rx("^ (?:as prescribed|by (?:accident|mistake)|accidentally|like (?:the|my) doctor|with (?:food|breakfast|water)|for the day|this morning|on time|in my pill (?:box|organiser|organizer))"),
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
      "\\b(?:im|i am|standing|sitting|sat|stood|stand|sit|here|climbed|climbing|up) (?:on|at|by|over|onto|on top of) (?:the|a|this|that|top of the|the edge of the|the edge of a|the roof of the|my) (?:edge of the )?(?:bridge|roof|rooftop|ledge|edge|balcony|cliff|cliff edge|train tracks|tracks|railway|railway line|platform edge|overpass|parking garage|car park|multi storey|tower|building)\\b",
    ),
    category: "suicide",
    any: ["bridge", "rof", "ledge", "edge", "balcony", "clif", "tracks", "railway", "platform", "overpas", "garage", "car park", "tower", "building"],
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
    onlyIf: (ctx) => ctxTest(ctx, "method-risk", METHOD_QUESTION_RISK),
    unlessContext: (ctx) => fiction(ctx) || ctxTest(ctx, "safe-dose", rx("\\b(?:headache|period|cramps|toothache|fever|cold|flu|back pain|for my (?:kid|son|daughter|baby)|pharmacist said|safe to take|can i take|should i take|is it safe|battery|batteries|phone|laptop|plant|plants|chicken|turkey|meat|bread|dough|frostbite|sunburn|tan|diving|cliff diving|bungee|skydive|skydiving|parachute|fish|goldfish|hamster|houseplant)\\b")),
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
    // A goodbye to the coach: "goodbye mindy, this is my last message".
    re: rx("\\b(?:goodbye|good bye|bye|farewell|so long)(?: [a-z]+){0,2}? (?:mindy|coach)\\b|\\b(?:mindy|coach)(?: [a-z]+){0,2}? (?:goodbye|good bye|farewell)\\b"),
    category: "suicide",
    any: ["mindy", "coach"],
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "final",
        rx("\\b(?:last|final|for the last time|forever|thanks for everything|thank you for everything|wont (?:need|be (?:back|here|talking|around))|this is it|wont see|not be here|wont be here|when im gone)\\b"),
      ),
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
