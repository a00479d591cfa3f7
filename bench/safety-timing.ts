// Screening time inside workerd: p50 and p99 of screenText on 2,000-character texts, and the time
// for hostile input (100 KB, emoji, zero-width characters, mixed scripts). Prints figures; asserts
// only that nothing throws.
//
//   npx vitest run -c bench/safety-timing.config.ts
import { expect, it } from "vitest";
import { classifierStatus, screenModelOutput, screenText } from "../worker/safety";

const para =
  "Today I went to work and the meeting ran long. I'm feeling okay, a bit tired. My sister called about the holidays and we laughed about the dog. Then I made dinner and read for a while before bed. ";
const risky = [
  "i have been saving my pills for weeks and tonight i think i will take them all",
  "this deadline is killing me but i'll get there",
  "my husband had his hands around my neck again last night",
  "how long does it take to bleed out",
  "i used to cut, three years clean now and proud of it",
];

function texts2000(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const base = para.repeat(12).slice(0, 2000 - 120);
    const at = (i * 137) % base.length;
    const t = `${base.slice(0, at)} ${risky[i % risky.length]} ${base.slice(at)}`.slice(0, 2000);
    out.push(t);
  }
  return out;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

function timeEach(items: string[], fn: (t: string) => unknown): number[] {
  for (const t of items.slice(0, 20)) fn(t); // warm-up
  return items.map((t) => {
    const start = performance.now();
    fn(t);
    return performance.now() - start;
  });
}

it("prints screening times in workerd", () => {
  console.log(`learned layer: ${classifierStatus()}`);
  const xs = timeEach(texts2000(600), screenText);
  console.log(`screenText, 2,000-character texts (600): p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms`);
  const short = timeEach(
    [...risky, "hi", "I feel a bit flat today"].flatMap((t) => Array(40).fill(t) as string[]),
    screenText,
  );
  console.log(`screenText, short messages: p50 ${percentile(short, 50).toFixed(3)} ms, p99 ${percentile(short, 99).toFixed(3)} ms`);
  const big = para.repeat(Math.ceil(100_000 / para.length)).slice(0, 100_000);
  const hostile: [string, string][] = [
    ["100 KB journal text", big],
    ["100 KB with an acute sentence at the end", `${big} I want to kill myself.`],
    ["100 KB of emoji", "😂🔥💀".repeat(16_700).slice(0, 100_000)],
    ["100 KB of zero-width characters", "k\u200bi\u200bl\u200bl ".repeat(12_500)],
    ["100 KB of mixed scripts", "k1ll mys3lf? nо, я хочу спать 死にたくない ".repeat(2500).slice(0, 100_000)],
  ];
  for (const [name, text] of hostile) {
    const ms = timeEach(Array(5).fill(text) as string[], screenText);
    const level = screenText(text).level;
    console.log(`screenText, ${name}: median ${percentile(ms, 50).toFixed(1)} ms (${level})`);
    expect(["none", "distress", "acute"]).toContain(level);
  }
  const reply = "That sounds really hard. It makes sense you feel tired after a week like that. What is one small thing that would help tonight? ";
  const out = timeEach(Array(200).fill(reply) as string[], screenModelOutput);
  console.log(`screenModelOutput, a typical reply: p99 ${percentile(out, 99).toFixed(3)} ms`);
});
