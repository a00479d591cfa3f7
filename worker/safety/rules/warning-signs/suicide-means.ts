// Warning-sign rules for suicide by its means: medicine stockpiled, counted or taken, method and
// lethality questions, means set up (a hose, a rope, a firearm), heights, trains and vehicles.
import { rx } from "../../normalise";
import { ctxTest, type Rule } from "../rule";
import { fiction, ordinaryOrFiction, MEDS_EN, MEDS_OTHER, medsNamed, ERRANDS, PAUSE, ABSENCE, ORDINARY_REASONS, COVER_STORY, NEAR_DAY, METHOD_RISK, NOT_PEOPLE } from "./context";

// Context of the supply and height rules at the end, compiled once.
const SUPPLY_NAMED = rx("\\b(?:patches|units|vials|ampoules|strips|blister packs?|the (?:bottle|box|packet|pack|lot|stash))\\b");
const SUPPLY_COUNTED = rx(
  "\\b(?:how (?:many|much)|mix\\w*|[1-9][0-9]+|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|loads|plenty|all (?:of )?(?:them|my|the)|the (?:whole|entire) (?:box|bottle|packet|pack|supply)|the lot|a (?:fridge|drawer|box) full)\\b",
);
const SUPPLY_DOSE = rx("\\b(?:headache|period|cramps|toothache|to work|kick in|start working|as prescribed)\\b");
const WOULD_IT_WORK = rx("\\b(?:would|will|does)\\b.{0,40}\\bwork\\b");
const FALL_ORDINARY = rx(
  "\\b(?:cat|dog|spider|phone|egg|climbing frame|trampoline|bungee|parachut\\w*|skydiv\\w*|cliff dive\\w*|diving board|harness|scaffold\\w*|ladder|toddler|baby|son|daughter|kid|grandad|grandma|nan)\\b",
);
const supplyOrdinary = ordinaryOrFiction("supply-ordinary", ERRANDS);

export const SUICIDE_MEANS_SIGNS: Rule[] = [
  {
    // Medicine stockpiled: "been saving my seroquel for 2 months", "stopped taking them so I could save them".
    re: rx(
      `\\b(?:saving|saved|save|hoarding|hoarded|hoard|stockpiling|stockpiled|stockpile|stashing|stashed|stash|putting aside|put aside|squirrel+ing|squirrel+ed|keeping|collecting|collected|hiding|hid)(?: up)?(?: [a-z0-9]+){0,4}? ${MEDS_EN}\\b|\\b(?:so|to) (?:that )?(?:i (?:could|can) )?(?:save|stash|hoard|stockpile) them(?: up)?\\b|\\b(?:holding on to|holding onto|hanging on to|hanging onto) (?:them|it|the (?:pills|tablets|bottle|box))\\b|\\b(?:guardando|guardado|guardadas|guardados|juntando|acumulando|ahorrando|juntei|guardei|escondendo|mis de cote|garde de cote|jai garde|je garde|stocke|accumule)(?: [a-z]+){0,4}? ${MEDS_OTHER}\\b|\\b(?:tengo|tenho) (?:guardad[oa]s|juntad[oa]s)(?: [a-z]+){0,3}? ${MEDS_OTHER}\\b|\\b${MEDS_OTHER}(?: [a-z]+){0,3}? (?:gesammelt|gehortet|aufgehoben|versteckt|gespart|zuruckgelegt|beiseite gelegt)\\b`,
    ),
    any: [
      "holding on",
      "holding onto",
      "hanging on",
      "kep",
      "colect",
      "hid",
      "sav",
      "hoard",
      "stock",
      "stash",
      "aside",
      "squir",
      "guard",
      "junt",
      "acumul",
      "ahor",
      "escond",
      "cote",
      "gesam",
      "gehort",
      "aufgeh",
      "verst",
      "gespart",
      "zuruck",
      "beiseite",
    ],
    category: "suicide",
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "stockpile-meds", rx(`\\b(?:${MEDS_EN}|${MEDS_OTHER})\\b`)),
    unlessContext: ordinaryOrFiction("errands", ERRANDS),
  },
  {
    // An overdose taken, counted roughly: "took like 30 of my tabs an hour ago", "swallowed about 40 seroquel".
    re: rx(
      `\\b(?:took|taken|swallowed|swalowed|downed|popped|necked) (?:like|about|around|maybe|nearly|almost|over|at least) (?:[0-9]{2,3}|twenty|thirty|forty|fifty|sixty|a hundred)(?: [a-z0-9]+){0,4}? ${MEDS_EN}\\b`,
    ),
    any: ["tok", "taken", "swal", "down", "pop", "neck"],
    category: "suicide",
    subject: "check",
    unlessContext: fiction,
  },
  {
    // An overdose taken, in the other languages: "me tome todas las pastillas", "tomei a cartela inteira".
    re: rx(
      `\\b(?:me tome|tome|me he tomado|trague|me trague|tomei|engoli|jai pris|jai avale)(?: (?:como|unas|uns|like|environ))? (?:todas|todos|toda|todo|un monton de|um monte de|la caja|el frasco|el bote|la tira|a cartela|uma cartela|a caixa|o frasco|tous|toutes|toute|la boite|la plaquette|[0-9]+)\\b(?: [a-z0-9]+){0,4}? (?:${MEDS_OTHER}|del cajon|inteira|entera|entero)\\b|\\b(?:alle|die ganzen|[0-9]+)(?: (?:meine|die|meiner|von meinen))?(?: [a-z]+)? (?:tabletten|pillen|medikamente|schlaftabletten)(?: [a-z]+){0,3}? (?:genommen|geschluckt)\\b|\\bdie ganze (?:packung|schachtel|dose)(?: [a-z]+){0,3}? (?:genommen|geschluckt)\\b`,
    ),
    any: ["tome", "tomad", "trag", "engol", "pris", "avale", "genom", "geschl"],
    category: "suicide",
    unlessContext: fiction,
  },
  {
    // A method or lethality question: "least painful way to end your life", "is 30 paracetamol enough",
    // "what floor do you need to be on for it to be certain", and the same in four other languages.
    re: rx(
      `\\b(?:how|best way|easiest way|quickest way|fastest way|painless way|most painless|least painful|surest way|way|ways|methods?) (?:[a-z0-9]+ ){0,6}?(?:to|of) (?:end (?:your|ones|a|their) (?:own )?life|ctb|kms|unalive|off (?:myself|yourself))\\b|\\bis (?:[0-9]+|twenty|thirty|forty|fifty)(?: [a-z]+){0,2}? ${MEDS_EN} enough\\b|\\b(?:what|which|how (?:many|high)) (?:[a-z0-9]+ ){0,3}?(?:floor|floors|storey|storeys|story|stories|height)\\b|\\b(?:is|would|will) (?:jumping|a jump|a fall|falling|stepping|lying down)(?: [a-z0-9]+){0,6}? (?:enough|fatal|certain|instant|quick|painless)\\b|\\b(?:which|what|would|could|can|will)(?: [a-z]+){0,4}? (?:${MEDS_EN}|insulin)(?: [a-z]+){0,3}? (?:kill|be fatal for|be lethal for) (?:me|someone|a person|you)\\b|\\b(?:${MEDS_EN}|insulin)(?: [a-z]+){0,2}? (?:would|could|can|will) kill (?:me|someone|a person)\\b|\\b(?:does|do|is|would|will) (?:carbon monoxide|co poisoning|an overdose|overdosing|hanging|drowning|bleeding out|hypothermia)(?: [a-z]+){0,4}? (?:hurt|feel like (?:falling|going to) (?:asleep|sleep)|painless|quick|peaceful)\\b|\\b(?:forma|manera|modo)s? (?:mas |menos )?(?:[a-z]+ )?de (?:matarse|matarme|morir|suicidarse|suicidarme)\\b|\\b(?:cuantas|cuantos|cuanto|que altura|desde que altura|cuantos pisos)(?: [a-z0-9]+){0,8}? (?:mata|matan|matar|morir|muere|mortal|letal|fatal)\\b|\\bsobredosis\\b(?: [a-z]+){0,6}? (?:cuanto|efecto)\\b|\\bdose (?:mortelle|letale|fatale|letal|fatal|mortal)\\b|\\bcombien(?: [a-z]+){0,8}? pour (?:ne (?:pas|plus) (?:me |se )?reveiller|mourir|en finir)\\b|\\bwie (?:viele|viel|hoch|lange)(?: [a-z]+){0,8}? (?:todlich|tot ist|tot bin|stirbt|sterbe|sterben)\\b|\\b(?:qual|quanto|quantos|quantas|que altura)(?: [a-z]+){0,8}? (?:fatal|mortal|letal|pra morrer|para morrer|me matar|se matar)\\b`,
    ),
    any: [
      "how",
      "kil",
      "step",
      "lying",
      "way",
      "method",
      "enough",
      "flor",
      "storey",
      "story",
      "stories",
      "height",
      "jump",
      "fal",
      "monoxide",
      "poison",
      "overdos",
      "hang",
      "drown",
      "bled",
      "hypotherm",
      "forma",
      "manera",
      "modo",
      "cuant",
      "altura",
      "sobredosis",
      "dose",
      "combien",
      "wie ",
      "qual",
      "quant",
    ],
    category: "suicide",
    subject: "check",
    onlyIf: (ctx) =>
      // A floor or a fall needs a word of death or certainty; the other questions carry their own.
      !ctxTest(ctx, "height-question-only", rx("\\b(?:floor|floors|storey|storeys|story|stories|height|jumping|a jump|a fall|falling)\\b")) ||
      ctxTest(ctx, "method-risk-words", METHOD_RISK),
    unlessContext: ordinaryOrFiction("not-people", NOT_PEOPLE),
  },
  {
    // Means set up: a hose on the exhaust, the engine running in a shut garage, a rope in the car.
    re: rx(
      "\\bhose\\b(?: [a-z]+){0,6}? (?:exhaust|tailpipe)\\b|\\b(?:car|engine)(?:s| is)? running\\b(?: [a-z]+){0,8}? (?:garage|door(?:s| is)? (?:shut|closed))\\b|\\b(?:closed |shut )?garage\\b(?: [a-z]+){0,6}? (?:car|engine)(?:s| is)? (?:running|on)\\b|\\b(?:rope|noose)(?: is)? (?:in (?:my|the) (?:trunk|boot|car|closet|wardrobe|bag)|is up|s up|tied)\\b|\\bknot is tied\\b|\\b(?:time to|gonna|going to|about to|want to|wanna) rope\\b(?! (?:in|off|the|a|an|some|my|them|it|him|her)\\b)",
    ),
    any: ["hose", "runing", "garage", "rope", "nose", "knot"],
    category: "suicide",
    subject: "check",
    unlessContext: (ctx) =>
      (ctxTest(
        ctx,
        "ordinary-hose-rope",
        rx(
          "\\b(?:doors? (?:wide )?open|for a minute|check the noise|warm (?:it |the car |the engine )?up|warming|defrost\\w*|opened the door|camping|climbing|climb|boat|sailing|tow|towing|swing|hammock|tent|washing line|clothesline|gym|crossfit|mechanic|garden|watering|car wash|leak|leaking|repair|fixed|fixing|calf|calves|cattle|rodeo|ranch|horse)\\b",
        ),
      ) &&
        !ctxTest(ctx, "cover-story", COVER_STORY)) ||
      fiction(ctx),
  },
  {
    // A firearm at hand with rumination: "my dad's gun is in the safe, I know the code. I keep thinking about it".
    re: rx("\\b(?:gun|guns|rifle|pistol|shotgun|glock|revolver|firearm|handgun|jagdgewehr|gewehr|pistole|arma|pistola|escopeta|fusil)\\b"),
    any: ["gun", "rifle", "pistol", "glock", "revolver", "firearm", "gewehr", "arma", "escopeta", "fusil"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "firearm-at-hand",
        rx(
          "\\b(?:i know where (?:the|his|her|my) (?:key|keys) (?:is|are)|holding it|hold it|i know (?:the )?(?:code|combination|pin)|(?:figured|worked) out (?:the )?(?:code|combination|pin)|i know where (?:he|she|they) keeps?|loaded|next to me|on my lap|in my hand|in my mouth|to my head|cleaned it|across my (?:lap|knees)|keep looking at (?:the|my|his) (?:shotgun|gun|rifle|pistol)|in (?:the|my) (?:truck|room|cuarto|car)|la tengo|lo tengo)\\b",
        ),
      ) &&
      ctxTest(
        ctx,
        "firearm-rumination",
        rx(
          "\\b(?:thinking about it|think about it|keep thinking|its all i can think|point (?:in|of) waiting|thinking about using|for a long time|every night|dont see the point|no point|want it to stop|end it|its time|keep looking|dont tell me to call|most nights|(?:usarla|usarlo) conmigo|use it on myself|pienso usarla)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction("firearm-ordinary", rx("\\b(?:season|range|licen[cs]e|hunt|hunting trip|competition|safety course|target practice|clay)\\b")),
  },
  {
    // Passive ideation with a vehicle: "i keep hoping a car hits me on the way to school".
    re: rx(
      "\\b(?:hop(?:e|ing)|wish(?:ing)?|pray(?:ing)?) (?:that )?(?:a|the|some) (?:car|bus|truck|lorry|train|van) (?:would |will |just )?(?:hits?|run me over|runs me over|takes me out|crash(?:es)? into me)\\b",
    ),
    any: ["hop", "wish", "pray"],
    category: "suicide",
  },
  {
    // On the way to a place to die, not coming back: "im driving to the bridge. not coming back this time".
    re: rx("\\b(?:driving|going|walking|heading|drive|go|walk|head) (?:out )?to (?:the|a) (?:bridge|cliffs?|tracks|railway|roof|lake|river|sea|quarry|woods|forest)\\b"),
    any: ["bridge", "clif", "tracks", "railway", "rof", "lake", "river", "sea", "quary", "wods", "forest"],
    category: "suicide",
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "absence", ABSENCE),
    unlessContext: ordinaryOrFiction("ordinary-reasons", ORDINARY_REASONS),
  },
  {
    // Means set up, a last entry: "its set up in the closet. just writing one last entry first".
    re: rx("\\bone last (?:entry|message|note|post|time)\\b"),
    any: ["last"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "set-up", rx("\\b(?:its|everything is|its all|all) (?:set up|ready)\\b|\\b(?:rope|noose|pills|chair|closet)\\b")),
    unlessContext: fiction,
  },
  {
    // A high place now, in Spanish and Portuguese: "estoy en la azotea del edificio, piso 12".
    re: rx(
      "\\b(?:estoy|ando|sigo) (?:en|arriba de) (?:la azotea|el techo|el puente|la cornisa|el balcon|lo alto)\\b|\\b(?:estou|to|tou|sigo) (?:no|na|em cima (?:do|da)) (?:telhado|alto do predio|viaduto|ponte|beirada|terraco)\\b",
    ),
    any: ["azotea", "techo", "puente", "cornisa", "balcon", "alto", "telhado", "viaduto", "ponte", "beirada", "teraco"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "rooftop-leisure",
      rx(
        "\\b(?:puenting|bungee|haciendo|tomando|fiesta|vista|fotos?|atardecer|cerveza|amigos|arreglando|reparando|trabajo|festa|foto|por do sol|amigas|consertando|trabalho|sol)\\b",
      ),
    ),
  },
  {
    // An overdose counted as a whole: "me tome un frasco entero", "injected way more insulin ... on purpose".
    re: rx(
      `\\b(?:un frasco entero|una caja entera|un bote entero|un blister entero|una tira entera|uma cartela inteira|um frasco inteiro|une boite entiere|eine ganze packung)\\b|\\b(?:took|taken|injected|swallowed|swalowed) (?:way )?(?:more|too much|too many)(?: [a-z]+){0,3}? (?:${MEDS_EN}|insulin)\\b(?: [a-z]+){0,8}? on purpose\\b`,
    ),
    any: ["enter", "inteir", "entier", "ganze", "on purpose"],
    category: "suicide",
    unlessContext: fiction,
  },
  {
    // A high place now, in German, with a goodbye: "bin grad auf der autobahnbrücke. wollte nur noch tschüss sagen".
    re: rx("\\b(?:bin|stehe|sitze) (?:grad |gerade |jetzt )?auf (?:der|dem) (?:[a-z]*brucke|dach|hochhaus|klippe)\\b"),
    any: ["bruck", "dach", "hochhaus", "klipe"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "german-farewell", rx("\\b(?:tschus|abschied|lebt wohl|leb wohl|nicht mehr|springen|runter|ende|letzte)\\b")),
    unlessContext: fiction,
  },
  {
    // An overdose told whole, with a farewell or a feeling of it: "i already swallowed them all. sorry".
    re: rx(
      "\\b(?:swallowed|swalowed|took|taken|downed|necked) (?:them \\. all of them|them (?:\\. )?all|all of them|all of it|it all|the lot|every (?:one|single one|pill|tablet)|the whole (?:bottle|box|pack|packet|strip|lot))\\b|\\b(?:me tome|tome) (?:todo|todas|todos)\\b|\\b(?:tomei|engoli) (?:tudo|todos|todas)\\b|\\bj ai (?:tout )?(?:pris|avale) (?:tout|toutes|tous)\\b|\\balle (?:genommen|geschluckt)\\b|\\b(?:pills|tablets|meds|medication)(?: are| is)? (?:already )?in me\\b",
    ),
    any: ["swal", "tok", "taken", "down", "neck", "tome", "tomei", "engol", "pris", "avale", "genom", "geschl", "in me"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "overdose-farewell",
        rx(
          "\\b(?:sorry|goodbye|bye|thank you for|thanks for|love you|forgive|sleepy|drowsy|dizzy|numb|scared now|spinning|calm|(?:someone|somebody|you) to know|promise|mareado|mareada|tonto|tonta|no quiero que me salven|already|an hour ago|minutes ago|just now|pills|tablets|meds|perdon|adios|gracias|perdao|obrigad[oa]|adeus|pardon|merci|tschus|danke|tabletten|pastillas|comprimidos|cachets)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "overdose-ordinary",
      rx(
        "\\b(?:vitamins?|antibiotics? course|the course|course of|prescribed|as prescribed|my doctor said|advice|their advice|the notes|criticism|the hint|the compliment|the blame|the bait|the shots|photos|pictures|pics|notes|tips|the lot of them home|kids|dogs|park|bins|boxes|bags)\\b",
      ),
    ),
  },
  {
    // A rope or cord with a day or a decision, in five languages: "tengo la cuerda en el armario ... el viernes es el dia".
    re: rx("\\b(?:rope|noose|cord|cuerda|soga|corda|corde|seil|strick)\\b"),
    any: ["rope", "nose", "cord", "cuerd", "soga", "seil", "strick"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "rope-day",
        rx(
          `\\b(?:today|hoy|heute|aujourdhui|woods|bosque|wald|hayloft|barn|rafters|nadie|nobody|no one|alone|sola|solo|${NEAR_DAY}|(?:mon|tues|wednes|thurs|fri|satur|sun)day is the day|tonight is the night|is the day|el dia|es el dia|ist schlus|ist es soweit|e o dia|cest le jour|ready|lista|listo|pronta|pronto|bereit|decided|decidi|entschieden|beam|viga|balken|poutre|trave|armario|keller|closet|garage|garagem)\\b`,
        ),
      ) &&
      ctxTest(
        ctx,
        "rope-end",
        rx(
          `\\b(?:day|dia|schlus|soweit|jour|ready|lista|listo|pronta|bereit|decided|decidi|entschieden|enough|basta|genug|done|nobody|no one|last|gekauft|bought|compre|comprei|achete|backpack|mochila|after work|extranar|miss me|afternoon|${NEAR_DAY})\\b`,
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "rope-ordinary",
      rx(
        "\\b(?:climb\\w*|escalada|escalar|klettern|escalade|descalade|camping|tent|boat|sail\\w*|swing|hammock|washing line|clothesline|skipping|jump rope|tug|gym|crossfit|tow\\w*|moving|mudanza|umzug|charger|cable|extension|guitar|bungee|dog lead|leash|christmas lights|lights|craft|macrame|knots? class|(?:rope|roped|roping) (?:him|her|them|me|us|friends|some friends|a friend|people|someone|volunteers|my (?:friend|brother|sister|mum|mom|dad|partner)) (?:in|into)|(?:rope|roped|roping) (?:in|into) (?:my (?:friend|brother|sister|mum|mom|dad|partner)|friends|some friends|a friend|people|someone|help|volunteers)|the ropes|rope bridge|rope swing|umbilical|spinal|vocal|cord blood|power cord|phone cord|charging cord)\\b",
      ),
    ),
  },
  {
    // A leap said in the first person, with a time or a decision: "manana me tiro del puente", "morgen springe ich".
    re: rx(
      "\\bme (?:tiro|voy a tirar|lanzo|voy a lanzar) (?:del|de la|desde el|desde la|al|a las) (?:puente|edificio|azotea|tren|metro|vias|acantilado|balcon|ventana)\\b|\\b(?:vou|quero|penso em|pensando em|eu vou) pular (?:da|do|de uma|de um) (?:ponte|predio|viaduto|janela|varanda|penhasco|torre)\\b|\\bme (?:jogo|vou jogar|jogar) (?:da|do|de uma|de um|na frente do) (?:ponte|predio|trem|metro|janela|penhasco|varanda)\\b|\\bje (?:saute|vais sauter|me jette|vais me jeter) (?:du|d un|de la|sous le|sous un) (?:pont|immeuble|toit|train|metro|falaise|balcon)\\b|\\b(?:pense|veux|vais) me (?:jeter|lancer) (?:sous|du|d un|de la) (?:le )?(?:metro|train|pont|immeuble)\\b|\\b(?:springe ich|ich springe|werde ich springen) (?:von der|vom|von dem|vor den|vor einen|aus dem)\\b",
    ),
    any: ["tiro", "tirar", "lanz", "jogo", "jogar", "pular", "saute", "sauter", "jete", "jeter", "lancer", "spring"],
    category: "suicide",
    unlessContext: ordinaryOrFiction("leap-ordinary", rx("\\b(?:piscina|pool|agua|rio|lago|mar|playa|paracaidas|bungee|puenting|schwimmbad|see|parachute|plongeoir|piscine)\\b")),
  },
  {
    // Taking the lot, thought through: "I could take the lot and that would be that. Counted them today."
    re: rx(
      "\\b(?:could|would|will|ill|gonna|going to|want to|wanna|thinking (?:about|of)|think about) (?:just )?(?:take|taking|swallow|swallowing|neck|necking|inject|injecting) (?:the lot|them all|all of them|all of it|every (?:one|pill|tablet)|the whole (?:bottle|box|pack|packet|lot|pen|vial))\\b",
    ),
    any: ["the lot", "them al", "al of them", "al of it", "every", "whole"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "take-the-lot",
        rx(
          "\\b(?:that would be that|be over|never wake|not wake|counted|enough|done|being done|birthday|tonight|tomorrow|lithium|sertraline|end it|the end|pills|tablets|meds|painkillers|sleeping|xanax|insulin|pens?|paracetamol|tylenol|morphine|oxycodone|oxy|fentanyl|opioids?|anniversary)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction("take-the-lot-ordinary", rx("\\b(?:vitamins?|sweets|candy|cookies|biscuits|photos|pictures|kids|dogs|boxes|bags|plants|the lot of you)\\b")),
  },
  {
    // A method question about heights or amounts, in German: "wie hoch muss eine brucke sein, damit man sicher tot ist".
    re: rx("\\bwie (?:hoch|tief|viele|viel|lange)\\b(?: [a-z,]+){0,8}? (?:tot|sterben|stirbt|todlich|umzubringen|nicht mehr aufwacht)\\b"),
    any: ["wie"],
    category: "suicide",
    unlessContext: fiction,
  },
  {
    // Working up the nerve at a drop or a train: "trying to get brave enough to step off. Trying again tomorrow."
    re: rx(
      "\\b(?:brave enough|the courage|the nerve|the guts) to (?:step off|step out|step in front|jump|let go|walk in front|go through with it)\\b|\\bwork(?:ing)? up (?:the|my) (?:nerve|courage)\\b",
    ),
    any: ["brave", "courage", "nerve", "guts"],
    category: "suicide",
    // "still not brave enough to let go" is the same risk.
    negatable: false,
    onlyIf: (ctx) =>
      ctxTest(ctx, "drop-or-train", rx("\\b(?:platform|train|trains|tracks|bridge|ledge|edge|cliff|cliffs|roof|rooftop|balcony|car park|multi storey|motorway|traffic|river)\\b")),
    unlessContext: ordinaryOrFiction(
      "courage-ordinary",
      rx(
        "\\b(?:bungee|skydiv\\w*|parachute|zip ?line|diving board|high dive|cliff jump\\w*|into the (?:pool|sea|lake|water)|swim\\w*|stage|speech|audition|ask (?:her|him) out)\\b",
      ),
    ),
  },
  {
    // Hoping a vehicle would end it: "if a lorry took me out on the route tomorrow i wouldnt mind".
    re: rx(
      "\\b(?:if|hope|hoping|wish|pray) (?:a|the|some) (?:lorry|truck|bus|car|train|van|tram|drunk driver) (?:would |just |finally )?(?:hit|hits|took|takes|take|ran|runs|run|wiped|wipes) me\\b",
    ),
    any: ["lory", "truck", "bus", "a car", "the car", "some car", "train", "van", "tram", "driver"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "vehicle-wish",
        rx("\\b(?:wouldnt mind|would not mind|hoping|hope|kinda want|i want it|relief|finally|without (?:a|the|my) seat ?belt|no seat ?belt|dont care|wouldnt care)\\b"),
      ),
    unlessContext: ordinaryOrFiction("vehicle-wish-ordinary", rx("\\b(?:lol|haha|lmao|joke|joking|monday|exam|meeting|dentist)\\b")),
  },
  {
    // "whats the quickest way to go that doesnt hurt": "to go" as dying.
    re: rx(
      "\\b(?:quickest|easiest|fastest|simplest|best|surest|least painful|most painless|painless|gentlest) (?:way|ways|method|methods) to (?:go|do it|not wake up|check out|be done|end it all)\\b",
    ),
    any: ["quickest", "easiest", "fastest", "simplest", "best way", "best method", "surest", "least painful", "painles", "gentlest"],
    category: "suicide",
    unlessAfter: rx("^ (?:to|about|from|back|home|out|on|through|into|abroad|vegan|grey|gray|green|viral|there|for|with|over|up|down|in)\\b"),
    unlessContext: ordinaryOrFiction(
      "way-to-go-ordinary",
      rx("\\b(?:airport|station|city|centre|center|route|bus|train times|uni|school|office|gym|directions|traffic|map|travel)\\b"),
    ),
  },
  {
    // A method asked about by its speed or pain: "is it true that hanging is instant? i need to know if it hurts".
    re: rx(
      "\\b(?:hanging|drowning|bleeding out|carbon monoxide|exhaust fumes|an overdose|overdosing|jumping (?:off|from)|a gunshot|shooting yourself|suffocat\\w*|hypothermia)\\b",
    ),
    any: ["hang", "drown", "bleding", "carbon", "fumes", "overdos", "jumping", "gunshot", "shoting", "sufocat", "hypotherm"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(ctx, "method-question-frame", rx("\\b(?:is it true|is it|does it|would it|will it|how long|how fast|how quick|how quickly|i need to know|can you tell me)\\b")) &&
      ctxTest(
        ctx,
        "method-question-lethal",
        rx("\\b(?:instant|instantly|quick|quickly|painless|hurt|hurts|fast|take to die|until you die|to die|stop breathing|pass out|be enough|certain|for sure|survive)\\b"),
      ),
    unlessContext: ordinaryOrFiction(
      "method-question-ordinary",
      rx(
        "\\b(?:pictures?|paintings?|wallpaper|curtains|frames?|plants?|baskets?|swimming lessons?|lifeguard|first aid|course|cpr|nursing|exam|essay|documentary|podcast|history|medieval|execution|novel|my character|detector|alarm|boiler|smoke)\\b",
      ),
    ),
  },
  {
    // A lethal amount asked for in German, Spanish, Portuguese or French: "wie viele schlaftabletten braucht man damit es sicher klappt".
    re: rx(
      "\\bwie (?:viele|viel) (?:[a-z]+ )?(?:tabletten|schlaftabletten|pillen|insulin|paracetamol)\\b|\\bwie lange (?:[a-z]+ ){0,6}?(?:abgase\\w*|ertrinken|verbluten|erhangen)\\b|\\b(?:duele|dolera|tarda) (?:[a-z]+ ){0,2}?(?:tirarse|aventarse) (?:al|del|de la|bajo el) (?:metro|tren|puente|edificio)\\b|\\bcuant[oa]s (?:pastillas|pildoras|insulina|paracetamol)\\b|\\bquant[oa]s (?:comprimidos|remedios|pilulas|insulina)\\b|\\bcombien de (?:cachets|comprimes|pilules|somniferes|medicaments)\\b",
    ),
    any: ["wie", "cuant", "quant", "combien", "duele", "dolera", "tarda"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "amount-lethal",
        rx(
          "\\b(?:klappt|sicher|reicht|todlich|sterben|aushalte|halte das nicht|cuanto tarda|duele|nicht mehr aufwachen|para morir|para no despertar|mortal|letal|para morrer|pra morrer|pour mourir|mortelle?|ne plus me reveiller|funcione|funcionar|marche)\\b",
        ),
      ),
    unlessContext: fiction,
  },
  {
    // A vehicle steered off on purpose: "planning to drive off the coast road near the cliffs", "almost swerved into the oncoming lane".
    re: rx(
      "\\b(?:drive|driving|drove|swerve|swerving|swerved|steer|steering|steered|crash|crashing) (?:my car |the car )?(?:off|into) (?:the )?(?:cliff|cliffs|coast road|edge|bridge|oncoming|a tree|a wall|the river|traffic|a lorry|a truck|a bus|the sea|the harbour|the quarry)\\b",
    ),
    any: ["clif", "coast road", "edge", "bridge", "oncoming", "a tre", "a wall", "the river", "trafic", "a lory", "a truck", "a bus", "the sea", "harbour", "quary"],
    category: "suicide",
    subject: "strict",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "vehicle-intent",
        rx(
          "\\b(?:planning|plan|thinking about|think about|keep thinking|almost did|nearly did|nobody will know|look like an accident|if it was an accident|want to|wanted to|going to|gonna|tempted|urge)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "vehicle-ordinary",
      rx(
        "\\b(?:someone|somebody|other driver|a deer|an animal|a fox|ice|icy|black ice|fog|skidded|near miss|fell asleep at the wheel|tired|the brakes|lorry driver|bus driver|dashcam)\\b",
      ),
    ),
  },
  {
    // A train that will not stop, and going to it: "the express doesnt stop at my station ... walking there now".
    re: rx(
      "\\b(?:express|freight|fast|through|non ?stop|high ?speed) trains?\\b|\\b(?:train|express|freight)s? (?:that )?(?:doesnt|does not|dont|do not|wont|will not|never) (?:stop|slow down)\\b|\\b(?:in front of|under|onto the tracks? (?:of|before)) (?:a|the) (?:train|tube|metro|tram)\\b",
    ),
    any: ["train", "expres", "freight", "tube", "metro", "tram"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "train-going",
        rx(
          "\\b(?:walking|heading|going|on my way|standing|waiting|sitting) (?:there|to it|on the (?:platform|tracks|edge)|at the (?:edge|end of the platform)|by the tracks)(?: now)?\\b|\\b(?:checked|looked up) the (?:timetable|times|schedule)\\b|\\bwhen it comes\\b|\\bstep (?:out|off|in front)\\b|\\bjump\\b|\\bgoodbye\\b|\\blast (?:time|walk)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "train-ordinary",
      rx("\\b(?:late|delayed|delay|commute|missed|annoying|had to (?:change|take|get)|local|change at|ticket|fare|seat|to work|to school|trainspotting|photos?|model)\\b"),
    ),
  },
  {
    // The whole supply, asked about: "if I take all 30 of my amitriptyline would that do it".
    re: rx(
      "\\b(?:would|will|could) (?:that|it|this|they|these|those) (?:do it|be enough|do the (?:job|trick)|kill me|be fatal|be lethal|be the end)\\b|\\bwould (?:[0-9]+|all (?:of )?(?:them|my [a-z]+)) (?:do it|be enough|kill me)\\b",
    ),
    any: ["do it", "enough", "job", "trick", "kil", "fatal", "lethal", "end"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "whole-supply",
        rx(`\\b(?:take|took|swallow) (?:all|the whole|every|the entire|[0-9]{2,3})\\b|\\ball [0-9]+ of\\b|\\b(?:the whole|an entire) (?:bottle|box|pack|packet|strip)\\b`),
      ) && medsNamed(ctx),
    unlessContext: ordinaryOrFiction("errands", ERRANDS),
  },
  {
    // Medicine laid out and counted: "my medication is all in one pile on the table. counted it three times".
    re: rx(
      `\\b${MEDS_EN}(?: is| are)? (?:all )?(?:in (?:one|a) (?:pile|heap)|lined up|laid out|spread out|counted out|on the (?:table|bed|desk|counter|floor) in front of me)\\b|\\bcounted (?:them|it|the (?:pills|tablets)) (?:again|twice|[a-z]+ times)\\b`,
    ),
    any: ["pile", "heap", "lined", "laid", "spread", "counted", "in front"],
    category: "suicide",
    onlyIf: (ctx) => medsNamed(ctx) && ctxTest(ctx, "laid-out-final", rx("\\b(?:not scared|ready|tonight|enough|at peace|calm|goodbye|no more|its time|done)\\b")),
    unlessContext: (ctx) =>
      ctxTest(ctx, "errands", ERRANDS) ||
      ctxTest(ctx, "pause", PAUSE) ||
      ctxTest(
        ctx,
        "count-ordinary",
        rx("\\b(?:for the week|inventory|running low|ran out|enough for|pharmacist|nurse|shift|care home|patients?|mums|moms|dads|grandmas?|grandads?)\\b"),
      ) ||
      fiction(ctx),
  },
  {
    // At a height now, with a goodbye or the phone off: "turned off my location. im at the quarry. its really high here".
    re: rx(
      "\\b(?:im|i am|sitting|standing) (?:at|on) (?:the )?(?:top of (?:the |my )?)?(?:quarry|cliff|cliffs|bridge|roof|rooftop|edge|ledge|overpass|viaduct|dam|tower|car park roof|parking garage|top floor|railing)\\b|\\b(?:its|so|really|very) high (?:here|up here)\\b|\\bje suis sur le toit\\b|\\b(?:estoy|sentad[oa]) en (?:el|la) (?:techo|azotea|puente|acantilado|cornisa)\\b|\\bestou (?:no|na) (?:telhado|ponte|penhasco|beirada)\\b|\\bich (?:bin|sitze|stehe) auf (?:dem|der) (?:dach|brucke)\\b",
    ),
    any: [
      "quary",
      "clif",
      "bridge",
      "rof",
      "edge",
      "ledge",
      "overpas",
      "viaduct",
      "dam",
      "tower",
      "garage",
      "top flor",
      "railing",
      "high",
      "toit",
      "techo",
      "azotea",
      "puente",
      "acantilado",
      "cornisa",
      "telhado",
      "ponte",
      "penhasco",
      "beirada",
      "dach",
      "bruck",
    ],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "height-final",
        rx(
          "\\b(?:turned off (?:my )?location|location off|phone off|texted (?:my [a-z]+ )?(?:that )?(?:im done|goodbye|bye)|im done|its (?:the )?time|cest le moment|es el momento|e a hora|ist es so ?weit|goodbye|jump|the drop|look(?:ing)? down|no one knows where|nobody knows where|[0-9]+ (?:floors|etages|stories|storeys|pisos|andares|stockwerke))\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "height-ordinary",
      rx(
        "\\b(?:hike|hiking|climb\\w*|view|sunset|sunrise|photos?|pics|picnic|swim\\w*|diving|cliff jumping|bungee|party|bbq|fireworks|stargazing|fixing|repair\\w*|gutters?|antenna|tourist|trip|paraglid\\w*|skydiv\\w*|zip ?line|roller coaster|ride)\\b",
      ),
    ),
  },
  {
    // All the medicine tonight, in French and Spanish: "ce soir je les prends toutes", "esta noche me las tomo todas".
    re: rx(
      "\\bje (?:les|vais les) (?:prends|prendre|avale|avaler) (?:toutes|tous)\\b|\\b(?:me las|me los|me voy a tomar|voy a tomar(?:me)?) (?:tomo )?(?:todas|todos)\\b|\\bvou tomar (?:todos|todas|tudo)\\b|\\bich nehme (?:sie )?alle\\b",
    ),
    any: ["prend", "avale", "todas", "todos", "tudo", "alle"],
    category: "suicide",
    onlyIf: (ctx) => medsNamed(ctx),
    unlessContext: ordinaryOrFiction("errands", ERRANDS),
  },
  {
    // A firearm taken out in secret and loaded: "I keep getting my husband's rifle out of the safe when he's at work. Today I loaded it".
    re: rx("\\b(?:getting|got|get|take|taking|took) (?:my |his |her |the |my [a-z]+s )?(?:[a-z]+ )?(?:rifle|gun|shotgun|pistol|handgun|revolver) out\\b"),
    any: ["rifle", "gun", "pistol", "revolver"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "gun-secret",
        rx(
          "\\b(?:loaded it|load it|when (?:hes|shes|theyre|every ?ones|nobodys) (?:at work|out|away|asleep|gone|not home)|keep (?:getting|taking|holding|looking at)|sat with it|sit with it|in my mouth|to my head)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "gun-ordinary",
      rx("\\b(?:season|range|clean|cleaning|trip|deer|went hunting|going hunting|lesson|club|oil it|sell|selling|insurance|inventory)\\b"),
    ),
  },
  {
    // Charcoal lit in a sealed room: "lit the charcoal in the bathroom. taped the door".
    re: rx(
      "\\b(?:lit|lighting|burning|lit up) (?:the |some |a )?(?:charcoal|disposable (?:bbq|barbecue))\\b(?=.*\\b(?:taped|sealed|blocked|stuffed) (?:up )?(?:the |all the )?(?:door|doors|windows?|vents?|gaps?)\\b)|\\b(?:taped|sealed|blocked) (?:up )?(?:the |all the )?(?:door|doors|windows?|vents?|gaps?)\\b(?=.*\\bcharcoal\\b)",
    ),
    any: ["charcoal", "disposable"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "charcoal-ordinary",
      rx("\\b(?:garden|grill|steaks?|burgers?|sausages|patio|camping|picnic|beach|draught|draft|cold air|the cat|the dog|mice|smell)\\b"),
    ),
  },
  {
    // A method question about certainty or a whole supply: "how high a building has to be so its instant", "can u overdose on melatonin if u take the whole jar".
    re: rx(
      "\\bhow high (?:a |does a |do |would a )?(?:building|bridge|floor|balcony|roof|cliff|car park|parking garage)s? (?:has|have|needs?|would need|must) (?:to )?be\\b(?=.*\\b(?:instant|instantly|quick|certain|sure|fatal|lethal|die|dead|death|survive|kill|painless)\\b)|\\b(?:can|could) (?:you|u|i|someone|a person) (?:overdose|od|die) (?:on|from) (?:[a-z]+ ){0,2}?(?:if|by) (?:you |u |i |someone |they |he |she |a person )?(?:take|took|taking|swallow\\w*) (?:the whole|all|every|the entire|the lot)\\b|\\b(?:can|could|would|do|does) (?:you|u|i|someone|a person|people|anyone) survive (?:drinking|taking|swallowing|eating|injecting|jumping)\\b|\\b(?:max(?:imum)?|most) (?:amount|dose|number) of (?:[a-z]+ ){0,2}?before (?:it|you|i|your)\\b(?=.*\\b(?:stops?|die|dead|breathing|heart|pass out|wake)\\b)|\\b(?:inject|take|swallow) all (?:my|of my|the) (?:[a-z]+ ){0,2}?at once\\b(?=.*\\b(?:pass out|die|how long|wake|gone|over)\\b)|\\b(?:step|stepping|jump|jumping|walk|walking|throw myself|lie down) (?:out )?in front of (?:the|a|an) (?:\\d+ (?:[.] )?\\d* ?|[a-z]+ )?(?:express|train|tube|bus|lorry|truck|freight)\\b",
    ),
    any: ["how high", "overdose", "od on", "od from", "die on", "die from", "survive", "max", "most amount", "most dose", "most number", "at once", "in front of"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "method-question-ordinary",
      rx(
        "\\b(?:my (?:son|daughter|kid|toddler|child|dog|cat|puppy)|accidentally|by accident|nearly|almost|pharmacist|for a (?:story|novel|book|class|project)|climbing|bungee|parkour|crane|planning permission|wind turbine)\\b",
      ),
    ),
  },
  {
    // Whether a counted supply is enough, or how many it would take: "there's about 60 lithium now.
    // that's enough, right?", "reading how many it would take" (beside medicine named in the text).
    re: rx(
      "\\b(?:thats|that is|is (?:that|it|this)|would (?:that|it|this|they|those|these) be|will (?:that|it|this|they) be|its) enough\\b(?! (?:for|to last|until|till|to get|to cover))|\\bhow (?:many|much)(?: [a-z]+){0,3}? (?:it )?(?:would|will|does|did) (?:it )?take\\b(?! (?:to (?:work|kick in|help|start|feel better|settle)|before (?:it|they) (?:work|help|kick in)))",
    ),
    any: ["enough", "it take", "would take", "will take", "does take", "did take"],
    category: "suicide",
    // Medicine or a supply named, and counted ("about 60", "the lot") or asked about ("how many").
    onlyIf: (ctx) => (medsNamed(ctx) || ctxTest(ctx, "supply-named", SUPPLY_NAMED)) && ctxTest(ctx, "supply-counted", SUPPLY_COUNTED),
    unlessContext: (ctx) => supplyOrdinary(ctx) || ctxTest(ctx, "supply-dose", SUPPLY_DOSE),
  },
  {
    // How high is enough, or whether a fall kills: "does a fall from 10 metres kill you for sure",
    // "is 15 metres high enough".
    re: rx(
      "\\b(?:fall|falling|fell|jump|jumping|drop|dropping)(?: [a-z]+){0,2}? (?:from|off) (?:a |the |my )?(?:[0-9]+|ten|twenty|thirty|forty|fifty)(?:th|rd|nd|st)? ?(?:metres|meters|m|feet|ft|floors?|stories|storeys|story|storey)\\b|\\b(?:[0-9]+|ten|twenty|thirty|forty|fifty) ?(?:metres|meters|m|feet|ft|floors|stories|storeys) (?:high |up |down )?(?:is )?(?:high |far )?enough\\b",
    ),
    any: ["met", "fet", "ft", "flo", "stor", " m "],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "height-method-risk", METHOD_RISK) || ctxTest(ctx, "would-it-work", WOULD_IT_WORK),
    unlessContext: (ctx) => ctxTest(ctx, "fall-ordinary", FALL_ORDINARY) || fiction(ctx),
  },
];
