// A compressing reverse proxy, as Cloudflare's edge is: local workerd serves uncompressed.
import { createServer } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";

const COMPRESSIBLE = /text\/|javascript|json|svg|xml|webmanifest/;

export function startGzipProxy({ target, port }) {
  const server = createServer(async (req, res) => {
    /** @type {Record<string, string>} */
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]));
    delete headers["accept-encoding"];
    delete headers.host;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const upstream = await fetch(target + req.url, { method: req.method, headers, body, redirect: "manual" });
    const out = Buffer.from(await upstream.arrayBuffer());
    const resHeaders = Object.fromEntries(upstream.headers);
    delete resHeaders["content-length"];
    delete resHeaders["content-encoding"];
    const type = upstream.headers.get("content-type") ?? "";
    const accept = req.headers["accept-encoding"] ?? "";
    let payload = out;
    if (COMPRESSIBLE.test(type) && out.length > 512) {
      if (accept.includes("br")) {
        payload = brotliCompressSync(out);
        resHeaders["content-encoding"] = "br";
      } else if (accept.includes("gzip")) {
        payload = gzipSync(out);
        resHeaders["content-encoding"] = "gzip";
      }
    }
    res.writeHead(upstream.status, { ...resHeaders, "content-length": payload.length });
    res.end(payload);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })));
}
