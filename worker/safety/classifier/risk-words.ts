// Words of death, dying, methods, self-harm and danger, in the five languages the screen reads.
// The learned layer's grey zone (`concern`: a careful reply with the helplines) needs one of them:
// without such a word a middling score is noise ("done", "end of the day", "continue it"), and a
// careful reply there would only alarm. Matched on the classifier's tokens (lower case, no accents).
const RISK_WORDS = new RegExp(
  "\\b(?:" +
    [
      // English
      "di(?:e|ed|es|ing)|dead|death|deaths|deadly|kill\\w*|kms|kys|ctb|unalive\\w*|suicid\\w*|sewerslide|self ?harm\\w*|overdos\\w*|od|lethal|fatal|pills?|tablets?|meds|insulin|cut(?:s|ting|ter)?|blades?|razors?|wrists?|bleed\\w*|bled|blood\\w*|burn(?:s|ing|ed)? myself|hang(?:ing|ed)?|noose|rope|jump\\w*|bridge|ledge|roof|cliff|gun|guns|pistol|rifle|shoot\\w*|knife|knives|stab\\w*|weapon\\w*|poison\\w*|hurt\\w*|harm\\w*|punish\\w*|starv\\w*|faint\\w*|goodbye|farewell|gone|disappear\\w*|exist\\w*|wake up|not wake|never wake|end (?:it|this|things|my|everything)|ending (?:it|things)|no point|burden|hopeless\\w*|worthless|grave|funeral|coffin|strangl\\w*|chok\\w*|abus\\w*|touch(?:es|ed)? me|pictures|nudes|voices",
      // Spanish and Portuguese
      "morir\\w*|muert[eo]s?|matar\\w*|mato|suicid\\w*|pastillas|cortar\\w*|cortes|sangr\\w*|ahorcar\\w*|saltar|puente|pistola|arma|cuchillo|despedi\\w*|desaparec\\w*|morrer|morte|comprimidos|remedios|faca|ponte|sumir",
      // French
      "mourir|mort|tuer|me tue|cachets|medicaments|couteau|pont|adieu|disparaitre|en finir",
      // German
      "sterben|tot|tod|umbringen|toten|tabletten|messer|brucke|abschied|verschwinden|ritzen|selbstmord",
    ].join("|") +
    ")\\b",
);

/** True when the tokens hold a word of death, method, self-harm or danger. */
export function hasRiskWord(tokens: readonly string[]): boolean {
  return RISK_WORDS.test(tokens.join(" "));
}
