// Performance budgets: node bench/budgets.mjs
// 1. gzip size of the JS and CSS that /, /auth, /dashboard, /chat and /diary load first (from
//    Vite's manifest), against the targets of issue 17 §6 (JS: / 120 KB, the signed-in pages 150 KB);
// 2. Lighthouse (mobile) performance, accessibility and best practices for /, /auth and /pricing,
//    and signed in for /dashboard, /chat and /diary, in Debian's Chromium, behind a compressing
//    proxy as Cloudflare's edge would be (median of LIGHTHOUSE_RUNS, default 5; target 95);
// 3. chat streaming: send to first words on screen in the browser, against the offline provider's
//    own time to first words over the SSE stream (the difference is the app's overhead, target 50 ms);
// 4. API overhead: median GET /api/journal (200 entries) over median GET /api/health, one run;
// 5. journal search: bench/journal-search.mjs (5,000 entries; issue 19 target: 2 x health), on its own app.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../scripts/lib/bootstrap.mjs";
import { startBenchApp } from "./lib/app.mjs";
import { startGzipProxy } from "./lib/gzip-proxy.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
// Route → its page module in the manifest, and the first-load JS target (gzip KB) where issue 17 §6 sets one.
const ROUTES = {
  "/": { page: "index.html", target: 120 },
  "/auth": { page: "src/features/auth/auth-page.tsx" },
  "/dashboard": { page: "src/features/dashboard/dashboard-page.tsx", target: 150 },
  "/chat": { page: "src/features/chat/chat-page.tsx", target: 150 },
  "/diary": { page: "src/features/diary/diary-page.tsx", target: 150 },
};
const LIGHTHOUSE_TARGET = 95;
// LIGHTHOUSE_ROUTES is for comparing pages: only the first-load sizes and Lighthouse run.
const ONLY_LIGHTHOUSE = Boolean(process.env.LIGHTHOUSE_ROUTES);
const CHAT_OVERHEAD_TARGET_MS = 50;
const verdict = (ok) => (ok ? "met" : "NOT met");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const json = { "content-type": "application/json" };

/** @typedef {{ token: string, user: { id: string, name: string } }} Person */
/**
 * A new person through the API: the token and user the web app keeps in localStorage.
 * @returns {Promise<Person>}
 */
async function register(base, name) {
  const email = `bench-${name.toLowerCase()}-${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, { method: "POST", headers: json, body: JSON.stringify({ email, password: "bench-password", name, termsAccepted: true }) });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Signs a browser in the way the web app does (web/src/lib/session.ts): auth_token and auth_user in localStorage.
 * @param {import("@playwright/test").Page} page @param {string} origin @param {Person} person
 */
async function signIn(page, origin, { token, user }) {
  await page.goto(`${origin}/api/health`); // same origin, and no app (no service worker) loaded
  await page.evaluate(
    /** @param {[string, Person["user"]]} args */
    ([t, u]) => {
      localStorage.setItem("auth_token", t);
      localStorage.setItem("auth_user", JSON.stringify(u));
    },
    [token, user],
  );
}

const app = await startBenchApp({ port: PORT, manifest: true });
try {
  // 1. Initial JS and CSS per route.
  const manifest = JSON.parse(readFileSync(`${app.assets}/.vite/manifest.json`, "utf8"));
  const gz = (file) => gzipSync(readFileSync(`${app.assets}/${file}`)).length;
  const collect = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) collect(dep, files);
    return files;
  };
  console.log("Initial load (gzip), JS + CSS:");
  for (const [route, { page, target }] of Object.entries(ROUTES)) {
    const files = collect(page, collect("index.html"));
    const js = [...files].filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(f), 0);
    const css = [...files].filter((f) => f.endsWith(".css")).reduce((n, f) => n + gz(f), 0);
    const goal = target ? `   target JS ≤ ${target} KB: ${verdict(js / 1024 <= target)}` : "";
    console.log(`  ${route.padEnd(11)} JS ${(js / 1024).toFixed(1)} KB   CSS ${(css / 1024).toFixed(1)} KB   (${files.size} files)${goal}`);
  }

  // 2. Lighthouse.
  // HTTP/2 over TLS as at the edge; BENCH_HTTP1=1 for the plain HTTP/1.1 proxy of earlier figures.
  const proxy = await startGzipProxy({ target: app.base, port: PORT + 100, tls: process.env.BENCH_HTTP1 !== "1" });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--ignore-certificate-errors", // the proxy's throwaway certificate
    ],
  });
  // The signed-in pages: a person with a few diary entries, signed in in this browser's profile.
  // Lighthouse's storage reset (on, as for the signed-out pages) clears the HTTP cache, service
  // workers and Cache Storage before each run but not localStorage (clearStorageTypes), so every
  // run is a cold first load of a signed-in person; `disableStorageReset` would keep the service
  // worker's cache and measure a warm load instead. After each run the session is checked.
  const person = await register(app.base, "Lighthouse");
  for (let i = 0; i < 3; i++) {
    await fetch(`${app.base}/api/journal`, {
      method: "POST",
      headers: { ...json, Authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ content: `Entry ${i}: a calm evening, a short walk and some thoughts about tomorrow.`, mood: 4 }),
    });
  }
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const setup = await cdp.contexts()[0].newPage();
  await signIn(setup, proxy.url, person);
  await setup.close();
  const SIGNED_IN = new Set(["/dashboard", "/chat", "/diary"]);
  // Lighthouse's own guidance: scores vary from run to run, so take the median of several.
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  console.log(`Lighthouse (mobile emulation, compressed as at the edge, ${proxy.protocol}), median of ${runs} runs [range], target performance ≥ ${LIGHTHOUSE_TARGET}:`);
  // LIGHTHOUSE_ROUTES="/dashboard /chat" measures only those (and nothing after Lighthouse); LIGHTHOUSE_DETAILS=1 adds the LCP element and long tasks.
  const routes = process.env.LIGHTHOUSE_ROUTES?.split(/[\s,]+/).filter(Boolean) ?? ["/", "/auth", "/pricing", "/dashboard", "/chat", "/diary"];
  try {
    for (const route of routes) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${proxy.url}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        if (lhr.runtimeError) console.log(`      run ${i + 1} failed: ${lhr.runtimeError.code}`);
        else if (SIGNED_IN.has(route) && !(await stillSignedIn(cdp, proxy.url))) console.log(`      run ${i + 1} was not signed in; left out`);
        else results.push(lhr);
      }
      if (results.length === 0) continue;
      const scores = (category) => results.map((r) => Math.round(r.categories[category].score * 100)).sort((a, b) => a - b);
      const summary = (category) => {
        const xs = scores(category);
        return `${xs[Math.floor(xs.length / 2)]} [${xs[0]}-${xs.at(-1)}]`;
      };
      // The run with the median performance score shows where the time goes.
      const perf = scores("performance");
      const median = results.find((r) => Math.round(r.categories.performance.score * 100) === perf[Math.floor(perf.length / 2)]);
      const metric = (id) => median?.audits[id]?.displayValue ?? "?";
      const who = SIGNED_IN.has(route) ? " (signed in)" : "";
      console.log(
        `  ${(route + who).padEnd(23)} performance ${summary("performance")} ${verdict(perf[Math.floor(perf.length / 2)] >= LIGHTHOUSE_TARGET)}   accessibility ${summary("accessibility")}   best-practices ${summary("best-practices")}`,
      );
      console.log(
        `      median run: FCP ${metric("first-contentful-paint")}   LCP ${metric("largest-contentful-paint")}   TBT ${metric("total-blocking-time")}   SI ${metric("speed-index")}   CLS ${metric("cumulative-layout-shift")}`,
      );
      if (process.env.LIGHTHOUSE_DETAILS === "1" && median) {
        // Where the median run's time went: its LCP element and its longest main-thread tasks.
        const lcp = median.audits["lcp-breakdown-insight"]?.details?.items?.find((i) => i.type === "node");
        if (lcp) console.log(`      LCP element: ${lcp.nodeLabel?.slice(0, 80)} (${lcp.selector})`);
        for (const t of (median.audits["long-tasks"]?.details?.items ?? []).slice(0, 6))
          console.log(`      long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`);
      }
      for (const lhr of results) {
        for (const [id, audit] of Object.entries(lhr.audits)) {
          const failing = (category) => audit.score !== null && audit.score < 1 && lhr.categories[category].auditRefs.some((r) => r.id === id && r.weight > 0);
          if (failing("accessibility")) console.log(`      a11y: ${id}: ${audit.title}`);
          if (failing("best-practices")) console.log(`      best practices: ${id}: ${audit.title}`);
        }
      }
    }
  } finally {
    await cdp.close().catch(() => {});
    chrome.kill();
    proxy.close();
  }

  if (!ONLY_LIGHTHOUSE) await latencies(app);
} finally {
  app.stop();
}

// 5. Journal search, on a fresh app of its own (its seed writes 10,000 entries straight into D1).
if (!ONLY_LIGHTHOUSE) {
  console.log(
    execFileSync(process.execPath, [new URL("./journal-search.mjs", import.meta.url).pathname], {
      env: { ...process.env, BENCH_PORT: String(PORT + 3) },
      encoding: "utf8",
    }).trimEnd(),
  );
}

/** 3. Chat streaming and 4. the API overhead ratio. */
async function latencies(app) {
  await chatStreaming(app.base);
  const { token } = await register(app.base, "Bench");
  const auth = { Authorization: `Bearer ${token}`, "content-type": "application/json" };
  for (let i = 0; i < 200; i++) {
    await fetch(`${app.base}/api/journal`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ content: `Entry ${i}: a calm evening, a short walk and some thoughts about tomorrow.`, mood: (i % 5) + 1 }),
    });
  }
  const time = async (path, headers) => {
    const t = performance.now();
    const res = await fetch(app.base + path, { headers });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  const journal = [],
    health = [];
  for (let i = 0; i < 20; i++) {
    await time("/api/journal", auth);
    await time("/api/health");
  } // warm up
  for (let i = 0; i < 200; i++) {
    journal.push(await time("/api/journal", auth));
    health.push(await time("/api/health"));
  }
  const mj = median(journal),
    mh = median(health);
  console.log(`API overhead: GET /api/journal (200 entries) median ${mj.toFixed(2)} ms / GET /api/health median ${mh.toFixed(2)} ms = ratio ${(mj / mh).toFixed(2)}`);
}

/**
 * Was that run signed in? The storage reset before each run clears the HTTP cache, service workers
 * and Cache Storage but (Lighthouse's clearStorageTypes) not localStorage; the session must still
 * be there after the run. (Free /chat asks the API nothing on load, so requests cannot tell.)
 */
async function stillSignedIn(browser, origin) {
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${origin}/api/health`);
    return await page.evaluate(() => Boolean(localStorage.getItem("auth_token") && localStorage.getItem("auth_user")));
  } finally {
    await page.close();
  }
}

/**
 * Send to first words: in Chromium (not throttled), a signed-in person on /chat types a message and
 * presses Enter; the page records the keydown and the first frame whose new assistant message has
 * text. The provider's own time: POST /api/coaching/chat from Node until the first `delta` event.
 * Both straight to the local app (the compressing proxy buffers whole responses, so it would hold
 * back a stream), alternating, CHAT_RUNS (default 9) of each; medians.
 */
async function chatStreaming(base) {
  const runs = Number(process.env.CHAT_RUNS ?? 9);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const ui = [],
      provider = [];
    const person = await register(base, "Chatter");
    const page = await browser.newPage();
    await signIn(page, base, person);
    const other = await register(base, "Streamer");
    for (let i = 0; i < runs; i++) {
      await page.goto(`${base}/chat`);
      const input = page.getByLabel("Message to Mindy");
      await input.waitFor();
      await page.locator('[data-testid="chat-message"][data-role="assistant"]').first().waitFor();
      await input.fill(`Work has been a lot this week and I sleep badly (${i}).`);
      const waited = page.evaluate(
        () =>
          new Promise((resolve) => {
            const before = document.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]').length;
            let sent = 0;
            addEventListener(
              "keydown",
              (e) => {
                if (e.key === "Enter") sent = performance.now();
              },
              { capture: true, once: true },
            );
            const check = () => {
              const replies = document.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]');
              const reply = replies.length > before ? replies[replies.length - 1] : null;
              if (sent && reply && (reply.textContent ?? "").trim().length > 0) resolve(performance.now() - sent);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
      );
      await input.press("Enter");
      ui.push(await waited);
      // The exchange joins the conversation once the reply is complete; then the input is cleared.
      await page.waitForFunction((el) => /** @type {HTMLTextAreaElement} */ (el).value === "", await input.elementHandle());

      const started = performance.now();
      const res = await fetch(`${base}/api/coaching/chat`, {
        method: "POST",
        headers: { ...json, Accept: "text/event-stream", Authorization: `Bearer ${other.token}` },
        body: JSON.stringify({ message: `Work has been a lot this week and I sleep badly (${i}).` }),
      });
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        const m = /event: delta\ndata: (.*)\n/.exec(buffer);
        if (m && JSON.parse(m[1]).text.trim()) {
          provider.push(performance.now() - started);
          break;
        }
      }
      await res.body.cancel().catch(() => {});
    }
    const u = median(ui),
      p = median(provider);
    const range = (xs) => `[${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}]`;
    console.log(`Chat streaming (offline provider, median of ${runs}):`);
    console.log(`  send to first words on screen ${u.toFixed(0)} ms ${range(ui)}   provider's first words (SSE from Node) ${p.toFixed(0)} ms ${range(provider)}`);
    console.log(`  app overhead ${(u - p).toFixed(0)} ms   target ≤ ${CHAT_OVERHEAD_TARGET_MS} ms: ${verdict(u - p <= CHAT_OVERHEAD_TARGET_MS)}`);
  } finally {
    await browser.close();
  }
}
