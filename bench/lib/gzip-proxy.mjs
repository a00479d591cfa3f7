// A compressing reverse proxy, as Cloudflare's edge is: local workerd serves uncompressed HTTP/1.1.
// With `tls`, it also speaks HTTP/2 over TLS (a throwaway self-signed certificate made by openssl),
// as the edge does: Lighthouse then models one multiplexed connection instead of HTTP/1.1's six,
// which matters for pages that load 40 small chunks at once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const COMPRESSIBLE = /text\/|javascript|json|svg|xml|webmanifest/;
// Hop-by-hop headers: meaningless past one connection, and HTTP/2 forbids them.
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "content-length", "content-encoding", "host"]);

/** A self-signed certificate for 127.0.0.1, or null when openssl is missing. */
function selfSigned() {
  const dir = mkdtempSync(join(tmpdir(), "clearday-proxy-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {{ target: string, port: number, tls?: boolean }} options */
export function startGzipProxy({ target, port, tls = false }) {
  /** @param {import("node:http").IncomingMessage | import("node:http2").Http2ServerRequest} req @param {import("node:http").ServerResponse | import("node:http2").Http2ServerResponse} res */
  const handle = async (req, res) => {
    /** @type {Record<string, string>} */
    const headers = Object.fromEntries(
      Object.entries(req.headers)
        .filter(([k]) => !k.startsWith(":") && !HOP.has(k) && k !== "accept-encoding")
        .map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]),
    );
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const upstream = await fetch(target + req.url, { method: req.method, headers, body, redirect: "manual" });
    const out = Buffer.from(await upstream.arrayBuffer());
    const resHeaders = Object.fromEntries([...upstream.headers].filter(([k]) => !HOP.has(k)));
    const type = upstream.headers.get("content-type") ?? "";
    const accept = String(req.headers["accept-encoding"] ?? "");
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
    // Both response kinds take (status, headers); their typings just cannot be unioned.
    /** @type {import("node:http").ServerResponse} */ (res).writeHead(upstream.status, { ...resHeaders, "content-length": payload.length });
    res.end(payload);
  };
  const cert = tls ? selfSigned() : null;
  if (tls && !cert) console.log("  (openssl not found: the proxy speaks HTTP/1.1 without TLS)");
  const server = cert ? createSecureServer({ ...cert, allowHTTP1: true }, handle) : createServer(handle);
  const scheme = cert ? "https" : "http";
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve({ url: `${scheme}://127.0.0.1:${port}`, protocol: cert ? "HTTP/2 over TLS" : "HTTP/1.1", close: () => server.close() })),
  );
}
