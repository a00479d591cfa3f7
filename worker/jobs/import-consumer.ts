// The IMPORT_QUEUE consumer: one message writes one chunk of a confirmed import, then queues the
// next, so a 10,000-entry import is streamed through D1 a chunk at a time and each invocation stays
// short. Every entry goes through the same crisis screen as a diary entry; no model is called (no AI
// insights for imported entries). A chunk written twice (a retried message) adds nothing: entries
// are keyed by their import hash, and the progress update only moves forward.
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import { newId } from "../lib/ids";
import { indexEntryVectors } from "../journal/ask-vectors";
import { alreadyPresent, chunkKey, dropChunks, type StoredEntry } from "../imports/store";
import { resolveRegion } from "../../shared/crisis-resources";
import type { ImportJob } from "../../shared/jobs";
import { screenText } from "../safety";

export const IMPORT_FAILED = "The import stopped part-way. What was written is kept; importing the same file again adds only the rest.";

export interface ImportEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
  IMPORT_QUEUE: Queue<ImportJob>;
  /** Both present only where "Ask your journal" has Vectorize (decision 0111): new entries are embedded. */
  AI?: Ai;
  VECTORIZE?: Vectorize;
}

const isJob = (b: unknown): b is ImportJob =>
  typeof b === "object" && b !== null && typeof (b as ImportJob).importId === "string" && typeof (b as ImportJob).userId === "string" && Number.isInteger((b as ImportJob).chunk);

/** Writes chunk `job.chunk` and queues the next one. Throws on D1/R2 failures so the queue retries. */
export async function writeImportChunk(env: ImportEnv, job: ImportJob, now = Date.now()): Promise<"written" | "skipped"> {
  const db = getDb(env.DB);
  const { imports, users, journalEntries, safetyEvents } = schema;
  const row = await db
    .select({ status: imports.status, chunks: imports.chunks, chunksDone: imports.chunksDone, crisisRegion: users.crisisRegion })
    .from(imports)
    .innerJoin(users, eq(users.id, imports.userId))
    .where(and(eq(imports.id, job.importId), eq(imports.userId, job.userId)))
    .get();
  // Cancelled, deleted with the account, finished, or this chunk done already (a duplicate message).
  if (!row || (row.status !== "queued" && row.status !== "running") || job.chunk !== row.chunksDone) return "skipped";

  const object = await env.MEDIA.get(chunkKey(job.userId, job.importId, job.chunk));
  if (!object) throw new Error(`import chunk ${job.chunk} is missing`);
  const entries = (await object.json()) as StoredEntry[];
  const screened = entries.map((e) => screenText(e[1]));
  const rows = entries.map((e, i) => [e[0], e[1], e[2], e[3], screened[i]!.level, newId()]);
  const region = resolveRegion({ setting: row.crisisRegion });
  // Flagged entries leave a safety event (never the text) dated when they were written, so an old
  // entry does not start a check-in today, and a recent one does.
  const flagged = rows.flatMap((r, i) => (r[4] === "none" ? [] : [[r[3], r[4], r[0], newId(), r[4] === "acute" ? (screened[i]!.category ?? "suicide") : null]]));

  // Raw SQL (the two SELECTs): the chunk and its flagged entries are each one JSON parameter read
  // with json_each (D1 allows 100 bound values a statement); drizzle has no json_each table. Its
  // INSERT ... SELECT names every column in table order, so the SELECTs give them all (NULL for
  // ai_insight and client_id).
  const [added] = await db.batch([
    db
      .insert(journalEntries)
      .select(
        sql`SELECT json_extract(x.value, '$[5]'), ${job.userId}, json_extract(x.value, '$[1]'), json_extract(x.value, '$[2]'), NULL,
                   json_extract(x.value, '$[4]'), NULL, json_extract(x.value, '$[3]'), json_extract(x.value, '$[0]')
              FROM json_each(${JSON.stringify(rows)}) AS x
             WHERE NOT ${alreadyPresent(job.userId)}`,
      )
      .onConflictDoNothing()
      .returning({ id: journalEntries.id, content: journalEntries.content, safetyLevel: journalEntries.safetyLevel }),
    // Raw SQL: the flagged entries, by json_each as above.
    db.insert(safetyEvents).select(
      sql`SELECT json_extract(f.value, '$[3]'), ${job.userId}, json_extract(f.value, '$[1]'), json_extract(f.value, '$[4]'), 'import', ${region}, json_extract(f.value, '$[2]')
            FROM json_each(${JSON.stringify(flagged)}) AS f
           WHERE NOT EXISTS (SELECT 1 FROM safety_events AS s
                              WHERE s.user_id = ${job.userId} AND s.source = 'import' AND s.created_at = json_extract(f.value, '$[2]'))`,
    ),
  ]);
  const last = job.chunk + 1 >= row.chunks;
  await db
    .update(imports)
    .set({
      chunksDone: job.chunk + 1,
      added: sql`${imports.added} + ${added.length}`,
      duplicates: sql`${imports.duplicates} + ${entries.length - added.length}`,
      flagged: sql`${imports.flagged} + ${added.filter((a) => a.safetyLevel !== "none").length}`,
      status: last ? "done" : "running",
      updatedAt: now,
    })
    .where(and(eq(imports.id, job.importId), eq(imports.userId, job.userId), eq(imports.chunksDone, job.chunk)));
  // Never throws: an entry left unembedded is still found by full-text search.
  await indexEntryVectors(
    env,
    added.map((a) => ({ id: a.id, userId: job.userId, content: a.content, safetyLevel: a.safetyLevel })),
  );
  if (last) await dropChunks(env.MEDIA, job.userId, job.importId, row.chunks);
  else await env.IMPORT_QUEUE.send({ importId: job.importId, userId: job.userId, chunk: job.chunk + 1 });
  return "written";
}

export async function consumeImportJobs(batch: MessageBatch<unknown>, env: ImportEnv): Promise<void> {
  for (const message of batch.messages) {
    if (!isJob(message.body)) {
      console.warn("imports queue: dropped a malformed message", message.id);
      message.ack();
      continue;
    }
    try {
      await writeImportChunk(env, message.body);
      message.ack();
    } catch (err) {
      console.error(`imports queue: attempt ${message.attempts} failed`, err instanceof Error ? err.message : err);
      message.retry({ delaySeconds: Math.min(10 * 2 ** message.attempts, 300) });
    }
  }
}

/** The dead-letter queue's consumer: an import whose chunk kept failing is marked failed, not left waiting. */
export async function failImportJobs(batch: MessageBatch<unknown>, env: ImportEnv, now = Date.now()): Promise<void> {
  for (const message of batch.messages) {
    if (isJob(message.body)) {
      const job = message.body;
      const { imports } = schema;
      const [row] = await getDb(env.DB)
        .update(imports)
        .set({ status: "failed", error: IMPORT_FAILED, updatedAt: now })
        .where(and(eq(imports.id, job.importId), eq(imports.userId, job.userId), inArray(imports.status, ["queued", "running"])))
        .returning({ chunks: imports.chunks });
      if (row) await dropChunks(env.MEDIA, job.userId, job.importId, row.chunks);
    }
    message.ack();
  }
}
