// Journal search speed: median GET /api/journal/search over median GET /api/health, measured in
// one run against a local app (workerd, local D1) for a person with 5,000 entries, beside another
// person with 5,000 more (the index holds everyone's words; a search must only pay for its owner's).
// Searches rotate through a common word, a rarer word, a phrase and a prefix.
//   node bench/journal-search.mjs        (BENCH_PORT to change the port; BENCH_ENTRIES the count)
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { root } from "../scripts/lib/env.mjs";
import { startBenchApp } from "./lib/app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5000);
const RUNS = 200;
const QUERIES = ["walk", "lighthouse", '"short walk"', "tomor*"];

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
  const person = await register("Searcher");
  const other = await register("Other");

  // Entries straight into local D1 (the write route is rate-limited per hour), in statements under
  // D1's 100 KB limit; the triggers index them.
  const dir = `${root}/.tmp/bench-search-${PORT}`;
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
  const chunks = [];
  for (let i = 0; i < rows.length; i += 50) chunks.push(`INSERT INTO journal_entries (id, user_id, content, created_at) VALUES ${rows.slice(i, i + 50).join(",\n")};`);
  writeFileSync(`${dir}/seed.sql`, chunks.join("\n"));
  execFileSync(`${root}/node_modules/.bin/wrangler`, ["d1", "execute", "DB", "--local", "--persist-to", app.persistTo, "--file", `${dir}/seed.sql`], {
    cwd: root,
    stdio: "ignore",
  });

  const auth = { Authorization: `Bearer ${person.token}` };
  const time = async (path, headers) => {
    const t = performance.now();
    const res = await fetch(app.base + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - t, total: res.headers.get("X-Total-Count") };
  };
  const searchPath = (i) => `/api/journal/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length])}`;
  const totals = [];
  for (let i = 0; i < QUERIES.length; i++) totals.push(`${QUERIES[i]} ${(await time(searchPath(i), auth)).total}`);
  for (let i = 0; i < 16; i++) {
    await time(searchPath(i), auth);
    await time("/api/health");
  } // warm up

  const search = [],
    health = [],
    list = [],
    signedIn = [],
    byQuery = QUERIES.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    const { ms } = await time(searchPath(i), auth);
    search.push(ms);
    byQuery[i % QUERIES.length].push(ms);
    health.push((await time("/api/health")).ms);
    // For reference: the newest page of the same diary, a read without a rate-limit write or FTS.
    if (i % 4 === 0) list.push((await time("/api/journal", auth)).ms);
    // And what authentication alone costs: the profile is the signed-in user, with no query of its own.
    if (i % 4 === 2) signedIn.push((await time("/api/user/profile", auth)).ms);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ms = median(search),
    mh = median(health);
  console.log(
    `Journal search: ${ENTRIES.toLocaleString("en-US")} entries of the searcher (+${ENTRIES.toLocaleString("en-US")} of another person); matches per query: ${totals.join(", ")}`,
  );
  console.log(`  per query p50: ${QUERIES.map((q, i) => `${q} ${median(byQuery[i]).toFixed(2)} ms`).join(", ")}`);
  console.log(`  reference: GET /api/user/profile (authentication alone) p50 ${median(signedIn).toFixed(2)} ms = ratio ${(median(signedIn) / mh).toFixed(2)}`);
  console.log(`  reference: GET /api/journal (first page of the same diary) p50 ${median(list).toFixed(2)} ms = ratio ${(median(list) / mh).toFixed(2)}`);
  console.log(`API overhead: GET /api/journal/search p50 ${ms.toFixed(2)} ms / GET /api/health p50 ${mh.toFixed(2)} ms = ratio ${(ms / mh).toFixed(2)}`);
} finally {
  app.stop();
}
