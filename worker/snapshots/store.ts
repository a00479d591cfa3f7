// Shared diary snapshot images in R2 under snapshots/<userId>/<id>.png, with one D1 row each.
// The id is 24 random bytes: the address is public but unguessable, and the owner can delete it.
// The routes are /api/snapshots (routes/snapshots), which read the upload and answer.
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { HttpError, notFound } from "../lib/http-error";
import { randomToken } from "../lib/ids";
import { reencodePng } from "./png";

const SNAPSHOT_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * Stores a fresh encoding of the upload's pixels (never the upload itself) and its row; returns the
 * new id. A 415 when the bytes are not a PNG it can re-encode.
 */
export async function storeSnapshot(env: Env, userId: string, bytes: Uint8Array): Promise<string> {
  // What is stored (and served publicly) is a fresh encoding of the pixels, never the upload itself.
  const png = reencodePng(bytes);
  if (!png.ok) throw new HttpError(415, `${png.reason} Snapshots must be PNG images.`);

  const id = randomToken(24);
  const r2Key = `snapshots/${userId}/${id}.png`;
  await env.MEDIA.put(r2Key, png.png, { httpMetadata: { contentType: "image/png" } });
  try {
    await getDb(env.DB).insert(schema.snapshots).values({ id, userId, r2Key, bytes: png.png.length, createdAt: Date.now() });
  } catch (err) {
    await env.MEDIA.delete(r2Key); // no orphan image without a row
    throw err;
  }
  return id;
}

/** The stored image of a snapshot, or 404. Anyone with the link may read it. */
export async function readSnapshot(env: Env, id: string): Promise<R2ObjectBody> {
  if (!SNAPSHOT_ID.test(id)) throw notFound("This snapshot doesn't exist or was deleted.");
  const row = await getDb(env.DB).query.snapshots.findFirst({ where: eq(schema.snapshots.id, id) });
  const object = row ? await env.MEDIA.get(row.r2Key) : null;
  if (!row || !object) throw notFound("This snapshot doesn't exist or was deleted.");
  return object;
}

/** Deletes the person's own snapshot, row then image, or 404 (another person's looks like a missing one). */
export async function deleteSnapshot(env: Env, userId: string, id: string): Promise<void> {
  const missing = notFound("This snapshot doesn't exist or isn't yours.");
  if (!SNAPSHOT_ID.test(id)) throw missing;
  const t = schema.snapshots;
  const [row] = await getDb(env.DB)
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning();
  if (!row) throw missing;
  await env.MEDIA.delete(row.r2Key);
}
