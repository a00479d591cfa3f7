// An import after its preview (decision 0092): its status, confirming it to the queue, cancelling
// it. Only the person's own: another person's import is a 404, like a made-up id.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { conflict, notFound } from "../lib/http-error";
import { isUuid } from "../lib/ids";
import { dropChunks, type ImportRow } from "./store";

const t = schema.imports;
/** The columns of an ImportRow (the shape toStatus reads), by their SQL names. */
const rowColumns = {
  id: t.id,
  user_id: t.userId,
  source: t.source,
  status: t.status,
  total: t.total,
  chunks: t.chunks,
  chunks_done: t.chunksDone,
  added: t.added,
  duplicates: t.duplicates,
  flagged: t.flagged,
  error: t.error,
  created_at: t.createdAt,
} satisfies Record<keyof ImportRow, unknown>;

/** The person's import with this id, or a 404. */
export async function ownImport(d1: D1Database, userId: string, id: string): Promise<ImportRow> {
  const missing = notFound("This import doesn't exist or isn't yours.");
  if (!isUuid(id)) throw missing;
  const row = await getDb(d1)
    .select(rowColumns)
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .get();
  if (!row) throw missing;
  return row;
}

/** A queued or running import first, else the newest finished one; null when there is none. */
export async function currentImport(d1: D1Database, userId: string): Promise<ImportRow | null> {
  const row = await getDb(d1)
    .select(rowColumns)
    .from(t)
    .where(and(eq(t.userId, userId), ne(t.status, "preview")))
    .orderBy(desc(inArray(t.status, ["queued", "running"])), desc(t.createdAt))
    .limit(1)
    .get();
  return row ?? null;
}

/**
 * Queues a previewed import. `queued` is false when this call did not queue it: it was confirmed
 * already (a double click) or a parallel confirm won; `row` is then its status as it is.
 */
export async function confirmImport(env: Pick<Env, "DB" | "IMPORT_QUEUE">, userId: string, id: string): Promise<{ row: ImportRow; queued: boolean }> {
  const row = await ownImport(env.DB, userId, id);
  if (row.status !== "preview") return { row, queued: false }; // confirmed already: a double click
  const db = getDb(env.DB);
  const busy = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.status, ["queued", "running"])))
    .limit(1)
    .get();
  if (busy) throw conflict("Another import is still running. Wait for it to finish, then confirm this one.");
  // Conditional on status = 'preview', so that of two parallel confirms only one queues the import.
  const started = await db
    .update(t)
    .set({ status: "queued", updatedAt: Date.now() })
    .where(and(eq(t.id, row.id), eq(t.userId, userId), eq(t.status, "preview")))
    .returning(rowColumns)
    .get();
  if (!started) return { row: await ownImport(env.DB, userId, row.id), queued: false };
  await env.IMPORT_QUEUE.send({ importId: row.id, userId, chunk: 0 });
  return { row: started, queued: true };
}

/** Cancels a preview: its parked entries are deleted. A confirmed import cannot be cancelled. */
export async function cancelImport(env: Pick<Env, "DB" | "MEDIA">, userId: string, id: string): Promise<void> {
  const row = await ownImport(env.DB, userId, id);
  if (row.status !== "preview") throw conflict("This import has started already; it can't be cancelled.");
  await getDb(env.DB)
    .delete(t)
    .where(and(eq(t.id, row.id), eq(t.userId, userId), eq(t.status, "preview")));
  await dropChunks(env.MEDIA, userId, row.id, row.chunks);
}
