// Questions about Clearday itself (deleting or exporting entries, privacy, plans, who Mindy is,
// memory, where to find crisis help), answered from a short FAQ that names the page to go to.
// Used by the offline coach as its reply and given to a model as a note, so both say the same.
import { COACH_NAME, PRODUCT_NAME } from "../../../shared/brand";
import { learnedFaqTopic } from "../intent";

export type FaqTopic = "delete-entries" | "export" | "privacy" | "cancel-plan" | "change-plan" | "what-is-mindy" | "memory" | "crisis-help";

export interface FaqAnswer {
  topic: FaqTopic;
  /** The page the answer points to. */
  path: string;
  /** Two or three sentences, the last one a short question or offer; at most one question mark. */
  text: string;
}

const ENTRIES =
  "(?:entr(?:y|ies)|diary|journal|what i(?:'ve)? wr[io]te|(?:everything|all) i(?:'ve)? (?:written|wrote|said)|my writing|(?:my|our|this|these|the|all) (?:chats?|conversations?|chat history|history|sessions?|messages with you)|(?:a |one |that |the )?(?:single )?messages? i (?:sent|wrote|typed))";
/** "premium" as people type it on a phone ("premuim", "premum"). */
const PREMIUM = "prem(?:ium|uim|iun|imum|um|eum)";
const PLAN = `(?:subscription|plan|${PREMIUM}|pro\\b|membership|trial|billing|payment|charged|paying)`;

const RULES: Array<{ topic: FaqTopic; re: RegExp }> = [
  {
    topic: "crisis-help",
    re: /\b(?:what does|what would|what will|how does|how would) (?:the app|this app|it|mindy|clearday|you)\b.{0,30}\b(?:suggest|do|recommend|offer|say)\b.{0,60}\b(?:panic attacks?|crisis|more serious|serious|emergency|in danger|not safe|suicidal)\b|\b(?:crisis|help ?lines?|hot ?lines?|support (?:lines?|numbers?)|suicide (?:line|number|hotline)|emergency (?:number|help|line)|samaritans|988)\b|\b(?:number|who|where)\b.*\b(?:call|text|ring)\b.*\bemergency\b|\b(?:number|line|someone|somebody|who|where)\b.*\b(?:call|text|ring|talk to|reach)\b.*\b(?:if|when)\b.*\b(?:bad|worse|dark|crisis|emergency|scary)\b|\bwhere (?:can|do|could|should) (?:i|someone|people) (?:get|find|go for) (?:urgent |emergency |real |immediate |proper )?help\b|\b(?:what happens|do you|does (?:the app|this app|it|mindy|anyone)|will (?:you|the app|this app|it|anyone)|would (?:you|the app|it))\b.{0,60}\b(?:call|alert|contact|notify|tell|report|send)\b.{0,30}\b(?:someone|anyone|somebody|the police|my (?:parents|family|mum|mom|dad|doctor|gp)|emergency)|\bdoes (?:the app|this app|it|mindy|clearday) (?:actually |really |even )?do anything\b|\bif i (?:ever )?(?:write|wrote|say|said|tell you|told you|type|typed|post|posted) (?:something|anything) (?:really |very |super )?(?:dark|worrying|bad|scary|concerning|alarming)\b/i,
  },
  {
    // "how do i make u forget all of it", "if I close the app and come back will you still know": before
    // export, whose "save ... chats" would otherwise take "do you save our chats? make u forget them".
    topic: "memory",
    re: new RegExp(
      `^\\W*(?:please |pls |can you |could you |${COACH_NAME},? )*forget (?:my|his|her|their|the|that|this|what|about)\\b|\\b(?:make|get|have|let|ask) (?:you|u|${COACH_NAME}) (?:to )?forget\\b|\\b(?:will|would|do|does|can) (?:you|u|${COACH_NAME}) (?:still )?(?:know|remember|recall)\\b.{0,60}\\b(?:come back|close|next time|later|tomorrow|again)\\b|\\b(?:come back|close (?:the|this) app|log (?:back )?in)\\b.{0,60}\\b(?:will|would|do|does) (?:you|u|${COACH_NAME}) (?:still )?(?:know|remember|recall)\\b|\\b(?:have|need) to (?:explain|tell you|say) (?:it |everything |all (?:of )?(?:it|that) )?(?:again|all over)\\b`,
      "i",
    ),
  },
  {
    // "if I delete the app does my data go away": what happens to what is stored, not how to delete it.
    topic: "privacy",
    re: /\b(?:if|when) i (?:delete|uninstall|remove) (?:the|this) app\b/i,
  },
  {
    topic: "export",
    re: new RegExp(
      `^(?:export|exporting|download|downloading)\\b|\\bcan i print\\b|\\b(?:save|keep|have|get|make) (?:a |my own )?(?:copy|backup|back-up)\\b|\\b(?:want|like|have|get) (?:it|this|them|my (?:journal|diary|entries)) (?:on paper|printed|as a (?:book|pdf))\\b|\\bprint (?:out )?(?:my|the|this|all my) (?:journal|diary|entries)\\b|\\b(?:export|download|back ?up|copy of|get (?:a copy|all) of|save (?:all )?(?:my )?)\\b.*(?:${ENTRIES}|data|everything|stuff|things)|\\bdata\\b.*\\b(?:export|download)|\\b(?:take|bring|move|transfer|keep|carry)\\b.*\\b(?:with me|elsewhere|to (?:another|a different|a new|some other) (?:app|place|service)|if i (?:leave|switch|quit|go|cancel))|\\bget\\b.*\\b(?:everything|all|my (?:stuff|data|entries|words))\\b.*\\bout\\b|\\bswitch(?:ing)? apps?\\b.*\\b(?:take|keep|bring|lose)\\b`,
      "i",
    ),
  },
  {
    topic: "delete-entries",
    re: new RegExp(
      `\\b(?:delete|deleting|remove|removing|erase|erasing|get rid of|clear|wipe|wiping)\\b.*\\b${ENTRIES}|\\b${ENTRIES}.*\\b(?:gone|deleted|removed|erased)\\b|\\b(?:wrote|written|put)\\b.*\\bin (?:here|this app|the app|my journal|my diary)\\b.*\\b(?:want|need|wish)\\w* (?:it|them|that|those|all of it) (?:gone|deleted|removed|erased)\\b|\\bdelete (?:my )?(?:account|data|everything)|\\b(?:saved|wrote|posted|entered)\\b.*\\b(?:twice|two times|by mistake|by accident|duplicate)\\b.*\\b(?:delete|remove|erase|get rid of)\\b|\\b(?:delete|remove|erase|get rid of)\\b.*\\b(?:the (?:duplicate|extra|other) one|one of them|a duplicate)`,
      "i",
    ),
  },
  {
    topic: "memory",
    re: new RegExp(
      `\\b(?:mentioned|told you|said)\\b.*\\b(?:get|gets|got|be|is|was) (?:saved|stored|remembered|kept)\\b|\\b(?:remember|memory|memories|forget)\\b.*\\b(?:me|i said|i told|last (?:time|week)|before|next time|later|tomorrow|conversations?|chats?|${COACH_NAME}|you)\\b|\\bdo(?:es)? (?:you|${COACH_NAME}) (?:have (?:a )?memory|remember)|\\bdo(?:es)? (?:you|${COACH_NAME}) still (?:know|have|remember)\\b|\\b(?:does|do|will|can) (?:you|${COACH_NAME}|the app|it) (?:still )?(?:know|recall|remember) (?:my|the (?:goals?|things?|stuff) i)\\b|\\b(?:erase|delete|wipe|clear|forget|reset)\\b.*\\b(?:everything|all|what) (?:you|u|${COACH_NAME}) (?:know|remember|learned|have learned)\\b`,
      "i",
    ),
  },
  {
    topic: "privacy",
    re: new RegExp(
      `\\b(?:do|does|will) (?:you|u|the app|this app|clearday|it) (?:still )?(?:keep|hold on to) (?:it|them|my (?:data|info|information|stuff))\\b|\\b(?:private|privacy|confidential|who can (?:see|read)|can anyone (?:see|read)|(?:sell|share|selling|sharing) (?:my )?(?:data|info|information|entries)|is (?:this|it|my \\w+) (?:safe|secure|encrypted)|encrypt\\w*|read my ${ENTRIES}|(?:is )?any(?:one|body) (?:reading|read|see|seeing|look(?:ing)? at)|who (?:sees|can see|reads|can read|has access to)|advertis\\w*|third parties|(?:police|court|lawyer|solicitor|government|subpoena|employer)\\b.*\\b(?:${ENTRIES}|data|hand (?:it|them|those|that) over|see (?:it|them))|what (?:do |does |will |are )?(?:you|u|y'?all|you guys|clearday|the app|this app|they) (?:guys )?(?:do|does|are doing|doing) with (?:my|our|the) (?:info|information|data|stuff|entries|words|chats)|where (?:does|do|is) (?:my|all my|all the|the) (?:info|information|data|stuff|entries|words|chats) (?:go|stored|kept|end up)|(?:are|is) (?:my|these|the) (?:chats?|entries|words|stuff|messages|data) (?:stored|saved|kept|used)\\b|\\b(?:do|does|will) (?:you|u|the app|this app|clearday) (?:store|save|record|log|retain) (?:my|everything|all)\\b)|\\b(?:can|could) (?:anyone|anybody|someone|somebody|people|he|she|they|others|my \\w+|the (?:developers|company|staff|team|police)|your (?:staff|team|developers)|employees|hackers)(?: somehow| ever| still| actually)? (?:see|read|access|look at|get into)\\b.*\\b(?:this|it|my|what i)\\b`,
      "i",
    ),
  },
  {
    topic: "cancel-plan",
    re: new RegExp(
      `\\b(?:cancel|cancle|cancell|cansel|stop|end|unsubscribe)\\b.*(?:${PLAN})|\\b(?:stop|turn off|switch off|cancel|disable|end)\\b.{0,20}\\b(?:it |from )?(?:renew\\w*|auto-?renew\\w*|charging me)\\b|\\bhow (?:do|can) i (?:cancle|cancell|cansel)\\b|\\bcan i cancel (?:from|on|in|through|via) (?:my |the )?(?:phone|app|website|web|settings|laptop|computer)\\b|\\bstop (?:being )?(?:charged|paying)|\\bunsubscribe\\b|\\brefund\\b|\\bhow (?:do|can) i cancel\\b|\\bi (?:want|need|would like|'d like|wanna|am going|'m going|m going) to cancel\\b(?! (?:on|plans|the (?:party|trip|dinner|meeting)|my (?:plans|trip|appointment|party)))|^cancel\\b|\\bpay any ?more\\b`,
      "i",
    ),
  },
  {
    topic: "change-plan",
    re: new RegExp(
      `\\b(?:upgrade|downgrade|switch|change|move)\\b.*(?:${PLAN})|\\bupgrade\\b|\\bdowngrade\\b|\\b(?:how much|price|prices|cost|costs|difference between)\\b.*\\b(?:${PREMIUM}|pro|plans?|subscription|it)\\b|\\b(?:go back to|switch to|back on) (?:the )?free\\b|\\bfree plan\\b|\\bfamily (?:plan|account|subscription)\\b|\\b(?:share|sharing) (?:my |a |the |one )?(?:${PREMIUM}|pro|subscription|plan|account)\\b|\\b(?:${PREMIUM}|pro|subscription|plan)\\b.*\\bshared\\b|\\b(?:premium|pro|free)\\b.*\\b(?:vs\\.?|versus|or|compared (?:to|with)|than|and)\\b.*\\b(?:premium|pro\\b|free (?:plan|version|tier))|\\b(?:go|drop|step|move|get)\\b.*\\b(?:down|up|back)\\b.*\\b(?:premium|pro\\b|free (?:plan|version|tier))`,
      "i",
    ),
  },
  {
    topic: "what-is-mindy",
    re: new RegExp(
      `\\b(?:who|what) (?:is|are) (?:${COACH_NAME}|you)\\b|\\bhow do (?:you|u|${COACH_NAME}) (?:even |actually |really )?work\\b|\\bwhere do (?:your|ur|${COACH_NAME}'?s) (?:answers|replies|responses|ideas|advice) come from\\b|\\b(?:can|do|will|could) (?:you|u) (?:actually |really |even )?(?:give|offer) (?:me )?(?:real |actual |proper |any )?advice\\b|\\bjust (?:gonna|going to) ask (?:me )?how (?:that|it) makes me feel\\b|\\b(?:can|could|will|does|do) (?:${COACH_NAME}|you|the app|it) (?:diagnose|prescribe|give (?:me |people )?(?:a )?diagnos[ie]s)\\b|\\b${COACH_NAME} (?:is )?(?:the )?same for every(?:one|body)|\\b(?:my|their) own (?:bot|mindy|coach|ai)\\b|\\bdifference between (?:you|u|${COACH_NAME}|this app|this|an ai) and (?:a |an )?(?:therapist|counsel+or|psychologist|human|real person|person|doctor|chatgpt)\\b|\\bare you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|computer|therapist|psychologist|counsel+or|doctor)\\b|\\bam i talking to (?:a |an )?(?:real|human|person|bot|robot|ai|machine)\\b|\\bwhat(?:'s| is) (?:${PRODUCT_NAME}|this app)\\b|\\bwho (?:made|built|created|programmed) you\\b|\\b(?:r|are) (?:u|you) (?:a |an )?(?:bot|robot|ai|human|real|chat ?gpt|gpt|openai|claude|gemini|(?:large )?language model|llm)\\b|\\b(?:who|what) am i (?:actually |really |even )?(?:talking|speaking|chatting|typing|writing) (?:to|with)\\b|\\b(?:are|r) (?:you|u) (?:a |an )?(?:\\w+ )?(?:therapist|counsel+or|psychologist|licensed|qualified|certified|real person|human being)\\b|\\bis (?:this|there) (?:a )?(?:real )?(?:person|human|bot|ai)\\b|\\b(?:what|which) (?:ai|llm|(?:language |ai )?model)\\b.*\\b(?:you|u|this|behind|under)\\b|\\bwhich ai\\b`,
      "i",
    ),
  },
];

const ANSWERS: Record<FaqTopic, { path: string; text: string }> = {
  "delete-entries": {
    path: "/diary",
    text: "You can delete any diary entry yourself: open it in your Diary (/diary) and choose Delete; it's removed for good. To delete everything, including chats, use Delete account in Settings (/settings). Is there anything else you'd like to know?",
  },
  export: {
    path: "/settings",
    text: `You can download everything you've written: go to Settings (/settings) and use the Your data card to export your diary entries and chats. It's your copy to keep. Is there anything else about ${PRODUCT_NAME} I can help with?`,
  },
  privacy: {
    path: "/privacy",
    text: `What you write here is private to your account: ${PRODUCT_NAME} does not sell it, and no person reads it to coach you. The Privacy page (/privacy) explains what is stored and how you can export or delete it. Is there a part of that you'd like to know more about?`,
  },
  "cancel-plan": {
    path: "/pricing",
    text: "You can cancel any time: on the Pricing page (/pricing), choose Manage billing, and your plan stays active until the end of the period you've paid for. Is there anything else I can help you with?",
  },
  "change-plan": {
    path: "/pricing",
    text: "You can change your plan on the Pricing page (/pricing): pick the plan you want, or use Manage billing to switch or downgrade. The change applies to your next billing period. Is there anything else I can help you with?",
  },
  "what-is-mindy": {
    path: "/about",
    text: `I'm ${COACH_NAME}, the AI coach in ${PRODUCT_NAME}: not a human and not a therapist. I can listen, help you sort through your thoughts and suggest small next steps; for anything serious, a professional is the right person to talk to. You can read more on the About page (/about).`,
  },
  memory: {
    path: "/help",
    text: `On Premium and Pro, ${COACH_NAME} remembers what you choose to share between conversations; on the free plan each chat starts fresh. You can see, remove or turn off what's remembered from the Memory panel next to the chat, and the Help Center (/help) explains more. Is there something you'd like me to forget?`,
  },
  "crisis-help": {
    path: "/safety",
    text: "If you're in crisis or might not be safe, the Safety page (/safety) lists free helplines for your region that you can call or text at any time. If you're in immediate danger, please call your local emergency number now. Would you like to tell me what's going on?",
  },
};

/** Whether a message asks or requests something: a question, a request, or an instruction ("delete my account please"). */
export function asksSomething(message: string): boolean {
  const t = message.slice(0, 600).replace(/[’‘]/g, "'");
  return /\?|(?:^|[,;.!:\u2013\u2014-]\s*)(?:(?:i mean|so|and|but|ok|okay|well|like|honestly|hmm+|wait)[\s,]+)?(?:how|can|could|where|what|who|is|are|r|do|does|will|would|which|i want|i'd like|i need|help|please|delete|remove|wipe|erase|cancel|stop|end|export|download|upgrade|downgrade|switch|change|forget|whats?|wats?|hows|wheres|whos)\b|\bplease\b|\b(?:can|could|do|does|will|would|should|is there) (?:i|you|u|we|my|it|a way|he|she|they|anyone|someone|people)\b|\bdifference between\b|\b(?:want|need|wish) (?:it|them|this|that|those|all of (?:it|them)) (?:gone|deleted|removed|erased)\b|\b(?:wanna|want to|wondering|curious to) (?:know|ask)\b|\b(?:going to|gonna|thinking (?:of|about)|planning to|about to) (?:delet|remov|wip|eras|cancel|export|download|clos|upgrad|downgrad|switch)\w*/i.test(
    t.trim(),
  );
}

/** The FAQ topic by the hand-written rules alone. */
export function faqRuleTopic(message: string): FaqTopic | null {
  if (!asksSomething(message)) return null;
  const t = message.slice(0, 600).replace(/[’‘]/g, "'");
  for (const r of RULES) if (r.re.test(t)) return r.topic;
  return null;
}

/**
 * The FAQ topic a message asks about, if it is a question about the app: the rules first, then the
 * learned intent layer (worker/coach/intent) when the rules find none and it is confident enough.
 */
export function faqTopic(message: string): FaqTopic | null {
  return faqRuleTopic(message) ?? learnedFaqTopic(message);
}

const withoutOffer = (text: string) => text.replace(/\s*[^.!?]*\?$/, "").trim();

/**
 * Every FAQ answer as one fact line (without its closing offer), for a model's every chat turn: a
 * model recognises an app question however it is worded, which word lists cannot.
 */
export function faqFacts(): string {
  return Object.values(ANSWERS)
    .map(({ text }) => `- ${withoutOffer(text)}`)
    .join("\n");
}

/** An FAQ answer without its closing question or offer: for where another question is already asked. */
export function faqStatement(topic: FaqTopic): string {
  return withoutOffer(ANSWERS[topic].text);
}

export function faqAnswer(topic: FaqTopic): FaqAnswer {
  return { topic, ...ANSWERS[topic] };
}
