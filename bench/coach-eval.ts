// Coach evaluation: single messages and multi-turn conversations from bench/coach-eval/*.json,
// sent through the same path as the chat route (the safety screen, then the coach), with the
// offline coach; and, for the model path, the prompt the coach builds for a model (a recording
// fake model stands in for the provider).
//
//   npx tsx bench/coach-eval.ts              figures for the dev set
//   npx tsx bench/coach-eval.ts --misses     also list the dev set's failures
//   npx tsx bench/coach-eval.ts --blind      also every blind round, apart (aggregates only; measure it
//                                            once before and once after a change, never while tuning)
//   npx tsx bench/coach-eval.ts --blind --round v   only blind round v
//
// Blind rounds (blind-*.json) were written apart from the coach's templates. Their texts must not
// be read by whoever tunes the coach: this script prints aggregate figures only for them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { MockLanguageModelV4 } from "ai/test";
import { createCoach, type ChatTurn, type ReplyInput, type ReplyResult } from "../worker/coach";
import type { Env } from "../worker/env";

type Tone = "positive" | "negative" | "mixed" | "neutral";
type AppTopic = "delete-entries" | "export" | "privacy" | "cancel-plan" | "change-plan" | "what-is-mindy" | "memory" | "crisis-help";
type Professional = "medical" | "substance" | "eating" | "trauma";
interface Single {
  id: string;
  text: string;
  tone: Tone;
  filler: boolean;
  app: AppTopic | null;
  professional: Professional | null;
  kind: string;
}
interface Conversation {
  id: string;
  kind: string;
  turns: string[];
}
interface EvalSet {
  round: string;
  date: string;
  singles: Single[];
  conversations: Conversation[];
}

const DIR = join(import.meta.dirname, "coach-eval");
const showMisses = process.argv.includes("--misses");
const withBlind = process.argv.includes("--blind");
// `--round v` measures only that round, so a round still being written is never seen early.
const roundArg = process.argv.indexOf("--round");
const onlyRound = roundArg > 0 ? process.argv[roundArg + 1] : undefined;

// ---- rubric checks ----------------------------------------------------------------------------

/** The length rule: 2 to 5 sentences, the reply shape the system prompt and the offline coach both ask for. */
const MIN_SENTENCES = 2;
const MAX_SENTENCES = 5;
const MAX_WORDS = 110;

/** Words that name an unpleasant feeling or a hard time: wrong for good news. */
const NEGATIVE_FEELING =
  /\b(?:frustrat\w*|sad(?:ness)?|anxious|anxiety|worr(?:y|ied|ying)|overwhelm\w*|unheard|hurt(?:ing)?|lonely|loneliness|drained|stressed|stress|angry|anger|upset|painful|pain|heavy|heartbroken|discouraged|stuck|on edge|tense|afraid|scared|hopeless|exhausted|worn (?:out|down)|stretched thin|disconnected|not good enough|ashamed|guilty|a lot to carry|so hard|really hard|difficult|tough|sorry (?:to hear|things|that)|weighing on you|let down|torn)\b/i;
/** Cheerful congratulation: wrong for bad news. */
const CHEERFUL =
  /\b(?:congratulations|congrats|great news|wonderful news|fantastic|amazing|well done|how exciting|that'?s (?:great|wonderful|brilliant|lovely)|so happy for you|yay|woo+)\b|🎉|🥳/i;
const PROFESSIONAL = /\b(?:doctor|GP|pharmacist|professional|counsell?or|therapist|psychologist|psychiatrist|nurse|clinician|prescriber)\b/i;
const APP_LINKS: Record<AppTopic, RegExp> = {
  "delete-entries": /(?:^|\s|\()\/diary\b/,
  export: /(?:^|\s|\()\/settings\b/,
  privacy: /(?:^|\s|\()\/privacy\b/,
  "cancel-plan": /(?:^|\s|\()\/pricing\b/,
  "change-plan": /(?:^|\s|\()\/pricing\b/,
  "what-is-mindy": /(?:^|\s|\()\/(?:about|help)\b/,
  memory: /(?:^|\s|\()\/(?:chat|dashboard|help)\b/,
  "crisis-help": /(?:^|\s|\()\/safety\b/,
};

/** Spans the reply quotes: “…” or "…". */
function quotes(reply: string): string[] {
  return [...reply.matchAll(/“([^”]+)”|"([^"]+)"/g)].map((m) => (m[1] ?? m[2] ?? "").trim()).filter(Boolean);
}
const withoutQuotes = (reply: string): string => reply.replace(/“[^”]*”|"[^"]*"/g, "“Q”");

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A quoted span is a whole clause when, in the message, it starts at a clause start (the start, or
 * after . ! ? , ; : — – or a line break, a leading "and/but/so/because/i mean" allowed) and ends at
 * a clause end (the end, or before one of those marks).
 */
export function isWholeClause(span: string, message: string): boolean {
  const marks = /[.!?…,;:—–\n]/;
  const m = message.replace(/[’‘]/g, "'");
  const s = span
    .replace(/[’‘]/g, "'")
    .replace(/[.!?…,;:]+$/u, "")
    .trim();
  if (!s) return false;
  const lower = m.toLowerCase();
  const target = s.toLowerCase();
  for (let at = lower.indexOf(target); at >= 0; at = lower.indexOf(target, at + 1)) {
    const before = lower
      .slice(0, at)
      .replace(/(?:\b(?:and|but|so|because|i mean|well|honestly|like|um|uh)\b[\s,]*)+$/u, "")
      .trimEnd();
    const after = lower.slice(at + target.length).trimStart();
    const startOk = before === "" || marks.test(before.slice(-1));
    const endOk = after === "" || marks.test(after.charAt(0));
    if (startOk && endOk) return true;
  }
  return false;
}

function sentencesOf(text: string): string[] {
  return withoutQuotes(text)
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A sentence's template: quotes blanked, lowercased; long sentences keyed by their first four words. */
function templateKey(sentence: string): string {
  const n = norm(sentence.replace(/“Q”/g, " q "));
  const ws = n.split(" ");
  return ws.length >= 6 ? ws.slice(0, 4).join(" ") : n;
}

function questionCount(reply: string): number {
  return (withoutQuotes(reply).match(/\?/g) ?? []).length;
}

// ---- running --------------------------------------------------------------------------------

const env = { AI_PROVIDER: "offline" } as unknown as Env;
const offlineCoach = createCoach(env);

function input(message: string, history: ChatTurn[]): ReplyInput {
  return { message, history, memory: null, name: null, region: "GB", checkIn: null, now: Date.UTC(2026, 10, 24, 12) };
}

class Score {
  pass = 0;
  total = 0;
  misses: string[] = [];
  add(ok: boolean, miss: string): void {
    this.total++;
    if (ok) this.pass++;
    else this.misses.push(miss);
  }
  get value(): string {
    return this.total === 0 ? "  n/a" : (this.pass / this.total).toFixed(3);
  }
}

const RUBRIC = ["tone", "filler", "cutQuote", "professional", "app", "repetition", "question", "length"] as const;
type Rubric = (typeof RUBRIC)[number];
const LABELS: Record<Rubric, string> = {
  tone: "tone matches",
  filler: "no filler parroted",
  cutQuote: "no cut quote",
  professional: "professional named when required",
  app: "app questions answered",
  repetition: "no repetition in a conversation",
  question: "at most one question per reply",
  length: `length ${MIN_SENTENCES}-${MAX_SENTENCES} sentences, <= ${MAX_WORDS} words`,
};

interface Report {
  scores: Record<Rubric, Score>;
  goodNewsNegative: number;
  acuteReplies: number;
  /** The messages that got the crisis reply (listed with --misses, never for a blind round). */
  crisisMessages: string[];
  model: Record<"system" | "wrapped" | "history" | "quoting" | "appNote" | "careNote" | "noCallWhenAcute", Score>;
}

function emptyReport(): Report {
  const scores = Object.fromEntries(RUBRIC.map((r) => [r, new Score()])) as Record<Rubric, Score>;
  return {
    scores,
    goodNewsNegative: 0,
    acuteReplies: 0,
    crisisMessages: [],
    model: { system: new Score(), wrapped: new Score(), history: new Score(), quoting: new Score(), appNote: new Score(), careNote: new Score(), noCallWhenAcute: new Score() },
  };
}

const FILLER_SHAPE = /^(?:idk|ok(?:ay)?|k|hmm+|lol|yeah|yep|yes|no|nope|meh|sure|whatever|maybe|i guess|i don'?t know|dunno|fine|tbh|idk tbh|uh+|um+)[.!?\s]*$/i;

/** The checks every reply gets (singles and conversation turns). */
/** `earlier`: the person's previous messages in the conversation, which a reply may quote when it recalls them. */
function checkReply(rep: Report, label: string, message: string, r: ReplyResult, meta: Partial<Single>, earlier: string[] = []): void {
  const text = r.text;
  const acute = r.safety.level === "acute";
  if (acute) {
    rep.acuteReplies++;
    rep.crisisMessages.push(`${label} ${message}`);
  }
  const qs = quotes(text);
  // Reviewed crisis replies come from the safety module, not the coach: only the app and professional checks apply.
  if (!acute) {
    if (meta.tone) {
      const bare = withoutQuotes(text);
      let ok = true;
      if (meta.tone === "positive") {
        ok = !NEGATIVE_FEELING.test(bare);
        if (!ok) rep.goodNewsNegative++;
      } else if (meta.tone === "negative") ok = !CHEERFUL.test(bare);
      else if (meta.tone === "neutral") ok = !NEGATIVE_FEELING.test(bare) && !CHEERFUL.test(bare);
      else ok = !CHEERFUL.test(bare) || NEGATIVE_FEELING.test(bare) || /\bmix|both|\bbut\b|at the same time/i.test(bare);
      rep.scores.tone.add(ok, `${label} [${meta.tone}] ${message} => ${text}`);
    }
    const filler = meta.filler ?? FILLER_SHAPE.test(message.trim());
    if (filler || meta.app) rep.scores.filler.add(qs.length === 0, `${label} ${message} => ${text}`);
    for (const q of qs)
      rep.scores.cutQuote.add(
        [message, ...earlier].some((m) => isWholeClause(q, m)),
        `${label} “${q}” of ${message}`,
      );
    const n = sentencesOf(text).length;
    const w = text.split(/\s+/).filter(Boolean).length;
    rep.scores.length.add(n >= MIN_SENTENCES && n <= MAX_SENTENCES && w <= MAX_WORDS, `${label} ${n} sentences, ${w} words: ${text}`);
    rep.scores.question.add(questionCount(text) <= 1, `${label} ${text}`);
  }
  if (meta.professional) rep.scores.professional.add(PROFESSIONAL.test(text), `${label} [${meta.professional}] ${message} => ${text}`);
  if (meta.app) rep.scores.app.add(APP_LINKS[meta.app].test(text), `${label} [${meta.app}] ${message} => ${text}`);
}

/** The model path: the prompt the coach builds, as a recording fake model receives it. */
async function checkPrompt(rep: Report, label: string, message: string, history: ChatTurn[], meta: Partial<Single> = {}): Promise<void> {
  const model = new MockLanguageModelV4({
    doGenerate: async () => ({
      content: [{ type: "text" as const, text: "Thank you for telling me. What feels most important about this right now?" }],
      finishReason: { unified: "stop" as const, raw: undefined },
      usage: { inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 1, text: 1, reasoning: undefined } },
      warnings: [],
    }),
  });
  const coach = createCoach(env, { model });
  const r = await coach.reply(input(message, history));
  const call = model.doGenerateCalls[0];
  if (r.safety.level === "acute" || !/[\p{L}\p{N}]/u.test(message)) {
    rep.model.noCallWhenAcute.add(!call, `${label} a model call on an acute or empty turn`);
    return;
  }
  if (!call) {
    rep.model.system.add(false, `${label} no model call`);
    return;
  }
  const prompt = call.prompt as Array<{ role: string; content: unknown }>;
  const flat = (c: unknown): string => (typeof c === "string" ? c : JSON.stringify(c));
  const system = prompt
    .filter((p) => p.role === "system")
    .map((p) => flat(p.content))
    .join("\n");
  const rest = prompt
    .filter((p) => p.role !== "system")
    .map((p) => flat(p.content))
    .join("\n");
  rep.model.system.add(prompt[0]?.role === "system" && system.includes("Mindy"), `${label} the system prompt is not first`);
  const last = prompt.at(-1);
  rep.model.wrapped.add(last?.role === "user" && /<user_text>/.test(flat(last.content)), `${label} the message is not wrapped as user text`);
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  // The history may be trimmed to a token budget from the oldest end; the last earlier user turn must be there.
  const lastUser = [...history].reverse().find((t) => t.role === "user");
  if (lastUser) rep.model.history.add(rest.includes(JSON.stringify(esc(lastUser.content)).slice(1, -1)), `${label} the history is missing`);
  // The quoting rule the model gets must match the offline coach's: whole clauses only, never filler.
  rep.model.quoting.add(/whole (?:short )?clause/i.test(system) && /filler/i.test(system), `${label} the quoting rule is missing from the system prompt`);
  // An app question: the model is given the FAQ answer with the right page; a care topic: the note naming professionals.
  if (meta.app) rep.model.appNote.add(APP_LINKS[meta.app].test(system), `${label} [${meta.app}] no FAQ note with the page`);
  if (meta.professional) rep.model.careNote.add(/doctor, pharmacist/i.test(system) && /never|do not give any advice/i.test(system), `${label} [${meta.professional}] no care note`);
}

async function run(set: EvalSet): Promise<Report> {
  const rep = emptyReport();
  for (const s of set.singles) {
    const r = await offlineCoach.reply(input(s.text, []));
    checkReply(rep, s.id, s.text, r, s);
    await checkPrompt(rep, s.id, s.text, [], s);
  }
  for (const c of set.conversations) {
    const history: ChatTurn[] = [];
    const keys = new Map<string, number>();
    let repeated: string | null = null;
    for (const [i, turn] of c.turns.entries()) {
      const r = await offlineCoach.reply(input(turn, history));
      checkReply(rep, `${c.id}#${i}`, turn, r, {}, c.turns.slice(0, i));
      if (r.safety.level !== "acute") {
        for (const sentence of sentencesOf(r.text)) {
          const key = templateKey(sentence);
          const seen = keys.get(key);
          if (seen !== undefined && repeated === null) repeated = `${c.id}: turn ${i} repeats turn ${seen}: ${sentence}`;
          if (seen === undefined) keys.set(key, i);
        }
      }
      if (i === c.turns.length - 1) await checkPrompt(rep, `${c.id}#${i}`, turn, history);
      history.push({ role: "user", content: turn }, { role: "assistant", content: r.text });
    }
    rep.scores.repetition.add(repeated === null, repeated ?? "");
  }
  return rep;
}

function print(title: string, rep: Report, blind: boolean): void {
  console.log(`\n${title}`);
  for (const r of RUBRIC) {
    const s = rep.scores[r];
    const flag = blind && s.total > 0 && s.pass / s.total < 0.95 ? "  < 0.95" : "";
    console.log(`  ${LABELS[r].padEnd(42)} ${s.value}  (${s.pass}/${s.total})${flag}`);
  }
  console.log(`  ${"good news met with a negative feeling".padEnd(42)} ${rep.goodNewsNegative}`);
  console.log(`  ${"replies that were the crisis reply".padEnd(42)} ${rep.acuteReplies}`);
  console.log("  model path (prompt builder):");
  for (const [k, s] of Object.entries(rep.model)) console.log(`    ${k.padEnd(40)} ${s.value}  (${s.pass}/${s.total})`);
  if (!blind && showMisses) {
    for (const r of RUBRIC) for (const m of rep.scores[r].misses) console.log(`  MISS ${r}: ${m}`);
    for (const [k, s] of Object.entries(rep.model)) for (const m of s.misses) console.log(`  MISS model ${k}: ${m}`);
    for (const m of rep.crisisMessages) console.log(`  CRISIS REPLY: ${m}`);
  }
}

function load(file: string): EvalSet {
  return JSON.parse(readFileSync(join(DIR, file), "utf8")) as EvalSet;
}

async function main(): Promise<void> {
  const dev = load("dev.json");
  print(`dev (${dev.singles.length} singles, ${dev.conversations.length} conversations)`, await run(dev), false);
  if (!withBlind) return;
  for (const file of readdirSync(DIR)
    .filter((f) => /^blind-.*\.json$/.test(f))
    .filter((f) => onlyRound === undefined || f.endsWith(`-${onlyRound}.json`))
    .sort()) {
    const blind = load(file);
    // Figures only: never a blind text or a per-item failure.
    print(`BLIND ${file} (${blind.singles.length} singles, ${blind.conversations.length} conversations; aggregates only)`, await run(blind), true);
  }
}

await main();
