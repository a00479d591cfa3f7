// Turns an upload into diary entries: a Day One JSON export (.zip with Journal.json, or the .json),
// a Clearday JSON export (so an export can be brought back), or .md/.txt files (one entry each).
// Every problem is an ImportError naming the file or entry; nothing is written by this module.
import { z } from "zod";
import { MAX_IMPORT_ENTRIES, type ImportSourceName } from "../../shared/contract/imports";
import { EXPORT_FORMAT } from "../../shared/contract/account";
import { MAX_ENTRY_CHARS } from "../../shared/diary";
import { MAX_MOOD, MIN_MOOD } from "../../shared/moods";
import { safeTimeZone, startOfLocalDay } from "../../shared/progress";
import { ImportError } from "./import-error";
import { readJournalJson } from "./zip";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface ParsedEntry {
  createdAt: number;
  content: string;
  mood: number | null;
  /** The zone the entry was written in (Day One keeps it), else the person's. */
  timeZone: string;
}

export interface ParsedImport {
  source: ImportSourceName;
  entries: ParsedEntry[];
  photosSkipped: number;
  emptySkipped: number;
  splitEntries: number;
}

const HOUR = 3_600_000;
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
const quote = (s: string) => `"${s.length > 40 ? `${s.slice(0, 37)}...` : s}"`;

/** Dates outside these bounds cannot be a diary entry's. */
function plausible(ms: number, now: number): boolean {
  return Number.isFinite(ms) && ms >= Date.UTC(1900, 0, 1) && ms <= now + 2 * 86_400_000;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 instant with its offset ("2024-05-01T08:15:00Z"); NaN for anything else. */
export function parseInstant(value: unknown): number {
  if (typeof value !== "string" || !ISO_INSTANT.test(value.trim())) return NaN;
  return Date.parse(value.trim());
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date as people write it in front matter or a file name: an instant with an offset, or a local
 * date (noon, so it stays on that calendar day) or local date and time in the person's zone.
 */
export function parseLocalDate(value: string, timeZone: string): number {
  const v = value.trim().replace(/^["']|["']$/g, "");
  const instant = parseInstant(v);
  if (!Number.isNaN(instant)) return instant;
  const m = LOCAL.exec(v);
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s] = m;
  const key = `${y}-${mo}-${d}`;
  // A real calendar day: 2024-02-31 is not one.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (check.toISOString().slice(0, 10) !== key) return NaN;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return NaN;
  const start = startOfLocalDay(key, timeZone);
  return h === undefined ? start + 12 * HOUR : start + Number(h) * HOUR + Number(mi) * 60_000 + Number(s ?? 0) * 1000;
}

/** Long entries are kept whole, as consecutive parts at paragraph, line or word breaks. */
export function splitLong(text: string, max = MAX_ENTRY_CHARS): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(window.lastIndexOf("\n\n"), window.lastIndexOf("\n"));
    if (cut < max / 2) cut = window.lastIndexOf(" ");
    if (cut < max / 2) cut = max;
    parts.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

function decodeUtf8(bytes: Uint8Array, name: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportError(`${quote(name)} isn't UTF-8 text. Save it as UTF-8 (most editors offer this under "Save as") and try again.`);
  }
}

function parseJson(bytes: Uint8Array, name: string): unknown {
  const text = decodeUtf8(bytes, name);
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError(`${quote(name)} isn't valid JSON, so it can't be read. Export it again and import the new file.`);
  }
}

function badDates(bad: { where: string; value: unknown }[]): ImportError {
  const shown = bad
    .slice(0, 3)
    .map((b) => `${b.where} (${b.value === undefined || b.value === null ? "no date" : quote(String(b.value))})`)
    .join(", ");
  return new ImportError(`${count(bad.length, "entry has a date", "entries have dates")} that can't be read: ${shown}${bad.length > 3 ? ", ..." : ""}. Nothing was imported.`);
}

function tooMany(n: number): ImportError {
  return new ImportError(
    `This import holds ${count(n, "entry", "entries")}; one import can bring in at most ${MAX_IMPORT_ENTRIES.toLocaleString("en-US")}. Export a shorter date range and import it in parts.`,
  );
}

// ---- Day One ----

const dayOneEntry = z.object({
  creationDate: z.unknown(),
  text: z.string().optional(),
  timeZone: z.string().optional(),
  tags: z.array(z.string()).optional(),
  photos: z.array(z.unknown()).optional(),
  videos: z.array(z.unknown()).optional(),
  audios: z.array(z.unknown()).optional(),
  pdfAttachments: z.array(z.unknown()).optional(),
});
const dayOneExport = z.object({ entries: z.array(z.unknown()) });

/** Day One's markdown escapes punctuation ("Hello\\."), and marks photos with dayone-moment links. */
function dayOneText(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\(dayone-moment:\/\/[^)]*\)/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!>|~])/g, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const hashtag = (tag: string) => `#${tag.trim().replace(/\s+/g, "-").replace(/^#+/, "")}`;

function isDayOne(json: unknown): boolean {
  const parsed = dayOneExport.safeParse(json);
  if (!parsed.success) return false;
  const first = parsed.data.entries[0];
  return parsed.data.entries.length === 0 || (typeof first === "object" && first !== null && "creationDate" in first);
}

function fromDayOne(json: unknown, fallbackZone: string, now: number): ParsedImport {
  const { entries } = dayOneExport.parse(json);
  if (entries.length > MAX_IMPORT_ENTRIES) throw tooMany(entries.length);
  const out: ParsedEntry[] = [];
  const bad: { where: string; value: unknown }[] = [];
  let photosSkipped = 0;
  let emptySkipped = 0;
  entries.forEach((raw, i) => {
    const e = dayOneEntry.safeParse(raw);
    if (!e.success) {
      bad.push({ where: `entry ${i + 1}`, value: (raw as { creationDate?: unknown } | null)?.creationDate });
      return;
    }
    const createdAt = parseInstant(e.data.creationDate);
    if (!plausible(createdAt, now)) {
      bad.push({ where: `entry ${i + 1}`, value: e.data.creationDate });
      return;
    }
    photosSkipped += (e.data.photos?.length ?? 0) + (e.data.videos?.length ?? 0) + (e.data.audios?.length ?? 0) + (e.data.pdfAttachments?.length ?? 0);
    const tags = (e.data.tags ?? []).filter((t) => t.trim() !== "").map(hashtag);
    const text = dayOneText(e.data.text ?? "");
    const content = [text, tags.join(" ")].filter((p) => p !== "").join("\n\n");
    if (content === "") {
      emptySkipped++;
      return;
    }
    out.push({ createdAt, content, mood: null, timeZone: safeTimeZone(e.data.timeZone ?? fallbackZone) });
  });
  if (bad.length > 0) throw badDates(bad);
  return { source: "dayone", entries: out, photosSkipped, emptySkipped, splitEntries: 0 };
}

// ---- Clearday's own export ----

const cleardayExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  diaryEntries: z.array(z.object({ createdAt: z.unknown(), content: z.string(), mood: z.unknown().optional() })),
});

function fromClearday(json: unknown, timeZone: string, now: number): ParsedImport {
  const parsed = cleardayExport.safeParse(json);
  if (!parsed.success) throw new ImportError("This Clearday export is incomplete: its diaryEntries can't be read. Download a new export and try again.");
  const list = parsed.data.diaryEntries;
  if (list.length > MAX_IMPORT_ENTRIES) throw tooMany(list.length);
  const bad: { where: string; value: unknown }[] = [];
  const out: ParsedEntry[] = [];
  let emptySkipped = 0;
  list.forEach((e, i) => {
    const createdAt = parseInstant(e.createdAt);
    if (!plausible(createdAt, now)) return void bad.push({ where: `entry ${i + 1}`, value: e.createdAt });
    if (e.content.trim() === "") return void emptySkipped++;
    const mood = typeof e.mood === "number" && Number.isInteger(e.mood) && e.mood >= MIN_MOOD && e.mood <= MAX_MOOD ? e.mood : null;
    out.push({ createdAt, content: e.content, mood, timeZone });
  });
  if (bad.length > 0) throw badDates(bad);
  return { source: "clearday", entries: out, photosSkipped: 0, emptySkipped, splitEntries: 0 };
}

// ---- .md and .txt ----

/** `date:` (or `created:`) in a front matter block at the top of a Markdown file. */
function frontMatter(text: string): { date: string | null; body: string } {
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!m) return { date: null, body: text };
  const date = /^(?:date|created)[ \t]*:[ \t]*(.+?)[ \t]*$/im.exec(m[1]!)?.[1] ?? null;
  return { date, body: text.slice(m[0].length) };
}

/** "2024-05-01.md", "2024-05-01 Morning pages.md", "20240501.txt". */
function nameDate(name: string): string | null {
  const base = name.split("/").pop() ?? name;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?!\d)/.exec(base);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function fromTextFiles(files: UploadedFile[], timeZone: string, now: number): ParsedImport {
  if (files.length > MAX_IMPORT_ENTRIES) throw tooMany(files.length);
  const bad: { where: string; value: unknown }[] = [];
  const out: ParsedEntry[] = [];
  let emptySkipped = 0;
  for (const file of files) {
    const { date, body } = frontMatter(decodeUtf8(file.bytes, file.name).replace(/\r\n/g, "\n"));
    const written = date ?? nameDate(file.name);
    const createdAt = written === null ? NaN : parseLocalDate(written, timeZone);
    if (!plausible(createdAt, now)) {
      bad.push({ where: quote(file.name), value: written });
      continue;
    }
    const content = body.trim();
    if (content === "") {
      emptySkipped++;
      continue;
    }
    out.push({ createdAt, content, mood: null, timeZone });
  }
  if (bad.length > 0) {
    const err = badDates(bad);
    throw new ImportError(`${err.message} Put the date at the top (date: 2024-05-01) or in the file's name (2024-05-01.md).`);
  }
  return { source: "text", entries: out, photosSkipped: 0, emptySkipped, splitEntries: 0 };
}

// ---- the upload ----

const extension = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
const TEXT = new Set(["md", "markdown", "txt"]);

export function parseUpload(files: UploadedFile[], timeZone: string, now = Date.now()): ParsedImport {
  if (files.length === 0) throw new ImportError("Choose a file to import: a Day One export (.zip or .json), or .md and .txt files.");
  const kinds = files.map((f) => extension(f.name));
  const unknown = files.find((_, i) => !TEXT.has(kinds[i]!) && kinds[i] !== "zip" && kinds[i] !== "json");
  if (unknown) {
    throw new ImportError(`${quote(unknown.name)} isn't a file that can be imported. Choose a Day One export (.zip or .json), or .md and .txt files.`);
  }
  let parsed: ParsedImport;
  if (kinds.every((k) => TEXT.has(k))) {
    parsed = fromTextFiles(files, timeZone, now);
  } else {
    if (files.length > 1) throw new ImportError("Import one Day One or Clearday export at a time (a single .zip or .json), or only .md and .txt files.");
    const file = files[0]!;
    const json = parseJson(kinds[0] === "zip" ? readJournalJson(file.bytes, file.name) : file.bytes, kinds[0] === "zip" ? "Journal.json" : file.name);
    if (typeof json === "object" && json !== null && (json as { format?: unknown }).format === EXPORT_FORMAT) parsed = fromClearday(json, timeZone, now);
    else if (isDayOne(json)) parsed = fromDayOne(json, timeZone, now);
    else {
      throw new ImportError(`${quote(file.name)} isn't a Day One or Clearday export. In Day One, choose File → Export → JSON; or choose .md and .txt files.`);
    }
  }
  // Entries longer than a diary entry may be are kept whole, in parts a millisecond apart.
  const entries: ParsedEntry[] = [];
  let splitEntries = 0;
  for (const e of parsed.entries) {
    const parts = splitLong(e.content);
    if (parts.length > 1) splitEntries++;
    parts.forEach((content, i) => entries.push({ ...e, createdAt: e.createdAt + i, content }));
  }
  if (entries.length > MAX_IMPORT_ENTRIES) throw tooMany(entries.length);
  if (entries.length === 0) throw new ImportError("There's nothing to import: every entry in this file is empty.");
  entries.sort((a, b) => a.createdAt - b.createdAt);
  return { ...parsed, entries, splitEntries };
}
