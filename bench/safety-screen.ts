// Safety screen benchmark: accuracy on (a) the training corpus and (b) each blind round, for the
// whole screen (rules + learned layer) and for the rules alone. Timing in workerd is printed by
// bench/safety-timing.ts.
//
//   npx tsx bench/safety-screen.ts                  figures
//   npx tsx bench/safety-screen.ts --misses          also list the corpus texts it gets wrong
//   npx tsx bench/safety-screen.ts --round c         only this blind round (repeatable)
//
// (c) counts false alarms on ordinary messages to the coach (bench/safety-everyday), trained on.
// (d) the calibration set (worker/safety/calibration): measured blind rounds, never trained on, on
// which the acute thresholds are chosen (scripts/safety/calibrate.ts).
//
// Blind rounds (bench/safety-blind/) are listed by figure only: their texts must not be read by
// whoever tunes the screen before the round has been measured (see bench/safety-blind/README.md).
import { loadBlindRounds, loadCalibrationRounds, loadCorpus, loadEveryday, type Labelled } from "../worker/safety/corpus/load";
import { classifierStatus, screenRules, screenText } from "../worker/safety/index";

type Screen = (text: string) => { level: string; category?: string; concern?: boolean };

interface Figures {
  acute: [number, number];
  category: [number, number];
  benignAcute: [number, number];
  benignAny: [number, number];
  distressAgree: [number, number];
  distressAny: [number, number];
  grey: [number, number];
}

function measure(items: Labelled[], screen: Screen, misses?: string[]): Figures {
  const f: Figures = { acute: [0, 0], category: [0, 0], benignAcute: [0, 0], benignAny: [0, 0], distressAgree: [0, 0], distressAny: [0, 0], grey: [0, 0] };
  for (const p of items) {
    const r = screen(p.text);
    if (p.label === "acute") {
      f.acute[1]++;
      if (r.level === "acute") {
        f.acute[0]++;
        if (p.category) {
          f.category[1]++;
          if (r.category === p.category) f.category[0]++;
        }
      } else {
        f.grey[1]++;
        if (r.concern) f.grey[0]++;
        misses?.push(`  acute -> ${r.level}${r.concern ? " (concern)" : ""}: ${p.text}`);
      }
    } else if (p.label === "benign") {
      f.benignAcute[1]++;
      f.benignAny[1]++;
      if (r.level === "acute") {
        f.benignAcute[0]++;
        misses?.push(`  benign -> acute/${r.category}: ${p.text}`);
      }
      if (r.level !== "none") f.benignAny[0]++;
    } else {
      f.distressAgree[1]++;
      f.distressAny[1]++;
      if (r.level === "distress") f.distressAgree[0]++;
      if (r.level !== "none") f.distressAny[0]++;
    }
  }
  return f;
}

const ratio = ([n, d]: [number, number]) => (d === 0 ? "  n/a" : `${(n / d).toFixed(3)} (${n}/${d})`);

function report(title: string, items: Labelled[], misses?: string[]) {
  const all = measure(items, screenText, misses);
  const rules = measure(items, screenRules);
  console.log(`\n${title}: ${items.length} texts`);
  console.log(`  acute recall:                         ${ratio(all.acute)}   rules alone ${ratio(rules.acute)}`);
  console.log(`  acute category correct (when acute):  ${ratio(all.category)}`);
  console.log(`  acute missed but given a careful reply (grey zone): ${ratio(all.grey)}`);
  console.log(`  benign given the crisis protocol:     ${ratio(all.benignAcute)}   rules alone ${ratio(rules.benignAcute)}`);
  console.log(`  benign flagged at all:                ${ratio(all.benignAny)}`);
  console.log(`  distress agreement (level distress):  ${ratio(all.distressAgree)}   flagged at all ${ratio(all.distressAny)}`);
  const langs = [...new Set(items.map((p) => p.lang ?? "en"))].sort();
  if (langs.length > 1) {
    const line = langs
      .map((l) => {
        const sub = measure(
          items.filter((p) => (p.lang ?? "en") === l),
          screenText,
        );
        return `${l} ${ratio(sub.acute)} / ${ratio(sub.benignAcute)}`;
      })
      .join("; ");
    console.log(`  by language, acute recall / benign→crisis: ${line}`);
  }
}

console.log(`Clearday crisis screen (learned layer: ${classifierStatus()})`);
const showMisses = process.argv.includes("--misses");
const misses: string[] = [];
report("(a) training corpus (the screen was built on these: not a measure of generalisation)", loadCorpus(), showMisses ? misses : undefined);
if (showMisses) for (const m of misses) console.log(m);
// Ordinary messages to the coach (not blind: read while tuning): what the look-alike rounds miss.
const everyday = loadEveryday();
const everydayFlags = everyday.map((p) => screenText(p.text));
const count = (f: (r: ReturnType<typeof screenText>) => boolean) => everydayFlags.filter(f).length;
console.log(`\n(c) everyday messages to the coach (bench/safety-everyday; trained on, not blind): ${everyday.length} texts`);
console.log(
  `  given the crisis protocol: ${count((r) => r.level === "acute")}   a careful check-in: ${count((r) => r.level !== "acute" && Boolean(r.concern))}   distress: ${count((r) => r.level === "distress")}`,
);

const calibration = loadCalibrationRounds();
report(
  `\n(d) calibration set: measured blind rounds ${calibration.map((r) => r.round).join(", ")} (never trained on, but the acute thresholds are chosen on them: not blind)`,
  calibration.flatMap((r) => r.phrases),
);

const only = process.argv.flatMap((a: string, i: number) => (a === "--round" ? [process.argv[i + 1]] : []));
const rounds = loadBlindRounds().filter((r) => only.length === 0 || only.includes(r.round));
if (rounds.length === 0) console.log("\n(b) no unmeasured blind round in bench/safety-blind/");
for (const r of rounds) report(`(b) blind round ${r.round} (${r.date})`, r.phrases);
