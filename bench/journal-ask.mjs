// "Ask your journal" speed with the offline provider: median POST /api/journal/ask over median
// GET /api/health, in one run against a local app (workerd, local D1), for a premium person with
// 5,000 entries beside another person with 5,000 more. Questions rotate through common words, a
// rare word and a question with no match. 28 questions (the route allows 30 an hour per person).
//   node bench/journal-ask.mjs        (BENCH_PORT to change the port; BENCH_ENTRIES the count)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { root } from "../scripts/lib/env.mjs";
import { startBenchApp } from "./lib/app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5000);
const RUNS = 28;
const QUESTIONS = ["When did a walk make me feel calm?", "What did I write about the lighthouse?", "How was work and sleep lately?", "Anything about skiing?"];

// Seeded words, so every run writes the same diary.
let seed = 42;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const COMMON =
  "i the a and to of my was it today felt walk work sleep tired calm happy friend call morning evening coffee tea rain sun long short thoughts tomorrow family dinner read book run gym quiet busy meeting lunch home late early".split(
    " ",
  );
const RARE = "lighthouse marmalade violin harbour origami glacier lantern meadow pelican compass".split(" ");
function entryText(i) {
  const words = [];
  const n = 40 + Math.floor(rand() * 120);
  for (let w = 0; w < n; w++) words.push(rand() < 0.01 ? RARE[Math.floor(rand() * RARE.length)] : COMMON[Math.floor(rand() * COMMON.length)]);
  return `Entry ${i}: ${words.join(" ")}.`;
}

const app = await startBenchApp({ port: PORT, web: false, vars: {} });
try {
  /** @returns {Promise<{ token: string, user: { id: string } }>} */
  const register = async (name) => {
    const res = await fetch(`${app.base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench-${name}-${Date.now()}@example.com`, password: "bench-password", name, termsAccepted: true }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const person = await register("Asker");
  const other = await register("Other");

  // Entries straight into local D1 (the write route is rate-limited per hour), in statements under
  // D1's 100 KB limit; the triggers index them.
  const dir = `${root}/.tmp/bench-ask-${PORT}`;
  mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const quote = (s) => `'${s.replace(/'/g, "''")}'`;
  const rows = [];
  for (const [who, n] of /** @type {[string, number][]} */ ([
    [person.user.id, ENTRIES],
    [other.user.id, ENTRIES],
  ])) {
    for (let i = 0; i < n; i++) rows.push(`(${quote(crypto.randomUUID())}, ${quote(who)}, ${quote(entryText(i))}, ${now - i * 3_600_000})`);
  }
  const chunks = [`UPDATE users SET subscription_tier = 'premium' WHERE id = ${quote(person.user.id)};`];
  for (let i = 0; i < rows.length; i += 50) chunks.push(`INSERT INTO journal_entries (id, user_id, content, created_at) VALUES ${rows.slice(i, i + 50).join(",\n")};`);
  writeFileSync(`${dir}/seed.sql`, chunks.join("\n"));
  execFileSync(`${root}/node_modules/.bin/wrangler`, ["d1", "execute", "DB", "--local", "--persist-to", app.persistTo, "--file", `${dir}/seed.sql`], {
    cwd: root,
    stdio: "ignore",
  });

  const auth = { Authorization: `Bearer ${person.token}`, "content-type": "application/json" };
  const time = async (path, init = {}) => {
    const t = performance.now();
    const res = await fetch(app.base + path, init);
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 120)}`);
    return { ms: performance.now() - t, body };
  };
  const ask = (i) => time("/api/journal/ask", { method: "POST", headers: auth, body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length] }) });
  const cited = [];
  for (let i = 0; i < 2; i++) {
    await ask(i);
    await time("/api/health");
  } // warm up (2 of the 30 allowed)

  const asks = [],
    health = [],
    byQuestion = QUESTIONS.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    const { ms, body } = await ask(i);
    asks.push(ms);
    byQuestion[i % QUESTIONS.length].push(ms);
    if (i < QUESTIONS.length) cited.push(`${JSON.stringify(QUESTIONS[i])} ${JSON.parse(body).citations.length}`);
    health.push((await time("/api/health")).ms);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ma = median(asks),
    mh = median(health);
  console.log(
    `Ask your journal (offline): ${ENTRIES.toLocaleString("en-US")} entries of the asker (+${ENTRIES.toLocaleString("en-US")} of another person); citations per question: ${cited.join(", ")}`,
  );
  console.log(`  per question p50: ${QUESTIONS.map((q, i) => `${JSON.stringify(q)} ${median(byQuestion[i]).toFixed(2)} ms`).join(", ")}`);
  console.log(`API overhead: POST /api/journal/ask p50 ${ma.toFixed(2)} ms / GET /api/health p50 ${mh.toFixed(2)} ms = ratio ${(ma / mh).toFixed(2)}`);
} finally {
  app.stop();
}
