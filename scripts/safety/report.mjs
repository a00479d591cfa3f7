// `npm run safety:report`: monthly counts of crisis referrals (acute safety events) by category and
// region, from the safety events, which hold no text. For the reporting that laws on AI companions
// ask for (New York GBL Art. 47, California SB 243).
//
//   npm run safety:report                      the local database (npm start's)
//   npm run safety:report -- --remote          the production D1 database (needs `wrangler login`)
//   npm run safety:report -- --persist-to DIR  another local state folder
import { spawnSync } from "node:child_process";
import { root } from "../lib/env.mjs";

const SQL = `SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') AS month, COALESCE(category, 'unrecorded') AS category, region, COUNT(*) AS referrals
FROM safety_events WHERE level = 'acute' GROUP BY month, category, region ORDER BY month, category, region`;

const args = process.argv.slice(2);
const where = args.includes("--remote") ? ["--remote"] : ["--local", ...(args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]] : [])];
const res = spawnSync(`${root}/node_modules/.bin/wrangler`, ["d1", "execute", "DB", ...where, "--json", "--command", SQL], { cwd: root, encoding: "utf8" });
if (res.status !== 0) {
  console.error(res.stderr || res.stdout);
  process.exit(res.status ?? 1);
}
const rows = JSON.parse(res.stdout)[0]?.results ?? [];
if (rows.length === 0) {
  console.log("No crisis referrals recorded.");
  process.exit(0);
}
console.log("Crisis referrals (acute safety events) by month, category and region. No text is stored or shown.\n");
const header = ["month", "category", "region", "referrals"];
const widths = header.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
console.log(line(header));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(line(header.map((h) => r[h])));
const byMonth = new Map();
for (const r of rows) byMonth.set(r.month, (byMonth.get(r.month) ?? 0) + r.referrals);
console.log(`\nTotal by month: ${[...byMonth].map(([m, n]) => `${m} ${n}`).join(", ")}`);
