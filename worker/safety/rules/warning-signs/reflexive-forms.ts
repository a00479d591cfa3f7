// Killing or cutting oneself said with the reflexive forms of Spanish, Portuguese, French and
// German that the intent rules (category-rules.ts, tables.ts) do not read: the enclitic pronoun of
// European Portuguese ("vou matar-me", "cortei-me"), the plain present with a near time ("mañana
// me quito la vida", "ce soir je me tue", "heute nehme ich mir das Leben") and self-injury in the
// present or perfect ("me estoy cortando", "je me coupe les bras"). Written from the grammar of
// each language, not from a round's phrases. Each verb also lives in an idiom ("me mato
// estudiando", "je me tue à le répéter", "me corto el pelo"), so a killing needs a near time or an
// intent verb, and a cut needs a body part, "again", on purpose or as a punishment.
import { rx } from "../../normalise";
import type { Rule } from "../rule";
import { fiction } from "./context";

const SOON_ES = "(?:esta noche|hoy|manana|este (?:fin de semana|finde)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))";
const SOON_PT = "(?:hoje(?: a noite)?|amanha|esta noite|este fim de semana|no (?:sabado|domingo)|na (?:segunda|terca|quarta|quinta|sexta))";
const SOON_FR = "(?:ce soir|cette nuit|demain|aujourdhui|ce (?:week end|weekend)|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))";

// What makes a cut self-injury rather than a haircut or a kitchen slip.
const CUT_CUE_ES =
  "(?:otra vez|de nuevo|los brazos|el brazo|las piernas|la pierna|las munecas|la muneca|los muslos|la piel|a proposito|para castigarme|para sentir algo|con (?:una|la) (?:cuchilla|navaja|hoja de afeitar))";
const CUT_CUE_PT =
  "(?:outra vez|de novo|os bracos|o braco|as pernas|a perna|os pulsos|o pulso|as coxas|a pele|de proposito|para me castigar|para sentir alguma coisa|com (?:uma|a) (?:lamina|gilete|navalha))";
const CUT_CUE_FR =
  "(?:encore|a nouveau|de nouveau|les bras|le bras|les poignets|le poignet|les cuisses|les jambes|la peau|(?<!sans faire )expres|pour me punir|avec (?:une|la) (?:lame|lame de rasoir)|avec un (?:cutter|rasoir))";

export const REFLEXIVE_FORMS: Rule[] = [
  {
    re: rx(
      // Spanish: "mañana me quito la vida", "me mato esta noche", "voy a acabar con todo esta noche"
      `\\b${SOON_ES} me (?:quito la vida|mato|suicido)\\b|\\bme (?:quito la vida|mato|suicido) ${SOON_ES}\\b|\\b(?:voy a|quiero|decidi|pienso) acabar con todo ${SOON_ES}\\b|` +
        // Portuguese: "vou matar-me no sábado", "quero suicidar-me", "mato-me amanhã", "hoje à noite acabo com tudo"
        `\\b(?:eu vou|vou|quero|penso em|vontade de|decidi|preciso|tenho de|tenho que) (?:matar me|suicidar me|tirar me a vida)\\b|\\b(?:mato me|me mato|suicido me) ${SOON_PT}\\b|\\b${SOON_PT} (?:eu )?(?:mato me|me mato|suicido me|acabo com tudo(?! (?:isto|isso|aquilo|este|esta|esse|essa|o|a|os|as)\\b)|acabo com a minha vida)\\b|\\bacabo com tudo ${SOON_PT}\\b|` +
        // French: "ce soir je me tue" (not "je me tue à le dire")
        `\\b${SOON_FR} je me (?:tue|suicide)\\b|\\bje me (?:tue|suicide) ${SOON_FR}\\b|` +
        // German: "heute nehme ich mir das Leben", "ich nehme mir heute das Leben"
        "\\bnehme (?:ich )?mir (?:[a-z]+ ){0,2}?das leben\\b(?! (?:nicht )?(?:so |zu )?(?:schwer|leicht|ernst|locker))",
    ),
    category: "suicide",
    any: ["mato", "matar me", "vida", "suicid", "acabo", "acabar con todo", "me tue", "das leben"],
    unlessAfter: rx("^ (?:a |de risa|de la risa|estudiando|trabajando|a trabajar|a estudar|a dire|a te le dire|a le dire|a vous le dire)"),
    unlessContext: fiction,
  },
  {
    re: rx(
      // Spanish: "me estoy cortando otra vez", "me he cortado los brazos", "me autolesiono"
      `\\bme (?:estoy cortando|he (?:vuelto a )?cortado|corte|corto|volvi a cortar|sigo cortando)(?: [a-z]+){0,3}? ${CUT_CUE_ES}\\b|\\bme (?:autolesiono|autolesione|he autolesionado|estoy autolesionando)\\b|` +
        // Portuguese: "cortei-me outra vez", "estou me cortando", "me automutilo"
        `\\b(?:me cortei|cortei me|me corto|corto me|estou me cortando|estou a cortar me|voltei a me cortar|voltei a cortar me)(?: [a-z]+){0,3}? ${CUT_CUE_PT}\\b|\\bme automutilo\\b|\\bautomutilo me\\b|` +
        // French: "je me coupe les bras", "je me suis coupée pour me punir", "je me scarifie"
        `\\bje me (?:suis (?:encore |a nouveau )?coupe|coupe|recoupe)(?: [a-z]+){0,3}? ${CUT_CUE_FR}|\\bje me (?:suis )?(?:re)?(?:scarifie|mutile)e?s?\\b`,
    ),
    category: "self-harm",
    any: ["cort", "autoles", "automutil", "coupe", "scarifi", "mutil"],
    unlessAfter: rx("^ (?:el pelo|el cabelo|o cabelo|les cheveux|las unas|as unhas|les ongles|el flequillo|la barba|a barba|la frange)"),
    unlessContext: fiction,
  },
];
