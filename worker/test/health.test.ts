import { describe, expect, it } from "vitest";
import { api } from "./helpers";

describe("worker shell", () => {
  it("answers /api/health with security headers and no-store", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, safetyScreen: "rules and classifier" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("gives a JSON 404 for unknown API routes", async () => {
    const res = await api("/api/nope");
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(/No API route/);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("rejects a body over the limit with 413", async () => {
    const res = await api("/api/auth/login", { raw: "x".repeat(3 * 1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.json.message).toMatch(/too large/);
  });

  it("config names the provider and nothing secret", async () => {
    const res = await api("/api/config");
    expect(res.status).toBe(200);
    expect(res.json.aiProvider).toBe("offline");
    expect(JSON.stringify(res.json)).not.toMatch(/sk_|whsec_|JWT/);
  });
});
