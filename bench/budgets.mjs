// Performance budgets: node bench/budgets.mjs
// 1. gzip size of the JS and CSS that /, /auth and /dashboard load first (from Vite's manifest);
// 2. Lighthouse (mobile) performance, accessibility and best practices for /, /auth and /pricing,
//    in Debian's Chromium, behind a compressing proxy as Cloudflare's edge would be (median of
//    LIGHTHOUSE_RUNS, default 5);
// 3. API overhead: median GET /api/journal (200 entries) over median GET /api/health, one run.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath } from "../scripts/lib/bootstrap.mjs";
import { startBenchApp } from "./lib/app.mjs";
import { startGzipProxy } from "./lib/gzip-proxy.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const ROUTES = { "/": "index.html", "/auth": "src/features/auth/auth-page.tsx", "/dashboard": "src/features/dashboard/dashboard-page.tsx" };

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
  for (const [route, page] of Object.entries(ROUTES)) {
    const files = collect(page, collect("index.html"));
    const js = [...files].filter((f) => f.endsWith(".js")).reduce((n, f) => n + gz(f), 0);
    const css = [...files].filter((f) => f.endsWith(".css")).reduce((n, f) => n + gz(f), 0);
    console.log(`  ${route.padEnd(11)} JS ${(js / 1024).toFixed(1)} KB   CSS ${(css / 1024).toFixed(1)} KB   (${files.size} files)`);
  }

  // 2. Lighthouse.
  const proxy = await startGzipProxy({ target: app.base, port: PORT + 100 });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  // Lighthouse's own guidance: scores vary from run to run, so take the median of several.
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  console.log(`Lighthouse (mobile emulation, compressed as at the edge), median of ${runs} runs [range]:`);
  try {
    for (const route of ["/", "/auth", "/pricing"]) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${proxy.url}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices"] });
        if (lhr.runtimeError) console.log(`      run ${i + 1} failed: ${lhr.runtimeError.code}`);
        else results.push(lhr);
      }
      const scores = (category) => results.map((r) => Math.round(r.categories[category].score * 100)).sort((a, b) => a - b);
      const summary = (category) => {
        const xs = scores(category);
        return `${xs[Math.floor(xs.length / 2)]} [${xs[0]}-${xs.at(-1)}]`;
      };
      // The run with the median performance score shows where the time goes.
      const perf = scores("performance");
      const median = results.find((r) => Math.round(r.categories.performance.score * 100) === perf[Math.floor(perf.length / 2)]);
      const metric = (id) => median?.audits[id]?.displayValue ?? "?";
      console.log(`  ${route.padEnd(11)} performance ${summary("performance")}   accessibility ${summary("accessibility")}   best-practices ${summary("best-practices")}`);
      console.log(`      median run: FCP ${metric("first-contentful-paint")}   LCP ${metric("largest-contentful-paint")}   TBT ${metric("total-blocking-time")}   SI ${metric("speed-index")}   CLS ${metric("cumulative-layout-shift")}`);
      for (const lhr of results) {
        for (const [id, audit] of Object.entries(lhr.audits)) {
          const failing = (category) => audit.score !== null && audit.score < 1 && lhr.categories[category].auditRefs.some((r) => r.id === id && r.weight > 0);
          if (failing("accessibility")) console.log(`      a11y: ${id}: ${audit.title}`);
          if (failing("best-practices")) console.log(`      best practices: ${id}: ${audit.title}`);
        }
      }
    }
  } finally {
    chrome.kill();
    proxy.close();
  }

  // 3. API overhead ratio.
  const email = `bench-${Date.now()}@example.com`;
  const reg = await fetch(`${app.base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: "bench-password", name: "Bench", termsAccepted: true }) });
  const { token } = await reg.json();
  const auth = { Authorization: `Bearer ${token}`, "content-type": "application/json" };
  for (let i = 0; i < 200; i++) {
    await fetch(`${app.base}/api/journal`, { method: "POST", headers: auth, body: JSON.stringify({ content: `Entry ${i}: a calm evening, a short walk and some thoughts about tomorrow.`, mood: (i % 5) + 1 }) });
  }
  const time = async (path, headers) => {
    const t = performance.now();
    const res = await fetch(app.base + path, { headers });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  const journal = [], health = [];
  for (let i = 0; i < 20; i++) { await time("/api/journal", auth); await time("/api/health"); } // warm up
  for (let i = 0; i < 200; i++) {
    journal.push(await time("/api/journal", auth));
    health.push(await time("/api/health"));
  }
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const mj = median(journal), mh = median(health);
  console.log(`API overhead: GET /api/journal (200 entries) median ${mj.toFixed(2)} ms / GET /api/health median ${mh.toFixed(2)} ms = ratio ${(mj / mh).toFixed(2)}`);
} finally {
  app.stop();
}
