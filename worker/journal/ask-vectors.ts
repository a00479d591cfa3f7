// The optional second retriever of "Ask your journal" (decision 0111): entry embeddings from Workers
// AI in a Vectorize index, one namespace per person. Used only when the deployment binds both
// VECTORIZE and AI (wrangler.toml [env.production]); without them every function here does nothing,
// so local starts and tests never depend on it. Failures and slowness only leave FTS5 to answer.
import { and, asc, eq, gt, ne, or } from "drizzle-orm";
import { getDb } from "../db/client";
import { journalEntries } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../lib/log";
import { withTimeout } from "../coach/model-call";

/** 768 dimensions, cosine: create the index with `wrangler vectorize create clearday-entries --preset @cf/baai/bge-base-en-v1.5`. */
export const EMBEDDING_MODEL = "@cf/baai/bge-base-en-v1.5";
/** Characters of an entry that are embedded (the model reads about 512 tokens). */
const EMBED_CHARS = 2000;
/** How long the question's embedding and query may take before FTS5 answers alone. */
const VECTOR_TIMEOUT_MS = 3000;

type VectorEnv = Pick<Env, "AI" | "VECTORIZE">;
const configured = (env: VectorEnv): env is VectorEnv & { AI: Ai; VECTORIZE: Vectorize } => Boolean(env.AI && env.VECTORIZE);

/** Texts the embedding model takes in one call. */
const EMBED_BATCH = 100;

/** One vector per text, in order. */
async function embedAll(ai: Ai, texts: string[]): Promise<number[][]> {
  const out = (await ai.run(EMBEDDING_MODEL, { text: texts.map((t) => t.slice(0, EMBED_CHARS)) })) as { data?: number[][] };
  const vectors = out.data ?? [];
  if (vectors.length !== texts.length || vectors.some((v) => !Array.isArray(v) || v.length === 0)) throw new Error("the embedding model returned no vector");
  return vectors;
}

const embed = async (ai: Ai, text: string) => (await embedAll(ai, [text]))[0]!;

/** Ids of the person's entries nearest to the question, best first; [] when not configured or on failure. */
export async function vectorCandidates(env: VectorEnv, userId: string, question: string, topK: number): Promise<string[]> {
  if (!configured(env)) return [];
  try {
    const { matches } = await withTimeout(VECTOR_TIMEOUT_MS, async () =>
      env.VECTORIZE.query(await embed(env.AI, question), { topK, namespace: userId, returnValues: false, returnMetadata: "none" }),
    );
    return matches.map((m) => m.id);
  } catch (err) {
    logError({ where: "journal ask vectors", level: "warn", note: "the vector retriever failed; answering from full-text search alone" }, err);
    return [];
  }
}

/** Stores entries' embeddings (after a save or an import). Acute entries are never embedded. False if it failed. */
export async function indexEntryVectors(env: VectorEnv, entries: { id: string; userId: string; content: string; safetyLevel: string }[]): Promise<boolean> {
  const usable = entries.filter((e) => e.safetyLevel !== "acute");
  if (!configured(env) || usable.length === 0) return true;
  try {
    for (let i = 0; i < usable.length; i += EMBED_BATCH) {
      const batch = usable.slice(i, i + EMBED_BATCH);
      const vectors = await embedAll(
        env.AI,
        batch.map((e) => e.content),
      );
      await env.VECTORIZE.upsert(batch.map((e, j) => ({ id: e.id, namespace: e.userId, values: vectors[j]! })));
    }
    return true;
  } catch (err) {
    logError({ where: "journal ask vectors", level: "warn", note: "entries were not indexed; full-text search still finds them" }, err);
    return false;
  }
}

/** Entries embedded per backfill step (two embedding calls). */
const BACKFILL_PAGE = 200;
export const backfillKey = (userId: string) => `vectors-backfill:${userId}`;

/**
 * Entries written before the index existed (or while it was down) are embedded on the person's
 * questions, one page per question, from the oldest on; the place reached is kept in KV as
 * "createdAt:id", and "done" ends it. Saves and imports after that index themselves.
 */
export async function backfillEntryVectors(env: VectorEnv & Pick<Env, "DB" | "KV">, userId: string): Promise<void> {
  if (!configured(env)) return;
  const key = backfillKey(userId);
  const state = await env.KV.get(key);
  if (state === "done") return;
  const [at, id] = state ? [Number(state.slice(0, state.indexOf(":"))), state.slice(state.indexOf(":") + 1)] : [-1, ""];
  const e = journalEntries;
  const page = await getDb(env.DB)
    .select({ id: e.id, userId: e.userId, content: e.content, safetyLevel: e.safetyLevel, createdAt: e.createdAt })
    .from(e)
    .where(and(eq(e.userId, userId), ne(e.safetyLevel, "acute"), or(gt(e.createdAt, at), and(eq(e.createdAt, at), gt(e.id, id)))))
    .orderBy(asc(e.createdAt), asc(e.id))
    .limit(BACKFILL_PAGE);
  if (!(await indexEntryVectors(env, page))) return; // tried again on the next question
  const last = page.at(-1);
  await env.KV.put(key, page.length < BACKFILL_PAGE || !last ? "done" : `${last.createdAt}:${last.id}`);
}

/** Removes entries' embeddings (after a delete). */
export async function forgetEntryVectors(env: VectorEnv, ids: string[]): Promise<void> {
  if (!configured(env) || ids.length === 0) return;
  try {
    for (let i = 0; i < ids.length; i += 1000) await env.VECTORIZE.deleteByIds(ids.slice(i, i + 1000));
  } catch (err) {
    logError({ where: "journal ask vectors", level: "warn", note: "embeddings of deleted entries were not removed" }, err);
  }
}
