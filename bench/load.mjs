// Load: node bench/load.mjs   (BENCH_SECONDS=60 BENCH_PEOPLE=50 BENCH_PORT=8796)
// Starts a fresh local Clearday (own build and D1/KV/R2 state, offline coach), then drives
// BENCH_PEOPLE concurrent people for BENCH_SECONDS: each registers, signs in, then writes diary
// entries, reads their diary and chats with the offline coach. A person who reaches the app's
// per-person limits (120 diary saves an hour, 30 chat messages a minute) is replaced by a new one,
// so registering and signing in go on throughout. One write in ten is sent twice at once with the
// same draft id (a double click). Prints requests per second, p50 and p99 latency per route and the
// error count, then checks D1: every acknowledged diary write is stored, exactly once.
import { spawnSync } from "node:child_process";
import { root } from "../scripts/lib/env.mjs";
import { startBenchApp } from "./lib/app.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 50);
const WRITES_PER_PERSON = 100; // under the 120 an hour limit
const CHATS_PER_PERSON = 25; // under the 30 a minute limit

const latencies = new Map(); // route -> ms[]
const statuses = new Map(); // route -> {status: count}
let errors = 0;
const errorSamples = [];
/** id -> clientId of every diary write answered 201 or 200 (a repeat of the same draft). */
const acknowledged = new Map();
const clientIds = new Set();

function record(route, ms, status) {
  if (!latencies.has(route)) latencies.set(route, []);
  latencies.get(route).push(ms);
  const s = statuses.get(route) ?? {};
  s[status] = (s[status] ?? 0) + 1;
  statuses.set(route, s);
}

/**
 * @param {string} base @param {string} route @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
async function call(base, route, path, { method = "GET", token, body } = {}) {
  const headers = { "CF-Connecting-IP": "127.0.0.1" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const started = performance.now();
  let status = 0;
  let json = null;
  try {
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    status = res.status;
    const text = await res.text();
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (status >= 500 || (status >= 400 && status !== 429)) {
      errors++;
      if (errorSamples.length < 10) errorSamples.push(`${method} ${path} → ${status} ${text.slice(0, 160)}`);
    }
  } catch (err) {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(`${method} ${path} → ${err.message}`);
  }
  record(route, performance.now() - started, status);
  return { status, json };
}

let personCounter = 0;
async function newPerson(base) {
  const email = `load-${process.pid}-${++personCounter}@example.com`;
  const password = "correct horse battery";
  const reg = await call(base, "POST /api/auth/register", "/api/auth/register", { method: "POST", body: { email, password, name: `Load ${personCounter}`, termsAccepted: true } });
  if (reg.status !== 201) return null;
  const login = await call(base, "POST /api/auth/login", "/api/auth/login", { method: "POST", body: { email, password } });
  return login.status === 200 ? { token: login.json.token, writes: 0, chats: 0 } : null;
}

async function writeEntry(base, person, n) {
  const clientId = `load-${crypto.randomUUID()}`;
  clientIds.add(clientId);
  const body = { content: `Entry ${n}: a walk after work, then an early night.`, mood: (n % 5) + 1, clientId };
  const send = () => call(base, "POST /api/journal", "/api/journal", { method: "POST", token: person.token, body });
  const answers = n % 10 === 0 ? await Promise.all([send(), send()]) : [await send()];
  for (const a of answers) if ((a.status === 201 || a.status === 200) && a.json?.id) acknowledged.set(`${a.json.id}`, clientId);
  person.writes++;
}

async function personLoop(base, deadline) {
  let person = null;
  let n = 0;
  while (Date.now() < deadline) {
    if (!person || person.writes >= WRITES_PER_PERSON || person.chats >= CHATS_PER_PERSON) {
      person = await newPerson(base);
      if (!person) continue;
    }
    n++;
    await writeEntry(base, person, n);
    await call(base, "GET /api/journal", "/api/journal", { token: person.token });
    if (n % 4 === 0) {
      await call(base, "POST /api/chat", "/api/chat", {
        method: "POST",
        token: person.token,
        body: { message: "Work has been heavy this week. How do I switch off in the evening?" },
      });
      person.chats++;
    }
  }
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

function d1Query(persistTo, sql) {
  const res = spawnSync(`${root}/node_modules/.bin/wrangler`, ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
  });
  if (res.status !== 0) throw new Error(`wrangler d1 execute failed: ${res.stderr || res.stdout}`);
  return JSON.parse(res.stdout)[0].results;
}

console.log(`Starting a fresh local app on port ${PORT}...`);
const app = await startBenchApp({ port: PORT });
let stopped = false;
let failed = false;
try {
  console.log(`Driving ${PEOPLE} concurrent people for ${SECONDS} s...`);
  const started = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: PEOPLE }, () => personLoop(app.base, deadline)));
  const elapsed = (performance.now() - started) / 1000;
  app.stop();
  stopped = true;

  const total = [...latencies.values()].reduce((n, l) => n + l.length, 0);
  console.log(`\n${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(1)} requests per second`);
  console.log(`${"route".padEnd(26)} ${"count".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}  statuses`);
  for (const [route, list] of [...latencies.entries()].sort()) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${route.padEnd(26)} ${String(list.length).padStart(7)} ${pct(sorted, 50).toFixed(1).padStart(8)} ${pct(sorted, 99).toFixed(1).padStart(8)}  ${JSON.stringify(statuses.get(route))}`,
    );
  }
  const limited = [...statuses.values()].reduce((n, s) => n + (s[429] ?? 0), 0);
  console.log(`errors (5xx, unexpected 4xx, network): ${errors}${limited ? `   rate-limited (429): ${limited}` : ""}`);
  for (const s of errorSamples) console.log(`  ${s}`);

  // Integrity: every acknowledged write is in D1 exactly once (double-sent drafts included).
  await new Promise((r) => setTimeout(r, 500)); // let wrangler release the database files
  const rows = d1Query(app.persistTo, "SELECT id, client_id FROM journal_entries WHERE client_id LIKE 'load-%'");
  const byId = new Map(rows.map((r) => [r.id, r.client_id]));
  const perClient = new Map();
  for (const r of rows) perClient.set(r.client_id, (perClient.get(r.client_id) ?? 0) + 1);
  const missing = [...acknowledged.keys()].filter((id) => !byId.has(id));
  const wrongDraft = [...acknowledged.entries()].filter(([id, cid]) => byId.has(id) && byId.get(id) !== cid);
  const duplicated = [...perClient.entries()].filter(([, n]) => n > 1);
  const ackedDrafts = new Set(acknowledged.values());
  console.log(
    `\nD1 check: ${acknowledged.size} acknowledged entries (${ackedDrafts.size} drafts, ${clientIds.size} sent), ${rows.length} rows stored; ` +
      `missing ${missing.length}, stored more than once ${duplicated.length}, wrong draft ${wrongDraft.length}`,
  );
  if (missing.length || duplicated.length || wrongDraft.length) {
    failed = true;
    console.error("FAIL: acknowledged diary writes are missing or duplicated", {
      missing: missing.slice(0, 5),
      duplicated: duplicated.slice(0, 5),
      wrongDraft: wrongDraft.slice(0, 5),
    });
  } else {
    console.log("OK: every acknowledged diary write is stored exactly once.");
  }
  if (errors > 0) failed = true;
} finally {
  if (!stopped) app.stop();
}
process.exit(failed ? 1 : 0);
