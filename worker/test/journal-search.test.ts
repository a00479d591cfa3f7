// GET /api/journal/search: FTS5 over the person's own entries (migrations/0005_journal-search.sql).
import { describe, expect, it } from "vitest";
import { HIGHLIGHT_END, HIGHLIGHT_START, MAX_SEARCH_CHARS, SEARCH_PAGE_SIZE } from "../../shared/journal-search";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../shared/diary";
import { api, countRows, env, registerUser } from "./helpers";
import { PAGE_SQL, RANKED_MATCHES, searchEntries } from "../journal/search";
import { parseSearch } from "../journal/search-query";

const write = async (token: string, content: string) => {
  const res = await api("/api/journal", { token, body: { content } });
  expect(res.status).toBe(201);
  return res.json.id as string;
};

const search = (token: string | null, q: string, cursor?: string) =>
  api(`/api/journal/search?q=${encodeURIComponent(q)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { token });

const ids = (res: { json: Array<{ id: string }> }) => res.json.map((r) => r.id);
const marked = (word: string) => `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}`;

describe("GET /api/journal/search", () => {
  it("needs a signed-in person", async () => {
    expect((await search(null, "walk")).status).toBe(401);
  });

  it.each([
    ["an empty q", "", /q: Type a word or phrase to search for/],
    ["only spaces", "   ", /q: Type a word or phrase to search for/],
    ["a q that is too long", "a".repeat(MAX_SEARCH_CHARS + 1), /q: A search can be at most 200 characters/],
  ])("%s -> 400 with a clear message", async (_, q, message) => {
    const { token } = await registerUser();
    const res = await search(token, q);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it("a missing q -> 400", async () => {
    const { token } = await registerUser();
    const res = await api("/api/journal/search", { token });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^q: /);
  });

  it("ranks the entries that say it most first, and marks every match in the snippet", async () => {
    const { token } = await registerUser();
    const once = await write(token, "A long day at work. I went for a walk after dinner and then read a book about gardens and old houses.");
    const thrice = await write(token, "Walk, walk, walk: the walk cleared my head.");
    await write(token, "Nothing about that today, only rain.");
    const res = await search(token, "walk");
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([thrice, once]);
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe("2");
    expect(res.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const first = res.json[0];
    expect(first.snippet).toContain(`${marked("Walk")}, ${marked("walk")}`);
    expect(first.content).toBe("Walk, walk, walk: the walk cleared my head.");
    expect(first).toMatchObject({ mood: null, safetyLevel: "none", aiInsight: null });
    expect(res.json[1].snippet).toContain(marked("walk"));
  });

  it("a long entry's snippet is cut around the match with an ellipsis", async () => {
    const { token } = await registerUser();
    const filler = Array.from({ length: 80 }, (_, i) => `word${i}`).join(" ");
    await write(token, `${filler} lighthouse ${filler}`);
    const [hit] = (await search(token, "lighthouse")).json;
    expect(hit.snippet).toContain(marked("lighthouse"));
    expect(hit.snippet.startsWith("…")).toBe(true);
    expect(hit.snippet.endsWith("…")).toBe(true);
    expect(hit.snippet.length).toBeLessThan(400);
  });

  it("finds a phrase only with its words together and in order", async () => {
    const { token } = await registerUser();
    const together = await write(token, "We had a quiet morning by the lake.");
    await write(token, "The morning was loud; quiet came later.");
    const res = await search(token, '"quiet morning"');
    expect(ids(res)).toEqual([together]);
    // A phrase is marked as one.
    expect(res.json[0].snippet).toContain(marked("quiet morning"));
    // Without quotes, both words anywhere.
    expect((await search(token, "quiet morning")).json).toHaveLength(2);
  });

  it("finds words by their beginning with a trailing *", async () => {
    const { token } = await registerUser();
    const a = await write(token, "Gardening again this weekend.");
    const b = await write(token, "The garden is full of bees.");
    await write(token, "Guarded about the news.");
    expect(ids(await search(token, "garden*")).sort()).toEqual([a, b].sort());
    expect(ids(await search(token, "garden"))).toEqual([b]);
    // A phrase whose last word is a prefix.
    expect(ids(await search(token, '"full of be"*'))).toEqual([b]);
  });

  it("matches without regard to accents, both ways", async () => {
    const { token } = await registerUser();
    const accented = await write(token, "Coffee at the little café on the corner.");
    const plain = await write(token, "Then a cafe near the station, and a crème brûlée.");
    expect(ids(await search(token, "cafe")).sort()).toEqual([accented, plain].sort());
    expect(ids(await search(token, "café")).sort()).toEqual([accented, plain].sort());
    expect(ids(await search(token, "CREME BRULEE"))).toEqual([plain]);
    // A combining accent (e + U+0301) is the same letter.
    expect(ids(await search(token, "cafe\u0301")).sort()).toEqual([accented, plain].sort());
  });

  it.each([
    '"unbalanced',
    "AND OR NOT",
    "*",
    "NEAR(",
    "col:x",
    "content:walk",
    "owner:x",
    "^walk",
    "-walk",
    "walk)",
    "(walk",
    "a OR",
    '""',
    "'",
    "\\",
    "{owner}:x",
    "NEAR(walk rain, 2)",
    "walk NOT rain",
    "🙂",
    "%",
    "_",
  ])("FTS5 syntax as typed (%j) is searched as words: 200, never an error", async (q) => {
    const { token } = await registerUser();
    await write(token, "An unbalanced week: walk in the rain, col x notes.");
    const res = await search(token, q);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });

  it("operators typed in a search are not obeyed: only the person's words count", async () => {
    const { token } = await registerUser();
    const rain = await write(token, "A walk in the rain.");
    const sun = await write(token, "A walk in the sun.");
    // NOT is left out: both words are needed, so the entry about the sun is the one found.
    expect(ids(await search(token, "walk NOT sun"))).toEqual([sun]);
    expect(ids(await search(token, "rain OR sun"))).toEqual([]);
    expect(ids(await search(token, "rain)"))).toEqual([rain]);
    expect(ids(await search(token, '"unbalanced walk'))).toEqual([]);
    expect(ids(await search(token, '"rain'))).toEqual([rain]);
    expect((await search(token, "AND OR NOT")).json).toEqual([]);
    expect((await search(token, "*")).json).toEqual([]);
  });

  it("pages with a cursor: every match once, in rank order, and a cursor from another search is refused", async () => {
    const { token, user } = await registerUser();
    const total = SEARCH_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await write(token, `Entry ${i}: the tide came in${" again".repeat(i % 3)}.`);
    await write(token, "No match here.");
    const first = await search(token, "tide");
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe(String(total));
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await search(token, "tide", cursor!);
    expect(second.status).toBe(200);
    expect(second.json).toHaveLength(5);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(total);
    // In bm25 order across the pages (ties: the entry written last first), each with its snippet.
    const ranked = await env.DB.prepare("SELECT entry_id FROM journal_search WHERE journal_search MATCH ?1 ORDER BY bm25(journal_search, 0.0, 0.0, 1.0), rowid DESC")
      .bind(`owner : "${user.id.replace(/-/g, "")}" AND content : "tide"`)
      .all<{ entry_id: string }>();
    expect(all).toEqual(ranked.results.map((r) => r.entry_id));
    for (const hit of [...first.json, ...second.json]) expect(hit.snippet).toContain(marked("tide"));
    expect(second.headers.get(TOTAL_COUNT_HEADER)).toBe(String(total));

    const other = await search(token, "came", cursor!);
    expect(other.status).toBe(400);
    expect(other.json.message).toMatch(/cursor/);
    for (const bad of ["nope", "%%%", "x".repeat(300)]) expect((await search(token, "tide", bad)).status).toBe(400);
  });

  it("a page past the last match (entries deleted since the first page) is empty and still counts the matches", async () => {
    const { token } = await registerUser();
    const written: string[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i++) written.push(await write(token, `Day ${i}: a heron by the pond.`));
    const first = await search(token, "heron");
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    for (const id of written.slice(0, 8)) expect((await api(`/api/journal/${id}`, { method: "DELETE", token })).status).toBe(200);
    const second = await search(token, "heron", cursor!);
    expect(second.status).toBe(200);
    expect(second.json).toEqual([]);
    expect(second.headers.get(TOTAL_COUNT_HEADER)).toBe(String(SEARCH_PAGE_SIZE + 3 - 8));
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  });

  it("an edited entry is found by its new words only, a deleted one not at all", async () => {
    const { token, user } = await registerUser();
    const id = await write(token, "Planted tomatoes today.");
    expect(ids(await search(token, "tomatoes"))).toEqual([id]);
    await env.DB.prepare("UPDATE journal_entries SET content = ?1 WHERE id = ?2").bind("Planted courgettes today.", id).run();
    expect(await search(token, "tomatoes").then((r) => r.json)).toEqual([]);
    expect(ids(await search(token, "courgettes"))).toEqual([id]);
    // Secure delete: the old word is gone from the index itself, not only from its answers.
    const inIndex = (word: string) => countRows("journal_search_data", "instr(CAST(block AS TEXT), ?1) > 0", word);
    expect(await inIndex("tomatoes")).toBe(0);
    // Other columns change without touching the index.
    await env.DB.prepare("UPDATE journal_entries SET ai_insight = 'Nice.' WHERE id = ?1").bind(id).run();
    expect(ids(await search(token, "courgettes"))).toEqual([id]);

    expect((await api(`/api/journal/${id}`, { method: "DELETE", token })).status).toBe(200);
    expect(await search(token, "courgettes").then((r) => r.json)).toEqual([]);
    expect(await countRows("journal_search", "entry_id = ?1", id)).toBe(0);
    expect(await inIndex("courgettes")).toBe(0);
    expect(await countRows("journal_search", "owner = ?1", user.id.replace(/-/g, ""))).toBe(0);
  });

  it("an account's deletion takes its entries out of the index", async () => {
    const { token, user } = await registerUser();
    await write(token, "Something to forget.");
    await env.DB.prepare("DELETE FROM users WHERE id = ?1").bind(user.id).run();
    expect(await countRows("journal_search", "owner = ?1", user.id.replace(/-/g, ""))).toBe(0);
  });

  it("never returns another person's entries, whatever is typed", async () => {
    const me = await registerUser();
    const them = await registerUser();
    const mine = await write(me.token, "My secret garden.");
    await write(them.token, "Their secret garden.");
    await write(them.token, "Only theirs: marmalade.");
    const found = await search(me.token, "secret garden");
    expect(ids(found)).toEqual([mine]);
    // Counted among the person's own entries only.
    expect(found.headers.get(TOTAL_COUNT_HEADER)).toBe("1");
    const theirsOnly = await search(me.token, "marmalade");
    expect(theirsOnly.json).toEqual([]);
    expect(theirsOnly.headers.get(TOTAL_COUNT_HEADER)).toBe("0");
    // Their owner token typed as a word, or as a column filter, finds nothing of theirs.
    const theirOwner = them.user.id.replace(/-/g, "");
    for (const q of [theirOwner, `owner:${theirOwner}`, `{owner}:${theirOwner} marmalade`, `marmalade OR owner:${theirOwner}`]) {
      const res = await search(me.token, q);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([]);
    }
  });

  it("the migration's backfill indexes entries written before it", async () => {
    const { token } = await registerUser();
    const id = await write(token, "Written before search existed: pelicans.");
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0005_"));
    const backfill = migration?.queries.find((q) => q.includes("SELECT `rowid`, `id`"));
    expect(backfill).toBeTruthy();
    // As if the index were new: empty, then the migration's backfill statement.
    await env.DB.prepare("DELETE FROM journal_search").run();
    expect((await search(token, "pelicans")).json).toEqual([]);
    await env.DB.prepare(backfill!).run();
    expect(ids(await search(token, "pelicans"))).toEqual([id]);
    expect(await countRows("journal_search")).toBe(await countRows("journal_entries"));
  });
});

describe("the search page's query plan", () => {
  it("counts the matches once, ranks only from the floor up, and makes the page's snippets in one walk between its rowids, not a MATCH per row", async () => {
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${PAGE_SQL}`)
      .bind('owner:x AND "walk"', "x", "<", ">", "…", SEARCH_PAGE_SIZE, 0, RANKED_MATCHES)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail);
    const scans = details.filter((d) => /SCAN journal_search/.test(d));
    // The count: every match ("0:M3"); the floor: matches newest first ("192:M3"); the ranked tier:
    // from the floor up ("0:M3>"); the rest, newest first, below it ("192:M3<"); the snippets:
    // between the page's lowest and highest rowid ("0:M3><"). Never a MATCH for each row of the
    // page ("0:=M...").
    expect(scans.map((d) => d.replace(/.*INDEX /, "")).sort()).toEqual(["0:M3", "0:M3>", "0:M3><", "192:M3", "192:M3<"]);
    expect(details.filter((d) => /INDEX 0:=/.test(d))).toEqual([]);
    // Each step runs once, and the page's rows are found in the ranking through an index.
    for (const step of ["MATERIALIZE top", "MATERIALIZE floor", "MATERIALIZE total"]) expect(details.filter((d) => d === step)).toHaveLength(1);
    expect(details.some((d) => /SEARCH top USING .*INDEX \(r=\?\)/.test(d))).toBe(true);
  });
});

describe("ranking in a long diary", () => {
  it("ranks the newest matches by how much they say it, then lists older matches newest first", async () => {
    const { token, user } = await registerUser();
    // Oldest first: a strong old match, then six more of varying strength.
    const texts = ["tide tide tide tide", "the tide", "tide tide", "a tide came", "tide tide tide", "tide, and more", "tide tide tide tide tide"];
    const written: string[] = [];
    for (const t of texts) written.push(await write(token, t));
    const page = await searchEntries(env.DB, user.id, parseSearch("tide"), 0, 4);
    expect(page.total).toBe(texts.length);
    const got = page.results.map((r) => r.id);
    // The four newest (indexes 3 to 6) by bm25, most first; then 2, 1, 0 by age, so the strong
    // oldest entry comes last.
    expect(got.slice(0, 4)).toEqual([written[6], written[4], written[5], written[3]]);
    expect(got.slice(4)).toEqual([written[2], written[1], written[0]]);
    // With every match ranked, the strongest old entry moves up.
    const all = await searchEntries(env.DB, user.id, parseSearch("tide"), 0);
    expect(all.results.map((r) => r.id).indexOf(written[0]!)).toBe(1);
  });

  it("reaches the older matches on the page after the ranked ones, none lost or repeated", async () => {
    const { token, user } = await registerUser();
    const written: string[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 3; i++) written.push(await write(token, `harbour ${"calm ".repeat(i % 5)}`));
    // The first page lies inside the ranked tier, so the older tier is not walked for it.
    const first = await searchEntries(env.DB, user.id, parseSearch("harbour"), 0, SEARCH_PAGE_SIZE);
    const second = await searchEntries(env.DB, user.id, parseSearch("harbour"), SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.more).toBe(true);
    expect(second.results.map((r) => r.id)).toEqual([written[2], written[1], written[0]]);
    expect(new Set([...first.results, ...second.results].map((r) => r.id)).size).toBe(written.length);
  });
});
