// /api/imports: bring a journal in (decision 0092). POST a file for a preview (nothing is written),
// confirm it to queue the import, then poll its status; the page finds a running import again with
// GET /api/imports/current after a reload. The import itself is worker/imports/.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { ImportError } from "../../imports/import-error";
import { parseUpload, type UploadedFile } from "../../imports/parse";
import { cancelImport, confirmImport, currentImport, ownImport } from "../../imports/lifecycle";
import { parkImport, toStatus } from "../../imports/store";
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

/** A preview: the file is read and its entries parked, nothing reaches the diary. */
importRoutes.post("/", importBodyLimit, async (c) => {
  const user = c.get("user");
  await limitRate(c.env.DB, "importPreview", user.id);
  const files = await readFiles(c);
  const parsed = parseUpload(files, safeTimeZone(user.timeZone));
  return c.json(await parkImport(c.env, user.id, parsed), 201);
});

importRoutes.get("/current", async (c) => {
  const row = await currentImport(c.env.DB, c.get("user").id);
  return c.json(row ? toStatus(row) : null);
});

importRoutes.get("/:id", async (c) => c.json(toStatus(await ownImport(c.env.DB, c.get("user").id, c.req.param("id")))));

importRoutes.post("/:id/confirm", async (c) => {
  const { row, queued } = await confirmImport(c.env, c.get("user").id, c.req.param("id"));
  return c.json(toStatus(row), queued ? 202 : 200);
});

/** Cancels a preview: its parked entries are deleted. A confirmed import cannot be cancelled. */
importRoutes.delete("/:id", async (c) => {
  await cancelImport(c.env, c.get("user").id, c.req.param("id"));
  return c.json({ message: "Import cancelled. Nothing was written." });
});
