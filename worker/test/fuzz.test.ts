// Property-based: generated junk to every /api route of proof-routes.ts (malformed JSON, wrong types,
// huge, empty and odd-unicode strings, extra and missing fields, bad or missing tokens, junk ids).
// Every answer: never a 5xx; a rejection is a JSON {message} and leaves every D1 row as it was.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../auth/tokens";
import { api, env, registerUser, request } from "./helpers";
import { ROUTES, encodeJunk, changedTables, dumpTables, pathOf, tableNames, unlistedRoutes, type ProofRoute } from "./proof-routes";

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const DELETE = Symbol("delete");

const oddStrings = [
  "",
  "   ",
  "\u0000",
  "\uD800",
  "a\uDFFFb",
  "\u202Eevil",
  "\u200B\u200D\uFEFF",
  "🧠💥👩‍👩‍👧",
  "e\u0301\u0301\u0301",
  "Ω≈ç√∫˜µ≤≥÷",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00%2e%2e%2f",
  "../../etc/passwd",
  "null",
  "NaN",
  "__proto__",
];
const junkString = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(5_000, 70_000, 400_000).map((n) => "x".repeat(n)),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(true, false, null, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.array(junkString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), junkString, { maxKeys: 3 }),
);

/** The route's valid body with a few fields replaced by junk, removed, or added. */
const mutatedBody = (route: ProofRoute) => {
  const valid = route.body?.() ?? {};
  const keys = [...Object.keys(valid), "__proto__", "constructor", "userId", "id", "subscriptionTier", "extra"];
  return fc.array(fc.tuple(fc.constantFrom(...keys), fc.oneof(junkValue, fc.constant(DELETE))), { minLength: 1, maxLength: 3 }).map((edits) => {
    const body: Record<string, unknown> = { ...valid };
    for (const [key, value] of edits) {
      if (value === DELETE) delete body[key];
      else Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    }
    return JSON.stringify(body);
  });
};

const malformed = fc.oneof(
  fc.constantFrom("{", '{"message":', "[1,2", "nul", "\uFEFF{}", "{'a':1}", '{"a":1}}', "undefined", `${"[".repeat(20_000)}${"]".repeat(20_000)}`),
  fc.string({ maxLength: 60 }),
  fc.uint8Array({ maxLength: 64 }).map((b) => String.fromCharCode(...b)),
);

type Body = { kind: "none" } | { kind: "text"; text: string };
const bodyFor = (route: ProofRoute): fc.Arbitrary<Body> =>
  fc.oneof(
    fc.constant<Body>({ kind: "none" }),
    malformed.map<Body>((text) => ({ kind: "text", text })),
    fc.jsonValue({ maxDepth: 3 }).map<Body>((v) => ({ kind: "text", text: JSON.stringify(v) ?? "null" })),
    mutatedBody(route).map<Body>((text) => ({ kind: "text", text })),
    mutatedBody(route).map<Body>((text) => ({ kind: "text", text })),
  );

const contentType = fc.constantFrom("application/json", "application/json", "text/plain", null, "application/json; charset=utf-16", "multipart/form-data; boundary=x", "image/png");

const paramFor = (route: ProofRoute) =>
  route.route.includes(":")
    ? fc.oneof(
        fc.uuid().map((u) => u as string),
        junkString.filter((s) => s.length > 0 && s.length < 6_000 && !/[/?#]/.test(s) && s !== "." && s !== ".."),
        fc.constantFrom("rain", "00000000-0000-0000-0000-000000000000", "A".repeat(32), "%2e%2e"),
      )
    : fc.constant(undefined);

type TokenKind = "none" | "valid" | "garbage" | "basic" | "ghost" | "huge";
const tokenKind = fc.constantFrom<TokenKind>("none", "valid", "valid", "valid", "garbage", "basic", "ghost", "huge");

const extraHeaders = fc.oneof(
  fc.constant({} as Record<string, string>),
  fc.record({ Range: fc.constantFrom("bytes=abc", "bytes=999999999-", "bytes=-0", "bytes=5-1,2-3") }),
  fc.record({ Accept: fc.constant("text/event-stream") }),
  fc.record({ "CF-Connecting-IP": fc.constantFrom("", "not-an-ip", "::1", "10.0.0.1".repeat(40)) }),
  fc.record({ "Stripe-Signature": fc.constantFrom("t=1,v1=forged", "", "v1=") }),
);

let tables: string[] = [];
let ghostToken = "";

beforeAll(async () => {
  tables = await tableNames();
  // A correctly signed token of a person who does not exist (deleted, or forged with a leaked id).
  ghostToken = await issueToken(env, crypto.randomUUID(), 0);
});

describe("fuzz: every /api route under generated junk", () => {
  it("the route table lists every route the app registers", () => {
    expect(unlistedRoutes()).toEqual({ missing: [], gone: [] });
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.route}`, async () => {
      const person = await registerUser({ tier: route.auth === "paid" ? "premium" : "free" });
      const tokens: Record<TokenKind, string | null> = {
        none: null,
        valid: person.token,
        garbage: "not.a.token",
        basic: null,
        ghost: ghostToken,
        huge: "a".repeat(5_000),
      };
      await fc.assert(
        fc.asyncProperty(
          tokenKind,
          bodyFor(route),
          contentType,
          paramFor(route),
          extraHeaders,
          fc.option(
            junkString.filter((s) => s.length < 2_000),
            { nil: undefined },
          ),
          async (tk, body, type, param, headers, query) => {
            const h: Record<string, string> = { ...headers };
            if (tk === "basic") h.Authorization = "Basic dXNlcjpwYXNz";
            if (type && body.kind !== "none") h["Content-Type"] = type;
            let path = param === undefined ? route.route : pathOf(route, param);
            if (query !== undefined) path += `?cursor=${encodeJunk(query)}&x=${encodeJunk(query)}&q=${encodeJunk(query)}`;
            const req = request(path, {
              method: route.method,
              token: tokens[tk],
              headers: h,
              ...(body.kind === "text" && route.method !== "GET" ? { raw: body.text } : {}),
            });
            const sent = `${route.method} ${path.slice(0, 200)} token=${tk} type=${type} body=${body.kind === "text" ? JSON.stringify(body.text.slice(0, 200)) : "none"} headers=${JSON.stringify(headers).slice(0, 120)}`;

            const before = await dumpTables(tables);
            const res = await api(req);
            expect(res.status, `5xx for ${sent}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
            if (res.status >= 400) {
              expect(res.headers.get("Content-Type") ?? "", `not JSON for ${sent}`).toMatch(/^application\/json/);
              expect(typeof res.json?.message, `no {message} for ${sent}: ${res.text.slice(0, 200)}`).toBe("string");
              expect(res.json.message.length).toBeGreaterThan(0);
              expect(res.text, `a stack trace for ${sent}`).not.toMatch(/\n\s+at |Error:/);
              const changed = changedTables(before, await dumpTables(tables));
              expect(changed, `rows changed by a rejected request (${res.status}) ${sent}`).toEqual([]);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }

  // Found by the fuzzer: an update with nothing in it made drizzle throw "No values to set" (500).
  it("PATCH /api/user/profile with an empty object changes nothing and is not a 5xx", async () => {
    const { token, user } = await registerUser();
    const before = await dumpTables(tables);
    const res = await api("/api/user/profile", { method: "PATCH", token, body: {} });
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.json.id ?? user.id).toBe(user.id);
    expect(changedTables(before, await dumpTables(tables))).toEqual([]);
  });

  it("a body over the size limit gets a JSON 413 on every route that takes one", async () => {
    const { token } = await registerUser();
    const huge = "x".repeat(3 * 1024 * 1024 + 10);
    for (const route of ROUTES.filter((r) => r.method !== "GET")) {
      const before = await dumpTables(tables);
      const res = await api(pathOf(route), { method: route.method, token, raw: JSON.stringify({ content: huge }), headers: { "Content-Type": "application/json" } });
      const label = `${route.method} ${route.route} → ${res.status} ${res.text.slice(0, 120)}`;
      expect(res.status, label).toBeLessThan(500);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(typeof res.json?.message, label).toBe("string");
      expect(changedTables(before, await dumpTables(tables)), label).toEqual([]);
    }
  }, 60_000);
});
