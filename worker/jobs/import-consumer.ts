// The IMPORT_QUEUE consumer: one message writes one chunk of a confirmed import, then queues the
// next, so a 10,000-entry import is streamed through D1 a chunk at a time and each invocation stays
// short. Every entry goes through the same crisis screen as a diary entry; no model is called (no AI
// insights for imported entries). A chunk written twice (a retried message) adds nothing: entries
// are keyed by their import hash, and the progress update only moves forward.
import { newId } from "../lib/ids";
import { indexEntryVectors } from "../journal/ask-vectors";
import { ALREADY_PRESENT, chunkKey, dropChunks, type ImportRow, type StoredEntry } from "../imports/store";
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
  const db = env.DB;
  const row = await db
    .prepare("SELECT i.*, u.crisis_region FROM imports AS i JOIN users AS u ON u.id = i.user_id WHERE i.id = ?1 AND i.user_id = ?2")
    .bind(job.importId, job.userId)
    .first<ImportRow & { crisis_region: string | null }>();
  // Cancelled, deleted with the account, finished, or this chunk done already (a duplicate message).
  if (!row || (row.status !== "queued" && row.status !== "running") || job.chunk !== row.chunks_done) return "skipped";

  const object = await env.MEDIA.get(chunkKey(job.userId, job.importId, job.chunk));
  if (!object) throw new Error(`import chunk ${job.chunk} is missing`);
  const entries = (await object.json()) as StoredEntry[];
  const screened = entries.map((e) => screenText(e[1]));
  const rows = entries.map((e, i) => [e[0], e[1], e[2], e[3], screened[i]!.level, newId()]);
  const region = resolveRegion({ setting: row.crisis_region });
  // Flagged entries leave a safety event (never the text) dated when they were written, so an old
  // entry does not start a check-in today, and a recent one does.
  const flagged = rows.flatMap((r, i) => (r[4] === "none" ? [] : [[r[3], r[4], r[0], newId(), r[4] === "acute" ? (screened[i]!.category ?? "suicide") : null]]));

  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO journal_entries (id, user_id, content, mood, safety_level, import_hash, created_at)
         SELECT json_extract(x.value, '$[5]'), ?1, json_extract(x.value, '$[1]'), json_extract(x.value, '$[2]'),
                json_extract(x.value, '$[4]'), json_extract(x.value, '$[3]'), json_extract(x.value, '$[0]')
           FROM json_each(?2) AS x
          WHERE NOT ${ALREADY_PRESENT}
         ON CONFLICT DO NOTHING
         RETURNING id, content, safety_level`,
      )
      .bind(job.userId, JSON.stringify(rows)),
    db
      .prepare(
        `INSERT INTO safety_events (id, user_id, level, category, source, region, created_at)
         SELECT json_extract(f.value, '$[3]'), ?1, json_extract(f.value, '$[1]'), json_extract(f.value, '$[4]'), 'import', ?3, json_extract(f.value, '$[2]')
           FROM json_each(?2) AS f
          WHERE NOT EXISTS (SELECT 1 FROM safety_events AS s
                             WHERE s.user_id = ?1 AND s.source = 'import' AND s.created_at = json_extract(f.value, '$[2]'))`,
      )
      .bind(job.userId, JSON.stringify(flagged), region),
  ]);
  const added = (inserted!.results ?? []) as { id: string; content: string; safety_level: string }[];
  const last = job.chunk + 1 >= row.chunks;
  await db
    .prepare(
      `UPDATE imports SET chunks_done = ?3, added = added + ?4, duplicates = duplicates + ?5, flagged = flagged + ?6,
              status = ?7, updated_at = ?8
        WHERE id = ?1 AND user_id = ?2 AND chunks_done = ?9`,
    )
    .bind(
      job.importId,
      job.userId,
      job.chunk + 1,
      added.length,
      entries.length - added.length,
      added.filter((a) => a.safety_level !== "none").length,
      last ? "done" : "running",
      now,
      job.chunk,
    )
    .run();
  // Never throws: an entry left unembedded is still found by full-text search.
  await indexEntryVectors(
    env,
    added.map((a) => ({ id: a.id, userId: job.userId, content: a.content, safetyLevel: a.safety_level })),
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
      const row = await env.DB.prepare(
        "UPDATE imports SET status = 'failed', error = ?3, updated_at = ?4 WHERE id = ?1 AND user_id = ?2 AND status IN ('queued', 'running') RETURNING chunks",
      )
        .bind(job.importId, job.userId, IMPORT_FAILED, now)
        .first<{ chunks: number }>();
      if (row) await dropChunks(env.MEDIA, job.userId, job.importId, row.chunks);
    }
    message.ack();
  }
}
