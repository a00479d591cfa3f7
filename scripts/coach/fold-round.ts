// Folds a measured blind coach round into the development set, and its messages into the crisis
// screen's held-out everyday set, then deletes the blind file. A round is folded only after its
// first-sight figures were recorded: once in dev.json it trains the intent layer.
//
//   npm run coach:fold -- <letter>      then: npm run coach:train && npm run safety:calibrate
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface Single {
  id: string;
  text: string;
  [label: string]: unknown;
}
interface Conversation {
  id: string;
  kind: string;
  turns: string[];
}
interface CoachSet {
  round: string;
  date: string;
  singles: Single[];
  conversations: Conversation[];
}

const letter = process.argv[2];
if (!letter || !/^[a-z]{1,2}$/.test(letter)) {
  console.error("usage: npm run coach:fold -- <round letter>");
  process.exit(1);
}

const evalDir = join(import.meta.dirname, "../../bench/coach-eval");
const named = readdirSync(evalDir).filter((f) => f.startsWith("blind-") && f.endsWith(`-${letter}.json`));
if (named.length !== 1) {
  console.error(`expected one bench/coach-eval/blind-<date>-${letter}.json, found ${named.length}`);
  process.exit(1);
}
const blindFile = join(evalDir, named[0]!);
const blind = JSON.parse(readFileSync(blindFile, "utf8")) as CoachSet;
const devFile = join(evalDir, "dev.json");
const dev = JSON.parse(readFileSync(devFile, "utf8")) as CoachSet;

const prefix = `b26${letter}-`;
if (dev.singles.some((s) => s.id.startsWith(prefix))) {
  console.error(`round ${letter} is already in dev.json`);
  process.exit(1);
}
dev.singles.push(...blind.singles.map((s) => ({ ...s, id: prefix + s.id })));
dev.conversations.push(...blind.conversations.map((c) => ({ ...c, id: prefix + c.id })));
writeFileSync(devFile, JSON.stringify(dev, null, 2) + "\n");

// Every message of a coach round is ordinary talk: the screen's thresholds are held to a budget
// of crisis replies on them, and they are never trained on.
const everyday = {
  round: `everyday-${letter}`,
  date: blind.date,
  note: `Ordinary messages to the coach from the coach's blind round ${letter} (written by a helper from a brief alone), all benign. Not trained on: the acute thresholds are held to a budget of crisis replies on them (scripts/safety/calibrate.ts).`,
  phrases: [
    ...blind.singles.map((s) => ({ text: s.text, label: "benign", lang: "en", kind: `coach round ${letter}: ${String(s.kind)}` })),
    ...blind.conversations.flatMap((c) => c.turns.map((text) => ({ text, label: "benign", lang: "en", kind: `coach round ${letter} conversation turn` }))),
  ],
};
const everydayFile = join(import.meta.dirname, `../../worker/safety/calibration/everyday-${blind.date}-${letter}.json`);
writeFileSync(everydayFile, JSON.stringify(everyday, null, 2) + "\n");
rmSync(blindFile);
console.log(`folded round ${letter}: ${blind.singles.length} singles, ${blind.conversations.length} conversations; ${everyday.phrases.length} everyday messages`);
