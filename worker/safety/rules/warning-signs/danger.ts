// Warning-sign rules for danger from others now: confinement, threats to life, strangling or smothering,
// a night visitor, an adult asking a child for images.
import { rx } from "../../normalise";
import { ctxTest, type Rule } from "../rule";
import { fiction, ordinaryOrFiction } from "./context";
import { abuseLongPast } from "../tables";

const violenceOrdinary = ordinaryOrFiction("violence-ordinary", rx("\\b(?:game|match|rugby|football|wrestling|play fight|playfight|my dog|the dog|lol|haha|dance|mosh)\\b"));

export const DANGER_SIGNS: Rule[] = [
  {
    // Confined by a partner: "he's locked me in the bedroom again and took my phone".
    re: rx("\\b(?:locked|locks|locking) me (?:in|inside|up)\\b|\\bwont let me (?:leave|go out|out of the house)\\b"),
    any: ["lock", "let me"],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction("locked-in-ordinary", rx("\\b(?:by accident|accidentally|joke|prank|lol|haha|escape room|game)\\b")),
  },
  {
    // A child and someone at night: "my dad comes in my room at night and does things to me".
    re: rx("\\b(?:comes|came|keeps coming|sneaks|gets) (?:in|into) my (?:room|bed)\\b"),
    any: ["my rom", "my bed"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "night-visit",
        rx(
          "\\b(?:does things|did things|touch(?:es|ed|ing)? me|things to me|cant tell|dont know who to tell|scared|dont want (?:it|him|her)|makes me|secret|make it stop|make (?:him|her) stop|(?:hes|shes) staying (?:again|over)|when (?:he|she) stays)\\b",
        ),
      ),
    unlessContext: fiction,
  },
  {
    // A threat to one's life: "texted that im dead", "he's going to finish what he started", "me va a matar".
    re: rx(
      "\\b(?:said|says|saying|texted|texting|told me|tells me|threatened|threatening|screaming|shouting|yelling)(?: [a-z]+){0,4}? (?:im dead|im a dead (?:woman|man)|hell kill me|he will kill me|hes (?:going to|gonna) kill me|shell kill me|shes (?:going to|gonna) kill me|(?:hes|he is|shes|she is) (?:going to|gonna) finish what (?:he|she) started|finish what (?:he|she) started)\\b|\\b(?:dijo que me mataria|amenazo con matarme|disse que ia me matar|ameacou me matar)\\b",
    ),
    any: ["dead", "kil", "finish", "matar", "ameacou"],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction("threat-idiom", rx("\\b(?:homework|grades|report card|phone bill|late again|joking|lol|haha|mum will kill me if|mom will kill me if)\\b")),
  },
  {
    // Violence now: a knife pulled, a door broken down, pushed down the stairs by someone feared.
    re: rx(
      "\\b(?:pulled|held|holding|waved) (?:a|the|his|her) knife (?:on|to|at) me\\b|\\bcame at me with (?:a|the|his|her) (?:knife|gun|bat|hammer)\\b|\\b(?:broke|kicked|smashed) (?:the|my) door (?:down|in)\\b|\\b(?:shoved|pushed|threw) me (?:down|into|against|across|off)\\b",
    ),
    any: ["knife", "dor", "shoved", "pushed", "threw me"],
    category: "danger-from-others",
    onlyIf: (ctx) => ctxTest(ctx, "violence-cue", rx("\\b(?:scared|afraid|terrified|hiding|hid|locked myself|screaming|again|what do i do|help|took my|hit me|going to)\\b")),
    unlessContext: (ctx) => violenceOrdinary(ctx) || abuseLongPast(ctx),
  },
  {
    // A child asked for images or a meeting by an adult: "tengo 13 anos y un senor me pide fotos sin ropa",
    // "he wants to meet me after school ... im in 7th grade" (leetspeak reads "7th" as "th").
    re: rx(
      "\\b(?:tengo|tenho) (?:[89]|1[0-5]|doce|trece|catorce|quince|treze|quatorze|catorze|quinze)(?: anos)?\\b|\\bj ai (?:[89]|1[0-5]|douze|treize|quatorze|quinze) ans\\b|\\bich bin (?:[89]|1[0-5]|zwolf|dreizehn|vierzehn|funfzehn)\\b|\\b(?:im|i am|and im) in (?:5th|sth|6th|th|8th|fifth|sixth|seventh|eighth) grade\\b",
    ),
    any: ["tengo", "tenho", "j ai", "ich bin", "grade"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "adult-asks-child",
        rx(
          "\\b(?:senor|hombre|adulto|un viejo|tipo|homem|adulto|cara mais velho|homme|adulte|mann|erwachsener|typ|old|older|grown|adult|man|guy)\\b(?: [a-z0-9]+){0,12}? (?:me pide|pide|quiere|me manda|pede|quer|me demande|demande|veut|will|fragt|schickt|wants?|asks?|asked|sent|said)\\b(?: [a-z0-9]+){0,6}? (?:fotos?|videos?|sin ropa|sem roupa|nu|nue|photos?|nacktbilder|bilder|pics?|pictures?|meet|verme|vernos|me ver|encontrar|treffen|rencontrer|a solas|sozinha|sozinho)\\b",
        ),
      ),
    unlessContext: fiction,
  },
  {
    // A partner's weapon or hands as a threat: "threatened me with the kitchen knife", "apontou a arma pra mim",
    // "hat mich heute gewurgt", "said i wouldnt make it to the weekend".
    re: rx(
      "\\bthreatened me with (?:a|the|his|her|my) (?:[a-z]+ ){0,2}?(?:knife|gun|bat|hammer|rifle|pistol|scissors)\\b|\\b(?:pointed|aimed) (?:a|the|his|her) (?:gun|rifle|pistol|knife) at me\\b|\\b(?:apontou|apunto|me apunto) (?:a|uma|el|la|una|su) (?:arma|pistola|faca|cuchillo|navaja|escopeta)\\b|\\b(?:apontou|apunto) (?:a )?(?:arma|pistola) (?:pra|para) mim\\b|\\bmich (?:[a-z]+ ){0,3}?(?:gewurgt|mit dem messer bedroht|mit einem messer bedroht|mit der waffe bedroht)\\b|\\bm a (?:etrangle\\w*|menace\\w* avec (?:un|le|son) (?:couteau|pistolet|arme))\\b|\\bme (?:estrangulo|ahorco|apreto el cuello|amenazo con (?:un|el|su) (?:cuchillo|arma|pistola|navaja))\\b|\\bme (?:enforcou|estrangulou|ameacou com (?:uma|a) (?:faca|arma))\\b|\\bsaid i (?:wouldnt|would not|won t|wont) (?:make it|live) (?:to|past|through|until)\\b|\\b(?:that|and) i (?:wont|will not|wouldnt) live to see\\b|\\b(?:coming for me|coming to get me) tonight\\b",
    ),
    any: [
      "threat",
      "point",
      "aim",
      "apont",
      "apunt",
      "gewurgt",
      "bedroht",
      "etrangl",
      "menac",
      "estrangul",
      "ahorc",
      "apreto",
      "amenaz",
      "enforc",
      "ameac",
      "make it",
      "live",
      "coming",
    ],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction("threat-play", rx("\\b(?:game|paintball|airsoft|laser tag|nerf|water gun|water pistol|toy|prank|lol|haha|movie|film|show|episode|match)\\b")),
  },
  {
    // A partner armed now: "my husband is drunk and has a knife and he is banging on the bathroom door".
    re: rx(
      "\\b(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|mum|mom|brother|son))(?: is| s)?(?: [a-z]+){0,4}? (?:has|got|grabbed|holding|is holding|pulled out) (?:a|the|his|her|my) (?:knife|gun|bat|hammer|machete|axe)\\b|\\b(?:el|ella|mi [a-z]+) (?:tiene|agarro|saco) (?:un|una|el|la|su) (?:cuchillo|arma|pistola|navaja|machete)\\b|\\b(?:ele|ela|meu [a-z]+|minha [a-z]+) (?:tem|pegou) (?:uma|um|a|o) (?:faca|arma|pistola|facao)\\b",
    ),
    any: ["knife", "gun", "bat", "hamer", "machete", "axe", "cuchilo", "arma", "pistola", "navaja", "faca"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "armed-now",
        rx(
          "\\b(?:banging|kicking|locked (?:in|myself)|hiding|screaming|shouting|outside|right now|drunk|threaten\\w*|scared|afraid|terrified|help|escondid[oa]|gritando|encerrad[oa]|me va a matar|vai me matar|trancad[oa])\\b",
        ),
      ),
    unlessContext: ordinaryOrFiction(
      "armed-partner-ordinary",
      rx("\\b(?:cooking|chopping|kitchen knife to cut|carving|bbq|barbecue|hunting|fishing|game|lol|haha|movie|film|show)\\b"),
    ),
  },
  {
    // A threat to come and punish, with the person near now: "my ex is outside the flat right now ... he'll make me pay".
    re: rx(
      "\\b(?:he|she|they)(?:ll| will| is going to| s going to| is gonna| s gonna| said hed| said shed| says hell| says shell) (?:make me pay|make me regret|get me|finish me|end me|hurt me)\\b",
    ),
    any: ["make me", "get me", "finish me", "end me", "hurt me"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "threat-near",
        rx("\\b(?:outside|at (?:my|the) (?:door|window)|right now|tonight|following|followed|protection order|restraining order|parole|found my|knows where)\\b"),
      ),
    unlessContext: ordinaryOrFiction("threat-near-idiom", rx("\\b(?:homework|grades|report card|phone bill|late again|joking|lol|haha|game|match|tag|prank)\\b")),
  },
  {
    // A child hurt at home: "my son-in-law shoves my granddaughter around ... a bruise on her cheek. She is 6."
    re: rx(
      "\\b(?:shoves|shoved|hits|hit|beats|beat|slaps|slapped|kicks|kicked|chokes|choked|throws|threw|grabs|grabbed|punches|punched|burns|burned|locks|locked) (?:my|our|the|his|her) (?:son|daughter|granddaughter|grandson|kid|kids|child|children|baby|toddler|stepson|stepdaughter|niece|nephew|little (?:boy|girl|brother|sister))\\b",
    ),
    any: ["shov", "hit", "beat", "slap", "kick", "chok", "throw", "threw", "grab", "punch", "burn", "lock"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(ctx, "child-harm-signs", rx("\\b(?:bruis\\w*|marks?|bleed\\w*|scared|terrified|afraid|crying|flinch\\w*|again|every (?:day|night|week)|around|hurt|hospital)\\b")),
    unlessContext: ordinaryOrFiction(
      "child-harm-ordinary",
      rx("\\b(?:by accident|accidentally|ball|snowball|pillow fight|tickl\\w*|game|tag|play\\w*|swing|door|out of the house|bedtime|lol|haha)\\b"),
    ),
  },
  {
    // A child's age told to an adult who asks for images: "when i said 13 he said perfect ... and wants videos back".
    re: rx("\\b(?:i said|said im|said i was|told him im|told him i was|told him|i told him) (?:[89]|1[0-5])\\b"),
    any: ["said", "told"],
    category: "danger-from-others",
    onlyIf: (ctx) =>
      ctxTest(ctx, "adult-any", rx("\\b(?:guy|man|adult|older|old|grown|stranger|someone|somebody|dude|he)\\b")) &&
      ctxTest(ctx, "images-any", rx("\\b(?:pics?|pictures?|photos?|videos?|nudes?|naked|meet|send (?:him|stuff)|sending (?:stuff|pics|me))\\b")),
    unlessContext: fiction,
  },
  {
    // A threat to life left in writing: "he left a note saying I'll be dead before christmas".
    re: rx(
      "\\b(?:note|text|texts|message|messages|voicemail|letter|card|email|dm)(?: [a-z]+){0,3}? (?:saying|that said|says|that says|reading) (?:ill|i will|youll|you will|im|youre|she ?ll|shell) (?:be )?dead\\b",
    ),
    any: ["dead"],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction("dead-note-ordinary", rx("\\b(?:lol|haha|joke|joking|battery|phone|tired|exhausted|dead tired|deadline|game|mum will|mom will)\\b")),
  },
  {
    // Smothering by a partner: "husband pinned me down and held a pillow over my face".
    re: rx(
      "\\b(?:held|holding|holds|put|pushed|pressed|pressing) (?:a |the )?pil+ow (?:over|on|onto) my (?:face|head|mouth)\\b|\\b(?:tried to|tries to|trying to) (?:smother|suffocate) me\\b",
    ),
    any: ["pilow", "smother", "sufocate"],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction("pillow-fight", rx("\\b(?:pillow fight|lol|haha|playing|joke|joking|little (?:brother|sister))\\b")),
  },
  {
    // Beaten at home now, or a break covered up: "me and my little brother get beaten by our dad almost every night", "he broke my arm and told the hospital i fell".
    re: rx(
      "\\b(?:get|gets|getting|got|been|being) (?:beaten|beat|hit|punched|kicked|whipped|belted|strangled|choked) (?:up )?by (?:my|our) (?:dad|father|mum|mom|mother|stepdad|stepfather|stepmum|stepmom|uncle|parents?|grandad|grandpa|mums boyfriend|moms boyfriend)\\b|\\b(?:broke|broken|fractured) my (?:arm|wrist|nose|ribs?|leg|finger|jaw)\\b(?=[^.]*[.]?[^.]*\\b(?:told|tell|lied|said) (?:the )?(?:hospital|doctors?|nurses?|teachers?|school|everyone)\\b)",
    ),
    any: ["beat", "hit by", "hit up by", "punch", "kick", "whip", "belt", "strang", "chok", "broke my", "broken my", "fractured my"],
    category: "danger-from-others",
    unlessContext: ordinaryOrFiction(
      "beaten-ordinary",
      rx(
        "\\b(?:game|match|chess|race|tennis|cards|fifa|scrabble|pillow fight|wrestl\\w*|play fight\\w*|when i was (?:little|a kid|young|small)|years ago|used to|growing up|lol|haha)\\b",
      ),
    ),
  },
];
