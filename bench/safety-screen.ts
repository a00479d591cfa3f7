// Safety screen benchmark: accuracy on the labelled phrases and screening time.
// Run: npx tsx bench/safety-screen.ts
import phrases from "../worker/safety/labelled-phrases.json";
import { screenModelOutput, screenText } from "../worker/safety/index";

interface Labelled {
  text: string;
  label: "acute" | "distress" | "benign";
  category?: string;
  note?: string;
}
const data = phrases as Labelled[];

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

// ---- accuracy
const counts = { acute: 0, distress: 0, benign: 0 };
let acuteHit = 0;
let acuteCat = 0;
let acuteWithCat = 0;
let distressExact = 0;
let distressAny = 0;
let benignAcute = 0;
let benignAny = 0;
const wrong: string[] = [];
for (const p of data) {
  counts[p.label]++;
  const r = screenText(p.text);
  const expected = p.label === "benign" ? "none" : p.label;
  if (p.label === "acute") {
    if (r.level === "acute") acuteHit++;
    if (p.category) {
      acuteWithCat++;
      if (r.category === p.category) acuteCat++;
      else if (r.level === "acute") wrong.push(`  acute/${p.category} -> acute/${r.category}: ${p.text}`);
    }
  } else if (p.label === "distress") {
    if (r.level === "distress") distressExact++;
    if (r.level !== "none") distressAny++;
  } else {
    if (r.level === "acute") benignAcute++;
    if (r.level !== "none") benignAny++;
  }
  if (r.level !== expected) wrong.push(`  ${p.label} -> ${r.level}${r.category ? `/${r.category}` : ""}: ${p.text}`);
}

console.log("Clearday safety screen benchmark");
console.log(`phrases: ${data.length} (acute ${counts.acute}, distress ${counts.distress}, benign ${counts.benign})`);
console.log(`acute recall:                       ${pct(acuteHit, counts.acute)}`);
console.log(`acute category correct:             ${pct(acuteCat, acuteWithCat)}`);
console.log(`distress recall (level distress):   ${pct(distressExact, counts.distress)}`);
console.log(`distress flagged (distress/acute):  ${pct(distressAny, counts.distress)}`);
console.log(`benign false positives (acute):     ${pct(benignAcute, counts.benign)}`);
console.log(`benign false positives (any flag):  ${pct(benignAny, counts.benign)}`);
console.log(`misclassified (${wrong.length}):`);
for (const w of wrong) console.log(w);

// ---- timing (after a warm-up; median of several rounds)
function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}
function time(fn: () => void, rounds: number): number {
  fn();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const texts = data.map((p) => p.text);
const perPhrase = time(() => {
  for (const t of texts) screenText(t);
}, 30) / texts.length;
console.log("");
console.log(`mean screenText time per phrase:    ${(perPhrase * 1000).toFixed(1)} µs`);

const para = "Today I went to work and the meeting ran long. I'm feeling okay, a bit tired. My sister called about the holidays. ";
const big = para.repeat(Math.ceil(100_000 / para.length)).slice(0, 100_000);
const bigs: [string, string][] = [
  ["100 KB journal text, nothing found", big],
  ["100 KB with an acute sentence at the end", `${big} I want to kill myself.`],
  ["100 KB of negated risk sentences", "I would never hurt myself and I don't want to die. ".repeat(2000).slice(0, 100_000)],
  ["100 KB of idioms", "This traffic is killing me. I'm killing myself at the gym. ".repeat(1720)],
  ["100 KB of emoji", "😂🔥💀".repeat(16_700).slice(0, 100_000)],
  ["100 KB of leetspeak and mixed script", "k1ll mys3lf? nо, я хочу спать 死にたくない ".repeat(2500).slice(0, 100_000)],
];
for (const [name, text] of bigs) {
  const ms = time(() => void screenText(text), 15);
  console.log(`screenText, ${name}: ${ms.toFixed(1)} ms (${screenText(text).level})`);
}
const reply = "That sounds really hard. It makes sense you feel tired after a week like that. What is one small thing that would help tonight? ";
const bigReply = reply.repeat(Math.ceil(100_000 / reply.length)).slice(0, 100_000);
console.log(`mean screenModelOutput time per reply: ${(time(() => void screenModelOutput(reply), 200) * 1000).toFixed(1)} µs`);
console.log(`screenModelOutput, 100 KB reply: ${time(() => void screenModelOutput(bigReply), 15).toFixed(1)} ms`);
