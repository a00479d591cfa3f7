// A previewed import waits in R2 as chunks of ready-to-write entries (each chunk one D1 statement's
// worth), with a row in `imports` for its status. The queue writes a chunk per message.
import type { ImportPreview, ImportStatus } from "../../shared/contract/imports";
import { localDateKey } from "../../shared/progress";
import { newId } from "../lib/ids";
import type { ParsedImport } from "./parse";

/** Entries of an import waiting to be written (deleted with the account, routes/account/delete.ts). */
export const importPrefix = (userId: string) => `imports/${userId}/`;

/** One stored entry: created at (ms), content, mood, import hash. */
export type StoredEntry = [number, string, number | null, string];

/** A chunk is written by one D1 statement: its JSON parameter stays well under D1's 2 MB limit. */
export const CHUNK_BYTES = 512 * 1024;
export const CHUNK_ENTRIES = 500;
const PREVIEW_CHARS = 280;

/** For a stored entry `x` of a json_each over a chunk: the person (?1) has it already. */
export const ALREADY_PRESENT = `EXISTS (SELECT 1 FROM journal_entries AS e
   WHERE e.user_id = ?1
     AND (e.import_hash = json_extract(x.value, '$[3]')
          OR (e.created_at = json_extract(x.value, '$[0]') AND e.content = json_extract(x.value, '$[1]'))))`;

export const chunkKey = (userId: string, importId: string, chunk: number) => `${importPrefix(userId)}${importId}/${chunk}.json`;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Importing the same entry twice adds nothing: it is known by its source, date and text. */
export const importHash = (source: string, createdAt: number, content: string) => sha256Hex(`${source}\u0000${new Date(createdAt).toISOString()}\u0000${content}`);

export function chunked(entries: StoredEntry[]): StoredEntry[][] {
  const chunks: StoredEntry[][] = [];
  let current: StoredEntry[] = [];
  let bytes = 0;
  for (const e of entries) {
    const size = e[1].length * 3 + 100;
    if (current.length > 0 && (bytes + size > CHUNK_BYTES || current.length >= CHUNK_ENTRIES)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(e);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

export interface ImportRow {
  id: string;
  user_id: string;
  source: ImportStatus["source"];
  status: ImportStatus["status"];
  total: number;
  chunks: number;
  chunks_done: number;
  added: number;
  duplicates: number;
  flagged: number;
  error: string | null;
  created_at: number;
}

export function toStatus(row: ImportRow): ImportStatus {
  const finished = row.status === "done";
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    total: row.total,
    processed: row.added + row.duplicates,
    added: row.added,
    duplicates: row.duplicates,
    flagged: row.flagged,
    progress: finished ? 1 : row.chunks === 0 ? 0 : row.chunks_done / row.chunks,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Parks a parsed upload for confirmation and describes it. Nothing reaches the diary here. */
export async function parkImport(env: { DB: D1Database; MEDIA: R2Bucket }, userId: string, parsed: ParsedImport, now = Date.now()): Promise<ImportPreview> {
  const id = newId();
  const entries: StoredEntry[] = await Promise.all(
    parsed.entries.map(async (e) => [e.createdAt, e.content, e.mood, await importHash(parsed.source, e.createdAt, e.content)] as StoredEntry),
  );
  const chunks = chunked(entries);
  await Promise.all(chunks.map((c, i) => env.MEDIA.put(chunkKey(userId, id, i), JSON.stringify(c), { httpMetadata: { contentType: "application/json" } })));

  // Already in the diary: imported before (same hash) or the same entry written here (same time and
  // text). One statement per chunk (a chunk's JSON fits a D1 parameter), all in one round trip.
  const db = env.DB;
  const results = await db.batch([
    ...chunks.map((c) => db.prepare(`SELECT COUNT(*) AS n FROM json_each(?2) AS x WHERE ${ALREADY_PRESENT}`).bind(userId, JSON.stringify(c))),
    db
      .prepare("INSERT INTO imports (id, user_id, source, status, total, chunks, created_at, updated_at) VALUES (?1, ?2, ?3, 'preview', ?4, ?5, ?6, ?6)")
      .bind(id, userId, parsed.source, entries.length, chunks.length, now),
  ]);
  const duplicates = results.slice(0, chunks.length).reduce((n, r) => n + ((r.results?.[0] as { n: number } | undefined)?.n ?? 0), 0);

  const first = parsed.entries[0]!;
  const last = parsed.entries[parsed.entries.length - 1]!;
  return {
    id,
    source: parsed.source,
    status: "preview",
    total: entries.length,
    duplicates,
    from: localDateKey(first.createdAt, first.timeZone),
    to: localDateKey(last.createdAt, last.timeZone),
    first: parsed.entries.slice(0, 3).map((e) => ({
      createdAt: new Date(e.createdAt).toISOString(),
      date: localDateKey(e.createdAt, e.timeZone),
      text: e.content.length > PREVIEW_CHARS ? `${e.content.slice(0, PREVIEW_CHARS - 3)}...` : e.content,
    })),
    photosSkipped: parsed.photosSkipped,
    emptySkipped: parsed.emptySkipped,
    splitEntries: parsed.splitEntries,
  };
}

/** Removes an import's parked chunks. */
export async function dropChunks(bucket: R2Bucket, userId: string, importId: string, chunks: number): Promise<void> {
  const keys = Array.from({ length: chunks }, (_, i) => chunkKey(userId, importId, i));
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
}

/** Previews never confirmed are forgotten after a day (run by the hourly cron). */
export const PREVIEW_TTL_MS = 86_400_000;

export async function pruneStalePreviews(env: { DB: D1Database; MEDIA: R2Bucket }, now = Date.now()): Promise<number> {
  const stale =
    (
      await env.DB.prepare("DELETE FROM imports WHERE status = 'preview' AND created_at < ?1 RETURNING id, user_id, chunks")
        .bind(now - PREVIEW_TTL_MS)
        .all<{
          id: string;
          user_id: string;
          chunks: number;
        }>()
    ).results ?? [];
  for (const r of stale) await dropChunks(env.MEDIA, r.user_id, r.id, r.chunks);
  return stale.length;
}
