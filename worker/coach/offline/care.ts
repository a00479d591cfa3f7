// Topics the offline coach does not coach on alone: medicines (doses, stopping one), alcohol or
// drugs, disordered eating, trauma. The reply names the right professional, never advises on a
// medicine, and asks one gentle question.
import { learnedCareTopic } from "../intent";

export type CareTopic = "medical" | "substance" | "eating" | "trauma";

const w = (alternatives: string) => new RegExp(`(?:^|[^\\p{L}])(?:${alternatives})(?![\\p{L}])`, "iu");

/** Words for medicine itself, beside its names: a question with them is about a medicine. */
const MEDICINE_WORDS = "meds|medication|medicine|medicines|prescription|prescribed|dose|doses|dosage|mg";

const MEDICINE_NAMES =
  "painkillers?|pain killers?|opiates|beta[- ]blockers?|sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|lexapro|paroxetine|venlafaxine|effexor|duloxetine|mirtazapine|bupropion|wellbutrin|lithium|quetiapine|seroquel|olanzapine|aripiprazole|lamotrigine|diazepam|valium|lorazepam|ativan|alprazolam|xanax|clonazepam|zopiclone|zolpidem|ambien|propranolol|adderall|ritalin|methylphenidate|vyvanse|melatonin|ibuprofen|paracetamol|tylenol|codeine|tramadol|co-codamol|insulin|antidepressants?|anti-depressants?|ssris?|antipsychotics?|sleeping pills?|birth control|the pill|statins?|blood thinners?|warfarin|metformin|insulin|inhalers?|blood pressure (?:pills|tablets|meds)";

const RULES: Array<{ topic: CareTopic; re: RegExp }> = [
  {
    topic: "medical",
    re: new RegExp(
      `${w(MEDICINE_NAMES).source}|${w(`${MEDICINE_WORDS}|tablets|\\d+ tablet|pills?|chest (?:pain|tightness|tight|hurts?)|(?:tight|tightness in my|pain in my) chest|palpitations|heart (?:racing|pounding|skipping)|short(?:ness)? of breath|dizzy spells|fainting spells|keep fainting|migraines?|numbness|a lump|bruis(?:es|ing) (?:from nothing|easily|for no reason)|side effects?|(?:headaches?|pains?|dizz\\w*|nause\\w*|rash|cough\\w*)\\b.{0,40}\\b(?:for (?:\\d+|two|three|four|five|six|a few|several) (?:days|weeks|months)|every (?:single )?(?:day|morning|night))|(?:pain|ache|aching|hurts?|hurting|limp\\w*|swelling|swollen)\\b.{0,60}\\b(?:\\d+|two|three|four|five|six|seven|eight|several) (?:weeks|months) (?:in|now|on|later)|(?:haven't|havent|have not|not|barely) slept(?: properly| well| more than \\w+ hours?)? (?:in|for) (?:over |about |nearly |almost |like )?(?:a|\\d+|two|three|four|five|six|several) (?:weeks?|months?)|insomnia|(?:baby|newborn|son|daughter|little one)\\b.{0,60}\\b(?:not|isnt|isn't|is not) gaining(?: enough)?(?: weight)?|(?:chest|heart) (?:goes|gets|feels|went|got|has been) (?:tight|funny|fluttery|weird)|(?:baby|newborn|toddler|infant|little one)(?:'s| is| has| was| been)?\\b.{0,60}\\b(?:hot to (?:the )?touch|fever\\w*|high temperature|(?:been|being|was) sick (?:twice|three times|all (?:day|night))|won't feed|wont feed|not feeding|floppy|rash)|pregnan\\w*\\b.{0,80}\\b(?:spotting|bleeding|cramp\\w*|wine|drinks?|drank|alcohol|is the baby ok|baby okay|medication|meds)|(?:spotting|bleeding)\\b.{0,60}\\bpregnan\\w*|miscarriage|(?:might|could|may) be pregnant|think (?:i'm|im|i am) pregnant|pregnancy (?:test|scare)|missed (?:my )?period|period (?:is|was) (?:late|\\d+ (?:days|weeks) late)|(?:\\d+|two|three) (?:days|weeks) late\\b.{0,40}\\b(?:period|pregnan\\w*|protection|condom|test)`).source}`,
      "iu",
    ),
  },
  {
    topic: "eating",
    re: w(
      "(?:stop|can't stop|cant stop|keep) thinking about food|thinking about food (?:all|every|constantly|24)|obsess\\w* (?:about|over|with) food|barely (?:eat\\w* )?anything (?:all day|in the day|during the day)|skip(?:ping|ped)? meals?|not eating|(?:n't|not) been eating|stopped eating|barely eat\\w*|starv\\w*|binge\\w*|purg\\w*|make myself (?:sick|throw up|vomit)|throw(?:ing)? up after|calories|laxatives?|anorexi\\w*|bulimi\\w*|eating disorder|guilty (?:every time|whenever|when) I eat|hate my body|too fat|lose weight fast\\w*|(?:stay|be|get|look) (?:thin|skinny)|only eat (?:once|one meal)|eats? (?:like |only |just )?once a day|(?:basically |just )?liv(?:e|es|ing) on (?:\\w+ )?(?:crackers|coffee|toast|cereal|energy drinks|diet coke|rice cakes)|never hungry|count(?:ing)? (?:every )?calories?|calorie\\w*|skip(?:ping|ped)? (?:breakfast|lunch|dinner)|eat(?:ing)? (?:like |only )?once a day|(?:feel|felt|feeling) (?:gross|disgusting|ashamed|guilty) (?:eating|when i eat|after (?:i )?eat\\w*)|eat(?:ing)? in front of (?:people|ppl|others|anyone|colleagues|coworkers|co-workers|friends|my (?:family|friends|partner|colleagues))|to lose weight|down \\d+ ?(?:kg|kilos?|lbs?|pounds|stone)|refus\\w* (?:to eat|food|dinner|meals?|lunch|breakfast)|(?:says?|saying|thinks?|convinced) (?:he's|hes|he is|she's|shes|she is|they're|theyre|they are|i'm|im|i am) (?:too )?fat|calls? (?:himself|herself|themselves|myself) fat|(?:will )?only eats? (?:(?:white|beige|plain) (?:foods?|things)|the same (?:\\w+ )?(?:foods?|things))|one meal (?:every|a) (?:\\d+|two|three|few|other) days?|cutting for (?:a |the |his |her |my )?(?:\\w+ )?(?:competition|show|comp|meet|weigh-in)|(?:ate|eaten|eat|eating) (?:a |the )?whole (?:\\w+ ){0,2}(?:bag|pizza|tub|packet|box|loaf|cake|jar)|hid(?:es|ing|den)? (?:her |his |their |my )?food|(?:cutting|cut|halving) (?:her|his|their|my) portions|portions in half|(?:forget|forgetting|forgot) to eat|(?:lost|losing|dropped) \\d+ ?(?:kg|kilos?|lbs?|pounds)\\b.{0,60}\\b(?:forget\\w*|not eating|can't eat|cant eat|no appetite|skip\\w*|stress\\w*)|(?:mirrors?|my reflection|my body)\\b.{0,60}\\b(?:too big|huge|disgusting|gross|fat)\\b|(?:feel|feels|look|looks) (?:too big|huge|enormous)|hate (?:how|the way) (?:i|my body) looks?|looking up (?:new |crash |extreme )?diets|only eats? (?:like |about |maybe |just )?(?:an? |one |half an? |\\d+ )(?:\\w+ ){0,2}(?:a|per) day",
    ),
  },
  {
    topic: "substance",
    re: w(
      "gambling|gambler|betting (?:apps?|sites?|shops?)|bookies|online casinos?|slot machines?|scratch ?cards|need a drink|a drink (?:to|before) (?:get through|cope|calm down|relax|sleep|face)|(?:drink|drinking|smoke|smoking) to (?:cope|get through|forget|numb|sleep|calm down)|drinking|drunk|hungover|hangover|alcohol\\w*|booze|beers?|wine every|bottle of wine|vodka|whisky|whiskey|\\d+ drinks|(?:six|five|four|seven|eight|ten) drinks|blackout|black(?:ed)? out|weed|cannabis|marijuana|stoned|getting high|cocaine|(?:did|doing|do|done|took|taking|tried|snort\\w*|on) (?:some |a bit of |a little |a line of |lines of )?(?:coke|ket|molly|speed)|(?:do|does|doing|did|done) (?:a |another |one more |the odd |a couple of |a few )?lines?(?: of \\w+)? (?:at|on|before|after|when|with|every|most|sometimes|again)|(?:when|whenever|after|once|every time) (?:he|she|they|dad|mum|mom|my (?:dad|mum|mom|father|mother|husband|wife|boyfriend|girlfriend|partner|brother|sister|son|daughter)) (?:drinks|has (?:a )?(?:few )?drinks|gets drunk)|took (?:something|a pill|pills|whatever it was) (?:that )?(?:a guy|some guy|someone|somebody|a stranger|he|she|they|a friend|some girl) (?:gave|handed|offered) (?:me|us)|(?:don't|dont|can't|cant|do not) (?:even )?remember (?:some|most|half|any|parts?|bits) of (?:the|that|last) night|mdma|ecstasy|ketamine|meth|heroin|opioids?|relapse\\w*|addict\\w*|sober\\w* (?:again|slip)|(?:not|n't|can't|cannot|couldn't) remember(?:ing)? how (?:i|we) got home|(?:bags|baggies) of (?:something|powder|pills|weed)|found (?:weed|drugs|pills|vapes?|a vape|powder) in (?:his|her|their) room|(?:heavy |problem )?drinker|molly|shrooms|cigarettes?|cigs|ciggies|nicotine|vap(?:e|es|ed|ing)|(?:quit|quitting|stop|stopping|stopped|give up|gave up|giving up) (?:smoking|drinking|weed|vaping)|smoking again|cravings?|edibles?|thc|cbd gumm\\w*|(?:weed|thc) gumm\\w*|(?:smok\\w*|roll\\w*|light\\w*|had|have|another) (?:a |one |some )?joints?|spliffs?|blunts?|dab pens?|(?:\\d+|a|one|two|three|four|five|six|ten|ninety|thirty|sixty) (?:days?|weeks?|months?|years?) (?:sober|clean)|sponsor|how (?:many|much) (?:drinks|units|alcohol|beers|glasses of wine|wine)|hid(?:es|ing|den)? (?:\\w+ )?(?:bottles|booze|alcohol|vodka|wine|drink)|found (?:\\d+|two|three|four|empty|more) (?:\\w+ )?(?:bottles|empties)|(?:after|since) (?:\\d+|a|one|two|three|six|eight|nine|ten) (?:days?|weeks?|months?|years?) (?:sober|clean)|sober(?:ity)?\\b.{0,60}\\b(?:open bar|bar|wedding|party|drinks?|tempt\\w*|slip\\w*)|had a slip|(?:can't|cannot|can not|couldn't) (?:sleep|relax|unwind|switch off|calm down|cope|function|get through (?:the|a) (?:day|night|week)) without (?:a |my |some |\\w+ )?(?:drinks?|glass(?:es)?|wine|beers?|joints?|smoke|edibles?|pills?|weed|cans?)",
    ),
  },
  {
    topic: "trauma",
    re: w(
      "takes? me (?:straight |right )?back to (?:the (?:night|day) (?:of )?)?(?:the|that) (?:attack|accident|crash|break-in|burglary|robbery|war|fire|assault|shooting|explosion|bombing|mugging)|trauma\\w*|ptsd|emdr|flashbacks?|assault\\w*|raped?|abused?|abusive|molest\\w*|haunts? me|nightmares? about|since the (?:accident|attack|crash)|reliv\\w*|bullied|domestic violence|violen(?:ce|t) (?:at home|household|partner|dad|father|mum|mother)|what happened to me (?:as a (?:kid|child)|when I was)|(?:ever )?since (?:the|my|that) (?:car |bike |train )?(?:crash|accident|attack|collision)|car (?:crash|accident)|because of (?:how|what) my (?:dad|father|mum|mom|mother|parents?|stepdad|stepmom|stepmum|ex|uncle|brother) (?:was|did|used to|treated me)|(?:freeze|froze|freezing|flinch\\w*) (?:up )?(?:when|whenever|bc|because|every time)|(?:hands?|whole body) (?:shake|shaking|shakes) (?:when|whenever|every time)|deployed|deployment|combat|(?:served|serving|tour) in (?:vietnam|korea|bosnia|afghanistan|iraq|syria|ukraine|the (?:army|military|forces|war|gulf|falklands))|(?:in|from|survived|during) the war|war zones?|warzone|flinch\\w* at (?:loud )?(?:noises|sounds|bangs)|(?:waking|wakes|woke) up screaming|(?:came|comes|coming|come) (?:flooding|rushing) back|(?:the|a|same|recurring) nightmares?|nightmares? (?:again|every)|(?:since|after) (?:the|my|that) (?:robbery|mugging|break-in|burglary|attack|fire|flood|stabbing|shooting)|(?:keep|keeps|kept) replaying|(?:\\d+|five|six|seven|eight|nine|ten|eleven|twelve) (?:years? old|yo) again|(?:a|little|small) (?:kid|child|girl|boy) again|(?:go|goes|going|get|hide|hiding|duck|dive|crawl) under (?:the|a) (?:table|desk|bed)|bombs|bombing|bombings|shelling|air ?raids?|refugees?|fled (?:the|my|our) (?:war|country|home)|fled (?:from )?(?:syria|ukraine|afghanistan|iraq|sudan|somalia|eritrea|gaza|yemen|bosnia|kosovo|vietnam|cambodia|rwanda|congo|the taliban|the fighting|the bombs?)|memor(?:y|ies) of (?:the )?war|(?:still )?haunts? (?:him|her|them|us)|(?:raises?|raised|raising) (?:their|his|her|a) voice\\b.{0,80}\\b(?:freeze|froze|frozen|shak\\w+|hid\\w*|again|back in)|(?:keeps?|kept) coming back when|stuff from when i was (?:a kid|little|small|young)|(?:stuff|things|issues|what happened|wounds) from (?:my )?childhood|childhood (?:stuff|trauma|abuse|issues|wounds)|(?:got|was|been|being) (?:mugged|robbed|attacked|jumped|held up|followed home)|(?:went|go|going|gone) to the police about (?:what|how) (?:he|she|they|my \\w+) (?:did|was|treated)|(?:reported|reporting|report) (?:him|her|my ex|my \\w+) to the police|(?:what|things) (?:his|her|their|my) (?:dad|father|mum|mom|mother|uncle|stepdad|stepfather|coach|teacher) (?:used to do|did) to (?:him|her|them|me)",
    ),
  },
];

/**
 * Topics told as a story rather than named, each needing two parts at once: a symptom and how long
 * it has lasted, an old harm and what brings it back, a food rule and its weight on the person.
 */
const STORIES: Array<{ topic: CareTopic; a: RegExp; b: RegExp }> = [
  {
    // "my son keeps getting headaches most mornings, been about 3 weeks", "dropped 8 kg without trying".
    topic: "medical",
    a: w(
      "(?:waking|wake|woke) (?:up )?(?:at \\d|every night|in the night|in the middle of the night)|can't get back (?:off|to sleep)|cant get back (?:off|to sleep)|headaches?|migraines?|swell\\w*|swollen|pains?|aches?|aching|rash|lumps?|cough\\w*|dizz\\w*|numb|numbness|tingl\\w*|bleed\\w*|nosebleeds?|fevers?|night sweats|breathless|(?:lost|dropped) (?:about |around |nearly )?\\d+ ?(?:kg|kilos?|pounds|lbs|stone)|weight loss",
    ),
    b: w(
      "(?:for|about|been|over|nearly|almost|past|last|like|around|lasted|after) (?:a |about |like |around |the (?:last|past) )?(?:\\d+|two|three|four|five|six|a|few|couple of|several) (?:weeks?|months?)|a month now|weeks now|since (?:january|february|march|april|may|june|july|august|september|october|november|december|last (?:month|year|summer|winter|spring|autumn|christmas))|every (?:morning|day|night|run|time I \\w+)|most (?:mornings|days|nights)|without trying|won't go away|wont go away|can't shake|cant shake|keeps? (?:coming back|getting worse)|(?:even )?after \\d+ ?(?:hrs|hours) (?:of )?sleep|get it checked",
    ),
  },
  {
    // Tiredness that has lasted: "so tired for about a month now, even after 9 hrs sleep" (not a week of a baby's nights).
    topic: "medical",
    a: w("tired|exhausted|fatigued?|no energy|wiped out"),
    b: w(
      "(?:for|about|been|over|nearly|almost|past|last|like) (?:a |about |like |around |the (?:last|past) )?(?:\\d+|two|three|four|five|six|a|few|couple of|several) months?|for months|(?:\\d+|two|three|four|five|six|few|couple of|several) weeks|a month now|weeks now|(?:even )?after \\d+ ?(?:hrs|hours) (?:of )?sleep|can't shake|cant shake|bone tired|get it checked",
    ),
  },
  {
    // Sleep lost for weeks: "haven't slept more than 4 hours a night for like a month now".
    topic: "medical",
    a: w(
      "(?:haven't|havent|have not|not|barely|can't|cant|couldn't|hardly) (?:slept|sleep|sleeping)|(?:more than|over|only|just|about) \\d+ hours? (?:of sleep|a night)|sleep(?:ing)? (?:so )?(?:badly|terribly|awfully)|wak(?:e|ing) up (?:at|every) (?:\\d|night)",
    ),
    b: w(
      "(?:for|about|been|over|nearly|almost|past|last|like) (?:a |about |like |around |the (?:last|past) )?(?:\\d+|two|three|four|five|six|a|few|couple of|several) (?:weeks|months?)|for (?:weeks|months)|a month now|weeks now|since (?:about |around )?(?:mid |early |late |the start of |the end of )?(?:january|february|march|april|may|june|july|august|september|october|november|december|the summer|the spring|the autumn|the fall|the winter)",
    ),
  },
  {
    // Forgetting things with a family history: "i keep forgetting names ... my mum had early dementia".
    topic: "medical",
    a: w("keeps? forgetting|forgetting things|memory (?:is|has been) (?:awful|bad|going|getting worse)|forgetful"),
    b: w(
      "dementia|alzheimer'?s|early onset|runs in (?:my|the) family|my (?:mum|mom|dad|father|mother|gran|grandma|grandad) had|(?:he'?s|she'?s|hes|shes|he is|she is) only \\d+|whole conversations|repeat(?:s|ing) (?:himself|herself|themselves)|gets? lost|getting worse",
    ),
  },
  {
    // Spotting or cramps weeks into a pregnancy: "im 12 weeks and had some spotting today".
    topic: "medical",
    a: w(
      "spotting|bleeding|cramp\\w*|blood pressure|headaches?|swelling|swollen|(?:seeing|see|saw) (?:little )?(?:spots|sparkles|stars|flash\\w*)|blurr(?:y|ed) vision|(?:baby|he|she)(?:'s| is| has|s)? (?:not|stopped) moving|(?:haven't|havent|not) felt (?:the baby|him|her|any) (?:move|kick)\\w*",
    ),
    b: w("\\d+ weeks|\\d+ ?week scan|pregnan\\w*|weeks along|trimester|midwife|the baby"),
  },
  {
    // "had the dream again ... him", "smelled his aftershave on a stranger and couldn't breathe", "the anniversary of the robbery".
    topic: "trauma",
    a: w(
      "(?:came|moved|fled|escaped) (?:here )?from (?:ukraine|syria|afghanistan|sudan|gaza|yemen|iraq|somalia|eritrea)|(?:the|that|same) (?:bad )?(?:dream|nightmare) again|keep (?:having|dreaming) (?:the same|about (?:him|her|it))|(?:smell\\w*|heard|hear|saw|see|seeing) (?:his|her) (?:aftershave|perfume|cologne|voice|car|name|face)|anniversary of (?:the|my|his|her) (?:robbery|attack|accident|crash|assault|fire|break-in|shooting|mugging)|(?:robbery|robbed|broken into|broke into|break-in|burglar\\w*|burgled|burglary|mugged|(?:was|served) in the (?:army|military|navy|war)|(?:was|were|been|fought|stationed|served) in (?:the )?(?:falklands|vietnam|iraq|afghanistan|gulf|bosnia|korea|kosovo|northern ireland)|(?:motorbike|motorcycle|bike|scooter|really bad|bad|serious|terrible|horrible) (?:accident|crash)|veteran|attacked|held up|carjack\\w*|(?:did|done|served) (?:\\w+ )?tours?\\b|bull(?:ying|ies)\\b|after the (?:accident|crash)|where i had (?:my|the|that) (?:crash|accident)|(?:about|from|in|through|during|since) the war|ended up on the (?:\\w+ )?floor)|(?:pushed|pressured|forced|made) me (?:into|to do) (?:things|stuff|something)|(?:every time|whenever|when) I close my eyes|(?:ever )?since the (?:war|fire|shooting|bombing|earthquake|flood|robbery)|(?:hit|dropped to) the floor|jump(?:ed)? out of my skin|(?:hurt|hit|beaten|neglected|yelled at|screamed at) (?:a lot |badly |constantly )?(?:as a (?:kid|child)|growing up|when I was (?:little|small|a kid))",
    ),
    b: w(
      "takes? me (?:straight |right )?back|back there|see it|slam\\w*|bang\\w*|loud|fireworks|freez\\w*|shake|shook|shaky|pictures in my head|backfir\\w*|still|trust|never talks? about it|shouts? in (?:his|her|their) sleep|(?:hasn't|hasnt|hasn't been|not) sleeping|footage|nightmares?|won't talk|wont talk|couldn't breathe|could not breathe|can't sleep|cant sleep|not sleeping|(?:check|checking) (?:the|every) (?:locks?|windows?|doors?)|on edge|jump at|flinch\\w*|froze|panic\\w*|shaking|again|him|didn't want|did not want|wasn't okay|was not okay|scared|afraid",
    ),
  },
  {
    // "how do people cut back on coke", "this is the last line and then it never is", "a gin at 4pm ... creeping to 3", "sober 6 months, still think about it".
    topic: "substance",
    a: w(
      "cut(?:ting)? (?:back|down) on (?:the )?(?:coke|cocaine|weed|pills|drinking|booze|molly|mdma|ket|ketamine|speed|vaping|gambling)|(?:last|one more|another) line\\b|gin|cans|a drink at \\d|(?:sober|clean) (?:for )?\\d+ (?:days|weeks|months|years)|(?:\\d+|six|three|two) (?:days|weeks|months|years) (?:sober|clean)|gambl\\w*|scratch ?cards?|betting|bookies|slot machines?|online casino|poker|(?:\\d+|two|three|four|five|six|a few|several) (?:glasses|bottles|pints|cans) of (?:wine|beer|cider|vodka|gin|rum)|(?:a couple|a few|some|two|three) lines|an? line or two|will be dry|comedown|pods? a day|vap(?:e|es|ing)|nicotine|(?:online )?slots|casinos?|drank alone|drinking alone|bet(?:s|ting)?\\b",
    ),
    b: w(
      "more often|weekends|mondays|again|lost \\W?\\d+|told myself|in a row|(?:doesn't|doesnt|does not) know|lost (?:his|her|my|their|the) (?:rent|wages|savings|money|pay)|(?:we|she|he|i|they) lost (?:like |about |nearly |over )?\\W?\\d+k?|under control|a lot|since|hooked|addicted|whenever (?:he|she|I|they) wants?|never is|alone|only way|to unwind|given in|first time|low|creeping|earlier|every (?:day|night|friday|weekend)|still think about it|cravings?|tempted|miss it|too many|more than i want|spent \\W?\\d+|\\d+ quid|whole friend group|friends do it|should (?:we|i) be worried|can't stop|cant stop|keep telling myself|the last",
    ),
  },
  {
    // "I still count every almond", "fast for days to make up", "a rule where I'm not allowed carbs", "mum doesn't eat when she's alone".
    topic: "eating",
    a: w(
      "count(?:ing)? every (?:almond|calorie|bite|crumb|carb)|(?:so many|all these|all my|strict|my|food|eating|new) rules\\b|(?:i'?ve|ive|i have) got a rule|a rule now|cancel (?:it|that) out|(?:walk|burn|work|run) it off|(?:before|until) (?:i'm|im|i am) allowed to|refus\\w* (?:anything|everything|food) (?:with|that has)|ate a (?:full|whole|proper) meal|(?:won't|wont|will not|doesn't|doesnt|refuses to|refusing to) eat (?:anything|nothing) (?:except|but|other than)|refus\\w* (?:almost |nearly |pretty much )?(?:everything|anything) (?:else|but|except)|(?:fast|starve|skip meals|not eat) (?:for (?:days|a day|two days) )?to make up|not allowed (?:any )?(?:carbs|food|sugar|to eat|dessert)|rule where|(?:don't|dont|do not|never) let myself (?:have|eat)|unless I (?:ran|run|worked out|exercised|went to the gym|burn it off)|earn (?:my|the) (?:food|dinner|dessert|meals?)|(?:doesn't|does not|doesnt|don't|dont) (?:really )?eat (?:much |properly )?when (?:she's|shes|he's|hes|they're|theyre|I'm|im) alone|fridge (?:is |was )?(?:nearly |almost )?empty|(?:haven't|havent|have not|hadn't) eaten (?:since|for|in) (?:yesterday|\\d+|two|a day|days)|forget to eat|forgot to eat|how little (?:I|she|he|they) (?:can )?eat|compar(?:e|ing) my body|(?:says|said|told me|thinks) (?:today )?(?:that )?(?:she'?s|he'?s|she is|he is) '?fat'?|(?:hate|hide|hiding) my body|safe foods?|(?:just|only) (?:having|drinking|had) black coffee|bathroom (?:right )?after (?:every|each) meal|(?:goes|going|runs|went|rushes) (?:straight |right )?to the bathroom (?:right )?after (?:she|he|they|I) eats?|make up for it|can't eat anything (?:cooked|with|that)|scale is moving|ate (?:almost )?nothing",
    ),
    b: w(
      "exhausting|normal|a phase|worried|a bit much|pattern|always|again|sick|weight|loose|baggy|thin|carbs|bread|sugar|oil|after \\d+|ruined|safer|alone|on her own|on his own|not on purpose|every|still|proud|weird|shaky|panic|shorter|planning|lighter|runs the tap|dinner|meals?|food|leaving|overthinking|instagram|didn't go|didnt go|bc of it|because of it",
    ),
  },
];

// "sober from social media" and "drinking water" are not about alcohol, for either layer.
function cleaned(message: string): string {
  const t = message.slice(0, 4000).replace(/[’‘]/g, "'");
  return t.replace(/sober from (?:social media|my phone|\w+ media)|drinking (?:water|tea|coffee|more water)/gi, "");
}

/** The care topic by the hand-written rules alone (a medicine question wins over the rest: it is the one never to advise on). */
export function careRuleTopic(message: string): CareTopic | null {
  const t = cleaned(message);
  for (const r of RULES) if (r.re.test(t)) return r.topic;
  for (const r of STORIES) if (r.a.test(t) && r.b.test(t)) return r.topic;
  return null;
}

/** The care topic of a message, if any: the rules first, then the learned intent layer when the rules find none. */
export function careTopic(message: string): CareTopic | null {
  return careRuleTopic(message) ?? learnedCareTopic(cleaned(message));
}

const MEDICINE_NAMED = new RegExp(`${w(MEDICINE_NAMES).source}|${w(`${MEDICINE_WORDS}|tablets?|pills?|side effects?`).source}`, "iu");

/** A medical message about a medicine gets the medicine replies; a symptom, a pregnancy or a sleepless month gets a doctor's. */
const medicalKind = (message: string): CareTopic | "symptom" => (MEDICINE_NAMED.test(cleaned(message)) ? "medical" : "symptom");

/** The replies for a message's care topic. */
export function careReplies(topic: CareTopic, message: string): Array<[string, string]> {
  return topic === "medical" && medicalKind(message) === "symptom" ? SYMPTOM_REPLIES : CARE_REPLIES[topic];
}

/** One sentence naming who can help (see CARE_POINTER), for a message's care topic. */
export function carePointer(topic: CareTopic, message: string): string {
  return topic === "medical" && medicalKind(message) === "symptom" ? SYMPTOM_POINTER : CARE_POINTER[topic];
}

const SYMPTOM_REPLIES: Array<[string, string]> = [
  [
    "This is worth talking over with a doctor: a GP can check it properly, and it's fine to book even if it turns out to be nothing.",
    "Is anything making it hard to get it looked at?",
  ],
  [
    "I can't tell what's behind it, but a doctor can, and that's a good reason to book an appointment, or to call a nurse line if it gets worse before then.",
    "How are you coping with it day to day?",
  ],
  [
    "That sounds worth getting checked rather than carrying on with. A doctor is the right person to look at it, and if it changes quickly or feels severe, urgent care is there too.",
    "What would make it easier to get an appointment?",
  ],
];
const SYMPTOM_POINTER = "For what's happening with your body, a doctor is the right person to check it, and urgent care is there if it gets worse.";

/** Sentences for each topic: [acknowledgement + professional, question]. Several variants so a conversation never repeats one. */
const CARE_REPLIES: Record<CareTopic, Array<[string, string]>> = {
  medical: [
    [
      "Thank you for asking rather than guessing. I can't advise on medicines or doses, and that question belongs with your doctor or pharmacist, who know your prescription; a pharmacist can often answer the same day.",
      "How have you been feeling on it lately?",
    ],
    [
      "That's an important question, and it's one for your doctor or a pharmacist rather than for me: changing or stopping a medicine safely depends on things only they can check.",
      "Would it help to write down what you want to ask them?",
    ],
    ["I'm not able to give advice about medication, so please check this with your GP or pharmacist before changing anything.", "What's been making you think about it?"],
  ],
  substance: [
    [
      "Thank you for being honest about the drinking or using; that takes courage. It can help a lot to talk it through with your doctor or a counsellor, who can support you without judgement.",
      "What does it usually help you get through?",
    ],
    [
      "When drinking or drugs become a way to cope, a GP or an alcohol and drug support service is a good place to start, alongside our chats.",
      "When did you first notice it becoming a habit?",
    ],
    [
      "I'm glad you told me about this. A professional, such as your doctor or a substance support line, can help you find a safe way to cut down.",
      "How do you feel about it the next morning?",
    ],
  ],
  eating: [
    [
      "Thank you for trusting me with this. Patterns around food like this are worth talking through with your doctor or an eating disorder professional, who can help without judgement.",
      "How long has eating felt this way for you?",
    ],
    [
      "What you describe with food deserves proper support, and a GP or an eating disorder helpline is a good first step.",
      "Is there someone close to you who knows how you've been feeling about food?",
    ],
    [
      "I'm really glad you said this out loud. A doctor or a counsellor who works with eating difficulties can help in ways I can't.",
      "What tends to be going on for you when it happens?",
    ],
  ],
  trauma: [
    [
      "Thank you for telling me; what happened to you matters. A therapist or counsellor who works with trauma can help you carry this safely, at your own pace.",
      "What helps you feel a little more grounded when it comes back?",
    ],
    [
      "Experiences like that can stay with us for a long time, and a trauma-informed professional, such as a counsellor or your GP, can really help.",
      "Would you like to talk about how it's affecting your days right now?",
    ],
    [
      "You don't have to go through this on your own. Talking to a therapist or your doctor about it can be a good step whenever you feel ready.",
      "Who around you feels safe to be with at the moment?",
    ],
  ],
};

/**
 * One sentence naming who can help, with no question and not presuming one was asked: said after
 * the grey zone's check-in, which already asks how the person is.
 */
const CARE_POINTER: Record<CareTopic, string> = {
  medical: "For anything about your medicines, your doctor or a pharmacist is the right person to ask; I can't advise on them.",
  substance: "If drinking or using has become a way to cope, your GP or a drug and alcohol service can help, without judgement.",
  eating: "For what's happening around food, your GP or an eating disorder helpline is a good first step.",
  trauma: "For what happened to you, a counsellor or therapist who works with trauma can help, at your own pace.",
};
