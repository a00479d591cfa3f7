// A previewed import waits in R2 as chunks of ready-to-write entries (each chunk one D1 statement's
// worth), with a row in `imports` for its status. The queue writes a chunk per message.
import { and, count, eq, lt, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { ImportPreview, ImportStatus } from "../../shared/contract/imports";
import { localDateKey } from "../../shared/progress";
import { newId } from "../lib/ids";
import type { ParsedImport } from "./parse";

/** Entries of an import waiting to be written (deleted with the account, account/delete.ts). */
export const importPrefix = (userId: string) => `imports/${userId}/`;

/** One stored entry: created at (ms), content, mood, import hash. */
export type StoredEntry = [number, string, number | null, string];

/** A chunk is written by one D1 statement: its JSON parameter stays well under D1's 2 MB limit. */
export const CHUNK_BYTES = 512 * 1024;
export const CHUNK_ENTRIES = 500;
const PREVIEW_CHARS = 280;

/** For a stored entry `x` of a json_each over a chunk: the person has it already. */
export const alreadyPresent = (userId: string) => sql`EXISTS (SELECT 1 FROM journal_entries AS e
   WHERE e.user_id = ${userId}
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
  // text). One count per chunk over json_each (a chunk's JSON is one D1 parameter; D1 allows 100
  // bound values a statement), in one batch with the preview's row.
  const db = getDb(env.DB);
  const [, ...counts] = await db.batch([
    db.insert(schema.imports).values({ id, userId, source: parsed.source, status: "preview", total: entries.length, chunks: chunks.length, createdAt: now, updatedAt: now }),
    ...chunks.map((c) =>
      db
        .select({ n: count() })
        .from(sql`json_each(${JSON.stringify(c)}) AS x`)
        .where(alreadyPresent(userId)),
    ),
  ]);
  const duplicates = counts.reduce((n, r) => n + (r[0]?.n ?? 0), 0);

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
  const { imports } = schema;
  const stale = await getDb(env.DB)
    .delete(imports)
    .where(and(eq(imports.status, "preview"), lt(imports.createdAt, now - PREVIEW_TTL_MS)))
    .returning({ id: imports.id, user_id: imports.userId, chunks: imports.chunks });
  for (const r of stale) await dropChunks(env.MEDIA, r.user_id, r.id, r.chunks);
  return stale.length;
}
