// /api/imports: bring a journal in (decision 0092). POST a file for a preview (nothing is written),
// confirm it to queue the import, then poll its status; the page finds a running import again with
// GET /api/imports/current after a reload.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { getDb, schema } from "../../db/client";
import { ImportError } from "../../imports/import-error";
import { parseUpload, type UploadedFile } from "../../imports/parse";
import { dropChunks, parkImport, toStatus, type ImportRow } from "../../imports/store";
import { conflict, notFound } from "../../lib/http-error";
import { isUuid } from "../../lib/ids";
import { limitRate } from "../../lib/rate-limits";
import { MAX_IMPORT_BYTES } from "../../../shared/contract/imports";
import { safeTimeZone } from "../../../shared/progress";

/** Room for the multipart envelope around the files. */
const ENVELOPE_BYTES = 64 * 1024;
const MB = (n: number) => `${Math.round(n / (1024 * 1024)).toLocaleString("en-US")} MB`;

const tooLarge = (bytes?: number) =>
  new ImportError(
    `${bytes ? `This upload is ${MB(bytes)}. ` : ""}An import can be at most ${MB(MAX_IMPORT_BYTES)}. Export a shorter date range, or leave the photos out of the export.`,
    413,
  );

export const importRoutes = new Hono<AppEnv>();
importRoutes.use("*", requireUser);

/** The upload limit of this route (the app's general limit is smaller and skips it). */
export const importBodyLimit = bodyLimit({
  maxSize: MAX_IMPORT_BYTES + ENVELOPE_BYTES,
  onError: (c) => {
    const declared = Number(c.req.header("Content-Length"));
    return c.json({ message: tooLarge(declared > 0 ? declared : undefined).message }, 413);
  },
});

async function readFiles(c: AppContext): Promise<UploadedFile[]> {
  const declared = Number(c.req.header("Content-Length") ?? NaN);
  if (declared > MAX_IMPORT_BYTES + ENVELOPE_BYTES) throw tooLarge(declared);
  if (!(c.req.header("Content-Type") ?? "").startsWith("multipart/form-data")) {
    throw new ImportError('Send the files as multipart/form-data, in fields named "file".');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (err) {
    if (err instanceof Error && /too large|limit/i.test(err.message)) throw tooLarge();
    throw new ImportError("The upload couldn't be read. Please choose the file again.");
  }
  const files: UploadedFile[] = [];
  let total = 0;
  for (const value of form.getAll("file")) {
    if (typeof value === "string") continue;
    const file = value as unknown as File;
    total += file.size;
    if (total > MAX_IMPORT_BYTES) throw tooLarge(total);
    files.push({ name: file.name || "upload", bytes: new Uint8Array(await file.arrayBuffer()) });
  }
  return files;
}

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

const statusOf = async (c: AppContext, id: string): Promise<ImportRow> => {
  const missing = notFound("This import doesn't exist or isn't yours.");
  if (!isUuid(id)) throw missing;
  const row = await getDb(c.env.DB)
    .select(rowColumns)
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, c.get("user").id)))
    .get();
  if (!row) throw missing;
  return row;
};

/** A preview: the file is read and its entries parked, nothing reaches the diary. */
importRoutes.post("/", importBodyLimit, async (c) => {
  const user = c.get("user");
  await limitRate(c.env.DB, "importPreview", user.id);
  const files = await readFiles(c);
  const parsed = parseUpload(files, safeTimeZone(user.timeZone));
  return c.json(await parkImport(c.env, user.id, parsed), 201);
});

importRoutes.get("/current", async (c) => {
  // A queued or running import first, else the newest finished one.
  const row = await getDb(c.env.DB)
    .select(rowColumns)
    .from(t)
    .where(and(eq(t.userId, c.get("user").id), ne(t.status, "preview")))
    .orderBy(desc(inArray(t.status, ["queued", "running"])), desc(t.createdAt))
    .limit(1)
    .get();
  return c.json(row ? toStatus(row) : null);
});

importRoutes.get("/:id", async (c) => c.json(toStatus(await statusOf(c, c.req.param("id")))));

importRoutes.post("/:id/confirm", async (c) => {
  const user = c.get("user");
  const row = await statusOf(c, c.req.param("id"));
  if (row.status !== "preview") return c.json(toStatus(row)); // confirmed already: a double click
  const db = getDb(c.env.DB);
  const busy = await db
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(eq(t.userId, user.id), inArray(t.status, ["queued", "running"])))
    .limit(1)
    .get();
  if (busy) throw conflict("Another import is still running. Wait for it to finish, then confirm this one.");
  // Conditional on status = 'preview', so that of two parallel confirms only one queues the import.
  const started = await db
    .update(t)
    .set({ status: "queued", updatedAt: Date.now() })
    .where(and(eq(t.id, row.id), eq(t.userId, user.id), eq(t.status, "preview")))
    .returning(rowColumns)
    .get();
  if (!started) return c.json(toStatus(await statusOf(c, row.id)));
  await c.env.IMPORT_QUEUE.send({ importId: row.id, userId: user.id, chunk: 0 });
  return c.json(toStatus(started), 202);
});

/** Cancels a preview: its parked entries are deleted. A confirmed import cannot be cancelled. */
importRoutes.delete("/:id", async (c) => {
  const user = c.get("user");
  const row = await statusOf(c, c.req.param("id"));
  if (row.status !== "preview") throw conflict("This import has started already; it can't be cancelled.");
  await getDb(c.env.DB)
    .delete(t)
    .where(and(eq(t.id, row.id), eq(t.userId, user.id), eq(t.status, "preview")));
  await dropChunks(c.env.MEDIA, user.id, row.id, row.chunks);
  return c.json({ message: "Import cancelled. Nothing was written." });
});
