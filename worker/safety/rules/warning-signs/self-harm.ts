// Warning-sign rules for self-harm that continues: cutting, burning, hitting or scalding oneself, restriction with blackouts,
// commands to self-harm.
import { rx } from "../../normalise";
import { ctxTest, type Rule } from "../rule";
import { fiction, ordinaryOrFiction, BLACKOUTS, BLACKOUTS_ANY_LANGUAGE } from "./context";
import { RELIGIOUS_FAST } from "../category-rules";

export const SELF_HARM_SIGNS: Rule[] = [
  {
    // Cutting that continues or deepens: "been cutting for a year, its getting worse", "carving words into my thigh".
    re: rx(
      "\\b(?:been|started|still|keep|im) cutting (?:myself )?(?:again|for (?:a|about|like|over|almost|nearly|[0-9]+|two|three|six) (?:year|years|month|months|weeks)|since)\\b|\\b(?:carv(?:e|ed|ing)|scratch(?:ed|ing)?|burn(?:ed|t|ing)?) (?:[a-z]+ ){0,3}?into my (?:skin|arm|arms|leg|legs|thigh|thighs|wrist|wrists|stomach|hip|hips)\\b|\\bcuts (?:are )?getting deeper\\b|\\bcutting deeper\\b|\\bneed (?:more|deeper cuts) to feel\\b|\\bme (?:volvi|he vuelto) a cortar\\b|\\bme corte (?:otra vez|de nuevo)\\b|\\bme cortei (?:de novo|outra vez|hoje|ontem)\\b|\\bnao consigo parar de me cortar\\b|\\bgeritzt\\b|\\britze mich\\b|\\bme suis (?:encore )?scarifie\\b",
    ),
    any: ["cut", "carv", "scratch", "burn", "corta", "corte", "ritz", "scarif"],
    category: "self-harm",
    subject: "check",
    unlessContext: ordinaryOrFiction(
      "cutting-ordinary",
      rx(
        "\\b(?:fruher|clean|narben|scars|(?:years?|months?|jahren|anos|meses) (?:clean|free|sin|sem)|seit [0-9]+ (?:jahren|monaten)|carbs|sugar|hair|fabric|wood|grass|costs|back on|down on|onions?|vegetables|paper|cocina|cozinha|cozinhando|cocinando|kuche)\\b",
      ),
    ),
  },
  {
    // Hitting oneself as punishment: "banged my head on my desk until my nose bled".
    re: rx("\\b(?:banged|bang|banging|hit|hitting|smashed|smashing) my (?:head|fists?) (?:on|against|into) (?:[a-z]+ ){0,3}?(?:until|till|so hard|again)\\b"),
    any: ["head", "fist"],
    category: "self-harm",
    unlessContext: ordinaryOrFiction("accident", rx("\\b(?:accident|accidentally|by mistake|cupboard|cabinet|shelf|door|doorframe|ceiling|car door|i swear i do it)\\b")),
  },
  {
    // Restriction with blackouts: "day 4 no food, blacked out at work", "only had an apple this whole week".
    re: rx(
      "\\bday (?:[2-9]|1[0-9]) (?:of )?(?:no food|not eating|fasting|without food)\\b|\\bno food (?:since|for) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|[2-9] days|days|a week)\\b|\\b(?:(?:only )?eat(?:ing)?|(?:weeks?|days?|now) on) (?:about |like |under )?[0-9]{2,3} (?:calories|cals|kcal) a day\\b|\\bonly (?:had|ate|eaten|eat) (?:an?|one|a single|some|half an?) [a-z]+ (?:this|all|the) (?:whole )?(?:week|day|days)\\b|\\b(?:nothing|anything) but (?:black )?(?:coffee|water|tea|diet (?:coke|soda)|gum) (?:since|for)\\b|\\bstarv(?:e|ing) (?:myself )?for (?:days|a week|[2-9] days)\\b",
    ),
    any: ["fod", "eat", "fast", "cal", "only", "but", "starv"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blackouts", BLACKOUTS),
    unlessContext: (ctx) => ctxTest(ctx, "religious-fast", RELIGIOUS_FAST),
  },
  {
    // A voice commanding self-injury: "voices tell me i need to punish myself with the knife".
    re: rx(
      "\\b(?:voices?|voice|the man|someone|something)\\b(?: [a-z]+){0,4}? (?:keeps? |is |are )?(?:telling|tells|told|says|saying|ordering|orders|wants|want) me (?:i (?:need|have|must) to |to )(?:punish|hurt|cut|burn|stab) (?:myself|me)\\b",
    ),
    any: ["teling", "tels", "told", "says", "saying", "order", "want"],
    category: "self-harm",
    unlessContext: fiction,
  },
  {
    // A self-harm relapse at hand, or injury by other means: blades pulled out, nails dug in till it bleeds, a hand slammed in a door.
    re: rx(
      "\\b(?:pulled|took|got|taking|getting) (?:it|them|the box|my (?:blades?|razors?)|the (?:blades?|razors?)) out\\b|\\babout to (?:throw (?:it|that|this) away|relapse|cut)\\b|\\b(?:dug|dig|digging) my nails (?:in|into)\\b|\\b(?:slam|slamming|slammed|smash|smashing|smashed|punch|punching|punched) my (?:hand|hands|fist|fists|arm|arms|fingers) (?:in|into|against|on) (?:the|a) (?:door|wall|desk|table)\\b",
    ),
    any: ["out", "about to", "nails", "slam", "smash", "punch"],
    category: "self-harm",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "self-injury-cue",
        rx("\\b(?:blades?|razors?|clean|relapse|bleed\\w*|blood|want to do more|punish\\w*|every time|whenever|broke|broken|so hard|on purpose|deliberately|twice)\\b"),
      ),
    unlessContext: ordinaryOrFiction(
      "injury-ordinary",
      rx("\\b(?:recycl\\w*|dispos\\w*|sharps|replac\\w*|old razor|accident|accidentally|by mistake|shaving|shave|razor burn|manicure|gel nails|car door|wind)\\b"),
    ),
  },
  {
    // Hitting oneself to injury: "hit my head til i see stars", "me pego punetazos en la cabeza".
    re: rx(
      "\\b(?:hit|hitting|hits|punch|punching|punched|bang|banging|banged|slam|slamming|slammed|smash|smashing|smashed|beat|beating) (?:my (?:own )?(?:head|face|legs?|stomach|chest|thighs?)|myself)\\b|\\bme (?:pego|golpeo|doy) (?:punetazos|golpes|cabezazos|en la cabeza)\\b|\\bme (?:bato|soco|dou socos)\\b|\\bje me (?:frappe|cogne)\\b|\\bschlage? mich selbst\\b|\\bmi(?:ch|r) (?:selbst )?(?:den kopf|ins gesicht)\\b",
    ),
    any: [
      "myself",
      "my head",
      "my face",
      "my leg",
      "my stomach",
      "my chest",
      "my thigh",
      "my own",
      "pego",
      "golpeo",
      "doy",
      "bato",
      "soco",
      "dou",
      "frape",
      "cogne",
      "schlag",
      "kopf",
      "gesicht",
    ],
    category: "self-harm",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "self-hit-cue",
        rx(
          "\\b(?:until|til|till|so hard|only thing|makes (?:it|the noise|the voices) stop|blood|bled|bleeding|bruis\\w*|stars|spots|bump|purple|swollen|every time|whenever|when i|again|punish\\w*|deserve|on purpose|cant stop|hasta|sangre|morad[oa]|cada vez|castig\\w*|sangue|roxo|toda vez|jusqua|sang|bis|blut|jedes mal)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "self-hit-ordinary",
      rx(
        "\\b(?:accident\\w*|by mistake|cupboard|cabinet|shelf|doorframe|ceiling|car door|low beam|snooze|alarm|gym|boxing|bag|workout|hit my head on the|the ball|lol|haha|joke|reset button|desk in frustration|punching bag|heavy bag|saco de boxeo|boxeo|boxe|sandsack|clase de|aula de|class)\\b",
      ),
    ),
  },
  {
    // Burning or scalding oneself on purpose: "me quemo con cigarros para castigarme", "ice and salt burns".
    re: rx(
      "\\b(?:burn|burning|burned|burnt|scald|scalding|scalded) (?:myself|my (?:own )?(?:arms?|hands?|skin|legs?|wrists?|thighs?|stomach))\\b|\\b(?:ice and salt|salt and ice) (?:burns?|thing|challenge)\\b|\\b(?:poured|pour|pouring) (?:boiling|hot) (?:water|oil|tea|coffee) (?:on|over) my\\b|\\bme (?:quemo|queme|he quemado|quemaba)\\b|\\bme (?:queimo|queimei|queimava)\\b|\\bje me (?:brule|suis brule\\w*)\\b|\\bverbrenne? mich\\b|\\bmich (?:selbst )?verbrannt\\b",
    ),
    any: ["burn", "scald", "salt", "pour", "quem", "queim", "brul", "verbren"],
    category: "self-harm",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "self-burn-cue",
        rx(
          "\\b(?:on purpose|punish\\w*|deserve\\w*|every time i|whenever i|when i (?:mess|fail|get|eat|feel|make)|to feel|ice and salt|salt burns?|locked (?:the|myself)|castig\\w*|a proposito|merezco|mereco|de proposito|cada vez que|toda vez que|expres|absichtlich|strafe)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "burn-ordinary",
      rx(
        "\\b(?:accident\\w*|by mistake|cooking|baking|the oven|the pan|the kettle|on the (?:iron|cast iron|stove|hob|grill|bbq|barbecue|straightener|radiator)|steak|horno|cocina|passando|camisa|hielo|gelo|taking (?:the|a) (?:tray|pan)|sunburn\\w*|sun|sunscreen|burnt (?:the|my) (?:toast|dinner|rice|food|cookies)|burn(?:ing|ed|t)? (?:myself )?out|burnout|calories|candle making|soldering|welding|hot glue|straightener slipped|lol|haha|cocinando|cozinhando|sin querer|sem querer)\\b",
      ),
    ),
  },
  {
    // Days of only water or nearly nothing, with fainting: "5 days on just water. fainted at the bus stop".
    re: rx(
      "\\b(?:[2-9]|1[0-9]|two|three|four|five|six|seven|eight|nine|ten) (?:days?|weeks?) (?:on|of) (?:just |only )?(?:water|black coffee|tea|nothing)\\b|\\bday (?:[2-9]|1[0-9]) of (?:just |only )?(?:water|black coffee)\\b|\\b(?:fasting|starving myself|not eating) (?:until|till) i (?:pass out|faint|black out)\\b|\\b(?:only|just) (?:drinking )?(?:water|black coffee) for (?:[2-9]|1[0-9]|two|three|four|five|six|seven|eight|nine|ten) days\\b|\\b(?:under|below|less than) [1-5][0-9]{2} (?:cal|cals|calories|kcal)\\b|\\b(?:llevo|levo|estou ha|estoy) (?:[2-9]|dos|tres|cuatro|cinco|seis|tres|quatro|cinco) dias sin comer\\b|\\b(?:[2-9]|dos|tres|cuatro|cinco|seis|quatro) dias sem comer\\b|\\b(?:rien mange depuis|pas mange depuis) (?:[2-9]|deux|trois|quatre|cinq|six) jours\\b|\\bseit (?:[2-9]|zwei|drei|vier|funf|sechs) tagen nichts gegessen\\b",
    ),
    any: ["water", "cofe", "tea", "nothing", " cal", "calor", "kcal", "sin comer", "sem comer", "mange", "gegesen", "until i", "til i"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blackouts-any-language", BLACKOUTS_ANY_LANGUAGE),
    unlessContext: (ctx) =>
      ctxTest(ctx, "religious-fast", RELIGIOUS_FAST) ||
      ctxTest(
        ctx,
        "medical-fast",
        rx("\\b(?:colonoscopy|surgery|operation|before (?:the|my) (?:op|procedure|scan)|stomach bug|flu|norovirus|food poisoning|doctor said|hospital told)\\b"),
      ),
  },
  {
    // A blade taken out of something, or skin scratched raw and hidden: "broke the sharpener to get the blade out".
    re: rx(
      "\\b(?:broke|broken|breaking|smashed|took apart|taking apart|unscrewed) (?:a|the|my|open (?:a|the|my)) (?:pencil )?(?:sharpener|razor|shaver)\\b|\\b(?:get|got|getting|take|took|taking) the (?:blade|blades|razor) out\\b|\\bscratch(?:ed|ing)? (?:my|myself)(?: [a-z]+){0,8}? (?:till|until|til) (?:its |it is |they are |it was )?(?:raw|bleed\\w*|bled|bloody)\\b",
    ),
    any: ["broke", "smash", "apart", "unscrew", "blade", "razor", "scratch"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blade-cue", rx("\\b(?:blade|blades|razor|cut|cutting|cope|bleed\\w*|bled|raw|skin|arms?|wrists?|thighs?|bathroom|hide|hiding|worse)\\b")),
    unlessContext: ordinaryOrFiction(
      "blade-ordinary",
      rx("\\b(?:recycl\\w*|dispos\\w*|replac\\w*|clean(?:ing)? (?:it|the)|art class|craft|mosquito|bites|allerg\\w*|chicken ?pox|sunburn|itch\\w* (?:cream|rash))\\b"),
    ),
  },
  {
    // Days without eating in Portuguese and Spanish told with "faz" or "hace", with fainting.
    re: rx("\\b(?:faz|fazem|hace|ha) (?:[2-9]|dois|duas|tres|quatro|cinco|seis|dos|cuatro|seis) dias (?:que )?(?:nao|no) (?:como|comi|como nada|he comido)\\b"),
    any: ["dias"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blackouts-any-language", BLACKOUTS_ANY_LANGUAGE),
    unlessContext: (ctx) =>
      ctxTest(ctx, "religious-fast", RELIGIOUS_FAST) ||
      ctxTest(ctx, "stomach-bug", rx("\\b(?:virus|gripe|febre|fiebre|estomago|vomit\\w*|cirurgia|cirugia|operacao|operacion)\\b")),
  },
  {
    // Blades bought again after a clean stretch: "bought new blades today. i had been clean for 8 months".
    re: rx("\\b(?:bought|buying|got|ordered|ordering|picked up) (?:new |more |some |a pack of |a box of )?(?:blades|razors|razor blades|a blade|a razor|sharpeners)\\b"),
    any: ["blade", "razor", "sharpener"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blades-relapse", rx("\\b(?:clean|relapse\\w*|dont (?:even )?care|cut|cutting|again|hide|hiding|nobody knows|no one knows|sh|urges?)\\b")),
    unlessContext: ordinaryOrFiction(
      "blades-ordinary",
      rx("\\b(?:shav\\w*|beard|legs smooth|craft|box cutter for work|stanley|utility|scraper|mower|saw|cartridges?|safety razor|wet shave|barber|planer|skates?|blender)\\b"),
    ),
  },
  {
    // A burn pressed on: "pressed a hot iron against my wrist. it blistered".
    re: rx(
      "\\b(?:pressed|press|pressing|held|holding|put|putting) (?:a |the |my )?(?:hot |lit |burning |heated )?(?:iron|lighter|cigarette|cig|spoon|knife|pan|match|curling iron|straightener|lighter flame) (?:against|on|to|onto) my (?:wrist|wrists|arm|arms|skin|leg|legs|thigh|thighs|hand|hands|stomach)\\b",
    ),
    any: ["iron", "lighter", "cig", "spon", "knife", "pan", "match", "straightener"],
    category: "self-harm",
    unlessContext: ordinaryOrFiction("pressed-ordinary", rx("\\b(?:accident\\w*|by mistake|ice pack|cold|cool|ointment|cream|plaster|bandage|tattoo|henna|massage)\\b")),
  },
  {
    // Where to cut or burn unseen: "whats the best place to cut where it wont show".
    re: rx(
      "\\b(?:best|safest|easiest|where is a good|good) (?:place|spot|part|places|spots|parts) (?:on my body |of my body |of the body |on the body )?to (?:cut|burn|hurt myself|scratch|hit myself)\\b|\\bwhere (?:can|should|could) i (?:cut|burn) (?:myself )?(?:so|that|where|without)\\b|\\b(?:thinking about|deciding|figuring out|working out) where to (?:cut|burn)\\b",
    ),
    any: ["to cut", "to burn", "to hurt myself", "to scratch", "to hit myself", "i cut", "i burn"],
    category: "self-harm",
    unlessContext: ordinaryOrFiction(
      "where-cut-ordinary",
      rx("\\b(?:hair|fringe|bangs|fabric|cake|pattern|wood|pizza|onion|meat|steak|grass|hedge|paper|cable|branch|tree|rose|roses|pruning|carbs|costs|calories|fat)\\b"),
    ),
  },
  {
    // Scalding or burning oneself as punishment: "when im mad at myself i pour boiling water on my hand".
    re: rx(
      "\\b(?:pour|poured|pouring|run|ran|running) (?:boiling|scalding|hot) (?:water|oil|tea|coffee) (?:on|over) (?:my|myself)\\b|\\b(?:hold|held|holding|press|pressed|pressing|put|putting) my (?:[a-z]+ )?(?:under|on|against|over) (?:the )?(?:boiling|scalding|hot) (?:water|iron|stove|hob|pan|oven|kettle)\\b",
    ),
    any: ["boil", "scald", "hot"],
    category: "self-harm",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "self-punish",
        rx("\\b(?:mad at myself|angry at myself|hate myself|punish\\w*|on purpose|deserve|again|twice|every time|when im (?:mad|angry|upset)|to feel)\\b"),
      ),
    unlessContext: ordinaryOrFiction("scald-accident", rx("\\b(?:accident|accidentally|by mistake|oops|clumsy|slipped|spilled|spilt|tipped)\\b")),
  },
  {
    // Self-injury told in other words: biting, scalding, a hand slammed on purpose, a line for each mistake, "shd again" beside a body part.
    re: rx(
      "\\bshd (?:again|last night|tonight|today)\\b(?=.*\\b(?:thighs?|arms?|wrists?|legs?|stomach|scars?|cuts?|blood|bleeding)\\b)|\\b(?:bite|biting|bit) (?:my|into my) (?:arms?|hands?|wrists?|fingers?) (?:hard|until|till|so hard)\\b|\\b(?:pour|pouring|poured) (?:boiling|hot) water (?:on|over) (?:my|myself)\\b|\\b(?:slammed|smashed|punched) my (?:hand|hands|fist|fingers?|head) (?:in|into|on|against) (?:the |a )?(?:[a-z]+ ){0,2}?(?:door|wall|desk|table|floor|mirror)\\b(?=.*\\b(?:on purpose|because i hate|hate myself|deserve(?:d)? it|to feel)\\b)|\\bcut (?:one|a) line for (?:each|every)\\b",
    ),
    any: ["shd", "bite", "biting", "bit my", "bit into", "pour", "slam", "smash", "punch", "line for"],
    category: "self-harm",
    unlessContext: ordinaryOrFiction("self-injury-ordinary", rx("\\b(?:by accident|accidentally|by mistake|tea|coffee|pasta|cooking|nails|nail biting)\\b")),
  },
  {
    // A blade fetched and a time to cut: "got the box cutter from the garage. going to cut once my parents go to bed".
    re: rx("\\b(?:going to|gonna|will|ill) cut (?:once|when|after|as soon as|tonight|later)\\b"),
    any: ["cut"],
    category: "self-harm",
    subject: "strict",
    onlyIf: (ctx) => ctxTest(ctx, "blade-fetched", rx("\\b(?:box ?cutter|blade|razor|sharpener|scalpel|stanley knife|craft knife)\\b")),
    unlessContext: ordinaryOrFiction(
      "cut-ordinary",
      rx("\\b(?:hair|fringe|bangs|cake|grass|lawn|hedge|fabric|paper|cardboard|boxes|carpet|wood|pattern|coupons?|wallpaper|tiles?)\\b"),
    ),
  },
];
