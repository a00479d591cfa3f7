import { describe, expect, it } from "vitest";
import { accountExportSchema } from "../../shared/contract/account";
import { seedPerson } from "./account-helpers";
import { api, env } from "./helpers";

describe("GET /api/account/export", () => {
  it("downloads exactly the person's own data, every kind of it, and no secrets", async () => {
    const alice = await seedPerson("alicemark", { timeZone: "Europe/London" });
    const bob = await seedPerson("bobmark");

    const res = await api("/api/account/export", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="clearday-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const data = accountExportSchema.parse(res.json);
    expect(data.account).toMatchObject({ id: alice.id, email: alice.email, name: "Person alicemark", timeZone: "Europe/London" });
    expect(data.assessments).toHaveLength(1);
    expect(data.assessments[0]).toMatchObject({
      responses: { goals: "Answer alicemark" },
      analysis: { summary: "Analysis alicemark" },
      followUpResponses: { q1: "Follow-up alicemark" },
      enhancedPlan: { plan: "Plan alicemark" },
    });
    // Newest first, with moods and the insight.
    expect(data.diaryEntries.map((e) => e.content)).toEqual(["Diary alicemark number 2", "Diary alicemark number 1", "Diary alicemark number 0"]);
    expect(data.diaryEntries.map((e) => e.mood)).toEqual([1, null, 4]);
    expect(data.diaryEntries[2]).toMatchObject({ moodLabel: "Peaceful", aiInsight: "Insight alicemark on entry" });
    expect(data.coachingSessions).toHaveLength(1);
    expect(data.coachingSessions[0]).toMatchObject({ id: alice.sessionId, title: "Session alicemark" });
    expect(data.coachingSessions[0]!.messages.map((m) => [m.role, m.content])).toEqual([
      ["user", "Message alicemark from me"],
      ["assistant", "Reply alicemark from the coach"],
    ]);
    expect(data.coachMemory).toMatchObject({
      enabled: true,
      clearedAt: new Date(Date.UTC(2026, 0, 10, 8, 0, 0) - 1).toISOString(),
      items: [{ text: "You said Memory alicemark matters.", sessionId: alice.sessionId, sessionTitle: "Session alicemark", learnedAt: "2026-01-10T08:00:00.000Z", editedAt: null }],
    });
    expect(data.insights.map((i) => i.insight)).toEqual(["Daily alicemark"]);
    expect(data.reflections.map((r) => r.reflection.kind === "reflection" && r.reflection.observation)).toEqual(["Observation alicemark"]);
    expect(data.sharedSnapshots.map((s) => s.id)).toEqual([alice.snapshotId]);
    expect(data.safetyEvents).toEqual({ count: 1 });

    // Nothing of Bob's, and none of the secrets.
    const text = res.text;
    for (const foreign of ["bobmark", bob.id, bob.email, bob.sessionId, bob.snapshotId]) expect(text).not.toContain(foreign);
    const row = await env.DB.prepare("SELECT password_hash AS hash FROM users WHERE id = ?1").bind(alice.id).first<{ hash: string }>();
    expect(text).not.toContain(row!.hash);
    expect(text).not.toMatch(/pbkdf2|passwordHash|password_hash|tokenVersion|stripeCustomerId|stripeSubscriptionId/);
  });

  it("works on the free tier and for a person with nothing written yet", async () => {
    const fresh = await api("/api/auth/register", {
      body: { email: `empty-${Date.now()}@example.com`, password: "correct horse", name: "Empty", termsAccepted: true },
      headers: { "CF-Connecting-IP": "10.99.1.1" },
    });
    const token = fresh.json.token as string;
    const json = await api("/api/account/export", { token });
    expect(json.status).toBe(200);
    const data = accountExportSchema.parse(json.json);
    expect(data.account.subscriptionTier).toBe("free");
    expect(data.diaryEntries).toEqual([]);
    expect(data.coachMemory).toEqual({ enabled: true, clearedAt: null, items: [] });
    const md = await api("/api/account/export.md", { token });
    expect(md.status).toBe(200);
    expect(md.text).toContain("_No diary entries yet._");
  });

  it("refuses without a valid token", async () => {
    expect((await api("/api/account/export")).status).toBe(401);
    expect((await api("/api/account/export", { token: "not-a-token" })).status).toBe(401);
    expect((await api("/api/account/export.md", { token: "x.y.z" })).status).toBe(401);
  });

  it("another person's token exports that person's data, never the first one's", async () => {
    const alice = await seedPerson("alicetwo");
    const bob = await seedPerson("bobtwo");
    const res = await api("/api/account/export", { token: bob.token });
    expect(res.status).toBe(200);
    expect(res.json.account.id).toBe(bob.id);
    expect(res.text).not.toContain("alicetwo");
    expect(res.text).not.toContain(alice.id);
  });
});

describe("GET /api/account/export.md", () => {
  it("is a readable diary, newest first, dated in the person's time zone, with moods and insights", async () => {
    const tokyo = await seedPerson("tokyomark", { timeZone: "Asia/Tokyo" });
    await seedPerson("othermark");
    const res = await api("/api/account/export.md", { token: tokyo.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/markdown/);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="clearday-diary-\d{4}-\d{2}-\d{2}\.md"$/);
    const md = res.text;
    expect(md).toMatch(/^# Clearday diary of Person tokyomark/);
    // 08:00 UTC on 10 January is 5:00 PM in Tokyo.
    expect(md).toContain("### Saturday, January 10, 2026 at 5:00 PM");
    expect(md).toContain("### Monday, January 12, 2026 at 5:00 PM");
    expect(md.indexOf("Diary tokyomark number 2")).toBeLessThan(md.indexOf("Diary tokyomark number 1"));
    expect(md.indexOf("Diary tokyomark number 1")).toBeLessThan(md.indexOf("Diary tokyomark number 0"));
    expect(md).toContain("**Mood:** 😌 Peaceful (4/5)");
    expect(md).toContain("**Mood:** 😢 Sad (1/5)");
    expect(md).toContain("> **Mindy's insight:** Insight tokyomark on entry");
    expect(md).toContain("Daily tokyomark");
    expect(md).not.toContain("othermark");
  });
});
