import { describe, expect, it } from "vitest";
import { servePage } from "./serve-page";

const INDEX = "<!doctype html><title>Clearday</title>";
// The static assets with the SPA fallback: a file where there is one, else index.html with 200.
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === "/sw.js") return new Response("self.addEventListener", { headers: { "content-type": "text/javascript" } });
    if (path === "/assets/missing.js") return new Response("missing", { status: 404 });
    return new Response(INDEX, { headers: { "content-type": "text/html", "x-frame-options": "DENY" } });
  },
} as unknown as Fetcher;

const get = (path: string, method = "GET") => servePage(new Request(`https://clearday.test${path}`, { method }), assets);

describe("pages from the static assets", () => {
  it("serves every page of the app, with or without a trailing slash, as the assets answer", async () => {
    for (const path of ["/", "/dashboard", "/chat/", "/terms", "/help"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
  });

  it("answers an unknown path with the app's HTML (its 404 page) and status 404, keeping the headers", async () => {
    for (const path of ["/no-such-page", "/dashboard/extra", "/api-docs"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/html");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(await res.text()).toBe(INDEX);
    }
    const head = await get("/no-such-page", "HEAD");
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
  });

  it("passes files through untouched, found or not", async () => {
    expect((await get("/sw.js")).status).toBe(200);
    expect((await get("/assets/missing.js")).status).toBe(404);
  });
});
