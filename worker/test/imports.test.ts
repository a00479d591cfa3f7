import { SELF, createMessageBatch } from "cloudflare:test";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pruneStalePreviews } from "../imports/store";
import { IMPORT_FAILED, failImportJobs } from "../jobs/import-consumer";
import { MAX_IMPORT_BYTES } from "../../shared/contract/imports";
import { api, countRows, env, registerUser } from "./helpers";

type Upload = { name: string; data: Uint8Array | string };

async function upload(token: string, files: Upload[]) {
  const form = new FormData();
  for (const f of files) form.append("file", new File([typeof f.data === "string" ? strToU8(f.data) : f.data], f.name));
  const res = await SELF.fetch("https://clearday.test/api/imports", { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, json: (await res.json()) as any };
}

/** Waits for the import queue (the real consumer, in this workerd) to finish an import. */
async function untilDone(token: string, id: string) {
  for (let i = 0; i < 150; i++) {
    const res = await api(`/api/imports/${id}`, { token });
    if (res.json.status === "done" || res.json.status === "failed") return res.json;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the import did not finish");
}

async function importAll(token: string, files: Upload[]) {
  const preview = await upload(token, files);
  expect(preview.status).toBe(201);
  const confirmed = await api(`/api/imports/${preview.json.id}/confirm`, { token, method: "POST" });
  expect(confirmed.status).toBe(202);
  return { preview: preview.json, done: await untilDone(token, preview.json.id) };
}

const entriesOf = async (userId: string) =>
  (
    await env.DB.prepare("SELECT content, mood, created_at, safety_level, ai_insight FROM journal_entries WHERE user_id = ?1 ORDER BY created_at, content")
      .bind(userId)
      .all<{ content: string; mood: number | null; created_at: number; safety_level: string; ai_insight: string | null }>()
  ).results;

const dayOne = (entries: unknown[]) => JSON.stringify({ metadata: { version: "1.0" }, entries });

const DAY_ONE_ENTRIES = [
  {
    uuid: "A1",
    creationDate: "2024-03-01T07:30:00Z",
    timeZone: "Europe/London",
    text: "Morning walk by the river\\. Felt *calm*\\.\n\n![](dayone-moment://ABC123)",
    tags: ["gratitude", "long walks"],
    photos: [{ identifier: "ABC123" }, { identifier: "DEF456" }],
  },
  { uuid: "A2", creationDate: "2024-03-02T23:30:00Z", timeZone: "America/New_York", text: "Tired after work, but dinner with Sam helped." },
  { uuid: "A3", creationDate: "2024-03-05T12:00:00Z", text: "", photos: [{ identifier: "only-a-photo" }] },
  { uuid: "A4", creationDate: "2024-03-09T18:00:00Z", timeZone: "Asia/Tokyo", text: "Planned the week. One small step at a time." },
];

describe("importing from Day One", () => {
  it("previews a .zip export without writing, then imports it: text, dates, zones, tags; photos skipped", async () => {
    const { token, user } = await registerUser();
    const zip = zipSync({ "Journal.json": strToU8(dayOne(DAY_ONE_ENTRIES)), "photos/ABC123.jpeg": new Uint8Array(2048) });
    const preview = await upload(token, [{ name: "Export-Journal.zip", data: zip }]);
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({ source: "dayone", status: "preview", total: 3, duplicates: 0, photosSkipped: 3, emptySkipped: 1, from: "2024-03-01", to: "2024-03-10" });
    expect(preview.json.first.map((e: { date: string; text: string }) => [e.date, e.text])).toEqual([
      ["2024-03-01", "Morning walk by the river. Felt *calm*.\n\n#gratitude #long-walks"],
      ["2024-03-02", "Tired after work, but dinner with Sam helped."],
      ["2024-03-10", "Planned the week. One small step at a time."],
    ]);
    // Nothing is written until the person confirms.
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(0);

    const confirmed = await api(`/api/imports/${preview.json.id}/confirm`, { token, method: "POST" });
    expect(confirmed.status).toBe(202);
    const done = await untilDone(token, preview.json.id);
    expect(done).toMatchObject({ status: "done", total: 3, processed: 3, added: 3, duplicates: 0, progress: 1, error: null });
    const rows = await entriesOf(user.id);
    expect(rows.map((r) => [new Date(r.created_at).toISOString(), r.content])).toEqual([
      ["2024-03-01T07:30:00.000Z", "Morning walk by the river. Felt *calm*.\n\n#gratitude #long-walks"],
      ["2024-03-02T23:30:00.000Z", "Tired after work, but dinner with Sam helped."],
      ["2024-03-09T18:00:00.000Z", "Planned the week. One small step at a time."],
    ]);
    // They show in the diary like any entry.
    const list = await api("/api/journal", { token });
    expect(list.json.map((e: { content: string }) => e.content)).toContain("Tired after work, but dinner with Sam helped.");
    // The parked chunks are gone once written.
    expect((await env.MEDIA.list({ prefix: `imports/${user.id}/` })).objects).toHaveLength(0);
  });

  it("adds nothing when the same export is imported twice, as a .zip or as the .json", async () => {
    const { token, user } = await registerUser();
    await importAll(token, [{ name: "Journal.json", data: dayOne(DAY_ONE_ENTRIES) }]);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(3);
    const again = await importAll(token, [{ name: "export.zip", data: zipSync({ "Journal.json": strToU8(dayOne(DAY_ONE_ENTRIES)) }) }]);
    expect(again.preview.duplicates).toBe(3);
    expect(again.done).toMatchObject({ status: "done", added: 0, duplicates: 3 });
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(3);
  });

  it("writes a large import in chunks through the queue, with progress, and never asks the model", async () => {
    const { token, user } = await registerUser({ tier: "premium" });
    const start = Date.UTC(2020, 0, 1, 9);
    const many = Array.from({ length: 1200 }, (_, i) => ({ creationDate: new Date(start + i * 86_400_000).toISOString(), text: `Day ${i + 1}: a short note.` }));
    const { preview, done } = await importAll(token, [{ name: "Journal.json", data: dayOne(many) }]);
    expect(preview.total).toBe(1200);
    expect(done).toMatchObject({ status: "done", added: 1200, processed: 1200, progress: 1 });
    const row = await env.DB.prepare("SELECT chunks, chunks_done FROM imports WHERE id = ?1").bind(preview.id).first<{ chunks: number; chunks_done: number }>();
    expect(row!.chunks).toBeGreaterThan(1);
    expect(row!.chunks_done).toBe(row!.chunks);
    expect(await countRows("journal_entries", "user_id = ?1 AND ai_insight IS NOT NULL", user.id)).toBe(0);
  });

  it("screens every imported entry like a diary entry: flagged text is marked, counted and dated", async () => {
    const { token, user } = await registerUser();
    const { done } = await importAll(token, [
      {
        name: "Journal.json",
        data: dayOne([
          { creationDate: "2023-01-10T20:00:00Z", text: "I want to kill myself. I can't see a way out." },
          { creationDate: "2023-01-11T20:00:00Z", text: "Cooked soup, called mum." },
        ]),
      },
    ]);
    expect(done.flagged).toBe(1);
    const rows = await entriesOf(user.id);
    expect(rows.map((r) => r.safety_level)).toEqual(["acute", "none"]);
    const event = await env.DB.prepare("SELECT level, source, created_at FROM safety_events WHERE user_id = ?1")
      .bind(user.id)
      .first<{ level: string; source: string; created_at: number }>();
    expect(event).toEqual({ level: "acute", source: "import", created_at: Date.parse("2023-01-10T20:00:00Z") });
  });
});

describe("importing .md and .txt files", () => {
  it("takes one entry per file, dated by front matter or the file's name in the person's zone", async () => {
    const { token, user } = await registerUser();
    await api("/api/user/profile", { method: "PATCH", token, body: { timeZone: "America/New_York" } });
    const { preview } = await importAll(token, [
      { name: "notes.md", data: "---\ntitle: A walk\ndate: 2024-05-01 08:30\n---\nRain in the morning, sun later.\n" },
      { name: "2024-05-03 evening.txt", data: "\uFEFFQuiet evening. Read two chapters." },
      { name: "with-offset.md", data: '---\ndate: "2024-05-04T22:15:00+02:00"\n---\n\nLate train home.' },
    ]);
    expect(preview).toMatchObject({ source: "text", total: 3, from: "2024-05-01", to: "2024-05-04" });
    const rows = await entriesOf(user.id);
    expect(rows.map((r) => [new Date(r.created_at).toISOString(), r.content])).toEqual([
      ["2024-05-01T12:30:00.000Z", "Rain in the morning, sun later."], // 08:30 EDT
      ["2024-05-03T16:00:00.000Z", "Quiet evening. Read two chapters."], // noon EDT
      ["2024-05-04T20:15:00.000Z", "Late train home."],
    ]);
  });
});

describe("the JSON export comes back whole", () => {
  it("imports into a fresh account with the same entries: text, time and mood", async () => {
    const a = await registerUser();
    for (const [content, mood] of [
      ["First day here.", 3],
      ["A harder day, but I went for a run.", 2],
      ["Grateful for small things.", null],
    ] as const) {
      expect((await api("/api/journal", { token: a.token, body: { content, ...(mood !== null && { mood }) } })).status).toBe(201);
    }
    const exported = await api("/api/account/export", { token: a.token });
    expect(exported.status).toBe(200);

    const b = await registerUser();
    const { done } = await importAll(b.token, [{ name: "clearday-export.json", data: exported.text }]);
    expect(done).toMatchObject({ status: "done", added: 3 });
    const strip = (rows: Awaited<ReturnType<typeof entriesOf>>) => rows.map((r) => ({ content: r.content, mood: r.mood, createdAt: r.created_at }));
    expect(strip(await entriesOf(b.user.id))).toEqual(strip(await entriesOf(a.user.id)));
    // Into the account it came from: nothing new.
    const back = await importAll(a.token, [{ name: "clearday-export.json", data: exported.text }]);
    expect(back.done).toMatchObject({ added: 0, duplicates: 3 });
  });
});

describe("bad input: a clear message, and nothing written", () => {
  const bomb = () => zipSync({ "Journal.json": new Uint8Array(300 * 1024 * 1024) }, { level: 9 });
  const liar = () => {
    const z = bomb();
    new DataView(z.buffer).setUint32(22, 100, true); // the local header claims 100 bytes
    const cd = z.length - 22 - 46 - "Journal.json".length;
    new DataView(z.buffer).setUint32(cd + 24, 100, true); // and so does the central directory
    return z;
  };
  const bigEntries = JSON.stringify({
    entries: Array.from({ length: 10_001 }, (_, i) => ({ creationDate: new Date(Date.UTC(2000, 0, 1) + i * 3_600_000).toISOString(), text: "x" })),
  });

  it.each([
    ["a zip bomb", [{ name: "Journal.zip", data: bomb() }], /expands to far more than a journal's text could/],
    ["a zip bomb that lies about its size", [{ name: "Journal.zip", data: liar() }], /expands to far more than a journal's text could/],
    ["a .zip without Journal.json", [{ name: "photos.zip", data: zipSync({ "photos/a.jpeg": new Uint8Array(10) }) }], /has no Journal\.json inside/],
    ["a .zip that isn't one", [{ name: "Journal.zip", data: "just text" }], /isn't a \.zip file that can be opened/],
    ["JSON of another shape", [{ name: "notes.json", data: JSON.stringify({ notes: [{ date: "2024-01-01", body: "hi" }] }) }], /isn't a Day One or Clearday export/],
    ["JSON that isn't JSON", [{ name: "Journal.json", data: "{ entries: [" }], /isn't valid JSON/],
    [
      "Day One dates that can't be read",
      [{ name: "Journal.json", data: dayOne([{ creationDate: "yesterday", text: "a" }, { creationDate: "2024-13-45T99:00:00Z", text: "b" }, { text: "c" }]) }],
      /3 entries have dates that can't be read: entry 1 \("yesterday"\), entry 2 \("2024-13-45T99:00:00Z"\), entry 3 \(no date\)/,
    ],
    [
      "a text file without a date",
      [{ name: "thoughts.md", data: "No date anywhere." }],
      /1 entry has a date that can't be read: "thoughts\.md" \(no date\)\. Nothing was imported\. Put the date at the top/,
    ],
    ["an impossible calendar date", [{ name: "2024-02-31.md", data: "Hmm." }], /"2024-02-31\.md" \("2024-02-31"\)/],
    ["a text file that is not UTF-8", [{ name: "2024-01-01.txt", data: new Uint8Array([0x48, 0x65, 0xff, 0xfe, 0x6c]) }], /"2024-01-01\.txt" isn't UTF-8 text/],
    ["a UTF-16 text file", [{ name: "2024-01-01.txt", data: new Uint8Array([0xff, 0xfe, 0x48, 0x00, 0x69, 0x00]) }], /isn't UTF-8 text/],
    ["a file of another kind", [{ name: "photo.png", data: new Uint8Array([0x89, 0x50]) }], /"photo\.png" isn't a file that can be imported/],
    [
      "two exports at once",
      [
        { name: "a.json", data: dayOne([]) },
        { name: "b.json", data: dayOne([]) },
      ],
      /Import one Day One or Clearday export at a time/,
    ],
    ["more than 10,000 entries", [{ name: "Journal.json", data: bigEntries }], /holds 10,001 entries; one import can bring in at most 10,000/],
    ["only empty entries", [{ name: "Journal.json", data: dayOne([{ creationDate: "2024-01-01T00:00:00Z", text: "" }]) }], /nothing to import/],
  ])("%s", async (_, files, message) => {
    const { token, user } = await registerUser();
    const res = await upload(token, files as Upload[]);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
    expect(await countRows("imports", "user_id = ?1", user.id)).toBe(0);
    expect(await countRows("journal_entries", "user_id = ?1", user.id)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `imports/${user.id}/` })).objects).toHaveLength(0);
  });

  it("refuses a file over 20 MB, and a 200 MB one before reading it", async () => {
    const { token, user } = await registerUser();
    const over = await upload(token, [{ name: "Journal.json", data: new Uint8Array(MAX_IMPORT_BYTES + 1) }]);
    expect(over.status).toBe(413);
    expect(over.json.message).toMatch(/An import can be at most 20 MB/);

    // 200 MB announced: refused on its Content-Length, without reading the body.
    const huge = await SELF.fetch("https://clearday.test/api/imports", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(200 * 1024 * 1024) },
      body: "--x--",
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { message: string }).message).toBe(
      "This upload is 200 MB. An import can be at most 20 MB. Export a shorter date range, or leave the photos out of the export.",
    );

    // 200 MB streamed without a length: cut off at the limit.
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent >= 200 * 1024 * 1024) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const streamed = await SELF.fetch("https://clearday.test/api/imports", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(200 * 1024 * 1024);
    expect(await countRows("imports", "user_id = ?1", user.id)).toBe(0);
  });
});

describe("an import belongs to its person", () => {
  it("cannot be read, confirmed or cancelled by someone else; a cancelled preview leaves nothing", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const preview = await upload(a.token, [{ name: "2024-01-01.md", data: "Hello." }]);
    for (const [method, path] of [
      ["GET", ""],
      ["POST", "/confirm"],
      ["DELETE", ""],
    ] as const) {
      const res = await api(`/api/imports/${preview.json.id}${path}`, { token: b.token, method });
      expect(res.status).toBe(404);
    }
    expect((await api("/api/imports/current", { token: b.token })).json).toBeNull();
    expect((await api(`/api/imports/${preview.json.id}`, { method: "DELETE", token: a.token })).status).toBe(200);
    expect(await countRows("imports", "user_id = ?1", a.user.id)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `imports/${a.user.id}/` })).objects).toHaveLength(0);
  });

  it("forgets previews nobody confirmed after a day", async () => {
    const { token, user } = await registerUser();
    const preview = await upload(token, [{ name: "2024-01-01.md", data: "Hello." }]);
    await pruneStalePreviews(env, Date.now() + 2 * 86_400_000);
    expect(await countRows("imports", "id = ?1", preview.json.id)).toBe(0);
    expect((await env.MEDIA.list({ prefix: `imports/${user.id}/` })).objects).toHaveLength(0);
  });
});

describe("an import that keeps failing", () => {
  it("is marked failed by the dead-letter queue's consumer, keeping what was written", async () => {
    const { token, user } = await registerUser();
    const preview = await upload(token, [{ name: "2024-01-01.md", data: "Hello." }]);
    // Confirmed, but its chunk was never written (as if every attempt failed).
    await env.DB.prepare("UPDATE imports SET status = 'running' WHERE id = ?1").bind(preview.json.id).run();
    const batch = createMessageBatch("clearday-imports-dlq", [{ id: "d1", timestamp: new Date(), attempts: 1, body: { importId: preview.json.id, userId: user.id, chunk: 0 } }]);
    await failImportJobs(batch, env);
    const status = await api(`/api/imports/${preview.json.id}`, { token });
    expect(status.json).toMatchObject({ status: "failed", error: IMPORT_FAILED });
    expect((await env.MEDIA.list({ prefix: `imports/${user.id}/` })).objects).toHaveLength(0);
  });

  it("keeps an entry longer than a diary entry whole, in parts", async () => {
    const { token, user } = await registerUser();
    const long = Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1}. ${"A quiet thought. ".repeat(60)}`).join("\n\n");
    const { preview } = await importAll(token, [{ name: "Journal.json", data: dayOne([{ creationDate: "2022-06-01T10:00:00Z", text: long }]) }]);
    expect(preview.splitEntries).toBe(1);
    const rows = await entriesOf(user.id);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((r) => r.content.length <= 20_000)).toBe(true);
    // Every word, in order (the parts are cut at paragraph breaks, without the spaces around them).
    const words = (t: string) => t.split(/\s+/).filter(Boolean);
    expect(words(rows.map((r) => r.content).join(" "))).toEqual(words(long));
  });
});
