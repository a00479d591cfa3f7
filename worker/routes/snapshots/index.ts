// /api/snapshots: shared diary snapshot images. Storing, reading and deleting them (R2 and D1) is
// worker/snapshots/store.ts; this file reads the upload and answers.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requireAppOrigin } from "../../lib/deployment";
import { HttpError, badRequest } from "../../lib/http-error";
import { limitRate } from "../../lib/rate-limits";
import type { SnapshotResponse } from "../../../shared/contract/journal";
import { SNAPSHOT_MAX_BYTES } from "../../../shared/diary";
import { deleteSnapshot, readSnapshot, storeSnapshot } from "../../snapshots/store";

export const SHARED_CACHE_CONTROL = "public, max-age=60, must-revalidate";
const tooLarge = () => new HttpError(413, "The snapshot must be a PNG image of at most 2 MB.");

export const snapshotRoutes = new Hono<AppEnv>();

/** The upload's bytes: a raw image/png (or octet-stream) body, or the first file of a multipart form. */
async function uploadedBytes(c: AppContext): Promise<Uint8Array> {
  const declared = Number(c.req.header("Content-Length") ?? "0");
  if (declared > SNAPSHOT_MAX_BYTES + 64 * 1024) throw tooLarge();
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest("The upload could not be read. Send the PNG as the request body or as a form file.");
    }
    const file = Object.values(form)
      .flat()
      .find((v): v is File => typeof v !== "string");
    if (!file) throw badRequest("file: Attach the snapshot image.");
    if (file.size > SNAPSHOT_MAX_BYTES) throw tooLarge();
    return new Uint8Array(await file.arrayBuffer());
  }
  if (type && !type.startsWith("image/png") && !type.startsWith("application/octet-stream")) {
    throw new HttpError(415, "The snapshot must be a PNG image (Content-Type image/png).");
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > SNAPSHOT_MAX_BYTES) throw tooLarge();
  return bytes;
}

snapshotRoutes.post("/", requireUser, async (c) => {
  const user = c.get("user");
  const origin = requireAppOrigin(c);
  await limitRate(c.env.DB, "snapshot", user.id);
  const bytes = await uploadedBytes(c);
  if (bytes.length === 0) throw badRequest("The snapshot image is empty.");
  const id = await storeSnapshot(c.env, user.id, bytes);
  const body: SnapshotResponse = { id, url: `${origin}/api/snapshots/${id}` };
  return c.json(body, 201);
});

/** Public: anyone with the link sees the image. */
snapshotRoutes.get("/:id", async (c) => {
  const object = await readSnapshot(c.env, c.req.param("id"));
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(object.size),
      // Shared caches may keep it a minute, then must ask again: a deleted snapshot is gone everywhere within a minute.
      "Cache-Control": SHARED_CACHE_CONTROL,
      ETag: object.httpEtag,
      "Content-Disposition": `inline; filename="journal-snapshot.png"`,
      "Cross-Origin-Resource-Policy": "cross-origin",
    },
  });
});

snapshotRoutes.delete("/:id", requireUser, async (c) => {
  const user = c.get("user");
  await deleteSnapshot(c.env, user.id, c.req.param("id"));
  return c.json({ message: "Snapshot deleted. Its link no longer works." });
});
