// GET /api/audio/:trackId: the ambient tracks, streamed from R2 (key audio/{id}.mp3), with
// HTTP Range support so players can seek and resume, and a year of caching: a track's bytes
// only change with a new synthesis, which also changes the ETag.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { notFound } from "../../lib/http-error";
import { ambientTrackById, ambientTrackKey } from "../../shared/ambient-tracks";
import { parseRange } from "./range";

export const AUDIO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const audioRoutes = new Hono<AppEnv>();

audioRoutes.get("/:trackId", async (c) => {
  const track = ambientTrackById(c.req.param("trackId"));
  if (!track) throw notFound("There is no ambient track with that name.");

  const key = ambientTrackKey(track.id);
  const head = await c.env.MEDIA.head(key);
  if (!head) throw notFound("This ambient track isn't available right now.");

  const headers = new Headers({
    "Content-Type": "audio/mpeg",
    "Accept-Ranges": "bytes",
    "Cache-Control": AUDIO_CACHE_CONTROL,
    ETag: head.httpEtag,
  });

  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim() === head.httpEtag || t.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }

  // If-Range with an old validator: the file changed, so send it whole.
  const ifRange = c.req.header("If-Range");
  const range = ifRange && ifRange !== head.httpEtag ? ({ kind: "none" } as const) : parseRange(c.req.header("Range"), head.size);

  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${head.size}`);
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ message: "The requested range is outside this track." }), { status: 416, headers });
  }

  const status = range.kind === "range" ? 206 : 200;
  if (range.kind === "range") headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
  headers.set("Content-Length", String(range.kind === "range" ? range.length : head.size));
  // HEAD (Hono routes it here): the headers only, without opening the object.
  if (c.req.method === "HEAD") return new Response(null, { status, headers });

  const object = await c.env.MEDIA.get(key, range.kind === "range" ? { range: { offset: range.offset, length: range.length } } : {});
  if (!object) throw notFound("This ambient track isn't available right now.");
  return new Response(object.body, { status, headers });
});
