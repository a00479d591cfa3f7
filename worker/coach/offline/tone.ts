// The tone of a message, read from its words: good news, bad news, both, or neither. The base is
// wink-sentiment (AFINN-165 with negation, emoji and emoticons); a short list of life events that
// AFINN scores as neutral ("I got the job", "laid off", "can't sleep") is added on top.
import sentiment from "wink-sentiment";

export type Tone = "positive" | "negative" | "mixed" | "neutral";

const w = (alternatives: string) => new RegExp(`(?:^|[^\\p{L}])(?:${alternatives})(?![\\p{L}])`, "giu");

/** Good events AFINN does not score: each match counts +2. */
const GOOD_EVENTS = w(
  [
    "got (?:the|a|my|that) (?:job|offer|place|role|promotion|flat|apartment|house|visa|scholarship|grant|part)",
    "(?:got|been|was) (?:promoted|accepted|engaged|hired)",
    "offered me",
    "passed(?! away| on\\b| over)(?: my| the| all)?",
    "graduated",
    // A dreaded task done: "i did the thing i was scared of", "called the bank, sorted it out".
    "did the thing (?:i was|i'?d been|i'?ve been) (?:so )?(?:scared|afraid|nervous|dreading|putting off)|(?:i|we) sorted (?:it|that|everything) out",
    // A scan that came back clear is the best news a family gets, however many tears it brings.
    "all[- ]clear",
    "cancer[- ]free",
    "in remission",
    // Relief said as a body feeling: "i feel so light", "feels like a weight lifted".
    "(?:feel|feels|feeling|felt) (?:so |much |a lot |way )?(?:lighter|light|free|relieved)(?! headed| as a)",
    "weight (?:off|lifted)",
    "(?:scan|results?|biopsy) (?:was|were|came back) (?:clear|fine|normal|benign)",
    "finished my",
    "handed it in",
    "closed on",
    "first steps",
    "(?:a|my) distinction",
    // A grade said as a letter or a mark: "got an A on the chem test i was dreading".
    "(?:got|getting|get) (?:an? )?(?:a\\*?|a\\+|a-|first|1st|merit|100%?|full marks|top marks) (?:on|in|for)(?! (?:\\w+ )?(?:bill|fine|ticket|warning))",
    "aced",
    "retired (?:last|this|today|yesterday|on|after)",
    "got (?:her|his|my|their|our) (?:citizenship|green card|papers|residency|visa)|became (?:a )?citizens?",
    "(?:bloodwork|blood work|blood tests?|tests?|results?|scans?|biopsy|mammogram|x-?rays?)(?: came)? back(?: and)? (?:everything|all|it)(?:'s| is| was| came back)? (?:normal|fine|clear|ok|okay|good)|everything (?:is|was|came back) normal",
    "won (?:the|a|an|first|1st|gold|her|his|their|my)",
    "(?:went|going)(?: \\W+| …)? (?:really |so |actually )?well|actually well",
    "(?:he|she|they) apologi[sz]ed",
    "nailed it",
    "went (?:really |so )?well|more than (?:fine|ok|okay)",
    // A score, an invitation: "got 92 on my chem exam", "asked if i wanted to grab coffee".
    "got (?:a |an )?(?:\\d+%?|[a-c][+*]?) (?:on|in|for) (?:my|the|our|his|her)|asked (?:me |if i wanted |if i want )?(?:to )?(?:grab|get|have|go for) (?:a |some )?(?:coffee|drinks?|lunch|dinner|food)|invited me",
    // A job or a team spared: "the redundancies got announced and my whole team is safe".
    "(?:job|jobs|team|role|position|department)s? (?:is|are|was|were) (?:safe|secure|not affected)",
    "(?:i|we) did it",
    "made it",
    "said no",
    "felt (?:calm|lighter|present|loved|proud|good|great|better)",
    "feel (?:calm|lighter|present|loved|proud|better)(?! (?:when|if|after|once))",
    "happy tears",
    "(?:feel|feels|feeling|felt) like (?:a new (?:person|man|woman)|a human being|a person|a human|myself again|me again|i can breathe)|breathe again",
    "best (?:day|weekend|week|night|time)(?! (?:of|to|for)\\b)",
    "laughed",
    "without stopping",
    "sober",
    "it worked",
    "so grateful|grateful for|thankful",
    "made my (?:day|week)",
    "debt[- ]free|paid (?:it )?off",
    "(?:came|come) back (?:totally |completely |all |perfectly )?(?:clear|benign|negative|normal|fine)|all clear",
    "got into|accepted (?:our|my)|said yes",
    "having a baby|pregnant|published|first pay ?(?:check|cheque|slip)",
    "finished (?:the|my|a)",
    // A child's milestone: "said his first full sentence", "read a whole book by herself", "said dada".
    "(?:said|spoke|read|wrote|walked|rode|tied|swam|drew) (?:his |her |their |my |our |a |the )?(?:very )?(?:first|whole|full)(?! time)",
    "said (?:dada|mama|mummy|daddy|my name)",
    // Done or ours, whatever its flaws: "its bad but its DONE", "tiny and ugly and it's OURS".
    "(?:it'?s|its) (?:done|ours|mine)(?!\\s+(?:for|with))",
    "(?:i|we) (?:really |absolutely |just )?love (?:it|this|them)",
    "got the keys",
    // A birth, a new title in the family: "my granddaughter was born at 4am", "I'm a grandma!!".
    "(?:was|were|got) born|(?:i'?m|im|i am) (?:a |an )?(?:grandma|grandad|granny|grandpa|grandmother|grandfather|nana|auntie|aunt|uncle|godmother|godfather|great[- ]grandma)\\b(?! (?:who|that|of|to|and i))",
    // A trip booked, a first in years, surprise at oneself: "booked my first ever solo holiday", "saw my sister for the first time in 6 years", "who even am i".
    "booked (?:my |a |our |the )?(?:\\w+ ){0,3}?(?:holiday|trip|vacation|flights?|tickets?|cruise)|for the first time in (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:days|weeks|months|years)|who even am i|look at me now",
    "so kind|how kind|(?:brought|made|got|left) me (?:some )?(?:soup|dinner|flowers|coffee|a card|a note)",
    "first (?:night|day|week|morning|weekend) in (?:\\d+|two|three|four|five|six|a few|several|many) (?:days|weeks|months|years)|big deal",
    "went (?:fine|great|ok(?:ay)?|better than)",
    "no cavities|small win|(?:i'?ll|ill) take it",
    "(?:haven'?t|havent|have not|not) had (?:a|an|one) (?:\\w+ ){0,3}?in (?:\\d+|two|three|four|five|six|a few|several) (?:days|weeks|months|years)|longest (?:\\w+ )?since",
    "(?:going to|gonna) be (?:an? )?(?:aunt(?:ie)?|uncle|grandma|grandad|granny|grandpa|grand(?:mother|father|parent)|parent|dad|mum|mom|father|mother|big (?:sister|brother))s?",
    "(?:called|rang|texted|visited|wrote to) (?:me|us) (?:today |tonight |yesterday )?for the first time in",
    "(?:today|tonight|this week|the day) (?:was|has been) (?:actually |really |so )?(?:good|great|lovely|wonderful|amazing|perfect)",
    "made (?:the|her|his|my|their|our) (?:\\w+ )?(?:team|squad|cut|finals?|shortlist|band|choir|cast|honou?r roll|dean'?s list)",
    "top of (?:the|my) (?:class|year|cohort|list)",
    "(?:actually|really|finally) listened",
    "said (?:sure|of course|no problem|that'?s fine)",
    "stopped being|no longer|(?:not|isn'?t|aren'?t) \\w+ any ?more|beat my|overc[oa]me|got over|made up|made peace|progress|spoke up|(?:is|are) (?:finally )?over(?! me)",
  ].join("|"),
);

/** Hard events AFINN does not score: each match counts -2. */
const HARD_EVENTS = w(
  [
    "laid off",
    "passed over",
    "passed (?:away|on)|died|funeral",
    "never (?:stick|manage|finish)|keep failing",
    "until (?:i|it|we) (?:wasn'?t|wasnt|weren'?t)",
    "moving away|(?:is|are) moving to|pretending (?:i'?m|im|to be) (?:fine|ok|okay|happy)|leaving (?:my|everyone|behind)|miss (?:him|her|them|my|home)",
    // Left out, or torn about news: "they all went without me", "don't know how to feel".
    "(?:went|go|going|goes|gone|met up|hung out|hanging out|partied)\\b.{0,40}\\bwithout me|(?:don'?t|dont|do not) (?:even )?know how to feel",
    "(?:know|knows|knowing) (?:literally |absolutely )?(?:nobody|no one|noone|not a soul)",
    "(?:savings|bank (?:account|balance)|account|balance) (?:is |are )?(?:now )?(?:at )?(?:exactly |literally )?(?:zero|empty|overdrawn|nothing)|noise (?:i|we) (?:don'?t|dont) like|(?:weird|strange|funny|grinding|clunking|knocking|banging|rattling) noise",
    "(?:money|cash|finances?) (?:is|are|'s|will be|is gonna be|is going to be) (?:so |really |very |super )?tight|contract ends|restructur\\w*|redundanc\\w*|layoffs|got fired|been fired|was fired|(?:got|been|was|were|keep getting) rejected|rejection (?:email|letter)s?|turned me down|running out of",
    "can'?t (?:sleep|afford|cope|stop|focus|breathe)",
    "couldn'?t (?:sleep|cope)",
    "lie awake|awake every night",
    "piling up",
    "no energy",
    "no motivation",
    "(?:nobody|no one) (?:listens|cares|reads|to (?:talk|turn) to)|no time for (?:myself|me)|no friends|discouraging",
    "stopped (?:replying|talking|answering)",
    "broke up|break ?up",
    "skipping meals|make myself sick|binge",
    "flashbacks?",
    "procrastinat\\w*",
    "keep fighting|keeps? criticis\\w*",
    "racing",
    "drinking (?:most|every) nights?|drinking to",
    "tired of",
    "too much",
    "not good enough",
    "behind",
    "empty",
    "(?<!(?:don'?t want to|not going to|trying not to|try not to) )overthink\\w*",
    "(?:too|so|very) quiet",
    "(?:(?:don'?t|didn'?t|dont|didnt) know|no idea) what (?:to|i'?m (?:going to|gonna)|im (?:going to|gonna)|i am going to|i'?ll) do with myself",
    "hasn'?t (?:texted|called|replied|messaged|written) (?:me )?back|left (?:me )?on read|ghosted",
    "low",
    "raw",
  ].join("|"),
);

/** A wish or a plan ("I want to sleep better") is not good news, however positive its words. */
const ASPIRATION = /\b(?:want(?:s|ed)? to|wanna|would like to|'d like to|hope to|hoping to|trying to|try to|need to|how (?:can|do|could|should) i|should i|help me)\b/i;

/** A message that opens by asking for help ("can you help me plan my week?"): its pleasant words are not news. */
const REQUEST =
  /^\W*(?:(?:hey|hi|hello|ok|okay|so)\b[\s,!]*)?(?:(?:can|could|would|will) (?:you|u) (?:please )?(?:help|give|suggest|make|plan|write|recommend|show)|(?:please )?(?:help me|give me|suggest|recommend|list)\b)/i;

/**
 * A question asking how to handle something or for prompts and tips ("how do i stop overthinking",
 * "prompts for anxiety"): the unpleasant word names the topic, not what is happening to them, unless
 * it is a loss.
 */
const HOW_TO =
  /^\W*(?:how (?:do|can|should|would) (?:i|you|we|people|someone) (?:stop|deal with|handle|manage|cope with|get over|beat|reduce|calm|quiet|get better at|avoid)\b|(?:what are )?(?:some |any |good )?(?:journal(?:ing)? )?(?:prompts?|tips?|tricks?|ideas?|exercises?|techniques?) (?:for|to|on|about)\b)|\bany (?:tips|tricks|ideas|advice)\b/i;
const LOSS = /\b(?:passed away|died|death|funeral|dying|lost (?:my|our|her|his))\b/i;

/** A pleasant word said again and again ("cool cool cool", "great. just great") is sarcasm. */
const SARCASM = /\b(cool|great|fine|nice|awesome|perfect|lovely|fantastic|brilliant|wonderful)\b(?:[\s,.!]+(?:just )?\1\b)+/gi;

/** Someone's teasing about the writer's choice ("my daughter thinks i've lost the plot") is not bad news. */
const TEASED = /\b(?:thinks?|says?|said|reckons?) (?:i'?ve|ive|i have|i'?m|im|i am|i) (?:lost the plot|lost my mind|gone mad|gone crazy|mad|crazy|nuts|bonkers)\b/gi;

/** A question ("who even made you lol", "is it normal to feel great after a run?") asks; it does not announce good news. */
const QUESTION =
  /\?\s*\W*$|(?:^\s*|,\s*)(?:who|what(?! an? )|whats|how(?! (?:great|good|lovely|wonderful|nice|amazing|lucky|happy|cool)\b)|why|where|can|could|is|are|do|does|would|should)\b/i;

function count(re: RegExp, s: string): number {
  re.lastIndex = 0;
  return s.match(re)?.length ?? 0;
}

// The word before "work" or "like" that makes it the good sense ("it works", "I like it").
const WORKS = new Set(["work", "works", "working"]);
const WORKS_AFTER = new Set("it that this they finally really actually 's is are was 're".split(" "));
const LIKES_AFTER = new Set("i we you they he she 'd would really do does did to actually genuinely also still totally kinda so just".split(" "));

/** Words before "work" that make it a topic ("about work"), negated or not. */
const TOPIC_BEFORE = new Set("about at from with to for of after before".split(" "));

/** Laughter marks a tone of voice, not news ("mine are like 2 lines lol"). */
const LAUGHTER = new Set(["lol", "lmao", "haha", "hahaha", "rofl"]);

/** Words after which, within five words, a pleasant word is denied ("nobody likes me", "no one cares"). */
const NOBODY = new Set(["nobody", "noone", "nobodys"]);

/** Words after which, within three words, an unpleasant word names something that did not happen. */
const SPARED_AFTER = new Set(["no", "without"]);

/** "didnt feel guilty" typed on a phone: wink negates only the spelling with an apostrophe. */
const withApostrophes = (text: string) => text.replace(/\b(do|does|did|is|was|were|are|has|have|had|could|would|should|ca|wo)nt\b/gi, "$1n't");

/**
 * wink-sentiment's AFINN score, reading relief as relief. AFINN scores "no" itself as unpleasant
 * ("no idea", "no cavities") and wink negates only the two words after a "not", so "she didn't even
 * get mad" and "an hour without fighting" came out as bad news. Here "no" is a negator, not a
 * feeling, and an unpleasant word within three words after "no", "without" or a negated "even"
 * counts for nothing: a feared thing that did not happen is not bad news (nor, alone, good news).
 */
function lexiconScore(text: string): number {
  const words = sentiment(withApostrophes(text)).tokenizedPhrase;
  let score = 0;
  words.forEach((word, i) => {
    // "no" is a negator, "want" a wish, not a feeling, however it is negated ("I don't want to
    // overthink it"), and "fine" and laughter are no news ("today was fine").
    if (word.value === "no" || word.value === "want" || word.value === "fine" || LAUGHTER.has(word.value) || !word.score) return;
    const previous = words[i - 1]?.value.toLowerCase() ?? "";
    // wink scores "work" +3, meaning "it works": "at work", "working late" are not good news.
    if (WORKS.has(word.value) && !word.negation && !WORKS_AFTER.has(previous)) return;
    // "something not about work", "nothing to do with work": a negated topic, not a failure.
    if (WORKS.has(word.value) && word.negation && TOPIC_BEFORE.has(previous)) return;
    // "like" the verb ("I like it", "I'd like that"), not the filler ("gone like twice", "feel like").
    if (word.value === "like" && !word.negation && !LIKES_AFTER.has(previous)) return;
    const spared = words.slice(Math.max(0, i - 3), i).some((w) => SPARED_AFTER.has(w.value) || (w.value === "even" && w.negation));
    if (word.score < 0 && !word.negation && spared) return;
    // "nobody at school likes me": wink negates after "not", never after "nobody" or "no one".
    const nobody = words.slice(Math.max(0, i - 5), i).some((w, j, before) => NOBODY.has(w.value) || (w.value === "one" && before[j - 1]?.value === "no"));
    if (word.score > 0 && !word.negation && nobody) {
      score -= word.score;
      return;
    }
    score += word.score;
  });
  return score;
}

/** Tears, a fear now over or the effort it took, said beside good news: "we all cried", "I was so scared", "she trained so hard". */
const TEARS_FEAR_OR_EFFORT =
  /\b(?:(?:(?:was|had been|i'?d been) (?:so |really |very )?)?(?:scared|afraid|worried|nervous|terrified) (?:that )?(?:id|i'?d|i would|i'?ll|it would|it'?d|they'?d) (?:(?! but )[^.,!?])*|(?:worked|trained|studied|practi[cs]ed|tried|fought) (?:so |really |very )?hard|cry|cried|crying|cries|tears|teared up|sobbed|sobbing|wept|weeping|(?:was|had been|i'?d been) (?:so |really |very )?(?:scared|worried|nervous|terrified|anxious|afraid|dreading)|i was dreading|(?:scared|afraid) to say it(?: out loud)?|(?:in a (?:total |complete |blind )?)?panic(?:ked|king)?|thinking something was wrong|jinx(?: it)?|screamed|all that worrying(?: for nothing)?|dread(?:ed)? (?:it|that)|(?:i'?ve|i have) been (?:so |really )?(?:scared|worried|nervous|anxious|dreading)|after (?:failing|flunking|bombing|failed) (?:the|my) (?:last|first|previous) (?:one|time|test|exam|attempt))\b/gi;

/** Sticking with something is keeping at it, not being stuck: "first time i've ever stuck with anything". */
const KEPT_AT = /\b(?:stuck|stick|sticking|sticks) (?:with|to|at) (?:it|anything|something|this|that|them|(?:a|the|my) (?:\w+ )?(?:habit|routine|plan|diet|schedule))\b/gi;

/** The score of one part of a message: wink-sentiment's AFINN score plus the life events. */
export function partScore(text: string, goodNews = false): number {
  // "I was fine until I wasn't": the "fine" is what ended.
  const t = (goodNews ? text.replace(TEARS_FEAR_OR_EFFORT, "") : text)
    .replace(/[’‘]/g, "'")
    .replace(/\bfine until\b/gi, "until")
    .replace(KEPT_AT, "kept at it")
    .replace(TEASED, "")
    .replace(/\b(?:before|after|set|snooze|snoozed|my) (?:the |an |my )?alarms?\b/gi, "");
  let base = 0;
  try {
    base = lexiconScore(t);
  } catch {
    base = 0;
  }
  const good = count(GOOD_EVENTS, t);
  if (base > 0 && good === 0 && (ASPIRATION.test(t) || QUESTION.test(t))) base = 0;
  // "I stopped being scared", "I beat my anxiety": the hard words name what was overcome.
  if (base < 0 && good > 0) base = 0;
  const score = base + 2 * good - 2 * count(HARD_EVENTS, t);
  return score < 0 && HOW_TO.test(t) && !LOSS.test(t) ? 0 : score;
}

/** Whether the text holds an unpleasant word stronger than a mild one ("stuck", "lost"), or a hard event. */
function hasStrongWord(text: string): boolean {
  const t = text.slice(0, 4000).replace(KEPT_AT, "kept at it");
  return count(HARD_EVENTS, t) > 0 || sentiment(withApostrophes(t)).tokenizedPhrase.some((word) => (word.score ?? 0) <= -2 && !word.negation);
}

const CONTRAST = /\b(?:but|though|although|however|yet)\b/gi;

/** The score of the words after the last "but" (or before a closing "though"); 0 with no such turn. */
function lastTurn(text: string): number {
  const t = text.slice(0, 4000);
  const marks = [...t.matchAll(CONTRAST)];
  const last = marks.at(-1);
  if (!last) return 0;
  const rest = t.slice(last.index + last[0].length);
  // A closing "though" ("the house is too quiet though") marks the clause before it.
  const part = /\p{L}/u.test(rest)
    ? rest
    : (t
        .slice(0, last.index)
        .split(/[.!?,;]\s*/)
        .at(-1) ?? "");
  return partScore(part);
}

/** Whether the message tells of good news (a job, a result, a milestone), not only pleasant words: what congratulations need. */
export function toldGoodNews(message: string): boolean {
  return count(GOOD_EVENTS, message.slice(0, 4000)) > 0;
}

/**
 * The tone of a message. Clauses joined by "but", "though" or "and yet", or separate sentences,
 * are scored apart: good news and a hard part together make "mixed".
 */
export function readTone(message: string): Tone {
  // Sarcasm spans sentences ("great. just great"): read it before the message is split.
  const text = message.slice(0, 4000).replace(SARCASM, "");
  const parts = text.split(/(?<=[.!?…])\s+|\n+|[,;]?\s+(?:but|though|although|however|yet|except)\s+|,\s*(?=which|it means|and it means)/iu).filter((p) => /\p{L}/u.test(p));
  // Good news, or a turn to something good after a fear ("i was so scared id hate it, but today ..."):
  // tears, fears and effort beside it are not bad news.
  const goodNews = toldGoodNews(text) || (count(TEARS_FEAR_OR_EFFORT, text.slice(0, 4000)) > 0 && lastTurn(text) > 0);
  let pos = 0;
  let neg = 0;
  for (const p of parts) {
    const s = partScore(p, goodNews);
    if (s > 0) pos += s;
    else if (s < 0) neg -= s;
  }
  // One mildly positive word ("want", "like") is not good news, nor are the pleasant words of a request.
  if (pos < 2 || (REQUEST.test(text) && !goodNews)) pos = 0;
  // Nor is one mildly negative word ("grey weather") bad news; a stronger one ("stuck") is, whatever is beside it.
  if (neg === 1 && !hasStrongWord(text)) neg = 0;
  // A hard part set against the good news ("..., but the speech terrifies me") is meant as both,
  // however strong the good part; good set against a hard part ("I cried, but happy tears") is good.
  if (pos > 0 && neg > 0) {
    const last = lastTurn(text);
    if (last < 0) return "mixed";
    if (last > 0 && pos > neg) return "positive";
    return pos >= neg * 3 ? "positive" : neg >= pos * 3 ? "negative" : "mixed";
  }
  if (pos > 0) return "positive";
  if (neg > 0) return "negative";
  return "neutral";
}
