// GET /api/audio/:trackId: the ambient tracks, streamed from R2 (key audio/{id}.mp3). R2 itself
// answers the Range and conditional headers (If-None-Match, If-Modified-Since...), so players
// can seek and resume; a year of caching, since a track's bytes only change with a new synthesis,
// which also changes the ETag.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { notFound } from "../../lib/http-error";
import { ambientTrackById, ambientTrackKey } from "../../../shared/ambient-tracks";

export const AUDIO_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const audioRoutes = new Hono<AppEnv>();

audioRoutes.get("/:trackId", async (c) => {
  const track = ambientTrackById(c.req.param("trackId"));
  if (!track) throw notFound("There is no ambient track with that name.");
  const missing = () => notFound("This ambient track isn't available right now.");
  const key = ambientTrackKey(track.id);

  const conditions = new Headers(c.req.raw.headers);
  // If-Range is the one header R2 does not weigh: a range of a file that has changed since is
  // answered with the whole file.
  const ifRange = conditions.get("If-Range");
  if (ifRange && ifRange !== (await c.env.MEDIA.head(key))?.httpEtag) conditions.delete("Range");

  let object: R2Object | R2ObjectBody | null;
  try {
    object = await c.env.MEDIA.get(key, { range: conditions, onlyIf: conditions });
  } catch (err) {
    // R2 refuses a range that starts past the end.
    if (!(err instanceof Error && /range/i.test(err.message))) throw err;
    const head = await c.env.MEDIA.head(key);
    if (!head) throw missing();
    return c.json({ message: "The requested range is outside this track." }, 416, { "Content-Range": `bytes */${head.size}` });
  }
  if (!object) throw missing();

  const headers = new Headers({ "Content-Type": "audio/mpeg", "Accept-Ranges": "bytes", "Cache-Control": AUDIO_CACHE_CONTROL, ETag: object.httpEtag });
  // A condition said the copy the player has is current: no body.
  if (!("body" in object)) return new Response(null, { status: 304, headers });

  // The part R2 chose to send (none, or all of it, when the Range could not be used).
  const offset = object.range && "offset" in object.range ? (object.range.offset ?? 0) : 0;
  const length = object.range && "length" in object.range ? (object.range.length ?? object.size - offset) : object.size;
  const partial = conditions.has("Range") && length < object.size;
  if (partial) headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
  headers.set("Content-Length", String(partial ? length : object.size));
  // HEAD (Hono routes it here): the headers only.
  if (c.req.method === "HEAD") {
    await object.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(object.body, { status: partial ? 206 : 200, headers });
});
