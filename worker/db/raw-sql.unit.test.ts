// Drizzle is the one way to query D1. A statement written by hand (D1's prepare(), a whole
// statement in sql`...`, such as the SELECT of an INSERT ... SELECT) is allowed only where drizzle cannot
// express it, and then says why in a comment beginning "Raw SQL" just above it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WORKER = join(dirname(fileURLToPath(import.meta.url)), "..");
/** A hand-written statement starts on this line. */
const RAW = /\.prepare\(|\b(?:all|get|run|values)(?:<[^>]*>)?\(sql`|sql`\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b/;
/** Lines above a statement that may hold its reason. */
const REACH = 8;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === "test" ? [] : sources(path);
    return d.name.endsWith(".ts") && !d.name.endsWith(".test.ts") && !d.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Lines that start a hand-written statement with no "Raw SQL" reason just above, as "file:line". */
export function unexplained(file: string, text: string): string[] {
  const lines = text.split("\n");
  return lines.flatMap((line, i) => {
    if (!RAW.test(line) || line.trimStart().startsWith("//")) return [];
    const above = lines.slice(Math.max(0, i - REACH), i);
    return above.some((l) => /\/\/ Raw SQL\b/.test(l)) ? [] : [`${file}:${i + 1}`];
  });
}

describe("raw SQL in the Worker", () => {
  it("is found by the check, with and without its reason", () => {
    expect(unexplained("a.ts", 'const x = await env.DB.prepare("SELECT 1").first();')).toEqual(["a.ts:1"]);
    expect(unexplained("b.ts", "const rows = await db.all<Row>(sql`SELECT id FROM t`);")).toEqual(["b.ts:1"]);
    expect(unexplained("c.ts", "// Raw SQL: FTS5 MATCH has no drizzle form.\nconst rows = await db.all(sql`SELECT 1`);")).toEqual([]);
    expect(unexplained("d.ts", "db.select().from(t).where(sql`${t.count} > 0`);")).toEqual([]);
  });

  it("is used only where drizzle cannot express the query, with the reason beside it", () => {
    const found = sources(WORKER).flatMap((path) => unexplained(relative(WORKER, path), readFileSync(path, "utf8")));
    expect(found).toEqual([]);
  });
});
