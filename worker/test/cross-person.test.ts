// Another person's resource ids: for every route of proof-routes.ts that takes an id (in the path or
// the body), person B using person A's ids gets 404, and nothing of A's is read or changed. Every
// other route, called by B with A's ids slipped into the body, neither shows nor touches A's data.
import { beforeAll, describe, expect, it } from "vitest";
import { api, env, registerUser, request } from "./helpers";
import { MULTIPART_BOUNDARY, ROUTES, fullResponses, multipartFile, pathOf, pushSubscriptionBody, type Owned, type ProofRoute } from "./proof-routes";
import { fakePng } from "./snapshots-fixtures";
import { createCoach } from "../coach";
import { ensureReflection } from "../jobs/reflections";

const A_TABLES = [
  "assessments",
  "journal_entries",
  "coaching_sessions",
  "coaching_messages",
  "memory_items",
  "memory_settings",
  "daily_insights",
  "safety_events",
  "snapshots",
  "reminder_settings",
  "push_subscriptions",
  "imports",
  "reflections",
];

interface Seeded {
  token: string;
  userId: string;
  email: string;
  marker: string;
  ids: Record<Owned, string>;
  clientId: string;
  questionIds: string[];
  endpoint: string;
}

let a: Seeded;

async function ok(res: Promise<{ status: number; json: any; text: string }>, expected: number, what: string) {
  const r = await res;
  if (r.status !== expected) throw new Error(`${what}: ${r.status} ${r.text.slice(0, 200)}`);
  return r.json;
}

/** Person A (premium) with one of everything, through the real API. */
async function seedA(): Promise<Seeded> {
  const p = await registerUser({ tier: "premium", name: "Alex" });
  const marker = `zebra${crypto.randomUUID().slice(0, 8)}`;
  const t = p.token;
  const responses = { ...fullResponses(), career_goals: `Career ${marker}` };
  const assessment = await ok(api("/api/assessments", { token: t, body: { responses, isComplete: true } }), 201, "assessment");
  const followUps = await ok(api(`/api/assessments/${assessment.id}/follow-up-questions`, { token: t, method: "POST" }), 200, "follow-ups");
  const clientId = `draft-${crypto.randomUUID()}`; // no marker: B echoes its own clientId back
  const entry = await ok(api("/api/journal", { token: t, body: { content: `Diary ${marker}`, mood: 3, clientId } }), 201, "journal");
  const snapshot = await ok(api("/api/snapshots", { token: t, raw: fakePng(), headers: { "Content-Type": "image/png" } }), 201, "snapshot");
  const chat = await ok(api("/api/coaching/chat", { token: t, body: { message: `I want to talk about ${marker} and my week at work.` } }), 200, "chat");
  const memory = await ok(api("/api/coaching/memory", { token: t }), 200, "memory");
  const upload = multipartFile("2024-05-01.md", `Imported ${marker}`);
  const headers = { "Content-Type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` };
  const preview = await ok(api("/api/imports", { token: t, raw: upload, headers }), 201, "import preview");
  await ok(api("/api/reminders", { token: t, method: "PUT", body: { enabled: true, times: ["08:00"], days: [1, 2, 3], skipIfWritten: true } }), 200, "reminders");
  const subscription = pushSubscriptionBody();
  await ok(api("/api/reminders/subscriptions", { token: t, body: subscription }), 201, "push subscription");
  // Reflections are written by the queue, not by a route: the job itself, for the week holding the entry.
  await ok(api("/api/journal", { token: t, body: { content: `Work was hectic and ${marker} kept me busy all week.`, mood: 3 } }), 201, "journal");
  const today = new Date().toISOString().slice(0, 10);
  const week = { userId: p.user.id, period: "week" as const, periodStart: today, periodEnd: today };
  const reflection = await ensureReflection(env, createCoach({ ...env, AI_PROVIDER: "offline" }), week);
  if (reflection.status !== "written") throw new Error(`reflection: ${reflection.status}`);
  const quoted = await env.DB.prepare("SELECT body FROM reflections WHERE id = ?1").bind(reflection.id).first<{ body: string }>();
  if (!quoted?.body.includes(marker)) throw new Error("the seeded reflection should quote A's marker");
  return {
    token: t,
    userId: p.user.id,
    email: p.email,
    marker,
    clientId,
    questionIds: followUps.questions.map((q: { id: string }) => q.id),
    ids: {
      assessment: assessment.id,
      journal: entry.id,
      snapshot: snapshot.id,
      session: chat.sessionId,
      import: preview.id,
      memory: memory.items[0]?.id,
      reflection: reflection.id!,
    },
    endpoint: subscription.endpoint,
  };
}

/** Every row A owns, every R2 object under A's prefix and A's users row: equal dumps = untouched. */
async function dumpA(): Promise<string> {
  const stmts = [
    ...A_TABLES.map((t) => env.DB.prepare(`SELECT * FROM "${t}" WHERE user_id = ?1 ORDER BY rowid`).bind(a.userId)),
    env.DB.prepare("SELECT * FROM users WHERE id = ?1").bind(a.userId),
  ];
  const rows = (await env.DB.batch(stmts)).map((r) => r.results);
  const objects = [...(await env.MEDIA.list({ prefix: `snapshots/${a.userId}/` })).objects, ...(await env.MEDIA.list({ prefix: `imports/${a.userId}/` })).objects].map(
    (o) => `${o.key}:${o.size}`,
  );
  return JSON.stringify({ rows, objects });
}

/** What B sends on a route: A's id in the path and in every id-like body field. */
function attempt(route: ProofRoute, token: string) {
  const path = route.owned ? pathOf(route, a.ids[route.owned]) : pathOf(route);
  let body: Record<string, unknown> | undefined = route.body?.();
  if (route.route.endsWith("/follow-up-responses")) body = { responses: Object.fromEntries(a.questionIds.map((id) => [id, "B's answer"])) };
  if (body) {
    body = { ...body, userId: a.userId, id: a.ids.journal, email: a.email };
    if (route.bodyId) body[route.bodyId.field] = a.ids[route.bodyId.owned];
    if ("clientId" in body) body.clientId = a.clientId;
  }
  if (route.binary) return request(path, { method: route.method, token, raw: route.binary(), headers: { "Content-Type": route.contentType ?? "image/png" } });
  return request(path, { method: route.method, token, ...(body ? { body } : {}) });
}

const byId = ROUTES.filter((r) => r.owned || r.bodyId);

beforeAll(async () => {
  a = await seedA();
});

describe("cross-person: B with A's resource ids", () => {
  it("the seed gave A one of every resource", () => {
    expect(Object.values(a.ids).every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(a.questionIds.length).toBeGreaterThan(0);
  });

  for (const route of byId) {
    for (const tier of ["free", "premium"] as const) {
      it(`${route.method} ${route.route} as a ${tier} stranger`, async () => {
        const b = await registerUser({ tier });
        const before = await dumpA();
        const res = await api(attempt(route, b.token));
        const label = `${route.method} ${route.route} → ${res.status} ${res.text.slice(0, 160)}`;
        if (route.auth === "public") {
          // A shared snapshot's link is public by design (the unguessable id is the credential).
          expect(res.status, label).toBe(200);
        } else if (route.auth === "paid" && tier === "free") {
          expect(res.status, label).toBe(403);
        } else if (route.bodyId && tier === "free") {
          // The free open chat never loads a session: it answers without A's history.
          expect(res.status, label).toBe(200);
          expect(res.json.sessionId, label).toBeNull();
        } else {
          expect(res.status, label).toBe(404);
          expect(res.json.message, label).toEqual(expect.any(String));
        }
        if (route.route !== "/api/snapshots/:id" || route.method !== "GET") expect(res.text, label).not.toContain(a.marker);
        expect(await dumpA(), `${label}: A's data changed`).toBe(before);
      });
    }
  }

  it("B's chat on A's session id neither reads A's history nor writes into A's session", async () => {
    const b = await registerUser({ tier: "pro" });
    const res = await api("/api/coaching/chat", { token: b.token, body: { message: "What did I say before?", sessionId: a.ids.session } });
    expect(res.status).toBe(404);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM coaching_messages WHERE session_id = ?1 AND user_id = ?2").bind(a.ids.session, b.user.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("B with A's push endpoint can neither turn A's reminders off nor take A's device", async () => {
    const b = await registerUser();
    const before = await dumpA();
    const off = await api("/api/reminders/subscriptions", { token: b.token, method: "DELETE", body: { endpoint: a.endpoint } });
    expect(off.status).toBe(200);
    expect(off.json.devices).toBe(0);
    const take = await api("/api/reminders/subscriptions", { token: b.token, body: { ...pushSubscriptionBody(), endpoint: a.endpoint } });
    expect(take.status).toBe(201);
    expect(take.json.devices).toBe(0);
    expect(await dumpA()).toBe(before);
  });

  it("B asking their journal about A's words gets nothing of A's; A asking finds them", async () => {
    const question = `What did I write about ${a.marker}?`;
    const mine = await api("/api/journal/ask", { token: a.token, body: { question } });
    expect(mine.status).toBe(200);
    // A's entries holding the marker (the diary entry, and the one the seeded reflection quotes).
    expect(mine.json.citations.map((c: { entryId: string }) => c.entryId)).toContain(a.ids.journal);
    for (const tier of ["premium", "pro"] as const) {
      const b = await registerUser({ tier });
      const before = await dumpA();
      const res = await api("/api/journal/ask", { token: b.token, body: { question } });
      expect(res.status).toBe(200);
      expect(res.json.citations).toEqual([]);
      expect(res.text).not.toContain(a.ids.journal);
      expect(res.text).not.toContain(`Diary ${a.marker}`);
      expect(await dumpA()).toBe(before);
    }
  });

  it("B reusing A's draft clientId gets B's own entry, never A's", async () => {
    const b = await registerUser();
    const before = await dumpA();
    const res = await api("/api/journal", { token: b.token, body: { content: "B's own words", clientId: a.clientId } });
    expect(res.status).toBe(201);
    expect(res.json.id).not.toBe(a.ids.journal);
    expect(res.json.content).toBe("B's own words");
    expect(await dumpA()).toBe(before);
  });

  for (const route of ROUTES.filter((r) => !r.owned && !r.bodyId && r.auth !== "public")) {
    it(`${route.method} ${route.route}: B with A's ids in the body sees and changes nothing of A's`, async () => {
      const b = await registerUser({ tier: "premium" });
      const before = await dumpA();
      const res = await api(attempt(route, b.token));
      const label = `${route.method} ${route.route} → ${res.status} ${res.text.slice(0, 160)}`;
      expect(res.status, label).toBeLessThan(500);
      expect(res.text, label).not.toContain(a.marker);
      expect(res.text, label).not.toContain(a.ids.journal);
      expect(await dumpA(), `${label}: A's data changed`).toBe(before);
      if (res.status < 300 && res.json && typeof res.json === "object" && "user" in res.json) expect(res.json.user.id).toBe(b.user.id);
    });
  }
});
