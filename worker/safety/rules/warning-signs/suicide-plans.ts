// Warning-sign rules for suicide by its plans and last things: a set time or date, a last entry or
// message, final arrangements, a past attempt with a new plan, farewells, wishes to be gone, voices.
import { rx } from "../../normalise";
import { ctxTest, type Rule } from "../rule";
import { fiction, ordinaryOrFiction, FAREWELL, PAUSE, ABSENCE, ORDINARY_REASONS, COVER_STORY, hiddenIntent, FINAL_WORDS, PAST_ATTEMPT, NEW_PLAN, OTHER_ATTEMPTS } from "./context";

// "The means" as what one would die by, not the means to pay, travel or start something.
const MEANS = "(?:the|my) means\\b(?! to (?:pay|buy|afford|travel|get|live|support|study|move|make|keep|fund|start|open|run))";

export const SUICIDE_PLAN_SIGNS: Rule[] = [
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
    unlessContext: ordinaryOrFiction(
      "plan-ordinary",
      rx(
        "\\b(?:telling (?:my|them|him|her|everyone)|tell (?:my|them|him|her)|asking (?:her|him|them)|propos\\w*|pregnant|haircut|tattoo|piercing|quit(?:ting)? my job|resign\\w*|coming out|confess\\w*|ask (?:her|him) out|the chop|skydiv\\w*|marathon)\\b",
      ),
    ),
  },
  {
    // A last entry with a farewell: "this is my last entry. thank you for listening", "das ist mein letzter eintrag".
    re: rx(
      "\\b(?:my|the|our|this) (?:last|final) (?:entry|message|msg|post|diary entry|journal entry|conversation|chat|words)\\b|\\b(?:last|final) entry\\b|\\b(?:mi|la|esta es mi) ultima (?:entrada|mensaje|nota|conversacion)\\b|\\besta es mi despedida\\b|\\b(?:minha|a|e a minha) ultima (?:mensagem|entrada|conversa)\\b|\\b(?:mon|le) dernier message\\b|\\bnotre derniere conversation\\b|\\bletzter eintrag\\b|\\bletzte nachricht\\b",
    ),
    any: ["last", "final", "ultima", "despedida", "dernier", "letzte"],
    category: "suicide",
    onlyIf: (ctx) => ctxTest(ctx, "farewell", FAREWELL),
    unlessContext: ordinaryOrFiction("pause", PAUSE),
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
    unlessContext: ordinaryOrFiction("other-attempts", OTHER_ATTEMPTS),
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
    unlessContext: ordinaryOrFiction("hiding-game", rx("\\b(?:hide and seek|game|lol|haha|holiday|peace and quiet|cabin|retreat|introvert|social battery)\\b")),
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
    unlessContext: ordinaryOrFiction(
      "voice-ordinary",
      rx(
        "\\b(?:voice (?:notes?|messages?|memos?|chat|actor|acting|lessons?|coach|over|assistant|search|mail)|voicemail|singing|choir|sing|song|lost my voice|raised (?:his|her|their) voice|his voice|her voice|my voice|alexa|siri|podcast|audiobook|narrator|gps|sat ?nav|inner critic|inner voice|anxiety voice|the voice (?:show|tv)|karaoke|videojuego|juego|jogo|jeu|spiel|game|gaming)\\b",
      ),
    ),
  },
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
    unlessContext: ordinaryOrFiction(
      "ending-ordinary",
      rx(
        "\\b(?:with (?:him|her|them)|relationship|boyfriend|girlfriend|bf|gf|husband|wife|partner|friendship|dating|situationship|subscription|contract|lease|tenancy|membership|the call|the chat|the season|the series|the book|the project|the month|the day|the week|the year|the streak|the fast|the diet|my shift|therapy|my sessions|the meeting|on a high|on a good note|the semester|the term)\\b",
      ),
    ),
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
    unlessContext: ordinaryOrFiction(
      "empty-house-ordinary",
      rx("\\b(?:party|surprise|movie|film|game|gaming|bath|nap|clean|cleaning|work|study|studying|date night|bake|baking|cake|present|gift|dance|sing|yoga|meditat\\w*)\\b"),
    ),
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
    unlessContext: ordinaryOrFiction("pause", PAUSE),
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
    unlessContext: ordinaryOrFiction(
      "date-ordinary",
      rx(
        "\\b(?:wedding|party|trip|holiday|vacation|move|moving|exam|interview|surgery|operation|baby|due date|launch|job|quit|quitting|resign\\w*|tell (?:him|her|them|my)|propos\\w*|break up|breakup|leave him|leave her|divorce|retire\\w*|course|degree|therapy|tattoo|marathon|race|sober|diet|start|starting|open|opening|book|booked|flight|visa|college|uni|university|apply|application|sell|selling|renovat\\w*|date night|first date|a date with)\\b",
      ),
    ),
  },
  {
    // A message timed for after: "set up my email to send tomorrow at 9am. by then it'll be over".
    re: rx(
      "\\b(?:by then|by the time (?:you|they|anyone|someone|she|he) (?:read|reads|see|sees|get|gets|find|finds) (?:this|it))(?: [a-z]+){0,2}? (?:itll|it will|ill|i will|i ll|it ll) (?:all )?(?:be over|be gone|be dead|be done|be finished)\\b",
    ),
    any: ["by then", "by the time"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "timed-ordinary",
      rx("\\b(?:exam|surgery|operation|flight|meeting|interview|shift|party|the move|appointment|deadline|match|game|race|labou?r|anaesthe\\w*)\\b"),
    ),
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
    unlessContext: ordinaryOrFiction(
      "death-thought-ordinary",
      rx(
        "\\b(?:scared|afraid|fear|terrified|anxiety|anxious|panic|health|heart attack|cancer|plane|flying|my (?:mum|mom|dad|father|mother|grandma|grandad|grandpa|nan|friend|brother|sister|dog|cat) (?:dying|died)|since (?:she|he) died|grief|grieving|philosoph\\w*|stoic\\w*|memento mori|existential)\\b",
      ),
    ),
  },
  {
    // A burden's wish: "it would be easier for everyone if i wasnt here anymore".
    re: rx(
      "\\b(?:easier|better|simpler|happier) for (?:everyone|everybody|them|my family|my kids|all of them|the people around me) if i (?:wasnt|was not|werent|were not|was gone|were gone|disappeared|died|wasnt around|wasnt alive)\\b",
    ),
    any: ["easier", "beter", "simpler", "happier"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "burden-ordinary",
      rx("\\b(?:at the party|at the meeting|on the trip|at work|in the group|on the team|for the weekend|at dinner|tonight|this weekend)\\b"),
    ),
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
    unlessContext: ordinaryOrFiction("pause", PAUSE),
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
    // A blame left behind: "i dont want my parents to think it was because of grades", with a plan.
    re: rx(
      "\\b(?:dont|do not) want (?:my [a-z]+|them|people|anyone|every ?one|her|him) to (?:think|feel) (?:it was|its|it is|that it was) (?:because of|their fault|her fault|his fault|my [a-z]+ fault)\\b",
    ),
    any: ["think", "fel"],
    category: "suicide",
    onlyIf: (ctx) =>
      ctxTest(ctx, "my-plan", rx("\\b(?:my plan|the plan|notes?|letters?|goodbye|when im gone|after im gone|on the [0-9]+|[0-9]+(?:st|nd|rd|th)|tonight|tomorrow)\\b")),
    unlessContext: ordinaryOrFiction(
      "blame-ordinary",
      rx("\\b(?:quit|quitting|drop(?:ping)? out|leave uni|leaving|break(?:ing)? up|moving out|change (?:course|major)|gap year|divorce|tell them|telling them|job)\\b"),
    ),
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
    unlessContext: ordinaryOrFiction("pause", PAUSE),
  },
  {
    // The questions of a risk assessment answered together, in the first person: "I have a plan, a
    // date and the means", "i have the means and i have a date". The means and a plan or a time;
    // never the means to pay for something, or a plan for a business, a trip or a course.
    re: rx(
      `\\b(?:i have|i(?:ve| have)? got|i(?:ve| have) (?:made|set|picked|chosen|sorted))(?: [a-z]+){0,2}? (?:(?:a|the|my) (?:plan|date|day|time)\\b.{0,60}?\\b${MEANS}|${MEANS}.{0,60}?\\b(?:a|the|my) (?:plan|date|day|time)\\b)`,
    ),
    any: ["means"],
    category: "suicide",
    unlessContext: ordinaryOrFiction(
      "means-ordinary",
      rx(
        "\\b(?:business|startup|shop|company|money|afford|pay|paid|save|saving|savings|budget|mortgage|loan|rent|travel|trip|holiday|move|moving|degree|course|study|revise|revision|exam|wedding|party|project|career|job|financial\\w*|means test\\w*|means to an end|by (?:all|no) means)\\b",
      ),
    ),
  },
];
