// Rules for the warning signs that measured blind rounds showed both layers missing, each written
// for a class of wording (often in five languages), never for one phrase, and most needing two
// parts of the class at once (arrangements and an absence, an attempt and a new plan, a firearm
// and rumination, a harm and a time). Suicide: medicine stockpiled, an overdose taken, a plan for
// a set time, method questions, a last entry, final arrangements, a past attempt with a new plan,
// means set up. Self-harm that continues, restriction with blackouts, commands; danger from others
// now (confinement, threats, a night visitor); plans to harm others. Text is normalised (lower
// case, no accents or apostrophes, repeated letters squeezed): `rx` squeezes the patterns, and
// each `any` pre-check is written squeezed ("dor" for "door", "al of them"); a pre-check names a
// word the rule cannot match without (a weapon, "the lot"), so that most texts skip its regex.
// Context words are squeezed too: "deer" would read German "der". The rules come in passes, each
// from a measured round's misses and measured on the next round, unread (decision 0015).
import { rx } from "../normalise";
import { ctxTest, type Context, type Rule } from "./rule";
import { RELIGIOUS_FAST } from "./category-rules";
import { FICTION_OR_GAME } from "./tables";

const fiction = (ctx: Context) => ctxTest(ctx, "fiction-or-game", FICTION_OR_GAME);

const MEDS_EN =
  "(?:pills?|tablets?|tabs|capsules|meds|medication|medicine|medicines|painkillers|paracetamol|tylenol|ibuprofen|insulin|antidepressants|sleeping (?:pills|tablets)|sertraline|sertaline|lithium|codeine|co-?codamol|seroquel|quetiapine|lamotrigine|amitriptyline|morphine|oxy|opioids|xanax|valium|prescriptions?)";
const MEDS_OTHER =
  "(?:pastillas|pildoras|medicamentos|medicinas|calmantes|somniferos|remedios|comprimidos|pilulas|medicaments|cachets|pilules|comprimes|somniferes|tabletten|pillen|medikamente|schlaftabletten)";

const MEDS_ANY_LANGUAGE = rx(`\\b(?:${MEDS_EN}|${MEDS_OTHER})\\b`);
const medsNamed = (ctx: Context) => ctxTest(ctx, "meds-any-language", MEDS_ANY_LANGUAGE);

/** Money, errands and care: "saving money on my meds", a weekly pill organiser, a caller on a helpline shift. */
const ERRANDS = rx(
  "\\b(?:money|cash|costs?|price|prices|coupons?|discount|insurance|copay|afford|cheaper|bulk|receipts?|refill|pharmacy app|empty|bottles|craft|project|organi[sz]er|pill ?box|dosette|pastillero|organizador|por dias|da semana|taper|caller|callers|anrufer|telefonseelsorge|patients?)\\b",
);

/** A plain farewell in any of the five languages. */
const FAREWELL = rx(
  "\\b(?:thank you for|thanks for|thank u for|thx for|goodbye|bye|love you|love u|dont worry|do not worry|wont be|will not be|not be here|at peace|after today|after tonight|for good|forever|take care|dont try|please forgive|gracias por|adios|perdon|perdonen|cuiden|no voy a estar|ya no estare|obrigad[oa] por|adeus|nao vou estar|merci pour|adieu|je ne serai plus|danke fur|lebt wohl|leb wohl|macht es gut|machts gut)\\b",
);
/** A break or a change of app, not a death: "my last entry before the holidays". */
const PAUSE = rx(
  "\\b(?:year|week|month|holidays?|vacation|trip|break|hiatus|for now|for a while|for a bit|until|see you|switching|new app|another app|moving|move|fly|flying|flight|abroad|new city|new home|emigrat\\w*|semester|term|course|exams?|challenge|streak ends|vacaciones|semana|ferias|vacances|urlaub|pause)\\b",
);

/** Not being there afterwards, said plainly. */
const ABSENCE = rx(
  "\\b(?:wont|will not|dont|do not) need (?:them|it|anything|any of it|those|my stuff|this)(?: [a-z]+){0,2}? (?:anymore|any more|where im going|after|soon|again)\\b|\\bwhere im going\\b|\\b(?:wont|will not) be (?:around|here|alive|needing)\\b|\\bnot be (?:around|here|alive)\\b|\\b(?:not|dont) plan on being (?:here|around|alive)\\b|\\b(?:when|after|once) im gone\\b|\\bim not coming back\\b|\\bgo(?:ing)? through with it\\b|\\blast thing (?:stopping|holding|keeping|left|i needed|to sort)\\b|\\bnothing (?:left|else) to (?:sort|do|arrange)\\b|\\bbefore i go\\b|\\b(?:theyll|they will) find (?:them|it|the letters|the notes|me)\\b|\\bfor when (?:its|it is) over\\b|\\b(?:be|ll be|will be) (?:ok|okay|fine|better off) without me\\b|\\bno (?:voy|vas) a necesitar\\b|\\bya no (?:voy a estar|estare)\\b|\\bno creo que llegue\\b|\\bnao vou (?:precisar|estar)\\b|\\b(?:meu|mi) ultimo dia\\b(?! (?:na|no|en la|en el|de|do|da) (?:oficina|trabalho|trabajo|escola|escuela|colegio|empresa|curso))|\\bultimo dia (?:de vida|na terra|en la tierra)\\b|\\bne serai plus\\b|\\bnaurai plus besoin\\b|\\bnichts mehr zu erledigen\\b|\\bwenn ich mich umbringe\\b|\\bnot coming back\\b(?! (?:till|until|before|for a|from (?:the|my) (?:trip|holiday|weekend)))|\\b(?:tonights|tonight is) the night\\b|\\bno point (?:in )?waiting\\b|\\b(?:tying|tie) up (?:the )?loose ends\\b|\\b(?:last|final) (?:journal |diary )?(?:entry|message)\\b|\\b(?:wont|will not|dont intend to|do not intend to|not going to|never going to) see (?:another|the next|next|the) (?:winter|summer|christmas|birthday|year|spring)\\b|\\b(?:ya )?no voy a volver\\b|\\bnao vou voltar\\b|\\bhoje e o dia\\b|\\bme despido de este mundo\\b|\\bheute nacht mach(?:e)? ich schlus\\b|\\bnicht mehr da\\b|\\bpara siempre\\b|\\bpra sempre\\b|\\bwont be able to (?:tell|see|say)\\b|\\bafter tonight\\b|\\bits time\\b(?! (?:for|to))|\\b(?:done|sorted|finished) before (?:next week|the weekend|friday|saturday|sunday|tonight|tomorrow)\\b|\\bthe last page\\b|\\bwont need any more\\b|\\b(?:everything|it all|all)(?:s| is)? (?:in order|sorted|arranged|taken care of) now\\b|\\bcalm for the first time\\b|\\b(?:he|she|they) (?:will|wil|ll) (?:soon|understand soon|find out soon)\\b|\\bif anything (?:ever )?(?:happens|happened|should happen) to me\\b|\\bsaid everything i (?:needed|wanted|had) to say\\b|\\bnothing (?:left|more) to say\\b|\\btidying up before (?:leaving|i go)\\b|\\b(?:doesnt|does not|dont|do not) know (?:its|it is|this is) (?:permanent|for good|forever)\\b|\\bhoy es la noche\\b|\\bhoje e a noite\\b|\\b(?:morgen|heute) ist es so ?weit\\b|\\bbetter off without (?:a (?:mother|father|mum|mom|dad|parent|wife|husband|sister|brother) like me)\\b|\\bno pienso volver\\b|\\bnao penso voltar\\b|\\bfree of (?:all of )?(?:it|this)\\b|\\bthat (?:would|will) be that\\b",
);
/** Ordinary reasons to give things away or plan for the worst. */
const ORDINARY_REASONS = rx(
  "\\b(?:bloquee|blocked|liberad[oa]|freed|broke up|breakup|ruptura|moving|move|new (?:flat|place|house|job|one)|me voy a vivir|mudanza|mudarme|me mudo|mudando|demenag\\w*|umzug|ziehe um|abroad|emigrat\\w*|declutter\\w*|minimalis\\w*|outgrown|too small|upgrad\\w*|bought a new|got a new|charity|donat\\w*|sell|selling|sold|trip|travel\\w*|while im away|im away|going away|holidays?|vacation|vacaciones|ferias|vacances|urlaub|flight|surgery|operation|deployment|baby|pregnan\\w*|newborn|mortgage|solicitor|lawyer|estate planning|retire\\w*)\\b",
);
/** What a person says while hiding a plan behind an ordinary reason: "she thinks i'm moving. i'm not." */
const COVER_STORY = rx(
  "\\b(?:thinks?|think) (?:im|i am) (?:just )?(?:moving|decluttering|going|travelling|traveling|cleaning)\\b|\\bim not (?:moving|going anywhere|going on (?:holiday|vacation|a trip))\\b|\\b(?:thinks?|think) (?:its|it is|thats|that is|theyre|they are) (?:just )?for (?:the|my|a)\\b|\\b(?:le|les) dije que me voy de viaje\\b|\\bthinks? i mean (?:a|the|my)\\b|\\bi (?:just )?(?:say|tell (?:them|people|everyone)) im (?:moving|decluttering|travelling|traveling)\\b",
);

/** A plan kept from others: "she doesn't know why. i do", "people think i'm just decluttering. i'm not", "nadie sospecha nada". */
const HIDDEN_INTENT = rx(
  "\\b(?:no ?one|nobody|people|they|she|he|every ?one|my (?:mum|mom|dad|sister|brother|family|parents|wife|husband|partner|friends)) (?:suspects?|has any idea|knows? why|doesnt know why|dont know why|does not know why|do not know why|has no idea why)\\b|\\b(?:doesnt|dont) know why(?: \\.)? i do\\b|\\bnadie sospecha\\b|\\bninguem (?:desconfia|suspeita)\\b|\\bpersonne ne se doute\\b|\\bniemand ahnt\\b|\\bthink im just [a-z]+ \\. im not\\b",
);
const hiddenIntent = (ctx: Context) => ctxTest(ctx, "hidden-intent", HIDDEN_INTENT);
/** Last words said as such: "goodbye everyone", "at peace with it now", "cansada de ser una carga". */
const FINAL_WORDS = rx(
  "\\bgoodbye (?:every ?one|every ?body|all|world|friends)\\b|\\bat peace with (?:it|this|my decision|the decision|everything)\\b|\\bser una carga\\b|\\bser um (?:peso|fardo)\\b|\\betre un fardeau\\b|\\beine last (?:zu )?sein\\b",
);

/** A past attempt at one's life. */
const PAST_ATTEMPT = rx(
  "\\b(?:my|an|one|the|first|last|previous) (?:suicide )?attempt\\b(?! (?:at|to pass|on (?:the|my)))|\\battempted (?:in|last|at|before|two|once|years?|when)\\b|\\b(?:tried|attempted) (?:with|using) (?:pills|a rope|tablets|an overdose)\\b|\\bwoke up in (?:the )?(?:icu|hospital|a and e|er)\\b|\\blast time (?:i|they) (?:survived|got found|was found|found me)\\b|\\bi survived (?:because|bc|cause)\\b|\\b(?:the )?first time (?:in [a-z]+ )?(?:didnt|did not) work\\b|\\blast time (?:didnt|did not) work\\b|\\bno funciono\\b|\\bnao funcionou\\b|\\b(?:ya )?lo intente\\b|\\bme salvaron\\b|\\btentei\\b|\\bversucht\\b|\\bjai (?:deja )?essaye\\b",
);
/** A plan for the next one. */
const NEW_PLAN = rx(
  "\\b(?:new plan(?! for (?:my|the) (?:life|future|recovery|career))|better plan(?! for (?:my|the) (?:life|future|recovery|career))|the next one|second one|have the stuff|got the stuff|stuff ready|wont fail|actually works?|make sure|making sure|nobodys coming|no ones coming|date picked|picked a date|finish it|a plan again|plan again|a better one|know what i did wrong|figured out what went wrong|wont mess (?:it|this) up|not making that mistake|wont make that mistake|this time (?:[a-z]+ ){0,6}?(?:plan|planned|sure|works|work|fail|right|nobody|no one|stuff|pills|rope|method|date|better))\\b|\\bordered (?:the|some|more) (?:stuff|things|rope|pills|tablets|helium|charcoal)\\b|\\b(?:its|it is|the urges? (?:is|are)) back (?:worse|again|stronger)\\b|\\besta vez\\b|\\bplan mejor\\b|\\bmejor planeado\\b|\\bescolhi\\b|\\bplano melhor\\b|\\bdiesmal\\b|\\bcette fois\\b",
);
/** Accidents, exams and sport have attempts and hospital stays too; recovery told as recovery. */
const OTHER_ATTEMPTS = rx(
  "\\b(?:exam|test|driving|marathon|race|recipe|bake|cake|interview|climb|record|pb|bar|quit smoking|quitting|diet|novel|level|boss|accident|crash|surgery|operation|appendix|recovery|recovered|glad (?:i|to be) (?:survived|alive)|years clean|share my story|awareness|volunteer\\w*|years since|doing (?:really |so )?well|spoke at|talk at|im safe|i am safe|tell my therapist everything)\\b",
);

/** Fainting or blacking out, beside days without food. */
const BLACKOUTS = rx(
  "\\b(?:blacked out|blacking out|black out|fainted|fainting|passed out|collapsed|dizzy and fell|fell down|keep falling|vision goes|heart (?:is |keeps )?(?:doing|skipping|racing|pounding|flutter\\w*)|skipp(?:ing|ed) beats|palpitations|chest pains?)\\b",
);

/** Fainting or blacking out, in the five languages, beside days without food. */
const BLACKOUTS_ANY_LANGUAGE = rx(
  "\\b(?:blacked out|blacking out|black out|fainted|fainting|passed out|pass out|collapsed|dizzy|vision goes|seeing spots|black spots|saw spots|fell on the stairs|fell down|desmaye|desmaie\\w*|desmayo|desmaio|me desmaie|tonta|tonto|mareada|mareado|tontura|mareo|apague|cai|evanoui\\w*|ohnmachtig|umgekippt|zusammengebrochen)\\b",
);
/** Ordinary reasons to carry a weapon or a bat somewhere: sport, hunting, cooking, a costume. */
const ARMED_ORDINARY = rx(
  "\\b(?:hunting|season|range|clay|pigeon|game|softball|baseball|cricket|practice|training|fishing|cake|bread|dinner|carving|birthday|butter|costume|cosplay|film|movie|play|rehearsal|lol|haha)\\b",
);
/** A day or a time near, in the five languages (squeezed: "tomorow", "sontag"). */
const NEAR_DAY =
  "lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mitwoch|donerstag|freitag|samstag|sontag|heute nacht|morgen|manana|esta noche|amanha|hoje|ce soir|demain|tonight|tomorow|weg sind|se vayan|sairem";

const METHOD_RISK = rx("\\b(?:certain|for sure|sure|guaranteed|fatal|die|dead|survive|paraly\\w*|enough|kill|not wake|never wake|instant|quick|painless)\\b");
const NOT_PEOPLE = rx(
  "\\b(?:wallpaper|pictures?|paintings?|curtains|shelves|shelf|frames?|laundry|washing|clothes|plants?|flowers?|goldfish|fish|hamster|battery|batteries|phone|laptop|chicken|turkey|meat|dough|planta|plantas|pez|peces|flores|bateria|celular|movil|pflanze|pflanzen|plante|plantes|batterie)\\b",
);

const RULES: Rule[] = [
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
    unlessContext: (ctx) => ctxTest(ctx, "errands", ERRANDS) || fiction(ctx),
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
    // A plan for a set time: "gonna do it tonight. already wrote the notes", "esta noche lo hago".
    re: rx(
      "\\b(?:tonights|tonight is) the night\\b|\\b(?:(?:gonna|going to|will|ill|im|i am) (?:do|doing)|doing) it (?:tonight|tonite|2nite|tomorrow|this weekend|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|in the morning|when (?:every ?one|everyones|the house|nobody|no one|they|my)|after (?:my|the|work|school))\\b|\\b(?:esta noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este fin de semana|hoy) lo hago\\b|\\blo hago (?:esta noche|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\\b",
    ),
    any: ["do it", "doing it", "lo hago", "the night"],
    category: "suicide",
    subject: "strict",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "plan-final",
        rx(
          "\\b(?:just (?:needed|wanted) to (?:say|tell|write)|(?:one )?last (?:person|one) to know|wanted (?:someone|somebody|one person|you) to know|not asking for advice|somewhere|no one will|nobody will|no one would|nobody would|long enough|thought about it|im done|done done|the notes?|my notes?|notes already|letters to|goodbye|bye|talk me out|stop me|asleep|dormidos|ctb|end it|for good|method|no more|cant do this|cant keep|ya no puedo|no aguanto|despedida|adios|cartas?|life insurance|suicide clause|get the money|payout|pays out)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "plan-ordinary",
        rx(
          "\\b(?:telling (?:my|them|him|her|everyone)|tell (?:my|them|him|her)|asking (?:her|him|them)|propos\\w*|pregnant|haircut|tattoo|piercing|quit(?:ting)? my job|resign\\w*|coming out|confess\\w*|ask (?:her|him) out|the chop|skydiv\\w*|marathon)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "not-people", NOT_PEOPLE) || fiction(ctx),
  },
  {
    // A last entry with a farewell: "this is my last entry. thank you for listening", "das ist mein letzter eintrag".
    re: rx(
      "\\b(?:my|the|our|this) (?:last|final) (?:entry|message|msg|post|diary entry|journal entry|conversation|chat|words)\\b|\\b(?:last|final) entry\\b|\\b(?:mi|la|esta es mi) ultima (?:entrada|mensaje|nota|conversacion)\\b|\\besta es mi despedida\\b|\\b(?:minha|a|e a minha) ultima (?:mensagem|entrada|conversa)\\b|\\b(?:mon|le) dernier message\\b|\\bnotre derniere conversation\\b|\\bletzter eintrag\\b|\\bletzte nachricht\\b",
    ),
    any: ["last", "final", "ultima", "despedida", "dernier", "letzte"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "farewell", FAREWELL),
    unlessContext: (ctx) => ctxTest(ctx, "pause", PAUSE) || fiction(ctx),
  },
  {
    // Final arrangements with an absence: "gave my guitar to my brother. i won't need it where i'm going".
    re: rx(
      "\\b(?:gave|giving|given|give) (?:away )?(?:all )?(?:my|away)\\b|\\b(?:take|takes|taking|look after|looking after|feed|care of|adopt|adopted|rehome|rehomed|home for|keep) (?:care of )?(?:my )?(?:cat|cats|dog|dogs|pets?|puppy|kitten|hamster|rabbit|biscuit)\\b|\\b(?:wrote|written|writing|made|updated|finished|signed|sorted) (?:a |my |out my |up my )?(?:will|testament)\\b|\\b(?:wrote|written|writing|left)(?: [a-z]+){0,3}? (?:letters|the letters|a letter|notes|the notes|a note|my note)\\b|\\b(?:testamento|testament)\\b|\\b(?:reparti|repartido|regale|deje (?:a )?mi|deixei (?:meu|minha|carta)|dei (?:meu|meus|minha)|confie mon|donne mes|verschenkt|alles geregelt|katze ist bei)\\b|\\b(?:take|have|gets|get|look after|care of) (?:the|my) (?:kids|children|boys|girls|baby)\\b|\\b(?:found|find|finding) (?:the|my) (?:cat|dog|pet|pets|cats|dogs) a (?:new )?home\\b|\\bnew home for (?:the|my) (?:cat|dog|pet|pets)\\b|\\bpaid off (?:the|my|what)\\b|\\bgave notice\\b|\\bdeleted (?:all )?my (?:socials|social media|accounts)\\b|\\b(?:everything|its all|all) (?:is |s )?(?:sorted|in order|tidy|arranged)\\b|\\baffairs in order\\b|\\bdeje (?:a |el |la )?(?:mi |el |la )?(?:perro|perra|gato|gata|perrito|gatito)\\b|\\b(?:testament ist gemacht|hund ist bei)\\b|\\bleft (?:the|my) (?:cat|dog|cats|dogs) (?:extra |enough )?food\\b|\\b(?:rent|bills?) (?:is |are )?paid (?:through|until|up)\\b|\\bleft (?:the )?(?:neighbour|neighbor) (?:a|the) key\\b|\\b(?:cancel|delete|close) (?:everything|my account|my subscription|it all)\\b|\\b(?:asked|told|arranged for) (?:the|my|a|our) (?:neighbou?r|friend|sister|brother|mum|mom|dad|cousin|aunt|uncle) to (?:have|take|keep|feed|look after|mind)\\b",
    ),
    // Arrangements name others ("someone to adopt my dog"): who the hit is about is not checked.
    any: [
      "asked",
      "arranged",
      "kids",
      "children",
      "perr",
      "gat",
      "hund",
      "food",
      "paid",
      "key",
      "cancel",
      "close",
      "home",
      "paid of",
      "notice",
      "deleted",
      "sorted",
      "order",
      "tidy",
      "arang",
      "geregelt",
      "katze",
      "gave",
      "giv",
      "take",
      "taking",
      "lok after",
      "fed",
      "care of",
      "adopt",
      "rehome",
      "home for",
      "kep",
      "wil",
      "testament",
      "leter",
      "note",
      "repart",
      "regal",
      "deje",
      "deixei",
      "dei ",
      "confie",
      "done",
      "verschenkt",
    ],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "absence", ABSENCE) || hiddenIntent(ctx) || ctxTest(ctx, "final-words", FINAL_WORDS),
    unlessContext: (ctx) => (ctxTest(ctx, "ordinary-reasons", ORDINARY_REASONS) && !ctxTest(ctx, "cover-story", COVER_STORY)) || fiction(ctx),
  },
  {
    // A past attempt with a new plan: "I tried with pills and woke up in the ICU. This time I'll use something that works."
    re: PAST_ATTEMPT,
    any: ["first time", "last time", "funciono", "funcionou", "atempt", "tried", "woke up", "survived", "intente", "salvaron", "tentei", "versucht", "esaye"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "new-plan", NEW_PLAN),
    unlessContext: (ctx) => ctxTest(ctx, "other-attempts", OTHER_ATTEMPTS) || fiction(ctx),
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

  // --- Suicide: more classes ---------------------------------------------------------------
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "firearm-ordinary", rx("\\b(?:season|range|licen[cs]e|hunt|hunting trip|competition|safety course|target practice|clay)\\b")) || fiction(ctx),
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
    // Wanting out of life, said plainly: "i want out of this life for good", "I have had enough of this life".
    re: rx("\\b(?:want|wanna|need) out of (?:this )?life\\b|\\b(?:had|have had|ive had) enough of (?:this )?life\\b|\\bdone with (?:this )?life\\b"),
    any: ["life"],
    category: "suicide",
    subject: "check",
    unlessContext: fiction,
  },
  {
    // On the way to a place to die, not coming back: "im driving to the bridge. not coming back this time".
    re: rx("\\b(?:driving|going|walking|heading|drive|go|walk|head) (?:out )?to (?:the|a) (?:bridge|cliffs?|tracks|railway|roof|lake|river|sea|quarry|woods|forest)\\b"),
    any: ["bridge", "clif", "tracks", "railway", "rof", "lake", "river", "sea", "quary", "wods", "forest"],
    category: "suicide",
    subject: "check",
    onlyIf: (ctx) => ctxTest(ctx, "absence", ABSENCE),
    unlessContext: (ctx) => ctxTest(ctx, "ordinary-reasons", ORDINARY_REASONS) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "rooftop-leisure",
        rx(
          "\\b(?:puenting|bungee|haciendo|tomando|fiesta|vista|fotos?|atardecer|cerveza|amigos|arreglando|reparando|trabajo|festa|foto|por do sol|amigas|consertando|trabalho|sol)\\b",
        ),
      ) || fiction(ctx),
  },
  // --- Self-harm ----------------------------------------------------------------------------
  {
    // Cutting that continues or deepens: "been cutting for a year, its getting worse", "carving words into my thigh".
    re: rx(
      "\\b(?:been|started|still|keep|im) cutting (?:myself )?(?:again|for (?:a|about|like|over|almost|nearly|[0-9]+|two|three|six) (?:year|years|month|months|weeks)|since)\\b|\\b(?:carv(?:e|ed|ing)|scratch(?:ed|ing)?|burn(?:ed|t|ing)?) (?:[a-z]+ ){0,3}?into my (?:skin|arm|arms|leg|legs|thigh|thighs|wrist|wrists|stomach|hip|hips)\\b|\\bcuts (?:are )?getting deeper\\b|\\bcutting deeper\\b|\\bneed (?:more|deeper cuts) to feel\\b|\\bme (?:volvi|he vuelto) a cortar\\b|\\bme corte (?:otra vez|de nuevo)\\b|\\bme cortei (?:de novo|outra vez|hoje|ontem)\\b|\\bnao consigo parar de me cortar\\b|\\bgeritzt\\b|\\britze mich\\b|\\bme suis (?:encore )?scarifie\\b",
    ),
    any: ["cut", "carv", "scratch", "burn", "corta", "corte", "ritz", "scarif"],
    category: "self-harm",
    subject: "check",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "cutting-ordinary",
        rx(
          "\\b(?:fruher|clean|narben|scars|(?:years?|months?|jahren|anos|meses) (?:clean|free|sin|sem)|seit [0-9]+ (?:jahren|monaten)|carbs|sugar|hair|fabric|wood|grass|costs|back on|down on|onions?|vegetables|paper|cocina|cozinha|cozinhando|cocinando|kuche)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Hitting oneself as punishment: "banged my head on my desk until my nose bled".
    re: rx("\\b(?:banged|bang|banging|hit|hitting|smashed|smashing) my (?:head|fists?) (?:on|against|into) (?:[a-z]+ ){0,3}?(?:until|till|so hard|again)\\b"),
    any: ["head", "fist"],
    category: "self-harm",
    unlessContext: (ctx) =>
      ctxTest(ctx, "accident", rx("\\b(?:accident|accidentally|by mistake|cupboard|cabinet|shelf|door|doorframe|ceiling|car door|i swear i do it)\\b")) || fiction(ctx),
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
  // --- Danger from others -------------------------------------------------------------------
  {
    // Confined by a partner: "he's locked me in the bedroom again and took my phone".
    re: rx("\\b(?:locked|locks|locking) me (?:in|inside|up)\\b|\\bwont let me (?:leave|go out|out of the house)\\b"),
    any: ["lock", "let me"],
    category: "danger-from-others",
    unlessContext: (ctx) => ctxTest(ctx, "locked-in-ordinary", rx("\\b(?:by accident|accidentally|joke|prank|lol|haha|escape room|game)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "threat-idiom", rx("\\b(?:homework|grades|report card|phone bill|late again|joking|lol|haha|mum will kill me if|mom will kill me if)\\b")) || fiction(ctx),
  },
  // --- Harm to others -----------------------------------------------------------------------
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "harm-ordinary",
        rx(
          "\\b(?:range|hunting|season|gun club|lesson|garden|yard|brush|hedges?|allotment|sugar|milk|honey|sweetener|birthday|candles|bonfire|bbq|barbecue|fireplace|log burner|cooking|chef|kitchen|recipe|class|karma|intrusive thoughts? (?:are|is) (?:normal|common)|ocd)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Plain intent to harm someone, in Spanish, French, German and Portuguese.
    re: rx(
      "\\b(?:le voy a|voy a) (?:partir la cabeza|pegar un tiro|apunalar|clavar (?:un|el) cuchillo)\\b|\\bje vais (?:poignarder|planter) (?:mon|ma|le|la|les|ce|cette|lui)\\b|\\bich (?:tu|tue|werde) (?:meinem|meiner|ihm|ihr|dem|der)(?: [a-z]+){0,3}? (?:was an|etwas an|abstechen|erschiesen)\\b|\\b(?:vou|eu vou) (?:esfaquear|dar um tiro (?:no|na|em)) (?:o|a|meu|minha|ele|ela|esse|essa)\\b",
    ),
    any: ["voy a", "vais", "ich", "vou"],
    category: "harm-others",
    unlessContext: (ctx) => ctxTest(ctx, "harm-hyperbole", rx("\\b(?:de risa|de hambre|de rire|jaja|kkk|haha|lol|broma|blague|spass|brincadeira)\\b")) || fiction(ctx),
  },
  // --- Third pass (from round x) -------------------------------------------------------------
  {
    // A farewell that clears someone: "make sure my daughter knows it wasn't her fault ... after tonight".
    re: rx("\\b(?:it wasnt|it was not|none of (?:it|this) (?:was|is)|its not|it isnt) (?:her|his|their|your) fault\\b"),
    any: ["fault"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "absence", ABSENCE),
    unlessContext: fiction,
  },
  {
    // Looking for where one would not be found, or a plan rehearsed: "a spot in the woods where nobody would find me".
    re: rx(
      "\\bwhere (?:nobody|no one|noone) (?:would|will|could|can) find me\\b|\\b(?:an actual|a real|a detailed|a concrete) plan\\b(?: [a-z]+){0,6}? (?:step by step|in my head|for (?:it|dying|ending))|\\b(?:dying|die|kill myself|ending it)\\b(?: [a-z]+){0,8}? (?:an actual|a real|a detailed|a concrete) plan\\b",
    ),
    any: ["find me", "plan"],
    category: "suicide",
    unlessContext: (ctx) => ctxTest(ctx, "hiding-game", rx("\\b(?:hide and seek|game|lol|haha|holiday|peace and quiet|cabin|retreat|introvert|social battery)\\b")) || fiction(ctx),
  },
  {
    // ctb with means or a wait: "thinking about ctb. got everything i need".
    re: rx("\\bctb\\b"),
    any: ["ctb"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "ctb-ready", rx("\\b(?:got everything|have everything|everything i need|waiting for|method|tonight|plan|ready|soon|this week)\\b")),
  },
  {
    // A voice or figure commanding death: "the man in the radio keeps telling me to step in front of the train".
    re: rx(
      "\\b(?:voices?|voice|the man|a man|the woman|someone|something|he|she|it|they)\\b(?: [a-z]+){0,4}? (?:keeps? |is |are )?(?:telling|tells|told|says|saying|ordering|orders|wants|want) me (?:i (?:need|have|must) to |to )(?:step in front of|jump|die|kill myself|end it|drown|hang)\\b",
    ),
    any: ["teling", "tels", "told", "says", "saying", "order", "want"],
    category: "suicide",
    unlessContext: fiction,
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
    // An overdose counted as a whole: "me tome un frasco entero", "injected way more insulin ... on purpose".
    re: rx(
      `\\b(?:un frasco entero|una caja entera|un bote entero|un blister entero|una tira entera|uma cartela inteira|um frasco inteiro|une boite entiere|eine ganze packung)\\b|\\b(?:took|taken|injected|swallowed|swalowed) (?:way )?(?:more|too much|too many)(?: [a-z]+){0,3}? (?:${MEDS_EN}|insulin)\\b(?: [a-z]+){0,8}? on purpose\\b`,
    ),
    any: ["enter", "inteir", "entier", "ganze", "on purpose"],
    category: "suicide",
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "injury-ordinary",
        rx("\\b(?:recycl\\w*|dispos\\w*|sharps|replac\\w*|old razor|accident|accidentally|by mistake|shaving|shave|razor burn|manicure|gel nails|car door|wind)\\b"),
      ) || fiction(ctx),
  },
  {
    // Violence now: a knife pulled, a door broken down, pushed down the stairs by someone feared.
    re: rx(
      "\\b(?:pulled|held|holding|waved) (?:a|the|his|her) knife (?:on|to|at) me\\b|\\bcame at me with (?:a|the|his|her) (?:knife|gun|bat|hammer)\\b|\\b(?:broke|kicked|smashed) (?:the|my) door (?:down|in)\\b|\\b(?:shoved|pushed|threw) me (?:down|into|against|across|off)\\b",
    ),
    any: ["knife", "dor", "shoved", "pushed", "threw me"],
    category: "danger-from-others",
    onlyIf: (ctx) => ctxTest(ctx, "violence-cue", rx("\\b(?:scared|afraid|terrified|hiding|hid|locked myself|screaming|again|what do i do|help|took my|hit me|going to)\\b")),
    unlessContext: (ctx) =>
      ctxTest(ctx, "violence-ordinary", rx("\\b(?:game|match|rugby|football|wrestling|play fight|playfight|my dog|the dog|lol|haha|dance|mosh)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "harm-idiom", rx("\\b(?:karma|lol|haha|football|rugby|game|match|careful|ice|icy|slippery)\\b")) || fiction(ctx),
  },
  {
    // A high place now, in German, with a goodbye: "bin grad auf der autobahnbrücke. wollte nur noch tschüss sagen".
    re: rx("\\b(?:bin|stehe|sitze) (?:grad |gerade |jetzt )?auf (?:der|dem) (?:[a-z]*brucke|dach|hochhaus|klippe)\\b"),
    any: ["bruck", "dach", "hochhaus", "klipe"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "german-farewell", rx("\\b(?:tschus|abschied|lebt wohl|leb wohl|nicht mehr|springen|runter|ende|letzte)\\b")),
    unlessContext: fiction,
  },
  // --- Pass 4 (from round z): voices, injury to oneself by any means, restriction by days,
  // a child asked for images, a partner's threat, an overdose told whole, waiting armed -----------
  {
    // A voice heard, in any of the five languages, beside death or harm: "voices keep saying i have
    // to die", "la voz me dice que me mate", "the dark voice said tonight is the night".
    re: rx(
      "\\b(?:voices|the voice|a voice|dark voice|voice in my head|voices in my head|la voz|las voces|una voz|a voz|as vozes|uma voz|la voix|les voix|une voix|die stimme|die stimmen|eine stimme|algo en mi cabeza|algo na minha cabeca|quelque chose dans ma tete|etwas in meinem kopf)\\b",
    ),
    any: ["voice", "voz", "voces", "voix", "stime", "cabeza", "cabeca", "tete", "kopf"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "voice-commands-harm",
        rx(
          "\\b(?:die|death|dead|kill\\w*|hurt\\w*|burn\\w*|boiling|stove|hob|cut\\w*|jump\\w*|walk into|drown\\w*|into the (?:lake|river|sea|traffic)|in front of|the night|burden|deserve to|have to|need to|must|muera|muerte|morir|matar\\w*|mate|mates|hacerme dano|sangr\\w*|rasgun\\w*|cortarme|quemarme|morrer|matar|me machucar|me cortar|mourir|tuer|me tuer|sterben|toten|umbringen|springen|verletzen)\\b",
        ),
      ) &&
      ctxTest(
        ctx,
        "voice-heard",
        rx(
          "\\b(?:telling|tells|told|tell|say|says|said|saying|keeps?|order\\w*|want\\w*|louder|listen\\w*|obey\\w*|dice|dicen|decia|ordena|ordenan|diz|dizem|mandam?|dit|disent|ordonne|sagt|sagen|befiehlt)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "voice-ordinary",
        rx(
          "\\b(?:voice (?:notes?|messages?|memos?|chat|actor|acting|lessons?|coach|over|assistant|search|mail)|voicemail|singing|choir|sing|song|lost my voice|raised (?:his|her|their) voice|his voice|her voice|my voice|alexa|siri|podcast|audiobook|narrator|gps|sat ?nav|inner critic|inner voice|anxiety voice|the voice (?:show|tv)|karaoke|videojuego|juego|jogo|jeu|spiel|game|gaming)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "self-hit-ordinary",
        rx(
          "\\b(?:accident\\w*|by mistake|cupboard|cabinet|shelf|doorframe|ceiling|car door|low beam|snooze|alarm|gym|boxing|bag|workout|hit my head on the|the ball|lol|haha|joke|reset button|desk in frustration|punching bag|heavy bag|saco de boxeo|boxeo|boxe|sandsack|clase de|aula de|class)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "burn-ordinary",
        rx(
          "\\b(?:accident\\w*|by mistake|cooking|baking|the oven|the pan|the kettle|on the (?:iron|cast iron|stove|hob|grill|bbq|barbecue|straightener|radiator)|steak|horno|cocina|passando|camisa|hielo|gelo|taking (?:the|a) (?:tray|pan)|sunburn\\w*|sun|sunscreen|burnt (?:the|my) (?:toast|dinner|rice|food|cookies)|burn(?:ing|ed|t)? (?:myself )?out|burnout|calories|candle making|soldering|welding|hot glue|straightener slipped|lol|haha|cocinando|cozinhando|sin querer|sem querer)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "threat-play", rx("\\b(?:game|paintball|airsoft|laser tag|nerf|water gun|water pistol|toy|prank|lol|haha|movie|film|show|episode|match)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "overdose-ordinary",
        rx(
          "\\b(?:vitamins?|antibiotics? course|the course|course of|prescribed|as prescribed|my doctor said|advice|their advice|the notes|criticism|the hint|the compliment|the blame|the bait|the shots|photos|pictures|pics|notes|tips|the lot of them home|kids|dogs|park|bins|boxes|bags)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Waiting for someone, armed: "ill be waiting outside with my rifle", "ich warte morgen mit dem messer vor der schule".
    re: rx(
      "\\b(?:waiting|wait|be waiting|gonna wait|going to wait) (?:[a-z]+ ){0,5}?(?:with|holding) (?:a|the|my|his) (?:rifle|gun|pistol|shotgun|knife|bat|machete|axe|hammer|crowbar|crossbow)\\b|\\bwarte (?:[a-z]+ ){0,5}?mit (?:dem|einem|meinem) (?:messer|gewehr|baseballschlager|hammer|pistole)\\b|\\b(?:espero|esperare|esperar) (?:[a-z]+ ){0,6}?con (?:la|el|un|una|mi) (?:navaja|cuchillo|pistola|escopeta|machete|bate)\\b|\\b(?:espero|esperar|esperarei) (?:[a-z]+ ){0,6}?com (?:a|o|uma|um|minha|meu) (?:faca|arma|pistola|espingarda|taco)\\b|\\b(?:attends|attendrai) (?:[a-z]+ ){0,6}?avec (?:un|une|le|la|mon|ma) (?:couteau|fusil|pistolet|batte|hache)\\b",
    ),
    any: ["wait", "warte", "esper", "atend"],
    category: "harm-others",
    unlessContext: (ctx) => ctxTest(ctx, "armed-ordinary", ARMED_ORDINARY) || fiction(ctx),
  },
  // --- Pass 5 (from round aa): ending things at a set time, a waited-for empty house, rope with a
  // day, a leap said in the first person, taking the lot, a blade taken out, skin scratched raw, an
  // armed partner now, a child hurt at home, a child's age told to an adult, armed revenge tonight --
  {
    // Ending things, decided or timed: "once the kids are asleep tonight im ending things".
    re: rx("\\b(?:im|i am|gonna|going to|will|ill|i will) (?:end|ending) (?:things|it all|it|everything|my life)\\b"),
    any: ["end it", "end things", "end everything", "end my", "ending"],
    category: "suicide",
    subject: "check",
    // "ending things with Tom tonight": a relationship.
    unlessAfter: rx("^ with "),
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "ending-decided",
        rx(
          "\\b(?:tonight|tomorrow|this weekend|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|once|when (?:the|every ?one|they|my)|made up my mind|decided|ready|cant do this|cant do it|for good|no more|im done|asleep)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "ending-ordinary",
        rx(
          "\\b(?:with (?:him|her|them)|relationship|boyfriend|girlfriend|bf|gf|husband|wife|partner|friendship|dating|situationship|subscription|contract|lease|tenancy|membership|the call|the chat|the season|the series|the book|the project|the month|the day|the week|the year|the streak|the fast|the diet|my shift|therapy|my sessions|the meeting|on a high|on a good note|the semester|the term)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Waiting for an empty house, with everything ready: "Everything's ready. Just waiting for my flatmate to leave".
    re: rx(
      "\\bwaiting (?:for|till|until) (?:my|the|everyone|every one|them|him|her)(?: [a-z]+){0,2}? to (?:leave|go out|go away|go to sleep|fall asleep|be asleep|be out|be gone)\\b|\\b(?:once|when|as soon as) (?:the|my) (?:kids|children|house|flat|family|wife|husband|flatmates?|roommates?|parents)(?: [a-z]+){0,2}? (?:are|is|fall|falls|go|goes) (?:asleep|out|empty|gone|to sleep|to bed)\\b",
    ),
    any: ["waiting", "kids", "children", "house", "flat", "family", "wife", "husband", "flatmate", "romate", "parents"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "empty-house-plan",
        rx(
          "\\b(?:(?:everything|it|all)(?:s| is)? ready|burden|ending (?:things|it)|end (?:it|things)|do it|the plan|my plan|its time|goodbye|the notes?|the rope|the pills|cant do this (?:anymore|any more)|made up my mind)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "empty-house-ordinary",
        rx("\\b(?:party|surprise|movie|film|game|gaming|bath|nap|clean|cleaning|work|study|studying|date night|bake|baking|cake|present|gift|dance|sing|yoga|meditat\\w*)\\b"),
      ) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "rope-ordinary",
        rx(
          "\\b(?:climb\\w*|escalada|escalar|klettern|escalade|descalade|camping|tent|boat|sail\\w*|swing|hammock|washing line|clothesline|skipping|jump rope|tug|gym|crossfit|tow\\w*|moving|mudanza|umzug|charger|cable|extension|guitar|bungee|dog lead|leash|christmas lights|lights|craft|macrame|knots? class|(?:rope|roped|roping) (?:him|her|them|me|us|friends|some friends|a friend|people|someone|volunteers|my (?:friend|brother|sister|mum|mom|dad|partner)) (?:in|into)|(?:rope|roped|roping) (?:in|into) (?:my (?:friend|brother|sister|mum|mom|dad|partner)|friends|some friends|a friend|people|someone|help|volunteers)|the ropes|rope bridge|rope swing|umbilical|spinal|vocal|cord blood|power cord|phone cord|charging cord)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // A leap said in the first person, with a time or a decision: "manana me tiro del puente", "morgen springe ich".
    re: rx(
      "\\bme (?:tiro|voy a tirar|lanzo|voy a lanzar) (?:del|de la|desde el|desde la|al|a las) (?:puente|edificio|azotea|tren|metro|vias|acantilado|balcon|ventana)\\b|\\bme (?:jogo|vou jogar) (?:da|do|de uma|de um|na frente do) (?:ponte|predio|trem|metro|janela|penhasco|varanda)\\b|\\bje (?:saute|vais sauter|me jette|vais me jeter) (?:du|d un|de la|sous le|sous un) (?:pont|immeuble|toit|train|metro|falaise|balcon)\\b|\\b(?:pense|veux|vais) me (?:jeter|lancer) (?:sous|du|d un|de la) (?:le )?(?:metro|train|pont|immeuble)\\b|\\b(?:springe ich|ich springe|werde ich springen) (?:von der|vom|von dem|vor den|vor einen|aus dem)\\b",
    ),
    any: ["tiro", "tirar", "lanz", "jogo", "jogar", "saute", "sauter", "jete", "jeter", "lancer", "spring"],
    category: "suicide",
    unlessContext: (ctx) =>
      ctxTest(ctx, "leap-ordinary", rx("\\b(?:piscina|pool|agua|rio|lago|mar|playa|paracaidas|bungee|puenting|schwimmbad|see|parachute|plongeoir|piscine)\\b")) || fiction(ctx),
  },
  {
    // Taking the lot, thought through: "I could take the lot and that would be that. Counted them today."
    re: rx(
      "\\b(?:could|would|will|gonna|going to|want to|wanna|thinking (?:about|of)|think about) (?:just )?(?:take|taking|swallow|swallowing|neck|necking|inject|injecting) (?:the lot|them all|all of them|all of it|every (?:one|pill|tablet)|the whole (?:bottle|box|pack|packet|lot|pen|vial))\\b",
    ),
    any: ["the lot", "them al", "al of them", "al of it", "every", "whole"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "take-the-lot",
        rx(
          "\\b(?:that would be that|be over|never wake|not wake|counted|enough|done|being done|birthday|tonight|tomorrow|lithium|sertraline|end it|the end|pills|tablets|meds|painkillers|sleeping|xanax|insulin|pens?|paracetamol|tylenol)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(ctx, "take-the-lot-ordinary", rx("\\b(?:vitamins?|sweets|candy|cookies|biscuits|photos|pictures|kids|dogs|boxes|bags|plants|the lot of you)\\b")) || fiction(ctx),
  },
  {
    // A blade taken out of something, or skin scratched raw and hidden: "broke the sharpener to get the blade out".
    re: rx(
      "\\b(?:broke|broken|breaking|smashed|took apart|taking apart|unscrewed) (?:a|the|my|open (?:a|the|my)) (?:pencil )?(?:sharpener|razor|shaver)\\b|\\b(?:get|got|getting|take|took|taking) the (?:blade|blades|razor) out\\b|\\bscratch(?:ed|ing)? (?:my|myself)(?: [a-z]+){0,8}? (?:till|until|til) (?:its |it is |they are |it was )?(?:raw|bleed\\w*|bled|bloody)\\b",
    ),
    any: ["broke", "smash", "apart", "unscrew", "blade", "razor", "scratch"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blade-cue", rx("\\b(?:blade|blades|razor|cut|cutting|cope|bleed\\w*|bled|raw|skin|arms?|wrists?|thighs?|bathroom|hide|hiding|worse)\\b")),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "blade-ordinary",
        rx("\\b(?:recycl\\w*|dispos\\w*|replac\\w*|clean(?:ing)? (?:it|the)|art class|craft|mosquito|bites|allerg\\w*|chicken ?pox|sunburn|itch\\w* (?:cream|rash))\\b"),
      ) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "armed-partner-ordinary", rx("\\b(?:cooking|chopping|kitchen knife to cut|carving|bbq|barbecue|hunting|fishing|game|lol|haha|movie|film|show)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "threat-near-idiom", rx("\\b(?:homework|grades|report card|phone bill|late again|joking|lol|haha|game|match|tag|prank)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "child-harm-ordinary",
        rx("\\b(?:by accident|accidentally|ball|snowball|pillow fight|tickl\\w*|game|tag|play\\w*|swing|door|out of the house|bedtime|lol|haha)\\b"),
      ) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "armed-ordinary", ARMED_ORDINARY) || fiction(ctx),
  },
  {
    // A method question about heights or amounts, in German: "wie hoch muss eine brucke sein, damit man sicher tot ist".
    re: rx("\\bwie (?:hoch|tief|viele|viel|lange)\\b(?: [a-z,]+){0,8}? (?:tot|sterben|stirbt|todlich|umzubringen|nicht mehr aufwacht)\\b"),
    any: ["wie"],
    category: "suicide",
    unlessContext: fiction,
  },
  {
    // A last word to the coach in short: "last log. sorry for everything. thank u for listening".
    re: rx(
      "\\b(?:last|final) (?:log|post|note|words|message|time writing|time writing here|check in|check-in)\\b|\\b(?:meu|mi|mon|mein) (?:ultimo|ultima|dernier|derniere|letzter|letzte) (?:recado|mensagem|mensaje|message|nachricht)\\b",
    ),
    any: ["last", "final", "ultim", "dernier", "letzt"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(ctx, "farewell", FAREWELL) ||
      ctxTest(ctx, "sorry-for-everything", rx("\\b(?:sorry for everything|sorry|forgive|bye|goodbye|take care of|thank (?:you|u) for (?:listening|everything|being))\\b")),
    unlessContext: (ctx) => ctxTest(ctx, "pause", PAUSE) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "courage-ordinary",
        rx(
          "\\b(?:bungee|skydiv\\w*|parachute|zip ?line|diving board|high dive|cliff jump\\w*|into the (?:pool|sea|lake|water)|swim\\w*|stage|speech|audition|ask (?:her|him) out)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "vehicle-wish-ordinary", rx("\\b(?:lol|haha|lmao|joke|joking|monday|exam|meeting|dentist)\\b")) || fiction(ctx),
  },
  // --- Pass 6 (from round ab): method questions asked plainly, a decided date, a message timed
  // for after, thinking of dying as comfort, a burden's wish, a vehicle steered off, blades bought
  // again, a burn pressed on, where to cut, a threat left in a note, a weapon with a grievance, a
  // plan in French or German to hurt someone, a farewell named as one -------------------------
  {
    // "whats the quickest way to go that doesnt hurt": "to go" as dying.
    re: rx(
      "\\b(?:quickest|easiest|fastest|simplest|best|surest|least painful|most painless|painless|gentlest) (?:way|ways|method|methods) to (?:go|do it|not wake up|check out|be done|end it all)\\b",
    ),
    any: ["quickest", "easiest", "fastest", "simplest", "best way", "best method", "surest", "least painful", "painles", "gentlest"],
    category: "suicide",
    unlessAfter: rx("^ (?:to|about|from|back|home|out|on|through|into|abroad|vegan|grey|gray|green|viral|there|for|with|over|up|down|in)\\b"),
    unlessContext: (ctx) =>
      ctxTest(ctx, "way-to-go-ordinary", rx("\\b(?:airport|station|city|centre|center|route|bus|train times|uni|school|office|gym|directions|traffic|map|travel)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "method-question-ordinary",
        rx(
          "\\b(?:pictures?|paintings?|wallpaper|curtains|frames?|plants?|baskets?|swimming lessons?|lifeguard|first aid|course|cpr|nursing|exam|essay|documentary|podcast|history|medieval|execution|novel|my character|detector|alarm|boiler|smoke)\\b",
        ),
      ) || fiction(ctx),
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
    // A date decided, calmly: "picked a date. the 14th", "I've decided. Sunday night after my roommate leaves".
    re: rx("\\b(?:ive decided|i have decided|ive made my decision|picked a date|picked the date|chose a date|chosen a date|chosen the date|the date is (?:set|picked|chosen))\\b"),
    any: ["decided", "decision", "a date", "the date"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "date-calm",
        rx(
          "\\b(?:(?:driving|going|heading|walking) (?:out )?to the (?:cliffs?|bridge|woods|lake|river|tracks|roof|edge)|feels right|not scared|calm|at peace|ready|relieved|its time|after my (?:roommate|flatmate|wife|husband|partner|parents|mum|mom|dad) (?:leaves|goes)|when (?:the|my) (?:house|flat|lease)|lease ends|nobody|no one|enough)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "date-ordinary",
        rx(
          "\\b(?:wedding|party|trip|holiday|vacation|move|moving|exam|interview|surgery|operation|baby|due date|launch|job|quit|quitting|resign\\w*|tell (?:him|her|them|my)|propos\\w*|break up|breakup|leave him|leave her|divorce|retire\\w*|course|degree|therapy|tattoo|marathon|race|sober|diet|start|starting|open|opening|book|booked|flight|visa|college|uni|university|apply|application|sell|selling|renovat\\w*|date night|first date|a date with)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // A message timed for after: "set up my email to send tomorrow at 9am. by then it'll be over".
    re: rx(
      "\\b(?:by then|by the time (?:you|they|anyone|someone|she|he) (?:read|reads|see|sees|get|gets|find|finds) (?:this|it))(?: [a-z]+){0,2}? (?:itll|it will|ill|i will|i ll|it ll) (?:all )?(?:be over|be gone|be dead|be done|be finished)\\b",
    ),
    any: ["by then", "by the time"],
    category: "suicide",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "timed-ordinary",
        rx("\\b(?:exam|surgery|operation|flight|meeting|interview|shift|party|the move|appointment|deadline|match|game|race|labou?r|anaesthe\\w*)\\b"),
      ) || fiction(ctx),
  },
  {
    // Thinking of dying as the only comfort: "i think about dying constantly and its the only thing that calms me down".
    re: rx("\\b(?:think|thinking|thought) about (?:dying|death|being dead|killing myself|ending it|not being here|not existing)\\b"),
    any: ["dying", "death", "being dead", "kiling myself", "ending it", "not being here", "not existing"],
    category: "suicide",
    subject: "check",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "death-comfort",
        rx(
          "\\b(?:only thing that (?:calms|helps|comforts|gets)|calms me|comfort\\w*|relief|soothing|peaceful|constantly|all the time|every (?:day|night|hour)|nonstop|cant stop)\\b",
        ),
      ),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "death-thought-ordinary",
        rx(
          "\\b(?:scared|afraid|fear|terrified|anxiety|anxious|panic|health|heart attack|cancer|plane|flying|my (?:mum|mom|dad|father|mother|grandma|grandad|grandpa|nan|friend|brother|sister|dog|cat) (?:dying|died)|since (?:she|he) died|grief|grieving|philosoph\\w*|stoic\\w*|memento mori|existential)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // A burden's wish: "it would be easier for everyone if i wasnt here anymore".
    re: rx(
      "\\b(?:easier|better|simpler|happier) for (?:everyone|everybody|them|my family|my kids|all of them|the people around me) if i (?:wasnt|was not|werent|were not|was gone|were gone|disappeared|died|wasnt around|wasnt alive)\\b",
    ),
    any: ["easier", "beter", "simpler", "happier"],
    category: "suicide",
    unlessContext: (ctx) =>
      ctxTest(ctx, "burden-ordinary", rx("\\b(?:at the party|at the meeting|on the trip|at work|in the group|on the team|for the weekend|at dinner|tonight|this weekend)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "vehicle-ordinary",
        rx(
          "\\b(?:someone|somebody|other driver|a deer|an animal|a fox|ice|icy|black ice|fog|skidded|near miss|fell asleep at the wheel|tired|the brakes|lorry driver|bus driver|dashcam)\\b",
        ),
      ) || fiction(ctx),
  },
  {
    // Blades bought again after a clean stretch: "bought new blades today. i had been clean for 8 months".
    re: rx("\\b(?:bought|buying|got|ordered|ordering|picked up) (?:new |more |some |a pack of |a box of )?(?:blades|razors|razor blades|a blade|a razor|sharpeners)\\b"),
    any: ["blade", "razor", "sharpener"],
    category: "self-harm",
    onlyIf: (ctx) => ctxTest(ctx, "blades-relapse", rx("\\b(?:clean|relapse\\w*|dont (?:even )?care|cut|cutting|again|hide|hiding|nobody knows|no one knows|sh|urges?)\\b")),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "blades-ordinary",
        rx("\\b(?:shav\\w*|beard|legs smooth|craft|box cutter for work|stanley|utility|scraper|mower|saw|cartridges?|safety razor|wet shave|barber|planer|skates?|blender)\\b"),
      ) || fiction(ctx),
  },
  {
    // A burn pressed on: "pressed a hot iron against my wrist. it blistered".
    re: rx(
      "\\b(?:pressed|press|pressing|held|holding|put|putting) (?:a |the |my )?(?:hot |lit |burning |heated )?(?:iron|lighter|cigarette|cig|spoon|knife|pan|match|curling iron|straightener|lighter flame) (?:against|on|to|onto) my (?:wrist|wrists|arm|arms|skin|leg|legs|thigh|thighs|hand|hands|stomach)\\b",
    ),
    any: ["iron", "lighter", "cig", "spon", "knife", "pan", "match", "straightener"],
    category: "self-harm",
    unlessContext: (ctx) =>
      ctxTest(ctx, "pressed-ordinary", rx("\\b(?:accident\\w*|by mistake|ice pack|cold|cool|ointment|cream|plaster|bandage|tattoo|henna|massage)\\b")) || fiction(ctx),
  },
  {
    // Where to cut or burn unseen: "whats the best place to cut where it wont show".
    re: rx(
      "\\b(?:best|safest|easiest|where is a good|good) (?:place|spot|part|places|spots|parts) (?:on my body |of my body |of the body |on the body )?to (?:cut|burn|hurt myself|scratch|hit myself)\\b|\\bwhere (?:can|should|could) i (?:cut|burn) (?:myself )?(?:so|that|where|without)\\b|\\b(?:thinking about|deciding|figuring out|working out) where to (?:cut|burn)\\b",
    ),
    any: ["to cut", "to burn", "to hurt myself", "to scratch", "to hit myself", "i cut", "i burn"],
    category: "self-harm",
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "where-cut-ordinary",
        rx("\\b(?:hair|fringe|bangs|fabric|cake|pattern|wood|pizza|onion|meat|steak|grass|hedge|paper|cable|branch|tree|rose|roses|pruning|carbs|costs|calories|fat)\\b"),
      ) || fiction(ctx),
  },
  {
    // A threat to life left in writing: "he left a note saying I'll be dead before christmas".
    re: rx(
      "\\b(?:note|text|texts|message|messages|voicemail|letter|card|email|dm)(?: [a-z]+){0,3}? (?:saying|that said|says|that says|reading) (?:ill|i will|youll|you will|im|youre|she ?ll|shell) (?:be )?dead\\b",
    ),
    any: ["dead"],
    category: "danger-from-others",
    unlessContext: (ctx) =>
      ctxTest(ctx, "dead-note-ordinary", rx("\\b(?:lol|haha|joke|joking|battery|phone|tired|exhausted|dead tired|deadline|game|mum will|mom will)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "weapon-ordinary", rx("\\b(?:hunting|season|range|clay|pigeon|deer stand|fishing|camping|cooking|chef|carving|costume|cosplay|film|movie|play|lol|haha)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "plan-fr-de-ordinary", rx("\\b(?:jardin|arbre|fleurs|tente|graines|garten|baum|blumen|zelt|spiel|jeu|match)\\b")) || fiction(ctx),
  },
  {
    // A farewell named as one: "essa e minha despedida", "this is my goodbye", "das ist mein abschied".
    re: rx(
      "\\b(?:essa|esta|e|es|isso|eso) (?:e |es )?(?:minha|mi) despedida\\b|\\bcest (?:mon|ma) (?:adieu|dernier message)\\b|\\bdas ist mein (?:abschied|letzter eintrag)\\b|\\bthis is (?:my|me saying) (?:goodbye|farewell)\\b",
    ),
    any: ["despedida", "adieu", "dernier", "abschied", "letzter", "godbye", "farewel"],
    category: "suicide",
    unlessAfter: rx(
      "^ (?:de soltera|de soltero|do trabalho|del trabajo|de la empresa|da empresa|party|post|to (?:the|my|this) (?:city|job|team|house|flat|blog)|for (?:now|today|the (?:day|week|summer)))\\b",
    ),
    unlessContext: (ctx) => ctxTest(ctx, "pause", PAUSE) || fiction(ctx),
  },
  // --- Eighth pass (from round ag) -----------------------------------------------------------
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "train-ordinary",
        rx("\\b(?:late|delayed|delay|commute|missed|annoying|had to (?:change|take|get)|local|change at|ticket|fare|seat|to work|to school|trainspotting|photos?|model)\\b"),
      ) || fiction(ctx),
  },
  {
    // Not a burden much longer, to the coach or anyone: "you won't have to deal with me after tonight", "dont look for me".
    re: rx(
      "\\b(?:wont|will not|never) have to (?:deal with|put up with|worry about|listen to|hear from|read) me (?:anymore|any more|after|again|much longer|soon|ever)\\b|\\b(?:dont|do not) (?:come )?look(?:ing)? for me\\b|\\bno me busquen\\b|\\bnao me procurem\\b|\\bne me cherchez pas\\b|\\bsucht (?:mich )?nicht(?: nach mir)?\\b",
    ),
    any: ["have to", "lok", "busquen", "procurem", "cherchez", "sucht"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(
        ctx,
        "not-a-burden-now",
        rx("\\b(?:after (?:tonight|today)|anymore|any more|much longer|goodbye|bye|been real|adios|adeus|adieu|tschus|sorry|lo siento|desculpa|pardon|its over|im done)\\b"),
      ),
    unlessContext: (ctx) =>
      ctxTest(ctx, "pause", PAUSE) ||
      ctxTest(ctx, "dont-look-ordinary", rx("\\b(?:beach|pub|party|library|gym|bar|festival|hiding from|hide and seek|moving out|new job|promoted|graduat\\w*|lol jk|jk)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "errands", ERRANDS) || fiction(ctx),
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
    // Codes and passwords handed over with a secret: "gave my sister my phone code and wrote down all my passwords. she doesnt know why".
    re: rx(
      "\\b(?:gave|given|giving|told|wrote down|written down|writing down|left|sent|shared)(?: [a-z]+){0,5}? (?:passwords?|pin|pins|phone code|passcode|pass codes?|bank details|logins?|account details)\\b|\\b(?:contrasenas|senhas|mots de passe|passworter)\\b",
    ),
    any: ["pasword", "pin", "code", "bank", "login", "acount", "contrasen", "senha", "mots de pase", "paswort"],
    category: "suicide",
    onlyIf: (ctx) => hiddenIntent(ctx) || ctxTest(ctx, "absence", ABSENCE) || ctxTest(ctx, "final-words", FINAL_WORDS),
    unlessContext: (ctx) =>
      ctxTest(ctx, "ordinary-reasons", ORDINARY_REASONS) ||
      ctxTest(ctx, "pause", PAUSE) ||
      ctxTest(ctx, "password-ordinary", rx("\\b(?:hacked|scam|phishing|wifi|netflix|reset|forgot|manager|in case (?:i|my phone)|emergency contact)\\b")) ||
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
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "height-ordinary",
        rx(
          "\\b(?:hike|hiking|climb\\w*|view|sunset|sunrise|photos?|pics|picnic|swim\\w*|diving|cliff jumping|bungee|party|bbq|fireworks|stargazing|fixing|repair\\w*|gutters?|antenna|tourist|trip|paraglid\\w*|skydiv\\w*|zip ?line|roller coaster|ride)\\b",
        ),
      ) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "scald-accident", rx("\\b(?:accident|accidentally|by mistake|oops|clumsy|slipped|spilled|spilt|tipped)\\b")) || fiction(ctx),
  },
  {
    // Smothering by a partner: "husband pinned me down and held a pillow over my face".
    re: rx(
      "\\b(?:held|holding|holds|put|pushed|pressed|pressing) (?:a |the )?pil+ow (?:over|on|onto) my (?:face|head|mouth)\\b|\\b(?:tried to|tries to|trying to) (?:smother|suffocate) me\\b",
    ),
    any: ["pilow", "smother", "sufocate"],
    category: "danger-from-others",
    unlessContext: (ctx) => ctxTest(ctx, "pillow-fight", rx("\\b(?:pillow fight|lol|haha|playing|joke|joking|little (?:brother|sister))\\b")) || fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "armed-ordinary", ARMED_ORDINARY) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "weapon-bought-ordinary", rx("\\b(?:self defen[cs]e|kitchen|garden|yard|hiking|camping|jungle|brush|cosplay|costume|hunting|range|police|report\\w*)\\b")) ||
      fiction(ctx),
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
    unlessContext: (ctx) => ctxTest(ctx, "run-over-ordinary", rx("\\b(?:lol|haha|lmao|joke|joking|kidding|game|gta|errands?|lawn|mower)\\b")) || fiction(ctx),
  },
  {
    // Poison ready for someone's food: "I put rat poison in a jar. Going to put it in my stepmother's tea".
    re: rx(
      "\\b(?:put|putting|slip|slipping|mix|mixing|pour|pouring|add|adding) (?:it|some|them|a bit|a little) (?:in|into) (?:[a-z]+ ){0,2}?(?:coffee|tea|drink|food|dinner|water|meal|wine|beer|soup|smoothie|juice)\\b",
    ),
    any: ["put", "slip", "mix", "pour", "ad"],
    category: "harm-others",
    onlyIf: (ctx) => ctxTest(ctx, "poison-named", rx("\\b(?:rat poison|poison|antifreeze|bleach|arsenic|cyanide|weed killer|crushed (?:up )?pills|rattengift|veneno|poison)\\b")),
    unlessContext: (ctx) => ctxTest(ctx, "poison-ordinary", rx("\\b(?:recipe|plants?|garden|mice|rats|pest|cleaning|bathroom|toilet|mould|mold)\\b")) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "plan-ordinary-school", rx("\\b(?:prank|party|surprise|speech|presentation|report\\w*|tell (?:the|a) teacher|complain\\w*)\\b")) || fiction(ctx),
  },
  {
    // A blame left behind: "i dont want my parents to think it was because of grades", with a plan.
    re: rx(
      "\\b(?:dont|do not) want (?:my [a-z]+|them|people|anyone|every ?one|her|him) to (?:think|feel) (?:it was|its|it is|that it was) (?:because of|their fault|her fault|his fault|my [a-z]+ fault)\\b",
    ),
    any: ["think", "fel"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(ctx, "my-plan", rx("\\b(?:my plan|the plan|notes?|letters?|goodbye|when im gone|after im gone|on the [0-9]+|[0-9]+(?:st|nd|rd|th)|tonight|tomorrow)\\b")),
    unlessContext: (ctx) =>
      ctxTest(
        ctx,
        "blame-ordinary",
        rx("\\b(?:quit|quitting|drop(?:ping)? out|leave uni|leaving|break(?:ing)? up|moving out|change (?:course|major)|gap year|divorce|tell them|telling them|job)\\b"),
      ) || fiction(ctx),
  },
  {
    // A time set, in Spanish, French and Portuguese: "el domingo, cuando todos esten en misa, lo voy a hacer".
    re: rx("\\b(?:lo voy a hacer|voy a hacerlo|lo hare|je vais le faire|je le ferai|vou fazer isso|vou faze lo|ich werde es tun|ich tue es)\\b"),
    any: ["hacer", "hare", "faire", "ferai", "fazer", "faze", "tun"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(ctx, "final-words", FINAL_WORDS) ||
      hiddenIntent(ctx) ||
      ctxTest(ctx, "plan-final-other", rx("\\b(?:regale|cartas|despedida|adios|cansad[oa] de vivir|lettres|adieu|adeus|briefe|abschied)\\b")),
    unlessContext: (ctx) => ctxTest(ctx, "pause", PAUSE) || fiction(ctx),
  },
  {
    // All the medicine tonight, in French and Spanish: "ce soir je les prends toutes", "esta noche me las tomo todas".
    re: rx(
      "\\bje (?:les|vais les) (?:prends|prendre|avale|avaler) (?:toutes|tous)\\b|\\b(?:me las|me los|me voy a tomar|voy a tomar(?:me)?) (?:tomo )?(?:todas|todos)\\b|\\bvou tomar (?:todos|todas|tudo)\\b|\\bich nehme (?:sie )?alle\\b",
    ),
    any: ["prend", "avale", "todas", "todos", "tudo", "alle"],
    category: "suicide",
    onlyIf: (ctx) => medsNamed(ctx),
    unlessContext: (ctx) => ctxTest(ctx, "errands", ERRANDS) || fiction(ctx),
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
    unlessContext: (ctx) =>
      ctxTest(ctx, "gun-ordinary", rx("\\b(?:season|range|clean|cleaning|trip|deer|went hunting|going hunting|lesson|club|oil it|sell|selling|insurance|inventory)\\b")) ||
      fiction(ctx),
  },
];

/** The weights were trained before these rules: their hits are not signals for the learned layer yet. */
export const WARNING_SIGNS: Rule[] = RULES.map((rule) => ({ ...rule, signals: false }));
