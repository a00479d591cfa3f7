// The rule tables of the crisis screen: word lists, whole-text contexts and the rules by
// category. The engine that applies them is engine.ts. Patterns are written in ordinary spelling;
// `rx` squeezes repeated letters as the normalised text is squeezed.
import { rx } from "../normalise";
import { ctxTest, set, type Context, type Rule } from "./rule";

// ---------------------------------------------------------------------------------------------
// Word lists (squeezed like the text).

export const NEGATORS = set("not never dont doesnt didnt wont wouldnt isnt arent wasnt werent havent hasnt hadnt shouldnt cannot nunca jamas nope");
// Words that may stand between a negation or a subject and the hit without changing who or what
// the hit is about.
export const FILLERS = set(`
  i im ive id ill me really actually ever even honestly truly seriously definitely absolutely certainly totally
  would will could should do did does am is are was were be been going gonna go to want wanna wanted plan planning
  intend try trying decide decides decided deciding think thinking about that just still ok okay yet sure let need ready of like feel feeling
  ever anymore now tonight today again probably literally gotta have has had a started start keep kept stopped began begun
  me te lo la voy a quiero quisiera pienso en de que ya estoy tengo ganas deseo
`);
export const FIRST_PERSON = set("i im ive id ill me my myself mine yo");
export const THIRD_PERSON = set(`
  he she they hes shes theyre theyd hed shed theyll hell shell him her them his their
  friend friends bestie sister brother sis bro mom mum mother dad father son daughter kid kids child
  partner husband wife boyfriend girlfriend bf gf someone somebody character hero heroine protagonist narrator villain person cousin aunt uncle
  grandma grandpa grandmother grandfather classmate coworker colleague roommate flatmate neighbour neighbor
  ella ellos ellas amigo amiga hermano hermana hijo hija
`);
export const BOUNDARY_WORDS = set("but pero though although aunque and y so because cause cuz coz then or o than");
export const SPANISH_AFTER_NO = set("quiero voy me pienso tengo deseo quisiera estoy planeo lo la te se creo haria podria debo");

// ---------------------------------------------------------------------------------------------
// Whole-text contexts.

// Cuteness counts with laughter: "dying over these puppy videos, too cute" is delight.
const LAUGHTER_WORDS = rx("\\b(?:lol|lmao|lmfao|rofl|haha|hahaha|hehe|jaja|jajaja|jk|just kidding|kidding|so cute|too cute|adorable|hilarious)\\b");
const LAUGHTER_EMOJI = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}\u{1F480}\u{1F61C}\u{1F61D}\u{1F643}\u{1F644}\u{1F926}]/u;
const GAMING = rx(
  "\\b(?:game|games|gaming|gamer|lobby|match|round|boss|respawn|minecraft|fortnite|roblox|valorant|warzone|cod|apex|overwatch|league|dota|pvp|pve|raid|noob|noobs|server|xbox|playstation|ps5|steam|twitch|stream|level|quest|npc|mob|mobs|terraria|skyrim|elden ring|zelda|mario|pokemon|among us|deathmatch|fps|mmo)\\b",
);
const FICTION = rx(
  "\\b(?:book|novel|character|characters|movie|film|show|series|story|episode|song|lyrics|lyric|documentary|podcast|article|play|poem|anime|manga|tv|netflix|season)\\b",
);
const ACADEMIC = rx(
  "\\b(?:squad|prevention|awareness|training|rates?|statistics|stats|essay|research|study|studies|studying|student|students|placement|seminar|exam|exams|psych|psychology|pharmacology|toxicology|textbook|syllabus|revision|revising|article|documentary|podcast|hotline|lifeline|bomber|bombing|doors|course|lecture|class|thesis|paper|report|news)\\b",
);
// Someone who works with people in crisis, talking about their work.
const CARING_WORK = rx(
  "\\b(?:crisis line|crisis text line|chat line|helpline|hotline|samaritans|callers?|my shift|night shift|overnight shift|on shift|volunteer|volunteering|volunteered|supervisor|supervision|debrief\\w*|patients?|my clients?|the ward|icu|paramedic|nurse|nursing|pharmacist|med student|medical school|first aid course|mental health first aid|primeiros socorros|primeros auxilios|erste hilfe|premiers secours)\\b",
);
const SONG_CONTEXT = rx(
  "\\b(?:song|songs|lyrics?|singing|sang|sing|karaoke|album|track|playlist|listening|chorus|verse|band|movie|film|book|quote|quoting|line from|title|stuck in my head|anthem)\\b",
);
const FEAR = rx(
  "\\b(?:scared|afraid|terrified|frightened|fear|drunk|threat|threatens|threatened|gun|knife|weapon|hits me|hit me|beats me|beat me|hurts me|abuse|abusive|police)\\b",
);
const STILL_HAPPENING = "again|urge|urges|back|tonight|relapse|relapsed|want to|wanna|started|starting";
const CURRENT = rx(`\\b(?:${STILL_HAPPENING}|today)\\b`);
const MEANS = rx(
  "\\b(?:bought|buy|got|get|have|ordered|found|saved|keep|kept|hid|hidden|hiding) (?:a |an |the |some |my |al the |al my |enough )?(?:rope|ropes|gun|pistol|rifle|razor|razors|blade|blades|pils|pills|tablets|meds|charcoal|noose)\\b",
);
const MOVING_AWAY = rx(
  "\\b(?:moving (?:to|house|abroad|out|away|back)|moved to|relocat\\w*|emigrat\\w*|new job|last day at|(?:flight|plane|train) (?:to|tomorow|tonight)|airport|visa|leaving do|farewell party|exchange (?:year|semester)|study abroad)\\b",
);
const VAGUE_INTENT = rx(
  "\\b(?:ready to go|im ready now|this is it|know what (?:im|i am|i m|i) (?:going to|gona|gonna|wil|have to|need to) do|what i (?:have|need) to do|its time|goodbye|wont need|for the last time|do it|end it|no one wil|nobody wil|when im gone|after im gone)\\b",
);

/** Fiction, games, films: a context in which the category rules set a hit aside. */
export const FICTION_OR_GAME = rx(
  "\\b(?:game|games|gaming|minecraft|fortnite|roblox|gta|skyrim|sims|dnd|d&d|campaign|character|characters|novel|book|movie|film|(?:the|a|this|that|tv|netflix|new|fav|favourite|favorite|these|those) (?:show|shows)|series|episode|story|script|scene|fanfic|fan fiction|podcast|true crime|documentary|lyrics|song)\\b",
);

export const inQuotesContext = (ctx: Context): boolean => ctxTest(ctx, "song", SONG_CONTEXT);
const laughter = (ctx: Context): boolean => ctxTest(ctx, "laughter", LAUGHTER_WORDS) || ctxTest(ctx, "laughter-raw", LAUGHTER_EMOJI);
const gaming = (ctx: Context): boolean => ctxTest(ctx, "gaming", GAMING);
const fiction = (ctx: Context): boolean => ctxTest(ctx, "fiction", FICTION);
const academic = (ctx: Context): boolean => ctxTest(ctx, "academic", ACADEMIC);
const fear = (ctx: Context): boolean => ctxTest(ctx, "fear", FEAR);

export const current = (ctx: Context): boolean => ctxTest(ctx, "current", CURRENT);
// CURRENT without "today": a class or a report "today" says when the talk was, not that the risk is now.
const CURRENT_BESIDE_STUDY = rx(`\\b(?:${STILL_HAPPENING})\\b`);

// A hit framed as long past ("two years ago I tried to...", "5 years free from self harm",
// "hace tres años intenté...", "back in college I used to cut"): read from the clause just before it.
const LONG_PAST = rx(
  "\\bvor (?:\\d+|einem|einer|zwei|drei|vier|funf|sechs|vielen|ein paar) (?:jahren?|monaten?)\\b|\\bil y a (?:\\d+|un|deux|trois|quatre|cinq|six|quelques|plusieurs) (?:ans|mois)\\b|\\b(?:ha|faz) (?:\\d+|um|dois|tres|quatro|cinco|seis|alguns|muitos) (?:anos|meses)\\b|\\b(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|many|several) (?:years?|months?) ago\\b|\\b(?:years?|months?|weeks?|days?) (?:free|clean|sober) (?:from|of)?|\\bfree (?:from|of)\\b|\\b(?:back in|when i was in) (?:college|school|high school|uni|university|my teens|my twenties|the day)\\b|\\b(?:most of|all (?:of|through)|throughout|during|in) my (?:teens|twenties|thirties|childhood|adolescence)\\b|\\byears ago\\b|\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|many) (?:years?|months?) since (?:my|the|i)\\b|\\bsurvived (?:a|my|an)\\b|\\bwhen i was (?:younger|little|small|a (?:teen|teenager|kid|child|little (?:girl|boy))|\\d+)\\b|\\bas a (?:kid|child|teen|teenager|student)\\b|\\bback then\\b|\\bhace (?:(?:\\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|unos|unas|varios|muchos) (?:anos?|meses)|anos|meses|tiempo|mucho tiempo)\\b|\\b(?:\\d+|un|una|dos|tres|cuatro|cinco|seis) (?:anos?|meses?|semanas?|dias?) sin\\b|\\bcuando (?:era|tenia)\\b|\\bi remember (?:when|how|the (?:days|time|times|years) when)\\b|\\bthere (?:was|were) (?:a time|times|days|years) when\\b|\\bback when (?:i|we)\\b|\\bat my (?:lowest|worst|darkest)(?: point)?\\b|\\blast year\\b|\\bin the past\\b",
);
const CLAUSE_BREAK = /(?:^| )(?:\.|but|pero|and|y|so|because|though|aunque)(?= )/g;

/** "...in 2019", "back in 2015": a year, long past when at least two years before now. */
const IN_YEAR = rx("\\b(?:back )?(?:in|from) ((?:19|20)\\d\\d)\\b");
/** School days named bare ("in high school"): long past only in a clause that says nothing of now. */
const SCHOOL_DAYS = rx("\\bin (?:high school|secondary school|college|uni|university)\\b");
/**
 * Words that bring a framed sentence back to now, in five languages ("a year ago I lost my job and
 * now I want to die", "hace dos años lo intenté; ahora compré una cuerda").
 */
const NOW = rx(
  "\\b(?:today|now|tonight|this (?:week|morning|year)|lately|recently|again|still|anymore|want|wanna|going to|gonna|plan|planning|ahora|hoy|esta noche|manana|otra vez|agora|hoje|amanha|de novo|maintenant|aujourd hui|ce soir|demain|jetzt|heute|morgen|wieder)\\b",
);
/** Just after a hit: "self harm free", "cutting clean for a year". */
const FREE_AFTER = rx("^ ?(?:free|clean)\\b", "");

function framesLongPast(clause: string): boolean {
  LONG_PAST.lastIndex = 0;
  if (LONG_PAST.test(clause)) return true;
  SCHOOL_DAYS.lastIndex = 0;
  NOW.lastIndex = 0;
  if (SCHOOL_DAYS.test(clause) && !NOW.test(clause)) return true;
  const recent = new Date().getUTCFullYear() - 2;
  return [...clause.matchAll(IN_YEAR)].some((m) => Number(m[1]) <= recent);
}

/** The clause around a hit (the one before it, or the rest of its own) frames it as long past. */
export function longPast(s: string, at: number, end: number): boolean {
  const before =
    s
      .slice(Math.max(0, at - 80), at)
      .split(CLAUSE_BREAK)
      .at(-1) ?? "";
  const after = s.slice(end, end + 60).split(CLAUSE_BREAK)[0] ?? "";
  if (framesLongPast(before) || FREE_AFTER.test(after) || framesLongPast(after)) return true;
  // A frame earlier in the same sentence, across "and" ("three years ago I was in a dark place and
  // tried to end my life"), unless the sentence comes back to now.
  const sentence =
    s
      .slice(Math.max(0, at - 160), at)
      .split(/(?:^| )\.(?= |$)/)
      .at(-1) ?? "";
  NOW.lastIndex = 0;
  return framesLongPast(sentence) && !NOW.test(sentence);
}

// Signs that a risk is present now, which a past frame or laughter cannot set aside.
const PRESENT_RISK = rx(
  "\\b(?:again|tonight|right now|this time|relapse|relapsed|relapsing|urges? (?:are|is|came|come|coming) back|still (?:want|wanna|think|thinking|cut|cutting|have)|(?:going|gonna|plan|planning|about) to (?:die|end|kil|do it|cut|hurt|try)|goodbye|otra vez|de nuevo|esta noche|recai|recaida|quiero (?:hacerlo|volver)|wieder|heute nacht|encore|ce soir|de novo|hoje|esta vez|desta vez|dessa vez|diesmal|cette fois|plan mejor|better plan|new plan|(?:its|it is|they are|theyre|thoughts are|urges are|feelings are) back|back worse|im planning (?:it|to|one|another|on|for)|the one im planning|(?:pills|stuff|rope|everything) (?:is |are )?ready|third times? the charm|next time)\\b",
);
export const presentRisk = (ctx: Context): boolean => ctxTest(ctx, "present-risk", PRESENT_RISK);

// Harm from someone told as long past ("my uncle used to hit me when I was a kid", "he hit me last
// year and I left him"): a disclosure to meet with care, not a danger now, unless the text says it
// goes on ("he still does", "again", "he lives with us", "I'm scared").
const ABUSE_LONG_PAST = rx(
  "\\b(?:when (?:i|we) (?:was|were) (?:a kid|kids|little|young|small|a child|children|a teenager|teenagers|[0-9]+|in (?:primary|middle|high|secondary) school|together|married)|as (?:a kid|a child|kids|children|a teenager)|growing up|(?:[0-9]+|two|three|four|five|six|ten|many|several) years ago|(?:its|it has) been (?:[0-9]+|two|three|four|five|six|ten|many|several) years|(?:i|we) (?:left|got away from|escaped) (?:him|her|them)|in college|at uni)\\b",
);
const ABUSE_GOES_ON = rx(
  "\\b(?:still (?:does|hits|hurts|touches|comes|lives|lives with)|again|every (?:night|day|week|time he|time she)|tonight|right now|(?:he|she|they) (?:is|are|s) (?:here|home|back|outside)|lives? with (?:him|her|them|us|me)|(?:im|i am) (?:scared|afraid|terrified)|keeps (?:hitting|hurting|touching|coming (?:in|into))|help me)\\b",
);
export const abuseLongPast = (ctx: Context): boolean => ctxTest(ctx, "abuse-long-past", ABUSE_LONG_PAST) && !ctxTest(ctx, "abuse-goes-on", ABUSE_GOES_ON);
// Words chosen to talk about suicide for real (often to slip past filters), and denials of joking:
// with these, laughter does not make a wish to die hyperbole.
const MEANT = rx(
  "\\b(?:kms|kys|unalive|unaliving|ctb|off myself|end it all|not joking|not kidding|no joke|seriously|for real|actually|en serio|de verdad|ernsthaft|nobody would care|no one would care|better off|cant take|cant do this|no aguanto|no puedo mas|kann nicht mehr|anything to do with it|(?:every ?one|she|he|they|my (?:wife|husband|partner|mum|mom|dad)) thinks (?:its|it is|im|i am))\\b",
);
/** Laughter around a hit, with nothing that says it is meant. */
export const laughing = (ctx: Context): boolean => laughter(ctx) && !ctxTest(ctx, "meant", MEANT);
const firstPersonNear = (ctx: Context): boolean => ctxTest(ctx, "first-person", FIRST_PERSON_RE);
const FIRST_PERSON_RE = /\b(?:i|im|ive|id|me|my|myself)\b/;

// ---------------------------------------------------------------------------------------------
// Pattern fragments (ordinary spelling; `rx` squeezes them).

export const MYSELF = "(?:my ?self|myslef|mysefl|mysef|myelf|meself|my sefl)";
const WANT = "(?:want|wanna|wnat|wan|whant|wamt|wanted|wanting)";
const PERSON =
  "(?:him|her|them|someone|somebody|people|everyone|everybody|a kid|that (?:guy|man|woman|girl|boy|bitch|bastard|prick|asshole)|the (?:kids|baby|guy|teacher|boss)|my (?:own )?(?:[a-z]+ )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepmom|stepfather|stepmother|brother|sister|son|daughter|kid|kids|children|child|baby|babies|boss|manager|coworker|colleague|teacher|roommate|flatmate|neighbour|neighbor|family|parents|classmates))";
const INTENT =
  "(?:thoughts of|thoughts about|thinking of|intrusive thoughts about|want|wanna|wanted|going|gonna|plan|planning|urge|urges|ready|about|decided|thinking about|thinking of|thought about|think about|dream about|fantasize about|fantasise about|could|might|will|ill|how id|how i would|how i could|how to|afraid ill|scared ill|afraid im going|scared im going)";
const ABUSER =
  "(?:he|she|they|hes|shes|my (?:[a-z]+ )?(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|uncle|aunt|brother|sister|cousin|grandpa|boss|teacher|coach|roommate|flatmate|son|daughter|family|parents|pimp))";
const PILLS =
  "(?:pills|pill|tablets|tablet|meds|medication|medicine|sleeping pills|painkillers|paracetamol|tylenol|acetaminophen|ibuprofen|insulin|antidepressants|xanax|benzos|opioids|oxy|oxycodone|fentanyl|heroin)";

// ---------------------------------------------------------------------------------------------
// Acute rules by category, checked in this order: suicide, self-harm, danger-from-others,
// harm-others.

export const SUICIDE: Rule[] = [
  {
    re: rx(`\\b(?:kill|killing|killed|kills) ?${MYSELF}\\b`),
    category: "suicide",
    any: ["kil"],
    unlessAfter: rx(
      "^ (?:laughing|laughin|laughter|with laughter|in (?:minecraft|the game|game|fortnite|roblox|terraria|gta|skyrim|the sims|[a-z]+ to respawn|[a-z]+ so i respawn))",
    ),
  },
  { re: /\bkms\b/g, category: "suicide", any: ["kms"], unlessBefore: /\b\d+ ?$/ },
  {
    re: rx(`\\bunaliv(?:e|ed|ing) (?:${MYSELF}|me)\\b|\\b(?:${WANT}|gonna|going|thinking|thought|plan|planning|about|ready|might|just|will|to|gunna) (?:to )?unaliv(?:e|ing)\\b`),
    category: "suicide",
    any: ["unaliv"],
  },
  {
    re: rx(
      `\\b(?:${WANT}|need|deserve|deserved|ready|like|hope to|wish to|choose to) (?:to )?(?:just |fucking |freaking |literally |honestly |really |simply |go and |fall asleep and |lay down and )?die\\b|\\bfeel(?:ing)? like dying\\b`,
    ),
    category: "suicide",
    any: ["die", "dying"],
    subject: "check",
    unlessAfter: rx(
      "^ (?:(?:my|her|his|your|our|the|their) (?:hair|clothes|shirt|shoes|beard|eyebrows)|of (?:embarrassment|embarassment|laughter|laughing|boredom|cringe)|laughing|old|happy and old|peacefully in my sleep at|in my sleep at|at a ripe|hard|(?:but )?in (?:a|the) (?:good|best|fun|nice) way)",
    ),
    unlessBefore: rx("\\bhill (?:i |id |im |we |you )?$"),
  },
  {
    re: rx(
      "\\b(?:wish|want|hope|pray) (?:someone|somebody|something|a car|a bus|a truck|god) (?:would |could |to |will )?(?:just |please |finally )?(?:kill me|end it|end my life|take me)\\b|\\bnever (?:want|wanna) to wake up\\b|\\b(?:hope|pray|wish) (?:that )?(?:i|id) (?:just )?(?:die|dies|died)\\b|\\b(?:wish|wishing) (?:that )?(?:i|id) (?:could|would|was able to) (?:just )?die\\b|\\blet me die\\b|\\b(?:i|id) (?:should|shud|shld) (?:just )?die\\b|\\bmight as well (?:just )?die\\b",
    ),
    category: "suicide",
    any: ["die", "kil me", "end", "take me", "wake"],
  },
  {
    re: rx(
      "\\b(?:want|wanna|wish|wishing|hope|rather|prefer to) (?:to |i was |i were |i could |i could just |i was just |be |just be )?(?:be )?dead\\b|\\b(?:wish|wishing) (?:that )?(?:i|id) (?:was|were|wer) (?:already |just )?dead\\b|\\bbetter off dead\\b|\\bmejor muert[oa]\\b",
    ),
    category: "suicide",
    any: ["dead", "muert"],
    subject: "check",
  },
  {
    re: rx(
      "\\b(?:end|ending|ended|take|taking|took|taken) (?:my|my own) life\\b|\\bend(?:ing)? it all\\b|\\bend(?:ing)? (?:it|things|everything) (?:tonight|for good|forever|once and for all|permanently)\\b|\\b(?:want|wanna|need) (?:everything|all of this|all this|it all|this life|my life) to (?:end|be over|stop)\\b",
    ),
    category: "suicide",
    any: ["end", "life"],
    subject: "check",
  },
  {
    re: rx("\\b(?:suicidal|sucidal|suicidel|suisidal|suicdal|suiciadal|suacidal|suicidial|suicidle)\\b"),
    category: "suicide",
    any: ["suic", "sucid", "suisid", "suacid"],
    subject: "check",
    pastAware: true,
  },
  {
    re: rx(
      "\\b(?:think|thinking|thought|thoughts|considering|contemplating|planning|plan|plans) (?:about |of |on )?(?:committing )?(?:suicide|sucide|suicde)\\b|\\b(?:commit|committing|attempt|attempted|attempting|try|tried) (?:to commit )?(?:suicide|sucide)\\b|\\b(?:my|a|the) (?:suicide|sucide) (?:note|notes|letter|letters|plan|attempt|pact)\\b|\\bsuicide (?:is|seems|feels|looks)(?: like)? (?:the|my|an) (?:only |best |last |real )?(?:answer|way|way out|option|choice)\\b",
    ),
    category: "suicide",
    any: ["suic", "sucid"],
    subject: "check",
  },
  {
    // The word alone, in a short message or a first-person text, not about media, research or a
    // bereavement (those are handled as distress below).
    re: rx("\\b(?:suicide|sucide|suicde)\\b"),
    category: "suicide",
    any: ["suic", "sucid"],
    subject: "check",
    onlyIf: (ctx) => ctx.s.split(" ").length <= 5 || firstPersonNear(ctx),
    unlessContext: (ctx) => academic(ctx) || fiction(ctx) || ctxTest(ctx, "bereaved", BEREAVED) || ctxTest(ctx, "caring-work", CARING_WORK),
  },
  {
    re: rx(
      "\\bsuicidarme\\b|\\bme (?:quiero |voy a |vo a |pienso |estoy pensando en )?suicidar\\b|\\b(?:pensamientos|ideas|ideacion|intentos?) suicidas?\\b|\\bsoy suicida\\b|\\bme siento suicida\\b",
    ),
    category: "suicide",
    any: ["suicid"],
  },
  {
    // Methods.
    re: rx(
      `\\b(?:hang|hanging|hung) ${MYSELF}\\b|\\b(?:drown|drowning|drowned) ${MYSELF}\\b(?! in (?:work|coffee|wine|chocolate|tv|netflix|tasks|paperwork|emails|study|studying|books|music|games|sorrow|self pity))|\\b(?:shoot|shooting|shot) ${MYSELF}\\b(?! (?:in the (?:foot|feet|leg)|a |an |some ))|\\b(?:to|gonna|wanna|might|should|could|will|ill|finally|gunna) off ${MYSELF}\\b|\\boffing ${MYSELF}\\b|\\b(?:slit|sliting|slitting|slash|slashing) (?:my |open my )?(?:wrists?|throat|veins?)\\b|\\b(?:tie|tied|tying|made|make|making|rig|rigged|rigging) (?:a |the |up a |up the )?noose\\b|\\b(?:jump|jumping|throw myself|throwing myself) (?:off|from|in front of) (?:a|the|this|that|my) (?:bridge|building|roof|cliff|balcony|tower|window|train|bus|car|truck|lorry|overpass|car park|parking garage|ledge|highway|motorway)\\b|\\b(?:thinking|thought) (?:about|of) jumping\\b(?! (?:in|into|on|at|over|ship|out|rope|for))|\\b(?:drive|driving|drove|crash|crashing|steer|steering|swerve|swerving) (?:my car |the car |myself |off )?(?:into|in front of|off) (?:a |the )?(?:wall|tree|bridge|cliff|oncoming traffic|traffic|a truck|truck|lorry|road)\\b|\\b(?:pills|tablets|meds|rope|noose|gun|blade|blades|razor|razors) (?:are |is )?(?:right )?(?:in front of me|in my hand|next to me|lined up|counted out)\\b`,
    ),
    category: "suicide",
    any: ["self", "slit", "nose", "jump", "thro", "slef", "sef", "into", "in front", "of", "next to me", "lined up", "counted", "in my hand"],
    subject: "check",
    unlessBefore: rx("\\b(?:bungee|bungy|bungie|base) $"),
    // "I'd rather jump off a cliff than go to another baby shower": a comparison, not a plan.
    unlessAfter: rx("^ (?:[a-z]+ )?than\\b"),
  },
  {
    re: rx(
      `\\b(?:took|taken|take|taking|swallowed|downed|ate|had|popped) (?:a |an )?(?:whole |entire |full )?(?:bottle|box|pack|packet|handful|bunch|lot|load|heap|fistful|too many|way too many|loads|lots|all|a lot more|double|triple|extra)(?: of)?(?: my| the| those| these| her| his| moms| mums| all my)? ${PILLS}\\b|\\b(?:saving|saved|stockpiling|hoarding|stashing|collecting|stockpiled|hoarded|stashed) (?:up )?(?:my |some |all my |all the |enough )?${PILLS}\\b`,
    ),
    category: "suicide",
    any: ["pil", "tablet", "med", "paracet", "tylen", "insulin", "oxy", "xanax", "benzo", "opioid", "fentanyl", "heroin", "ibuprof", "acetamin"],
    subject: "check",
    unlessAfter: rx(
      "^ (?:this morning|today|as (?:prescribed|usual|normal)|with (?:breakfast|lunch|dinner|food|water)|like (?:the doctor|i was told|usual)|on time|for the day|every|by mistake|by accident|accidentally)",
    ),
  },
  {
    re: rx(
      `\\b(?:overdose|overdosed|overdosing|overdoes)\\b(?! (?:on|of) (?!(?:my |the |her |his |some |those |these |a |all |sleeping |pain ){0,3}${PILLS}))|\\b(?:gonna|going to|wanna|want to|might|about to|will|to) od\\b|\\bi (?:od|oded)\\b|\\bod(?:ed|d)? on (?:my )?${PILLS}`,
    ),
    category: "suicide",
    any: ["overdo", "od"],
    subject: "check",
    third: "distress",
    // "an overdose patient", "overdose awareness": the word names someone else's case or a topic.
    unlessAfter: rx(
      "^ (?:patient|patients|case|cases|call|calls|victims?|deaths?|crisis|epidemic|awareness|prevention|training|kit|kits|reversal|naloxone|management|treatment|protocol|protocols|guidelines|antidote|nomogram)\\b",
    ),
    // "A singer who died of an overdose" is someone else; "I almost died of an overdose" is not.
    unlessBefore: rx(
      "\\b(?<!almost |nearly )(?:died|dies|dead) (?:of|from|by|after) (?:an |a |the )?$|\\b(?:lost|losing|lose) (?:a|my|our|the|his|her|their|another) (?:[a-z]+ ){0,2}?to (?:an |a |the )?$",
    ),
    // First aid or caring work: helping with someone else's overdose, unless a risk is here now.
    unlessContext: (ctx) => ctxTest(ctx, "caring-work", CARING_WORK) && !presentRisk(ctx),
  },
  {
    // Asking for a method.
    re: rx(
      "\\b(?:how|best way|easiest way|quickest way|fastest way|painless way|most painless|least painful|surest way|way|ways|methods?) (?:[a-z0-9]+ ){0,6}?(?:to|of) (?:die|dying|kill myself|end my life|commit suicide|od|overdose|hang myself)\\b|\\b(?:lethal|fatal|deadly) (?:dose|amount|dosage|quantity|overdose)\\b",
    ),
    category: "suicide",
    any: ["die", "dying", "kil", "end", "suic", "od", "overd", "hang", "lethal", "fatal", "deadly"],
    subject: "check",
    unlessAfter: rx("^ (?:my|her|his|your|the|our) (?:hair|clothes|shirt|shoes|beard)"),
    // "Someone at the counter asked me what a lethal dose is": another person's question, reported.
    unlessBefore: rx("\\b(?:asked|asking|asks) (?:me|us|the [a-z]+) (?:what|how|if|whether|about)(?: [a-z]+){0,3} $"),
    unlessContext: (ctx) => gaming(ctx),
  },
  {
    // "I don't want to live / be alive / exist / wake up": the negation is the risk.
    re: rx(
      `\\b(?:don|dont|do not|dnt|doesnt|dun) (?:really |even |honestly |just )?(?:${WANT}|feel like|wish) (?:to )?(?:live|be alive|exist|keep living|go on living|continue living|stay alive|wake up|live anymore)\\b`,
    ),
    category: "suicide",
    any: ["live", "aliv", "exist", "wake"],
    subject: "check",
    unlessAfter: rx(
      "^ (?:forever|in |at |with |near |next |on |alone|together|there|abroad|somewhere|far |so far|downtown|like that|without (?:a|my|the)|under |by |here in|early|before |so early|tomorrow morning at|for (?:work|school|class)|during|through|the (?:baby|kids))",
    ),
  },
  {
    re: rx(
      "\\b(?:don|dont|do not) (?:really |even )?(?:want|wanna) (?:to )?be (?:here|around) (?:anymore|any more|any longer|no more)\\b(?! (?:[a-z]+ ){0,4}?(?:at |in |with )?(?:this|my|the) (?:job|company|city|town|school|house|place|party|meeting|relationship|office|class|lecture|queue|wedding|shift|event|concert|club|bar|team|group|chat|server|flat|apartment)\\b)",
    ),
    category: "suicide",
    any: ["here", "around"],
    subject: "check",
  },
  {
    re: rx(
      "\\b(?:tired|sick|exhausted) of (?:living|being alive|life|existing|being here)\\b|\\b(?:stop|quit) existing\\b|\\bdone with (?:life|living|being alive|existing)\\b|\\b(?:want|wanna|wish i could|ready) (?:to )?(?:go to )?sleep forever\\b",
    ),
    category: "suicide",
    any: ["living", "aliv", "life", "exist", "forever", "being here"],
    subject: "check",
  },
  {
    re: rx(
      "\\b(?:no|nothing|not any|any|zero) (?:real )?(?:reason|point|purpose|reasons) (?:to|in|for|of) (?:live|living|keep living|keep on living|being alive|go on|going on|stay alive|staying alive|keep going|carry on|carrying on|wake up)\\b|\\bnothing (?:left )?to live for\\b|\\b(?:life|living|my life|it) (?:is not|isnt|aint|is no longer|not|no longer|wont be|will never be) worth (?:living|it anymore)\\b|\\bpoint (?:of|in) (?:living|being alive|existing|going on|staying alive)\\b|\\bcant (?:go on|keep|carry on) (?:living|being alive|existing)\\b",
    ),
    category: "suicide",
    any: ["live", "living", "aliv", "exist", "going on", "wake", "worth", "kep", "cary"],
  },
  {
    re: rx(
      "\\bwish (?:that )?(?:i|id) (?:had |would have |d )?(?:never|not|wasnt|werent|hadnt|was not|were not|was never|were never|had never|never had|had not) (?:been )?born\\b|\\bwish (?:i|id) (?:had )?never existed\\b",
    ),
    category: "suicide",
    any: ["born", "existed"],
  },
  {
    re: rx(
      "\\bbetter (?:place |off |off now |off in the long run )?without me\\b|\\b(?:better off|better|happier|easier|fine|okay|ok) (?:if|when) (?:i|im) (?:just )?(?:was |were |am |wasnt |werent |didnt |had never |never )?(?:gone|dead|here|around|alive|exist|existed|born|been born|not here|not around|disappeared|died|killed myself)\\b(?! (?:for (?:a (?:bit|while|day|week|weekend)|the (?:day|week|weekend|evening))|on |from |at ))|\\bbetter off with me gone\\b|\\b(?:nobody|no one|noone) (?:would|will|is going to) (?:even )?(?:miss|notice|care) (?:me )?if i (?:died|was gone|were gone|disappeared|killed myself|wasnt here|was dead)\\b",
    ),
    category: "suicide",
    any: ["without me", "if i", "when i", "gone"],
  },
  {
    re: rx(
      "\\b(?:wish|hope|want|wanna|pray|praying|hoping|wishing) (?:that )?(?:i |to )?(?:could |can |would |just |will ){0,2}(?:go to |fall )?(?:sleep |asleep )?(?:and |& )?(?:never|not|dont|do not|wont|wouldnt|will not) (?:ever )?wake up\\b|\\bnever wake up again\\b|\\bnot (?:to )?wake up (?:again|tomorrow|ever)\\b|\\benough (?:to |so i |that i )?(?:not|never|dont|wont) (?:ever )?wake up\\b",
    ),
    category: "suicide",
    any: ["wake"],
    subject: "check",
    unlessAfter: rx("^ (?:early|late|before|until|til|at |in time|on time|so early|too early|to (?:my|the|an|a) |the (?:baby|kids)|him|her|them)"),
  },
  {
    // Indirect warning signs: goodbye letters.
    re: rx(
      "\\b(?:wrote|written|writing|write|left|leave|leaving) (?:a |my |some )?(?:suicide|goodbye|farewell|final|last|good bye) (?:note|notes|letter|letters|message|messages|video)\\b|\\b(?:wrote|written|writing) (?:[a-z]+ ){0,2}?(?:letters|notes) (?:to|for) (?:everyone|everybody|all of them|all my|my family|my kids|my friends|my loved ones|each of|the people i love)\\b",
    ),
    category: "suicide",
    any: ["note", "leter", "mesage", "video"],
    subject: "check",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "mundane-letters",
        rx(
          "\\b(?:thank you|thank|thanks|christmas|xmas|birthday|wedding|holiday|holidays|cards|pen pal|santa|valentine|valentines|invitations|cover letter|application|newsletter|for work|for school|for class|colleagues|clients)\\b",
        ),
      ),
  },
  {
    // Indirect warning signs: giving things away.
    re: rx("\\b(?:giving|gave|give|given) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|pets|pet|cat|dog|games|books|clothes|guitar|savings)\\b"),
    category: "suicide",
    any: ["away"],
    subject: "check",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "mundane-giving",
        rx(
          "\\b(?:charity|charities|donate|donating|donation|declutter|decluttering|moving|move|thrift|goodwill|marie kondo|spring clean|spring cleaning|garage sale|yard sale|sell|selling|outgrown|minimalism|minimalist|new home|new flat|new apartment|emigrating)\\b",
        ),
      ),
  },
  {
    // Indirect warning signs: "after I'm gone", "I won't be around much longer", goodbyes.
    re: rx(
      "\\b(?:after|when|once) (?:im|i am|i m) (?:gone|dead|not here)\\b(?! (?:on|for|to|from) )|\\b(?:wont|will not) be (?:around|here|alive) (?:much |for much |very )?(?:longer|anymore|any more|for long)\\b|\\bthis is (?:my )?(?:final |last )?goodbye\\b(?! (?:post|party|tour|episode|show|concert|gig|speech|lunch|dinner|drinks|card|stream|newsletter|for (?:now|today|tonight|the (?:day|week|weekend))|to (?:my|the|our|this) (?:old|job|house|flat|apartment|city|town|team|blog|channel)))|\\b(?:goodbye|good bye) (?:forever|cruel world)\\b",
    ),
    category: "suicide",
    any: ["gone", "dead", "not here", "be around", "be here", "be alive", "godbye", "god bye"],
    subject: "check",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "mundane-goodbye",
        rx(
          "\\b(?:blog|channel|site|website|newsletter|podcast|stream|season|series|retire|retiring|retirement|new job|leaving (?:the|this|my) (?:job|company|team|office)|moving to|moving abroad|vacation|holiday|trip)\\b",
        ),
      ),
  },
  {
    // Passive or indirect wishes, research into means, not being able to stay safe.
    re: rx(
      "\\b(?:sleep|go away|leave|disappear|drift off|go|fall asleep) and never (?:have to |ever )?(?:come back|return|wake up|be seen again)\\b|\\b(?:disappear|vanish) (?:forever|for good|permanently)\\b|\\bdesaparecer para siempre\\b|\\b(?:imagine|imagining|imagined|picture|picturing|fantasi[sz]e about|fantasi[sz]ing about|dream about|dreaming about) (?:my (?:own )?(?:funeral|death|grave)|being dead|dying|not existing|not being here)\\b|\\b(?:looked up|looking up|look up|googled|googling|searched|searching|researched|researching|checked|checking) (?:how (?:high|tall|deep|far down|many|much)|what height|the height of|how long it takes to (?:die|drown|bleed))\\b(?:[a-z ]{0,40}?)\\b(?:bridge|building|cliff|roof|tower|drop|fall|pills|tablets|paracetamol|tylenol|dose|overdose|take to die|die|drown|bleed out)\\b|\\b(?:cant|cannot|can not|not sure (?:if )?i can|dont know (?:if|how) i can|dont think i can|unable to|struggling to|hard to) (?:keep|stay) (?:myself |me )?safe\\b",
    ),
    category: "suicide",
    any: ["never", "forever", "for god", "permanently", "siempre", "funeral", "death", "grave", "dead", "dying", "existing", "not being here", "how", "height", "safe"],
    subject: "check",
  },
  {
    // Goodbyes plus a vague statement of intent: "I'm ready to go. I've said goodbye to my mum."
    re: rx(
      "\\b(?:said|saying|say|sent|texted|wrote) (?:my )?(?:goodbyes?|good byes?|farewells?) (?:to )?(?:everyone|everybody|you all|my (?:[a-z]+ )?(?:mum|mom|mother|dad|father|family|kids|children|friends|sister|brother|partner|wife|husband|dog|cat))\\b",
    ),
    category: "suicide",
    any: ["godbye", "god bye", "farewel"],
    onlyIf: (ctx) => ctxTest(ctx, "vague-intent", VAGUE_INTENT),
    // "Moving to Canada next week! Said goodbye to my friends tonight": a move, not a farewell.
    unlessContext: (ctx) => ctxTest(ctx, "moving-away", MOVING_AWAY),
  },
  {
    // Means plus a vague statement of intent: "I bought a rope and I know what I'm going to do".
    re: MEANS,
    category: "suicide",
    any: ["rope", "gun", "pistol", "rifle", "razor", "blade", "pil", "tablet", "med", "charcoal"],
    onlyIf: (ctx) => ctxTest(ctx, "vague-intent", VAGUE_INTENT),
    unlessContext: (ctx) =>
      ctxTest(ctx, "means-mundane", rx("\\b(?:climbing|camping|hunting|range|shaving|prescription|pharmacy|doctor|barbecue|bbq|grill|gym|sailing|boat|garden)\\b")),
  },
  {
    // Spanish.
    re: rx(
      "\\b(?:me )?quiero morir(?:me)?\\b|\\b(?:tengo )?ganas de morir(?:me)?\\b|\\bdeseo morir(?:me)?\\b|\\bojala (?:me )?muera\\b|\\bojala no despertar(?:me)?\\b|\\b(?:quisiera|quiero|deseo) no despertar(?:me)?\\b|\\bno (?:quiero|quisiera) despertar(?:me)?\\b|\\bme quiero matar\\b|\\bme voy a matar\\b|\\b(?:quiero|voy a|pienso en|pensando en|ganas de|deseo|necesito|podria|deberia) matarme\\b|\\bno quiero (?:vivir|seguir viviendo|seguir con vida|estar viv[oa]|existir)\\b(?! (?:aqui|alli|ahi|en|con|cerca|lejos|sol[oa]|juntos|as[ií] de lejos))|\\bquitarme la vida\\b|\\b(?:terminar|poner fin a|ponerle fin a) (?:con )?mi vida\\b|\\bacabar con (?:mi vida|todo)\\b(?! (?:este|esta|eso|lo|el|la|los|las|mis|tus|su) )|\\b(?:estarian|estaria|estarias|seria|serian|estaran) mejor sin mi\\b|\\bno vale la pena (?:vivir|seguir viviendo)\\b",
    ),
    category: "suicide",
    any: ["mor", "muera", "matar", "desp", "vivi", "vida", "exist", "sin mi"],
    unlessAfter: rx("^ (?:de (?:la |el )?(?:verguenza|risa|hambre|aburrimiento|calor|frio|ganas|sueno|amor)|temprano|tan temprano|a las)"),
  },
];

export const SELF_HARM: Rule[] = [
  {
    re: rx(`\\b(?:cut|cutting|cuts) ?${MYSELF}\\b`),
    category: "self-harm",
    any: ["cut"],
    unlessAfter: rx(
      "^ (?:some |a little |a bit of |more |any )?slack|^ (?:off|out)\\b|^ (?:(?:slightly|a bit|a little|badly|twice|tonight|today|earlier|this morning) )?(?:shaving|chopping|cooking|slicing|peeling|opening|gardening|on (?:a|the|some|my|broken|glass|paper)|by accident|accidentally|by mistake|while|when (?:i was )?(?:cooking|shaving|chopping)|with (?:a|the) (?:kitchen|bread|paper|tin|can)|with (?:a|the|my) (?:hook knife|carving knife|whittling knife|chisel|gouge|saw|hand saw|hacksaw|secateurs|pruning shears|mandoline|grater|tin lid|can lid))",
    ),
    unlessBefore: rx("\\b(?:accidentally|accidently) $"),
    pastAware: true,
  },
  {
    re: rx(
      '\\bcutting (?:again|my (?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?))\\b|\\bcut (?:my|into my) (?:arms?|legs?|thighs?|wrists?|skin|stomach|hips?)\\b(?! (?:on|by|while|open on|when|with the|badly on|playing|at))|\\b(?:want|wanna|urge|urges|need|going|gonna|used|start|started|stop|stopped|tempted) (?:to )?cut\\b(?= (?:again|tonight|so bad|deep|deeper|my (?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?)|and|but|\\.|,|")|$)|\\brelapse(?:d)? (?:and )?(?:cut|cutting|hurt myself|burned|burnt)\\b',
    ),
    category: "self-harm",
    any: ["cut"],
    subject: "strict",
    pastAware: true,
  },
  {
    re: rx(
      "\\b(?:self ?harm|selfharm|self ?harming|self ?harmed|self ?injury|self ?injure|self ?injuring|self ?mutilation|sh (?:urges|again|relapse|scars|cuts|wounds|tonight)|(?:relapsed|relapse) (?:on|with|into) (?:sh|self ?harm))\\b",
    ),
    category: "self-harm",
    any: ["self", "sh"],
    subject: "check",
    third: "distress",
    pastAware: true,
    unlessContext: (ctx) => (academic(ctx) || ctxTest(ctx, "caring-work", CARING_WORK)) && !ctxTest(ctx, "current-beside-study", CURRENT_BESIDE_STUDY),
  },
  {
    re: rx(
      `\\b(?:want|wanna|wnat|going|gonna|urge|urges|keep|kept|been|started|start|stop|stopped|feel like|thinking about|thought about|think about|need|will|ill|to|tempted|about) (?:to )?(?:hurt|hurting|harm|harming|injure|injuring) ${MYSELF}\\b|\\b(?:hurt|hurting|harm|harming|injure|injured|injuring) ${MYSELF} (?:again|on purpose|deliberately|intentionally|to feel|because i|when i|whenever|so bad|every|to cope|to punish)\\b`,
    ),
    category: "self-harm",
    any: ["self", "slef", "sef"],
    pastAware: true,
  },
  {
    re: rx(
      `\\b(?:burn|burned|burnt|burning) ${MYSELF} (?:on purpose|deliberately|intentionally|again|with (?:a )?(?:lighter|cigarette|cigarettes|lighters|matches|candle))\\b|\\b(?:hit|hitting|punch|punching|bite|biting|scratch|scratching|starve|starving|bang|banging|slap|slapping) ${MYSELF}\\b(?! (?:on the|with the|by accident|accidentally|on a|up|out))|\\bpunish ${MYSELF} (?:with pain|by (?:hurting|cutting|burning|hitting|starving|not eating))\\b|\\b(?:until|til|untill) (?:[a-z]+ ){0,2}(?:bleed|bleeds|bled|bleeding)\\b|\\bfresh (?:cuts|scars|wounds|self harm)\\b|\\bcuts on my (?:arms?|wrists?|legs?|thighs?|stomach|hips?)\\b|\\b(?:slice|slash|carve|carving) (?:my )?(?:wrists?|veins?|arms?|skin)\\b`,
    ),
    category: "self-harm",
    any: ["self", "bled", "fresh", "cuts", "wrist", "vein", "slef", "sef", "arm", "skin"],
    subject: "check",
    pastAware: true,
    // Itching, bites, thorns: an injury with a cause named just after it.
    unlessAfter: rx(
      "^ (?:[a-z]+ ){0,3}?(?:because of|from|bc of|cause of) (?:the |my |some )?(?:mosquito|mozzie|bug|insect|bites?|itch|itching|eczema|rash|rose|roses|bushes|brambles|thorns?|cat|kitten|dog|puppy)|^ (?:[a-z]+ ){0,3}?not on purpose|^ (?:[a-z]+ ){0,3}?it itches",
    ),
  },
  {
    // Spanish.
    re: rx(
      "\\bhacerme (?:dano|danio|danyo)\\b|\\bme (?:hago|hice|he hecho|estoy haciendo|sigo haciendo|vuelvo a hacer) (?:dano|danio) (?:a proposito|aproposito|adrede|otra vez|de nuevo|cuando|porque|para)\\b|\\bme (?:corto|corte|estoy cortando|sigo cortando|vuelvo a cortar|volvi a cortar) (?:los |las |el |la |mis )?(?:brazos?|piernas?|munecas?|muslos?|piel|panza|venas)\\b|\\b(?:ganas de|quiero|voy a|necesito|pienso en) cortarme\\b(?! (?:el|la|las|los) (?:pelo|cabello|unas|flequillo|barba|fleco))|\\bme (?:lastimo|lastime|estoy lastimando)\\b(?! (?:la|el|los|las|mi) (?:rodilla|pie|mano|espalda|tobillo|brazo|dedo|cuello|hombro|muneca|pierna))|\\bautolesion(?:es|arme|o)?\\b",
    ),
    category: "self-harm",
    any: ["dan", "cort", "lastim", "autoles"],
  },
];

export const DANGER: Rule[] = [
  {
    // A reported threat: "he said he'd kill me if I leave".
    re: rx(
      "\\b(?:said|says|say|told me|tells me|threatened|threatens|threatening|swore|swears|keeps saying|kept saying|texted|wrote|warned me) (?:that )?(?:to |he |she |they |hed |shed |theyd |hell |shell |theyll |he would |she would |he will |she will |hes going to |shes going to |he is going to |she is going to |he was going to |she was going to |would |will |was going to )?(?:really |actually |literally )?(?:kill|hurt|beat|shoot|stab|burn|strangle|murder|rape|choke) (?:me|us|my (?:kids|children|family|baby|dog|cat|mom|mum|dad|sister|brother|son|daughter))\\b",
    ),
    category: "danger-from-others",
    any: ["me", "us", "my"],
    negatable: false,
    unlessContext: (ctx) => laughter(ctx) && !fear(ctx),
  },
  {
    // Violence now or ongoing: "my husband hits me".
    re: rx(
      `\\b${ABUSER} (?:[a-z]+ ){0,2}?(?:hits|hit|hitting|beats|beat|beating|chokes|choked|choking|strangles|strangled|strangling|punches|punched|kicks|kicked|slaps|slapped|raped|rapes|assaulted|assaults|abuses|abused|molested|molests|touches|touched|burned|burns|pushed|shoved|grabbed|attacked|attacks|threatens|threatened|stabbed|smothered|forced) me\\b`,
    ),
    category: "danger-from-others",
    any: ["me"],
    negatable: false,
    negInside: true,
    unlessAfter: rx(
      "^ (?:up|back|with (?!(?:a |an |the |his |her |their |my |your )?(?:belt|bat|stick|pan|bottle|fist|fists|chair|knife|hammer|shoe|phone|cable|cord|hand|hands|wooden spoon|spoon|rod|pipe|plate|glass|hose|remote|book|brick|rock|stone|weapon|gun)\\b)|on the (?:shoulder|arm|back) to|to (?:it|the|a)|by |at (?:chess|cards|pool|tennis|golf|mario|fifa|monopoly|scrabble|poker|darts|bowling|running|everything|it|sports|video games|[a-z]+ (?:game|games|match|race|kart)))|^ (?:in (?:a |the )?(?:race|game|chess|argument|debate|math|maths|tennis|pool|cards|match|contest)|as|that|how|hard that)\\b",
    ),
    unlessContext: (ctx) => gaming(ctx) || abuseLongPast(ctx),
  },
  {
    // Fear of someone: "I'm scared he's going to hurt me".
    re: rx(
      "\\b(?:scared|afraid|terrified|frightened|worried|fear|feared) (?:that )?(?:[a-z]+ ){0,3}?(?:he|she|they|hes|shes|theyre|my [a-z]+|someone|somebody)(?: is| are)? (?:going to|gonna|will|ll|might|is gonna|would|could) (?:[a-z]+ )?(?:kill|hurt|hit|beat|rape|attack|shoot|stab|strangle|choke|find and hurt|find and kill) (?:me|us|my (?:kids|children|baby|son|daughter|family|mom|mum|dad|sister|brother))\\b|\\b(?:afraid|fear|scared|fearing|terrified) for my (?:life|safety|kids|children)\\b",
    ),
    category: "danger-from-others",
    any: ["scared", "afraid", "terified", "frightened", "woried", "fear"],
    negatable: false,
  },
  {
    re: rx(
      "\\b(?:he|she|they|hes|shes|theyre) (?:is |are )?(?:going to|gonna|will|might) (?:actually |really |seriously |literally )?kill me\\b|\\b(?:i think|i know|im sure|im scared|i really think) (?:that )?(?:he|she|they|hes|shes|theyre|my [a-z]+) (?:is |are )?(?:going to|gonna|will|might) (?:actually |really )?(?:kill|hurt) me\\b",
    ),
    category: "danger-from-others",
    any: ["kil me", "hurt me"],
    negatable: false,
    unlessAfter: rx("^ (?:when|if|for|once|after|lol|haha)\\b"),
    keepAfterIf: fear,
    unlessContext: (ctx) => laughter(ctx) && !fear(ctx),
  },
  {
    re: rx(
      "\\b(?:dont|do not|never) (?:really )?feel safe (?:at home|in my (?:own )?(?:home|house|room|flat|apartment)|with (?:him|her|them|my)|around (?:him|her|them|my))\\b|\\b(?:im|i am) not safe\\b(?! (?:with money|to drive|driving|cooking|on the road|at work))|\\b(?:someone|somebody|a (?:man|guy|stranger|car|van|woman)|he|she|they) (?:is |s |has been |keeps |kept |was |are )?(?:following|stalking|chasing) me\\b(?! on (?:instagram|twitter|tiktok|insta|ig|x|linkedin|social|spotify|strava))|\\b(?:trying to|going to|tried to|about to) (?:break|kick|bash|bust|smash) (?:down |in )?(?:the |my )?(?:door|window)\\b|\\b(?:he|she|they|someone|somebody) (?:is |s |are )?(?:breaking|kicking|banging on|bashing) (?:down |in )?(?:the |my )?(?:door|window)\\b",
    ),
    category: "danger-from-others",
    any: ["safe", "folow", "stalk", "chasing", "dor", "window"],
    negatable: false,
    unlessContext: (ctx) => laughter(ctx) && !fear(ctx),
  },
  {
    // Spanish.
    re: rx(
      "\\b(?:el|ella|ellos|mi (?:[a-z]+ )?(?:esposo|esposa|marido|mujer|novio|novia|pareja|padre|papa|madre|mama|padrastro|madrastra|hermano|hermana|tio|ex|jefe|suegro|suegra))(?: [a-z]+){0,2}? me (?:pega|pego|golpea|golpeo|golpeaba|pegaba|viola|violo|violaba|abusa|abuso|abusaba|maltrata|maltrato|ahorca|ahorco|amenaza|amenazo|empujo|patea|pateo)\\b|\\bme (?:amenazo|amenaza|ha amenazado|amenazaba) con (?:matarme|hacerme dano|pegarme|lastimarme|quitarme)\\b|\\b(?:dijo|dice|dijeron) que (?:me )?(?:va a matar|iba a matar|mataria|matara|va a hacer dano|haria dano)\\b|\\btengo miedo (?:de )?que (?:me )?(?:haga|hagan|mate|maten|pegue|peguen|lastime|lastimen)\\b|\\bmiedo por mi vida\\b",
    ),
    category: "danger-from-others",
    any: ["me", "miedo"],
    negatable: false,
  },
];

// After a hit: the anger is over ("I wanted to strangle him but we made up").
const RESOLVED =
  "(?:[a-z]+ ){0,6}?(?:but |and |though )(?:we |i )?(?:made up|talked it (?:out|through)|hugged it out|laughed about it|worked it out|sorted it out|are fine now|re fine now|calmed down)";

// A small grievance before the threat makes it anger said big: "my brother ate my leftover pizza im
// going to murder him", "se comio mi postre, lo voy a matar".
const PETTY_GRIEVANCE = rx(
  "\\b(?:ate|eaten|took|stole|borrowed|finished|drank|used|broke|spoiled|spoilt|deleted|wore|sat on|lost) (?:my|the last|all my|all the|the) (?:[a-z]+ ){0,2}?(?:pizza|food|leftovers?|snacks?|dessert|chocolate|fries|cake|biscuits|cookies|crisps|chips|ice cream|charger|hoodie|jumper|sweater|clothes|makeup|shampoo|save|show|ending|episode|milk|coffee|sandwich|lunch|noodles|cereal|fridge)\\b|\\bse (?:comio|tomo|llevo|acabo|robo) (?:mi|mis|el|la|los|las)\\b",
);
const pettyGrievance = (ctx: Context): boolean => ctxTest(ctx, "petty-grievance", PETTY_GRIEVANCE);

export const HARM_OTHERS: Rule[] = [
  {
    re: rx(`\\b${INTENT} (?:to )?(?:really |just |actually |fucking )?(?:hurt|harm|stab|shoot|strangle|choke|beat up|attack|poison|smother|drown|burn|rape)(?:ing)? ${PERSON}\\b`),
    category: "harm-others",
    any: ["him", "her", "them", "some", "peop", "every", "my", "that", "the", "a kid"],
    subject: "check",
    third: "danger-from-others",
    unlessAfter: rx(
      `^ (?:a |an )?(?:email|message|text|note|line|dm|invite|link|reminder|quick|call|look|smile|glance|wink|pm|photo|picture)|^ (?:feelings|pride|ego|chances|reputation|career|business|sales|credit|case|image)\\b|^ (?:for (?:[a-z]+ing|being|telling|eating|taking)|with (?:kindness|love|compliments|questions|facts|my words)|at (?:chess|cards|pool|tennis|golf|mario|fifa|monopoly|scrabble|the game|[a-z]+ (?:game|match|race)))|^ ${RESOLVED}`,
    ),
    unlessContext: (ctx) => laughter(ctx) || gaming(ctx),
  },
  {
    // "kill" and "murder" are often hyperbole: "I'm going to kill him when he sees this".
    re: rx(`\\b${INTENT} (?:to )?(?:really |just |actually |fucking )?(?:kill|murder)(?:ing)? ${PERSON}\\b`),
    category: "harm-others",
    any: ["him", "her", "them", "some", "peop", "every", "my", "that", "the", "a kid"],
    subject: "check",
    third: "danger-from-others",
    unlessAfter: rx(
      `^ (?:for (?:[a-z]+ing|being|telling|eating|taking|that|this|it)|(?:when|if|once|after) (?:he|she|they|i|you|we)|with (?:kindness|love|compliments)|(?:feelings|pride|ego|chances|vibe|mood|buzz|career|business|sales)|${RESOLVED})\\b|^ (?:, )?(?:he|she|they) (?:just |literaly |totaly )?(?:ate|took|stole|used|borrowed|broke|finished|drank|lost|forgot|wore|spoiled|spoilt|deleted|binged)\\b`,
    ),
    keepAfterIf: fear,
    unlessContext: (ctx) => laughter(ctx) || gaming(ctx) || pettyGrievance(ctx),
  },
  {
    re: rx(
      "\\b(?:use|using) (?:it|the gun|the knife|a gun|a knife|my gun|my knife) on (?:him|her|them|someone|my|people|everyone)\\b|\\bshoot up (?:my |the |a |our )?(?:school|class|classroom|office|work|church|mall|place|party|college|uni)\\b|\\b(?:lo|la|los|las|te) (?:voy a|quiero|vamos a|pienso) matar\\b|\\b(?:voy a|quiero) matar(?:lo|la|los|las|te)\\b|\\b(?:quiero|voy a) (?:matar|lastimar|hacerle dano) a (?:mi|mis|el|ella|alguien)\\b",
    ),
    category: "harm-others",
    any: ["on", "shot up", "matar", "lastimar", "dano"],
    subject: "check",
    third: "danger-from-others",
    unlessContext: (ctx) => laughter(ctx) || gaming(ctx) || pettyGrievance(ctx),
  },
];

// ---------------------------------------------------------------------------------------------
// Distress rules.

export const DISTRESS: Rule[] = [
  {
    re: rx(
      '\\bhopeless(?:ness)?\\b(?! (?:at|with|romantic|romantics|case|cook|cooking|when it comes|about directions|optimist))|\\b(?:lost|no|lose|losing|without) (?:all )?hope\\b|\\bgive up on (?:everything|life|myself|me|it all)\\b|\\b(?:given|giving|gave) up on (?:everything|life|myself|it all)\\b|\\bfeel(?:ing)? like giving up\\b|\\bwhats the point\\b(?= ?(?:\\.|,|"|$|anymore|any more|of (?:anything|it all|trying|life|me|getting up|going on|even trying|everything)))|\\bwhat is the point\\b(?= ?(?:\\.|,|$|of (?:anything|it all|trying|life)))|\\bnothing (?:matters|makes sense)\\b(?! (?:more|as much|but|except|apart|other than|like|to me (?:more|but|except)))|\\b(?:life|everything) (?:is|feels|seems) (?:so |just |completely |totally )?(?:pointless|meaningless)\\b|\\bwant the pain to (?:stop|end|go away)\\b',
    ),
    category: "distress",
    any: ["hope", "give up", "giving up", "gave up", "given up", "point", "maters", "makes sense", "meaning", "pain"],
    subject: "check",
    third: "none",
  },
  {
    re: rx(
      "\\bcant stop (?:crying|shaking|sobbing|panicking|trembling)\\b|\\b(?:crying|cried|cry|sobbing|sobbed) (?:all the time|every day|everyday|all day|all night|constantly|nonstop|non stop|for hours|every night|myself to sleep)\\b|\\bcry myself to sleep\\b|\\bkeep (?:crying|breaking down|panicking|falling apart)\\b|\\bpanic attacks?\\b|\\b(?:im|i am) (?:panicking|freaking out)\\b|\\bheart (?:is )?(?:racing|pounding)\\b|\\bcant breathe\\b(?! (?:through|out of) (?:my|the) nose)",
    ),
    category: "distress",
    any: ["cry", "cried", "sob", "panic", "heart", "breathe", "shak", "breaking", "faling", "trembl", "freaking"],
    subject: "check",
    third: "none",
  },
  {
    re: rx(
      "\\b(?:everything|it all|its all|life|this|it) (?:is |feels |s )?(?:just |all )?(?:too|so) much\\b(?= ?(?:\\.|,|$|right now|for me|to handle|to bear|lately|anymore))|\\boverwhelmed\\b(?! (?:with|by) (?:joy|gratitude|love|happiness|kindness|support|pride|excitement|emotion of joy|the response|thanks|messages))|\\b(?:everything|life|it all) (?:is|feels) (?:so )?overwhelming\\b",
    ),
    category: "distress",
    any: ["much", "overwhelm"],
    subject: "check",
    third: "none",
  },
  {
    re: rx(
      "\\bworthless\\b|\\b(?:feel|feeling|felt) (?:so |really |very |completely |totally |utterly |like )?(?:such )?(?:a )?(?:useless|failure|pathetic|burden|mess|broken|empty|numb|lost|alone|lonely|hopeless|worthless|trapped|invisible|unlovable|dead inside|miserable|defeated|like a burden|like im drowning|like i am drowning)\\b|\\b(?:im|i am) (?:so |really |just |such |completely |totally |all )(?:a )?(?:useless|failure|burden|mess|broken|numb|alone|lonely|miserable|depressed|desperate|devastated|heartbroken|lost)\\b|\\b(?:im|i am) (?:a )?(?:useless|failure|burden|broken|numb|lonely|miserable|depressed|desperate|devastated|heartbroken|falling apart|at rock bottom|dead inside|empty inside)\\b|\\b(?:im|i am) not (?:ok|okay|alright|all right|fine)\\b(?! (?:with|about|that|if))|\\ball alone\\b|\\b(?:empty|dead) inside\\b|\\bfalling apart\\b|\\b(?:mental|nervous|emotional) breakdown\\b|\\bbreaking down\\b(?! (?:the|this|that|it|into|a|my|your|tasks|barriers|walls|costs|numbers|data|code))|\\bspiral(?:l)?(?:ing|ed)\\b|\\brock bottom\\b|\\blosing my mind\\b|\\bburden (?:to|on|for) (?:everyone|everybody|my|all|the people)\\b",
    ),
    category: "distress",
    any: ["worth", "fel", "im", "i am", "alone", "inside", "apart", "breakdown", "breaking down", "spiral", "botom", "mind", "burden"],
    subject: "check",
    third: "none",
  },
  {
    re: rx(
      "\\bhate (?:myself|my self|my life|being alive|everything about me|who i am)\\b|\\b(?:nobody|no one|noone|no body) (?:cares|loves me|would notice|would care|would miss me|understands me|likes me|wants me|cares about me|gives a)\\b|\\bcant (?:cope|handle (?:it|this|anything|life)|take (?:it|this|much more)|function|think straight|go on|keep going|get out of bed)\\b|\\bcant (?:do|deal with|handle) (?:this|it|anything|life) (?:anymore|any more|any longer|no more)\\b|\\b(?:im|i am|feel|feeling|been|so|really|very|getting|became) depressed\\b|\\bmy depression\\b|\\b(?:my )?anxiety (?:is |has been |s )?(?:so |really |very )?(?:bad|awful|terrible|horrible|through the roof|out of control|off the charts|crippling|overwhelming|unbearable|killing me)\\b|\\b(?:so|really|very|too|extremely|constantly|always|super) anxious\\b|\\b(?:havent|have not|not|barely) (?:slept|eaten) (?:in|for) (?:days|a week|weeks)\\b|\\b(?:want|wanna|wish i could|just want to) (?:to )?(?:just )?disappear\\b(?! (?:into|in|to|for (?:a|the)|on (?:a|the)|with|under|from (?:social|the internet|instagram|work)))|\\bheartbroken\\b|\\bgrieving\\b|\\bdevastated\\b|\\b(?:im|i am|feel|feeling|so) desperate\\b|\\b(?:exhausted|tired) all the time\\b|\\b(?:like )?(?:im|i am) drowning\\b(?! in (?:emails|work|paperwork|laundry|tasks|homework|orders|requests|love|compliments))|\\b(?:feel|feeling) trapped\\b|\\bend of my (?:rope|tether)\\b|\\bat my (?:limit|breaking point|wits end)\\b|\\bpunish (?:myself|my self)\\b|\\b(?:so |really )?(?:tired|sick|exhausted) of (?:everything|feeling (?:like this|this way|so (?:bad|sad|low|empty|alone))|being (?:sad|depressed|anxious|alone|lonely|like this)|it all|my life)\\b|\\b(?:cant|cannot|dont|do not) see (?:a|any) (?:future|way out|way forward)\\b",
    ),
    category: "distress",
    any: [
      "hate",
      "one",
      "body",
      "cant",
      "depres",
      "anxi",
      "slept",
      "eaten",
      "disapear",
      "heart",
      "griev",
      "devast",
      "desper",
      "time",
      "drown",
      "trap",
      "rope",
      "tether",
      "limit",
      "breaking",
      "wits",
      "punish",
      "tired",
      "sick",
      "exhausted",
      "future",
      "way",
    ],
    subject: "check",
    third: "none",
  },
  {
    // Worry about someone else's safety; bereavement by suicide.
    re: rx(
      "\\b(?:wants|wanted|going|trying|tried|threatening|threatened|thinking about|talking about|talks about|talked about|says (?:she|he|they) (?:wants|wanted|is going|will)|said (?:she|he|they) (?:wants|wanted|was going|would)) (?:to )?(?:kill|hurt|cut|harm) (?:himself|herself|themselves|themself)\\b|\\b(?:he|she|they|friend|sister|brother|son|daughter|mom|mum|dad|partner|wife|husband) (?:[a-z]+ ){0,2}?(?:wants|is going|s going|is|s|was) (?:to )?(?:die|suicidal)\\b|\\b(?:died by|committed|commited|lost (?:[a-z]+ ){0,3}?to|death by) suicide\\b|\\b(?:killed|hanged|hung) (?:himself|herself|themselves)\\b|\\b(?:took|taken) (?:his|her|their) (?:own )?life\\b",
    ),
    category: "distress",
    any: ["self", "die", "suic", "life", "selv"],
    negatable: false,
    unlessContext: (ctx) => fiction(ctx) || academic(ctx),
  },
  {
    // Spanish.
    re: rx(
      "\\bno puedo mas\\b|\\bno aguanto (?:mas|ya)\\b|\\bya no puedo\\b|\\bme siento (?:muy |tan |super |completamente )?(?:sol[oa]|vaci[oa]|fatal|perdid[oa]|inutil|atrapad[oa]|horrible|agotad[oa]|deprimid[oa]|desesperad[oa]|una carga|un estorbo|muy triste|destrozad[oa])\\b|\\bno (?:paro|dejo|puedo dejar) de llorar\\b|\\blloro (?:todo el tiempo|todos los dias|todo el dia|cada noche|todas las noches|sin parar)\\b|\\bestoy (?:muy |tan |super )?(?:desesperad[oa]|deprimid[oa]|ansios[oa]|agotad[oa]|destrozad[oa]|hundid[oa])\\b|\\b(?:ataque|ataques|crisis) de (?:panico|ansiedad)\\b|\\bme odio\\b|\\bnadie me (?:quiere|necesita|extranaria)\\b|\\bsin esperanza\\b|\\bquiero desaparecer\\b",
    ),
    category: "distress",
    any: ["puedo", "aguanto", "siento", "lorar", "loro", "estoy", "panico", "ansiedad", "odio", "nadie", "esperanza", "desaparecer"],
    subject: "check",
    third: "none",
  },
];

const BEREAVED = rx(
  "\\b(?:died by|committed|commited|lost (?:[a-z]+ ){0,3}?to|death by) suicide\\b|\\b(?:killed|hanged|hung) (?:himself|herself|themselves)\\b|\\b(?:took|taken) (?:his|her|their) (?:own )?life\\b",
);

// Idioms whose words must not count as hits anywhere in them.
export const IDIOM_MASKS: RegExp[] = [
  // "killing myself at the gym / to get this done": working very hard.
  rx(
    `\\bkilling ${MYSELF} (?=(?:at (?:work|the gym|the office|practice|training|uni|school|the job)|(?:to|trying to|just to) (?:get|finish|make|meet|keep|hit|pay|afford|be ready|prepare|pass|impress|please|win|learn|lose|stay|deliver|ship|save)|over (?:this|that|the|a|an|my) (?:project|thesis|assignment|exam|work|job|essay|report|deadline)|for (?:this|that|the|my) (?:job|exam|project|team|company|boss|grades|promotion|marathon|race)))`,
  ),
  // "nearly killed myself laughing".
  rx(`\\b(?:nearly|almost) (?:killed|kill) ${MYSELF} laughing\\b`),
];
