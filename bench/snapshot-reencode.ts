// What re-encoding a shared snapshot costs (decision 0073): npx tsx bench/snapshot-reencode.ts
// Prints the median time to check and re-encode a 600x400 PNG (a colour gradient, the worst case
// for compression; a real snapshot, mostly flat card colours, compresses far better) as a ratio to
// one password hash (PBKDF2-SHA256, 100,000 iterations: what every sign-in already costs).
import { hashPassword } from "../worker/auth/password";
import { reencodePng } from "../worker/snapshots/png";
import { fakePng } from "../worker/test/snapshots-fixtures";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);

async function median(fn: () => unknown): Promise<number> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up (JIT)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const png = fakePng(600, 400);
const reencode = await median(() => {
  const out = reencodePng(png);
  if (!out.ok) throw new Error(out.reason);
});
const hash = await median(() => hashPassword("correct horse battery"));
console.log(`600x400 snapshot (${(png.length / 1024).toFixed(0)} KB): re-encode ${reencode.toFixed(1)} ms, password hash ${hash.toFixed(1)} ms (medians of ${RUNS})`);
console.log(`re-encode / password hash = ${(reencode / hash).toFixed(2)}`);
