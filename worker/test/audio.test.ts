import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMBIENT_TRACKS } from "../../shared/ambient-tracks";
import { api, env } from "./helpers";

// R2 is empty in these tests: put a small, recognisable "track" in it ourselves.
const BYTES = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7 + 3) & 255);
const KEY = "audio/rain.mp3";

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await api(path, { method, headers });
  return { res, bytes: res.bytes };
}

describe("GET /api/audio/:trackId", () => {
  beforeAll(async () => {
    await env.MEDIA.put(KEY, BYTES, { httpMetadata: { contentType: "audio/mpeg" } });
  });
  afterAll(async () => {
    await env.MEDIA.delete(KEY);
  });

  it("streams the whole track with its type, ETag, ranges and a year of caching", async () => {
    const { res, bytes } = await get("/api/audio/rain");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Length")).toBe("1000");
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]+"$/);
    // The API's security headers are still there.
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(bytes).toEqual(BYTES);
  });

  it("answers a byte range with 206, Content-Range and exactly those bytes", async () => {
    const { res, bytes } = await get("/api/audio/rain", { Range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe("bytes 100-199/1000");
    expect(res.headers.get("Content-Length")).toBe("100");
    expect(res.headers.get("Content-Type")).toBe("audio/mpeg");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(bytes).toEqual(BYTES.slice(100, 200));
  });

  it("supports open-ended and suffix ranges, clamping the end to the file", async () => {
    const open = await get("/api/audio/rain", { Range: "bytes=990-" });
    expect(open.res.status).toBe(206);
    expect(open.res.headers.get("Content-Range")).toBe("bytes 990-999/1000");
    expect(open.bytes).toEqual(BYTES.slice(990));

    const suffix = await get("/api/audio/rain", { Range: "bytes=-5" });
    expect(suffix.res.status).toBe(206);
    expect(suffix.res.headers.get("Content-Range")).toBe("bytes 995-999/1000");
    expect(suffix.bytes).toEqual(BYTES.slice(995));

    const past = await get("/api/audio/rain", { Range: "bytes=900-5000" });
    expect(past.res.headers.get("Content-Range")).toBe("bytes 900-999/1000");
    expect(past.bytes).toEqual(BYTES.slice(900));
  });

  it("a range past the end is never an error: local R2 sends the whole file (Cloudflare's refuses it, answered 416)", async () => {
    const { res, bytes } = await get("/api/audio/rain", { Range: "bytes=1000-1100" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Range")).toBeNull();
    expect(bytes).toEqual(BYTES);
  });

  it("ignores a malformed range and sends the whole file", async () => {
    const { res, bytes } = await get("/api/audio/rain", { Range: "pages=1-2" });
    expect(res.status).toBe(200);
    expect(bytes.length).toBe(1000);
  });

  it("answers 304 to a matching If-None-Match, and sends all of a changed file despite If-Range", async () => {
    const first = await get("/api/audio/rain");
    const etag = first.res.headers.get("ETag")!;
    const cached = await get("/api/audio/rain", { "If-None-Match": etag });
    expect(cached.res.status).toBe(304);
    expect(cached.bytes.length).toBe(0);

    const stale = await get("/api/audio/rain", { Range: "bytes=0-9", "If-Range": '"an-old-etag"' });
    expect(stale.res.status).toBe(200);
    expect(stale.bytes.length).toBe(1000);
    const fresh = await get("/api/audio/rain", { Range: "bytes=0-9", "If-Range": etag });
    expect(fresh.res.status).toBe(206);
  });

  it("answers HEAD with the headers and no body", async () => {
    const { res, bytes } = await get("/api/audio/rain", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBe("1000");
    expect(bytes.length).toBe(0);
  });

  it("gives a JSON 404 for an unknown track, without long caching", async () => {
    const { res, bytes } = await get("/api/audio/thunder");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(JSON.parse(new TextDecoder().decode(bytes)).message).toMatch(/no ambient track/i);
  });

  it("gives a JSON 404 for a known track that is not in R2", async () => {
    expect(AMBIENT_TRACKS.map((t) => t.id)).toContain("ocean");
    const { res, bytes } = await get("/api/audio/ocean");
    expect(res.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(bytes)).message).toMatch(/isn't available/);
  });
});
