// What the warning-sign rules (./suicide-means.ts, ./suicide-plans.ts, ./self-harm.ts, ./danger.ts,
// ./harm-others.ts) read around a hit: medicine names, farewells and absences, cover stories,
// ordinary reasons, and the context checks several categories share.
import { rx } from "../../normalise";
import { ctxTest, type Context } from "../rule";
import { FICTION_OR_GAME } from "../tables";

export const fiction = (ctx: Context) => ctxTest(ctx, "fiction-or-game", FICTION_OR_GAME);

/**
 * The usual guard of a warning sign: set aside when the words around it say it is ordinary (a
 * garden, a game, a joke: `ordinary`, checked under its own cache `key`) or a story or game.
 */
export const ordinaryOrFiction = (key: string, ordinary: RegExp) => (ctx: Context) => ctxTest(ctx, key, ordinary) || fiction(ctx);

export const MEDS_EN =
  "(?:pills?|tablets?|tabs|capsules|meds|medication|medicine|medicines|painkillers|paracetamol|tylenol|ibuprofen|insulin|antidepressants|sleeping (?:pills|tablets)|sertraline|sertaline|lithium|codeine|co-?codamol|seroquel|quetiapine|lamotrigine|amitriptyline|morphine|oxy|opioids|xanax|valium|prescriptions?)";
export const MEDS_OTHER =
  "(?:pastillas|pildoras|medicamentos|medicinas|calmantes|somniferos|remedios|comprimidos|pilulas|medicaments|cachets|pilules|comprimes|somniferes|tabletten|pillen|medikamente|schlaftabletten)";

export const MEDS_ANY_LANGUAGE = rx(`\\b(?:${MEDS_EN}|${MEDS_OTHER})\\b`);
export const medsNamed = (ctx: Context) => ctxTest(ctx, "meds-any-language", MEDS_ANY_LANGUAGE);

/** Money, errands and care: "saving money on my meds", a weekly pill organiser, a caller on a helpline shift. */
export const ERRANDS = rx(
  "\\b(?:money|cash|costs?|price|prices|coupons?|discount|insurance|copay|afford|cheaper|bulk|receipts?|refill|pharmacy app|empty|bottles|craft|project|organi[sz]er|pill ?box|dosette|pastillero|organizador|por dias|da semana|taper|caller|callers|anrufer|telefonseelsorge|patients?)\\b",
);

/** A plain farewell in any of the five languages. */
export const FAREWELL = rx(
  "\\b(?:thank you for|thanks for|thank u for|thx for|goodbye|bye|love you|love u|dont worry|do not worry|wont be|will not be|not be here|at peace|after today|after tonight|for good|forever|take care|dont try|please forgive|gracias por|adios|perdon|perdonen|cuiden|no voy a estar|ya no estare|obrigad[oa] por|adeus|nao vou estar|merci pour|adieu|je ne serai plus|danke fur|lebt wohl|leb wohl|macht es gut|machts gut)\\b",
);
/** A break or a change of app, not a death: "my last entry before the holidays". */
export const PAUSE = rx(
  "\\b(?:year|week|month|holidays?|vacation|trip|break|hiatus|for now|for a while|for a bit|until|see you|switching|new app|another app|moving|move|fly|flying|flight|abroad|new city|new home|emigrat\\w*|semester|term|course|exams?|challenge|streak ends|vacaciones|semana|ferias|vacances|urlaub|pause)\\b",
);

/** Not being there afterwards, said plainly. */
export const ABSENCE = rx(
  "\\b(?:wont|will not|dont|do not) need (?:them|it|anything|any of it|those|my stuff|this)(?: [a-z]+){0,2}? (?:anymore|any more|where im going|after|soon|again)\\b|\\bwhere im going\\b|\\b(?:wont|will not) be (?:around|here|alive|needing)\\b|\\bnot be (?:around|here|alive)\\b|\\b(?:not|dont) plan on being (?:here|around|alive)\\b|\\b(?:when|after|once) im gone\\b|\\bim not coming back\\b|\\bgo(?:ing)? through with it\\b|\\blast thing (?:stopping|holding|keeping|left|i needed|to sort)\\b|\\bnothing (?:left|else) to (?:sort|do|arrange)\\b|\\bbefore i go\\b|\\b(?:theyll|they will) find (?:them|it|the letters|the notes|me)\\b|\\bfor when (?:its|it is) over\\b|\\b(?:be|ll be|will be) (?:ok|okay|fine|better off) without me\\b|\\bno (?:voy|vas) a necesitar\\b|\\bya no (?:voy a estar|estare)\\b|\\bno creo que llegue\\b|\\bnao vou (?:precisar|estar)\\b|\\b(?:meu|mi) ultimo dia\\b(?! (?:na|no|en la|en el|de|do|da) (?:oficina|trabalho|trabajo|escola|escuela|colegio|empresa|curso))|\\bultimo dia (?:de vida|na terra|en la tierra)\\b|\\bne serai plus\\b|\\bnaurai plus besoin\\b|\\bnichts mehr zu erledigen\\b|\\bwenn ich mich umbringe\\b|\\bnot coming back\\b(?! (?:till|until|before|for a|from (?:the|my) (?:trip|holiday|weekend)))|\\b(?:tonights|tonight is) the night\\b|\\bno point (?:in )?waiting\\b|\\b(?:tying|tie) up (?:the )?loose ends\\b|\\b(?:last|final) (?:journal |diary )?(?:entry|message)\\b|\\b(?:wont|will not|dont intend to|do not intend to|not going to|never going to) see (?:another|the next|next|the) (?:winter|summer|christmas|birthday|year|spring)\\b|\\b(?:ya )?no voy a volver\\b|\\bnao vou voltar\\b|\\bhoje e o dia\\b|\\bme despido de este mundo\\b|\\bheute nacht mach(?:e)? ich schlus\\b|\\bnicht mehr da\\b|\\bpara siempre\\b|\\bpra sempre\\b|\\bwont be able to (?:tell|see|say)\\b|\\bafter tonight\\b|\\bits time\\b(?! (?:for|to))|\\b(?:done|sorted|finished) before (?:next week|the weekend|friday|saturday|sunday|tonight|tomorrow)\\b|\\bthe last page\\b|\\bwont need any more\\b|\\b(?:everything|it all|all)(?:s| is)? (?:in order|sorted|arranged|taken care of) now\\b|\\bcalm for the first time\\b|\\b(?:he|she|they) (?:will|wil|ll) (?:soon|understand soon|find out soon)\\b|\\bif anything (?:ever )?(?:happens|happened|should happen) to me\\b|\\bsaid everything i (?:needed|wanted|had) to say\\b|\\bnothing (?:left|more) to say\\b|\\btidying up before (?:leaving|i go)\\b|\\b(?:doesnt|does not|dont|do not) know (?:its|it is|this is) (?:permanent|for good|forever)\\b|\\bhoy es la noche\\b|\\bhoje e a noite\\b|\\b(?:morgen|heute) ist es so ?weit\\b|\\bbetter off without (?:a (?:mother|father|mum|mom|dad|parent|wife|husband|sister|brother) like me)\\b|\\bno pienso volver\\b|\\bnao penso voltar\\b|\\bfree of (?:all of )?(?:it|this)\\b|\\bthat (?:would|will) be that\\b",
);
/** Ordinary reasons to give things away or plan for the worst. */
export const ORDINARY_REASONS = rx(
  "\\b(?:bloquee|blocked|liberad[oa]|freed|broke up|breakup|ruptura|moving|move|new (?:flat|place|house|job|one)|me voy a vivir|mudanza|mudarme|me mudo|mudando|demenag\\w*|umzug|ziehe um|abroad|emigrat\\w*|declutter\\w*|minimalis\\w*|outgrown|too small|upgrad\\w*|bought a new|got a new|charity|donat\\w*|sell|selling|sold|trip|travel\\w*|while im away|im away|going away|holidays?|vacation|vacaciones|ferias|vacances|urlaub|flight|surgery|operation|deployment|baby|pregnan\\w*|newborn|mortgage|solicitor|lawyer|estate planning|retire\\w*)\\b",
);
/** What a person says while hiding a plan behind an ordinary reason: "she thinks i'm moving. i'm not." */
export const COVER_STORY = rx(
  "\\b(?:thinks?|think) (?:im|i am) (?:just )?(?:moving|decluttering|going|travelling|traveling|cleaning)\\b|\\bim not (?:moving|going anywhere|going on (?:holiday|vacation|a trip))\\b|\\b(?:thinks?|think) (?:its|it is|thats|that is|theyre|they are) (?:just )?for (?:the|my|a)\\b|\\b(?:le|les) dije que me voy de viaje\\b|\\bthinks? i mean (?:a|the|my)\\b|\\bi (?:just )?(?:say|tell (?:them|people|everyone)) im (?:moving|decluttering|travelling|traveling)\\b",
);

/** A plan kept from others: "she doesn't know why. i do", "people think i'm just decluttering. i'm not", "nadie sospecha nada". */
export const HIDDEN_INTENT = rx(
  "\\b(?:no ?one|nobody|people|they|she|he|every ?one|my (?:mum|mom|dad|sister|brother|family|parents|wife|husband|partner|friends)) (?:suspects?|has any idea|knows? why|doesnt know why|dont know why|does not know why|do not know why|has no idea why)\\b|\\b(?:doesnt|dont) know why(?: \\.)? i do\\b|\\bnadie sospecha\\b|\\bninguem (?:desconfia|suspeita)\\b|\\bpersonne ne se doute\\b|\\bniemand ahnt\\b|\\bthink im just [a-z]+ \\. im not\\b",
);
export const hiddenIntent = (ctx: Context) => ctxTest(ctx, "hidden-intent", HIDDEN_INTENT);
/** Last words said as such: "goodbye everyone", "at peace with it now", "cansada de ser una carga". */
export const FINAL_WORDS = rx(
  "\\bgoodbye (?:every ?one|every ?body|all|world|friends)\\b|\\bat peace with (?:it|this|my decision|the decision|everything)\\b|\\bser una carga\\b|\\bser um (?:peso|fardo)\\b|\\betre un fardeau\\b|\\beine last (?:zu )?sein\\b",
);

/** A past attempt at one's life. */
export const PAST_ATTEMPT = rx(
  "\\b(?:my|an|one|the|first|last|previous) (?:suicide )?attempt\\b(?! (?:at|to pass|on (?:the|my)))|\\battempted (?:in|last|at|before|two|once|years?|when)\\b|\\b(?:tried|attempted) (?:with|using) (?:pills|a rope|tablets|an overdose)\\b|\\bwoke up in (?:the )?(?:icu|hospital|a and e|er)\\b|\\blast time (?:i|they) (?:survived|got found|was found|found me)\\b|\\bi survived (?:because|bc|cause)\\b|\\b(?:the )?first time (?:in [a-z]+ )?(?:didnt|did not) work\\b|\\blast time (?:didnt|did not) work\\b|\\bno funciono\\b|\\bnao funcionou\\b|\\b(?:ya )?lo intente\\b|\\bme salvaron\\b|\\btentei\\b|\\bversucht\\b|\\bjai (?:deja )?essaye\\b",
);
/** A plan for the next one. */
export const NEW_PLAN = rx(
  "\\b(?:new plan(?! for (?:my|the) (?:life|future|recovery|career))|better plan(?! for (?:my|the) (?:life|future|recovery|career))|the next one|second one|have the stuff|got the stuff|stuff ready|wont fail|actually works?|make sure|making sure|nobodys coming|no ones coming|date picked|picked a date|finish it|a plan again|plan again|a better one|know what i did wrong|figured out what went wrong|wont mess (?:it|this) up|not making that mistake|wont make that mistake|this time (?:[a-z]+ ){0,6}?(?:plan|planned|sure|works|work|fail|right|nobody|no one|stuff|pills|rope|method|date|better))\\b|\\bordered (?:the|some|more) (?:stuff|things|rope|pills|tablets|helium|charcoal)\\b|\\b(?:its|it is|the urges? (?:is|are)) back (?:worse|again|stronger)\\b|\\besta vez\\b|\\bplan mejor\\b|\\bmejor planeado\\b|\\bescolhi\\b|\\bplano melhor\\b|\\bdiesmal\\b|\\bcette fois\\b",
);
/** Accidents, exams and sport have attempts and hospital stays too; recovery told as recovery. */
export const OTHER_ATTEMPTS = rx(
  "\\b(?:exam|test|driving|marathon|race|recipe|bake|cake|interview|climb|record|pb|bar|quit smoking|quitting|diet|novel|level|boss|accident|crash|surgery|operation|appendix|recovery|recovered|glad (?:i|to be) (?:survived|alive)|years clean|share my story|awareness|volunteer\\w*|years since|doing (?:really |so )?well|spoke at|talk at|im safe|i am safe|tell my therapist everything)\\b",
);

/** Fainting or blacking out, beside days without food. */
export const BLACKOUTS = rx(
  "\\b(?:blacked out|blacking out|black out|fainted|fainting|passed out|collapsed|dizzy and fell|fell down|keep falling|vision goes|heart (?:is |keeps )?(?:doing|skipping|racing|pounding|flutter\\w*)|skipp(?:ing|ed) beats|palpitations|chest pains?)\\b",
);

/** Fainting or blacking out, in the five languages, beside days without food. */
export const BLACKOUTS_ANY_LANGUAGE = rx(
  "\\b(?:blacked out|blacking out|black out|fainted|fainting|passed out|pass out|collapsed|dizzy|vision goes|seeing spots|black spots|saw spots|fell on the stairs|fell down|desmaye|desmaie\\w*|desmayo|desmaio|me desmaie|tonta|tonto|mareada|mareado|tontura|mareo|apague|cai|evanoui\\w*|ohnmachtig|umgekippt|zusammengebrochen)\\b",
);
/** Ordinary reasons to carry a weapon or a bat somewhere: sport, hunting, cooking, a costume. */
export const ARMED_ORDINARY = rx(
  "\\b(?:hunting|season|range|clay|pigeon|game|softball|baseball|cricket|practice|training|fishing|cake|bread|dinner|carving|birthday|butter|costume|cosplay|film|movie|play|rehearsal|lol|haha)\\b",
);
/** A day or a time near, in the five languages (squeezed: "tomorow", "sontag"). */
export const NEAR_DAY =
  "lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mitwoch|donerstag|freitag|samstag|sontag|heute nacht|morgen|manana|esta noche|amanha|hoje|ce soir|demain|tonight|tomorow|weg sind|se vayan|sairem";

export const METHOD_RISK = rx("\\b(?:certain|for sure|sure|guaranteed|fatal|die|dead|survive|paraly\\w*|enough|kill|not wake|never wake|instant|quick|painless)\\b");
export const NOT_PEOPLE = rx(
  "\\b(?:wallpaper|pictures?|paintings?|curtains|shelves|shelf|frames?|laundry|washing|clothes|plants?|flowers?|goldfish|fish|hamster|battery|batteries|phone|laptop|chicken|turkey|meat|dough|planta|plantas|pez|peces|flores|bateria|celular|movil|pflanze|pflanzen|plante|plantes|batterie)\\b",
);
