// Warning-sign rules for plans to harm others: poison, fire, a weapon brought or bought, a car, a list, an attack.
import { rx } from "../../normalise";
import { ctxTest, type Rule } from "../rule";
import { ordinaryOrFiction, ARMED_ORDINARY, NEAR_DAY } from "./context";

export const HARM_OTHERS_SIGNS: Rule[] = [
  {
    // A plan to hurt someone, with means or a time: poison in a drink, a fire, a weapon brought in, a list.
    re: rx(
      "\\b(?:put|putting|gonna put|going to put) (?:something|poison|bleach|antifreeze|rat poison|pills|powder|crushed pills) (?:in|into) (?:my |his |her |their |the |someones |somebodys |a persons )?(?:[a-z]+ ){0,2}?(?:coffee|tea|drink|food|dinner|water|meal|wine|beer)\\b|\\b(?:torch|set fire to|burn down|burn) (?:my |his |her |their |the )?(?:[a-z]+ ){0,2}?(?:car|house|flat|apartment|place|shop|home)\\b|\\b(?:bringing|bring|taking|take) (?:[a-z]+ ){0,2}?(?:gun|rifle|knife|weapon|pistol|bat|shotgun)\\b|\\b(?:list|names)\\b(?: [a-z]+){0,8}? (?:gonna|going to|will) (?:pay|regret)(?! for| back| me)\\b|\\b(?:gets|get|getting) what (?:he|she|they) deserves?\\b|\\b(?:run|running) (?:[a-z]+ ){0,3}?over with (?:the|my) (?:truck|car|van)\\b|\\bbought a (?:knife|gun|bat|machete) (?:today |yesterday )?for\\b|\\b(?:pillow over|smother|drown|shake|shaking) (?:the|my) baby\\b|\\bvoices? (?:say|says|tell|telling|told|want|wants)(?: me)? (?:i (?:have|need|must) to |to )?(?:kill|hurt|stab) (?:my|him|her|them|the)\\b",
    ),
    any: ["put", "torch", "fire", "burn", "bring", "tak", "list", "names", "deserve", "over with", "bought a", "baby", "voice"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "harm-plan",
        rx(
          "\\b(?:tonight|tomorrow|friday|saturday|sunday|monday|next week|already|bought|looked up|petrol|gasoline|lighter|while (?:shes|hes|theyre) in it|theyll|they will|see|i mean it|lo juro|scared ill|actually do it|standing outside|know where|route|when (?:he|she) gets off|make (?:him|her|them) (?:sick|pay))\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "harm-ordinary",
      rx(
        "\\b(?:range|hunting|season|gun club|lesson|garden|yard|brush|hedges?|allotment|sugar|milk|honey|sweetener|birthday|candles|bonfire|bbq|barbecue|fireplace|log burner|cooking|chef|kitchen|recipe|class|karma|intrusive thoughts? (?:are|is) (?:normal|common)|ocd)\\b",
      ),
    ),
  },
  {
    // Plain intent to harm someone, in Spanish, French, German and Portuguese.
    re: rx(
      "\\b(?:le voy a|voy a) (?:partir la cabeza|pegar un tiro|apunalar|clavar (?:un|el) cuchillo)\\b|\\bje vais (?:poignarder|planter) (?:mon|ma|le|la|les|ce|cette|lui)\\b|\\bich (?:tu|tue|werde) (?:meinem|meiner|ihm|ihr|dem|der)(?: [a-z]+){0,3}? (?:was an|etwas an|abstechen|erschiesen)\\b|\\b(?:vou|eu vou) (?:esfaquear|dar um tiro (?:no|na|em)) (?:o|a|meu|minha|ele|ela|esse|essa)\\b",
    ),
    any: ["voy a", "vais", "ich", "vou"],
    category: "harm-others",
    unlessContext: ordinaryOrFiction("harm-hyperbole", rx("\\b(?:de risa|de hambre|de rire|jaja|kkk|haha|lol|broma|blague|spass|brincadeira)\\b")),
  },
  {
    // More plans to hurt someone: "going to pay for what he did", "run him over", "push someone onto the tracks", "going to get hurt".
    re: rx(
      "\\b(?:going to|gonna|will) pay for what (?:he|she|they) did\\b|\\b(?:going to|gonna|will) run (?:him|her|them) over\\b|\\b(?:push|pushing|shove|shoving) (?:someone|somebody|a stranger|people|a woman|a man|him|her) (?:onto|in front of|off) (?:the )?(?:tracks|train|platform|bridge)\\b|\\b(?:going to|gonna) get hurt\\b|\\bje (?:frappe|vais frapper|frapperai) (?:[a-z]+ ){0,3}?avec (?:un|une|mon|ma) (?:marteau|couteau|batte|barre)\\b",
    ),
    any: ["pay", "run", "push", "shov", "hurt", "frap"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "harm-plan-near",
        rx(
          "\\b(?:tonight|tomorrow|friday|saturday|sunday|monday|next week|soon|already|bought|looked up|know where|schedule|nearly did|gun|knife|bat|dans mon sac|demain|when (?:he|she|they) (?:leaves|gets out|comes out|finishes)|been watching|watching (?:him|her|them|his|her|their)|ive sat)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction("harm-idiom", rx("\\b(?:karma|lol|haha|football|rugby|game|match|careful|ice|icy|slippery)\\b")),
  },
  {
    // Waiting for someone, armed: "ill be waiting outside with my rifle", "ich warte morgen mit dem messer vor der schule".
    re: rx(
      "\\b(?:waiting|wait|be waiting|gonna wait|going to wait) (?:[a-z]+ ){0,5}?(?:with|holding) (?:a|the|my|his) (?:rifle|gun|pistol|shotgun|knife|bat|machete|axe|hammer|crowbar|crossbow)\\b|\\bwarte (?:[a-z]+ ){0,5}?mit (?:dem|einem|meinem) (?:messer|gewehr|baseballschlager|hammer|pistole)\\b|\\b(?:espero|esperare|esperar) (?:[a-z]+ ){0,6}?con (?:la|el|un|una|mi) (?:navaja|cuchillo|pistola|escopeta|machete|bate)\\b|\\b(?:espero|esperar|esperarei) (?:[a-z]+ ){0,6}?com (?:a|o|uma|um|minha|meu) (?:faca|arma|pistola|espingarda|taco)\\b|\\b(?:attends|attendrai) (?:[a-z]+ ){0,6}?avec (?:un|une|le|la|mon|ma) (?:couteau|fusil|pistolet|batte|hache)\\b",
    ),
    any: ["wait", "warte", "esper", "atend"],
    category: "harm-others",
    unlessContext: ordinaryOrFiction("armed-ordinary", ARMED_ORDINARY),
  },
  {
    // Armed revenge tonight: "going over there tonight with a bat", "esta noche voy con la pistola de mi tio".
    re: rx(
      "\\b(?:going|gonna|heading|go|driving|walking) (?:over )?(?:there|to his|to her|to their|round|round there|to the house)(?: [a-z]+){0,4}? with (?:a|the|my|his|her) (?:[a-z]+ )?(?:bat|gun|knife|machete|axe|hammer|crowbar|rifle|pistol|shotgun)\\b|\\bvoy (?:[a-z]+ ){0,3}?con (?:la|el|una|un|mi) (?:pistola|cuchillo|navaja|machete|escopeta|bate|arma)\\b|\\bvou (?:[a-z]+ ){0,3}?com (?:a|o|uma|um|minha|meu) (?:arma|pistola|faca|facao|taco)\\b|\\bje vais (?:[a-z]+ ){0,3}?avec (?:un|une|le|la|mon|ma) (?:couteau|pistolet|fusil|batte|hache)\\b|\\bich (?:gehe|fahre) (?:[a-z]+ ){0,3}?mit (?:dem|einem|meinem) (?:messer|gewehr|baseballschlager|hammer|pistole)\\b",
    ),
    any: [
      "bat",
      "gun",
      "knife",
      "machete",
      "axe",
      "hamer",
      "crowbar",
      "rifle",
      "pistol",
      "shotgun",
      "cuchilo",
      "navaja",
      "escopeta",
      "arma",
      "faca",
      "taco",
      "couteau",
      "fusil",
      "pistolet",
      "bate",
      "hache",
      "meser",
      "gewehr",
      "basebalschlager",
    ],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "revenge-near",
        rx(
          "\\b(?:tonight|tomorrow|now|right now|i know where|se donde|sei onde|je sais ou|ich weis wo|esta noche|hoje|ce soir|heute|pay|regret|deserves?|merece|merece|paga|violo|touched|hurt)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction("armed-ordinary", ARMED_ORDINARY),
  },
  {
    // A weapon with a grievance and a time: "humiliated me for the last time. rifle's in the truck. tomorrow at the morning meeting".
    re: rx(
      "\\b(?:rifle|gun|shotgun|pistol|knife|machete|axe|crossbow|hammer)(?:s| is)? (?:in (?:the|my) (?:truck|car|bag|backpack|locker|boot|trunk|desk)|loaded|ready|packed|cleaned)\\b",
    ),
    any: ["rifle", "gun", "pistol", "knife", "machete", "axe", "crosbow", "hamer"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "grievance",
        rx(
          "\\b(?:for the last time|humiliat\\w*|pay|regret|deserves?|hate (?:him|her|them)|had enough of (?:him|her|them)|laughed at me|poisoned my|mapping out|which door|disrespect\\w*|coworker|boss|manager|classmates|teacher|ex|neighbou?r)\\b",
        ),
      ) &&
      ctxTest(
        ctx,
        "grievance-when",
        rx(
          "\\b(?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|at the (?:morning )?meeting|at school|at work|first thing|after dark|going round|going over|when (?:he|she|they))\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "weapon-ordinary",
      rx("\\b(?:hunting|season|range|clay|pigeon|deer stand|fishing|camping|cooking|chef|carving|costume|cosplay|film|movie|play|lol|haha)\\b"),
    ),
  },
  {
    // A plan to hurt someone in French or German: "demain je plante mon chef avec le couteau", "morgen tu ich meinem stiefvater was an".
    re: rx(
      "\\bje (?:vais )?(?:plante|planter|poignarde|poignarder|bute|buter|descends|descendre|frappe|frapper) (?:mon|ma|ce|cette|le|la|les|mes) [a-z]+\\b|\\b(?:tu|tue|werde) ich (?:[a-z]+ ){1,2}?(?:was|etwas) an\\b|\\b(?:ihm|ihr|ihnen) (?:was|etwas) (?:antun|anzutun)\\b",
    ),
    any: [
      "je plant",
      "je vais plant",
      "poignard",
      "je bute",
      "je vais buter",
      "je descend",
      "je vais descend",
      "je frap",
      "je vais frap",
      "was an",
      "etwas an",
      "antun",
      "anzutun",
    ],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(ctx, "plan-weapon-time", rx("\\b(?:couteau|arme|flingue|pistolet|demain|ce soir|dans mon sac|messer|waffe|pistole|bereit|morgen|heute nacht|heute)\\b")),
    unlessContext: ordinaryOrFiction("plan-fr-de-ordinary", rx("\\b(?:jardin|arbre|fleurs|tente|graines|garten|baum|blumen|zelt|spiel|jeu|match)\\b")),
  },
  {
    // A weapon for a named person, with a condition or a time: "if my ex shows up ... im going to hit her with the bat in my trunk. i mean it".
    re: rx(
      "\\b(?:gonna|going to|will|ill|im going to) (?:hit|smash|beat|bash|stab|shoot|cut|hurt|slash) (?:him|her|them|that [a-z]+|my [a-z]+|the [a-z]+)(?: [a-z]+){0,3}? with (?:the|a|my) (?:bat|knife|hammer|crowbar|gun|pipe|machete|bottle|brick|axe)\\b",
    ),
    any: ["hit", "smash", "beat", "bash", "stab", "shot", "cut", "hurt", "slash"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(ctx, "weapon-when", rx(`\\b(?:i mean it|if (?:he|she|they) (?:shows?|comes?|turns? up)|in my (?:trunk|boot|car|bag)|${NEAR_DAY}|next time|when i see)\\b`)),
    unlessContext: ordinaryOrFiction("armed-ordinary", ARMED_ORDINARY),
  },
  {
    // A weapon bought with where the target will be: "bought a machete today. the guys who jumped me hang out behind the station".
    re: rx("\\b(?:bought|got|ordered|picked up) (?:a|an|myself a) (?:knife|gun|bat|machete|crowbar|taser|knuckle dusters|brass knuckles|axe|pistol|handgun)\\b"),
    any: ["knife", "gun", "bat", "machete", "crowbar", "taser", "knuckle", "axe", "pistol"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "weapon-target",
        rx(
          "\\b(?:who (?:jumped|attacked|robbed|mugged|hurt|beat|bullied)|jumped me|beat me up|hang out|hangs out|where (?:he|she|they) (?:lives?|hangs?|works?)|revenge|payback|pay for|get even)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "weapon-bought-ordinary",
      rx("\\b(?:self defen[cs]e|kitchen|garden|yard|hiking|camping|jungle|brush|cosplay|costume|hunting|range|police|report\\w*)\\b"),
    ),
  },
  {
    // A car used on someone, planned: "planning to run him over when he crosses the parking lot at 5".
    re: rx(
      "\\b(?:planning|plan|planned|going|gonna|decided) to (?:run|mow) (?:him|her|them|my [a-z]+|that [a-z]+) (?:over|down)\\b|\\brun (?:him|her|them) (?:over|down) (?:when|as|at)\\b",
    ),
    any: ["run", "mow"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "vehicle-plan",
        rx(
          "\\b(?:planning|when (?:he|she|they) (?:cross|crosses|walks|leaves|gets)|at [0-9]|accident|on purpose|parking lot|car park|tonight|tomorrow|nobody will|no one will)\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction("run-over-ordinary", rx("\\b(?:lol|haha|lmao|joke|joking|kidding|game|gta|errands?|lawn|mower)\\b")),
  },
  {
    // Poison ready for someone's food: "I put rat poison in a jar. Going to put it in my stepmother's tea".
    re: rx(
      "\\b(?:put|putting|slip|slipping|mix|mixing|pour|pouring|add|adding) (?:it|some|them|a bit|a little) (?:in|into) (?:[a-z]+ ){0,2}?(?:coffee|tea|drink|food|dinner|water|meal|wine|beer|soup|smoothie|juice)\\b",
    ),
    any: ["put", "slip", "mix", "pour", "ad"],
    category: "harm-others",
    onlyIf: (ctx) => ctxTest(ctx, "poison-named", rx("\\b(?:rat poison|poison|antifreeze|bleach|arsenic|cyanide|weed killer|crushed (?:up )?pills|rattengift|veneno|poison)\\b")),
    unlessContext: ordinaryOrFiction("poison-ordinary", rx("\\b(?:recipe|plants?|garden|mice|rats|pest|cleaning|bathroom|toilet|mould|mold)\\b")),
  },
  {
    // An attack planned at school or work, on those who hurt them: "friday at lunch in the cafeteria, starting with the ones who bullied me".
    re: rx(
      "\\bstarting with (?:the ones|those|the people|the guys|the girls|the kids|the ones)(?: [a-z]+){0,2}? who\\b|\\b(?:been )?planning (?:it|this) for (?:weeks|months|a while)\\b",
    ),
    any: ["starting with", "planing"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(ctx, "bullied", rx("\\b(?:bullied|bully|bullies|laughed at me|picked on|hurt me|made fun|humiliat\\w*)\\b")) &&
      ctxTest(ctx, "attack-place", rx("\\b(?:cafeteria|canteen|lunch|assembly|school|class|hallway|office|meeting|gym)\\b")),
    unlessContext: ordinaryOrFiction("plan-ordinary-school", rx("\\b(?:prank|party|surprise|speech|presentation|report\\w*|tell (?:the|a) teacher|complain\\w*)\\b")),
  },
  {
    // Killing someone named, with a plan: "i swear im going to kill my boss. i know his schedule", "that kid is dead tomorrow. bringing a knife".
    re: rx(
      "\\b(?:going to|gonna|will) (?:kill|stab|shoot|murder) (?:my |that |this |the )?(?:[a-z]+ ){0,2}?(?:boss|teacher|manager|supervisor|ex|husband|wife|boyfriend|girlfriend|dad|father|stepdad|neighbou?r|coworker|colleague|landlord|kid|guy|girl|him|her|them)\\b|\\b(?:hes|shes|theyre|is|are) (?:so )?dead (?:tomorrow|tonight|on monday|monday|friday|this week)\\b",
    ),
    any: ["kil", "stab", "shot", "murder", "dead"],
    category: "harm-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "harm-named-plan",
        rx("\\b(?:schedule|where (?:he|she|they) (?:parks|lives|works|sleeps)|route|bringing|knife|gun|bought|not joking|no joke|i mean it|for real|already planned)\\b"),
      ),
    unlessContext: ordinaryOrFiction(
      "harm-named-idiom",
      rx("\\b(?:lol|haha|lmao|jk|kidding|if (?:he|she|they) (?:makes?|asks?|says?|eats?|touches?|moves?)|game|character|film|movie|book|novel|story|will kill me)\\b"),
    ),
  },
];
