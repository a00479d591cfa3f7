import { describe, expect, it } from "vitest";
import { api, countRows, env, registerUser } from "./helpers";
import { decode } from "fast-png";
import { chunkTypes, fakeJpeg, fakePixels, fakePng, includesBytes, withChunks } from "./snapshots-fixtures";

const upload = (token: string | null, raw: BodyInit, contentType = "image/png") => api("/api/snapshots", { token, raw, headers: { "Content-Type": contentType } });

async function r2Count(userId: string): Promise<number> {
  return (await env.MEDIA.list({ prefix: `snapshots/${userId}/` })).objects.length;
}

describe("POST /api/snapshots", () => {
  it("stores a PNG in R2 under snapshots/<userId>/<id>.png with an unguessable public address", async () => {
    const { token, user } = await registerUser();
    const png = fakePng(600, 400);
    const res = await upload(token, png);
    expect(res.status).toBe(201);
    expect(res.json.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.json.url).toBe(`${env.APP_URL ?? "https://clearday.test"}/api/snapshots/${res.json.id}`);
    expect(await env.MEDIA.head(`snapshots/${user.id}/${res.json.id}.png`)).not.toBeNull();
    expect(await countRows("snapshots", "id = ?1 AND user_id = ?2", res.json.id, user.id)).toBe(1);

    // Public: no token needed.
    const image = await api(`/api/snapshots/${res.json.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    // A deleted snapshot leaves shared caches within a minute.
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=60, must-revalidate");
    expect(decode(image.bytes).data).toEqual(fakePixels(600, 400));
  });

  it("re-encodes the image: HTML and 52 KB of junk between IHDR and IEND are not stored or served", async () => {
    const { token, user } = await registerUser();
    const html = new TextEncoder().encode("<html><script>fetch('/api/user/profile')</script></html>");
    const dirty = withChunks(fakePng(600, 400), [
      { type: "tEXt", data: new Uint8Array([...new TextEncoder().encode("Comment\0"), ...html]) },
      { type: "zzZZ", data: Uint8Array.from({ length: 52 * 1024 }, (_, i) => (i * 31) & 255) },
    ]);
    const res = await upload(token, dirty);
    expect(res.status).toBe(201);
    const stored = await env.MEDIA.get(`snapshots/${user.id}/${res.json.id}.png`);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(chunkTypes(bytes)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(includesBytes(bytes, html)).toBe(false);
    expect(bytes.length).toBeLessThan(dirty.length - 52 * 1024);
    expect(decode(bytes).data).toEqual(fakePixels(600, 400));
    const row = await env.DB.prepare("SELECT bytes FROM snapshots WHERE id = ?1").bind(res.json.id).first<{ bytes: number }>();
    expect(row?.bytes).toBe(bytes.length);
    const served = (await api(`/api/snapshots/${res.json.id}`)).bytes;
    expect(served).toEqual(bytes);
  });

  it("a PNG whose image data cannot be decoded is refused, nothing stored", async () => {
    const { token, user } = await registerUser();
    const corrupt = fakePng(60, 40);
    corrupt[50] = corrupt[50]! ^ 0xff;
    const res = await upload(token, corrupt);
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/could not be read/);
    expect(await r2Count(user.id)).toBe(0);
  });

  it("accepts a multipart form upload", async () => {
    const { token } = await registerUser();
    const form = new FormData();
    form.append("file", new File([fakePng()], "snap.png", { type: "image/png" }));
    const res = await api("/api/snapshots", { token, raw: form });
    expect(res.status).toBe(201);
  });

  it("a JPEG renamed .png is refused, nothing stored", async () => {
    const { token, user } = await registerUser();
    const raw = await upload(token, fakeJpeg());
    expect(raw.status).toBe(415);
    expect(raw.json.message).toMatch(/not a PNG/);
    const form = new FormData();
    form.append("file", new File([fakeJpeg()], "holiday.png", { type: "image/png" }));
    const multipart = await api("/api/snapshots", { token, raw: form });
    expect(multipart.status).toBe(415);
    expect(await countRows("snapshots", "user_id = ?1", user.id)).toBe(0);
    expect(await r2Count(user.id)).toBe(0);
  });

  it("10 MB is refused with 413, and just over 2 MB too; nothing stored", async () => {
    const { token, user } = await registerUser();
    const big = new Uint8Array(10 * 1024 * 1024);
    big.set(fakePng());
    const res = await upload(token, big);
    expect(res.status).toBe(413);
    expect(res.json.message).toBeTruthy();
    const justOver = new Uint8Array(2 * 1024 * 1024 + 1);
    justOver.set(fakePng().slice(0, 33));
    expect((await upload(token, justOver)).status).toBe(413);
    expect(await countRows("snapshots", "user_id = ?1", user.id)).toBe(0);
    expect(await r2Count(user.id)).toBe(0);
  });

  it("an empty body, a text body and a signed-out upload are refused", async () => {
    const { token } = await registerUser();
    expect((await upload(token, new Uint8Array(0))).status).toBe(400);
    expect((await upload(token, "hello", "text/plain")).status).toBe(415);
    expect((await upload(null, fakePng())).status).toBe(401);
  });
});

describe("GET and DELETE /api/snapshots/:id", () => {
  it("unknown or malformed ids -> 404", async () => {
    expect((await api("/api/snapshots/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await api("/api/snapshots/../../etc")).status).toBe(404);
  });

  it("only the owner can delete; then the link stops working and the image is gone from R2", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const { json } = await upload(owner.token, fakePng());
    expect((await api(`/api/snapshots/${json.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await api(`/api/snapshots/${json.id}`, { method: "DELETE" })).status).toBe(401);
    const link = `/api/snapshots/${json.id}`;
    expect((await api(link)).status).toBe(200);

    expect((await api(`/api/snapshots/${json.id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await api(link)).status).toBe(404);
    expect(await r2Count(owner.user.id)).toBe(0);
    expect(await countRows("snapshots", "id = ?1", json.id)).toBe(0);
  });
});
