// A local stand-in for the push services (FCM, Mozilla, Apple...), which cannot be reached offline.
// The Worker sends to it when PUSH_API_BASE is set: the request path is "/<endpoint host><endpoint
// path>". It records every request and answers by the endpoint's path, so parallel tests choose
// their own behaviour without shared state:
//   .../status-410/...            answers 410 (any status code works, e.g. status-429, status-503)
//   .../retry-after-120/...       adds "Retry-After: 120" to that answer
//   anything else                  201 Created, like a push service that accepted the message
//
// Test controls (not a push service):
//   GET  /__stub/requests?path=<prefix>   the recorded requests under a path: headers and base64 body
//   POST /__stub/decrypt {body, privateKey, publicKey, auth}   decrypts a recorded body (RFC 8291,
//        aes128gcm) with the subscription's private key, using the http_ece library; gives {plaintext}
//
// CLI: node worker/test/push-stub/server.mjs [--port 12112]
import { createECDH } from "node:crypto";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import ece from "http_ece";

/** Decrypts a Web Push body for the subscription whose keys are given (base64url). */
export function decryptPushBody({ body, privateKey, publicKey, auth }) {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
  if (publicKey && ecdh.getPublicKey("base64url") !== publicKey.replace(/=+$/, "")) throw new Error("publicKey does not match privateKey");
  return ece.decrypt(Buffer.from(body, "base64"), { version: "aes128gcm", privateKey: ecdh, authSecret: Buffer.from(auth, "base64url") }).toString("utf8");
}

export function createPushStub() {
  const requests = [];
  return async function handle(req, res) {
    const url = new URL(req.url, "http://stub");
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { "Content-Type": "application/json", ...headers });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (url.pathname === "/__stub/requests") {
      const prefix = url.searchParams.get("path") ?? "/";
      return send(
        200,
        requests.filter((r) => r.path.startsWith(prefix)),
      );
    }
    if (url.pathname === "/__stub/decrypt") {
      try {
        return send(200, { plaintext: decryptPushBody(JSON.parse(raw.toString("utf8"))) });
      } catch (err) {
        return send(400, { error: String(err?.message ?? err) });
      }
    }
    requests.push({ method: req.method, path: url.pathname, headers: req.headers, body: raw.toString("base64"), at: Date.now() });
    const status = Number(url.pathname.match(/\/status-(\d{3})\//)?.[1] ?? 201);
    const retryAfter = url.pathname.match(/\/retry-after-(\d+)\//)?.[1];
    return send(status, undefined, retryAfter ? { "Retry-After": retryAfter } : {});
  };
}

export function startPushStub(port = 0) {
  const server = createServer(createPushStub());
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: p } = server.address();
      resolve({
        url: `http://127.0.0.1:${p}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

/** Runs the stub in its own process (the e2e runner blocks its event loop while Playwright runs). */
export async function spawnPushStub() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(String(d).trim()));
    child.once("exit", (code) => reject(new Error(`push stub exited (${code})`)));
  });
  return { url, kill: () => child.kill() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const i = process.argv.indexOf("--port");
  const stub = await startPushStub(i > 0 ? Number(process.argv[i + 1]) : 12112);
  process.stdout.write(`${stub.url}\n`);
}
