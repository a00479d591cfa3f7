import { describe, expect, it } from "vitest";
import { addDays, localDateKey, startOfLocalDay } from "../../shared/progress";
import { api, env, registerUser } from "./helpers";
import { seedEntry } from "./insights-helpers";

const HOUR = 3_600_000;
const ZONE = "America/New_York";

/** Noon (plus `hours`) of the local day `age` days before today in ZONE. */
function at(age: number, hours = 0): number {
  const today = localDateKey(Date.now(), ZONE);
  return startOfLocalDay(addDays(today, -age), ZONE) + (12 + hours) * HOUR;
}

async function userInZone(tier: "free" | "premium" = "free") {
  const auth = await registerUser({ tier });
  const res = await api("/api/user/profile", { method: "PATCH", token: auth.token, body: { timeZone: ZONE } });
  expect(res.status).toBe(200);
  return auth;
}

describe("GET /api/dashboard/summary", () => {
  it("needs a signed-in user", async () => {
    expect((await api("/api/dashboard/summary")).status).toBe(401);
  });

  it("counts a new account as empty", async () => {
    const { token } = await registerUser();
    const res = await api("/api/dashboard/summary", { token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      journalCount: 0,
      streak: 0,
      strictStreak: 0,
      longestStreak: 0,
      restDays: [],
      moodTrend: null,
      weeklyGoals: { goal: 7, reflectionDays: 0, aiInsightDays: null },
      assessments: { count: 0, complete: false },
      timeZone: "UTC",
    });
    expect(res.json.moodSeries).toHaveLength(30);
  });

  it("computes counts, streak, trend, goals and the mood series in the person's zone", async () => {
    const { token, user } = await userInZone();
    await seedEntry(user.id, at(0), 2);
    await seedEntry(user.id, at(1, 1), 3);
    await seedEntry(user.id, at(1), 5);
    await seedEntry(user.id, at(2), 4);
    await seedEntry(user.id, at(4), null);
    await seedEntry(user.id, at(10), 4);
    await seedEntry(user.id, at(40), 4);
    // Somebody else's entries never count.
    const other = await registerUser();
    await seedEntry(other.user.id, at(3), 1);
    await env.DB.prepare("INSERT INTO assessments (id, user_id, responses, is_complete) VALUES (?1, ?2, '{}', 0)").bind(crypto.randomUUID(), user.id).run();

    const res = await api("/api/dashboard/summary", { token });
    expect(res.status).toBe(200);
    const s = res.json;
    expect(s.timeZone).toBe(ZONE);
    expect(s.today).toBe(localDateKey(Date.now(), ZONE));
    expect(s.journalCount).toBe(7);
    // Written today and on the 3 days before but one: the missed day (age 3) is a rest day; ages 5
    // and 6 are both missed, so the run ends there. The strict count stops at the gap.
    expect(s.streak).toBe(4);
    expect(s.strictStreak).toBe(3);
    expect(s.restDays).toEqual([addDays(s.today, -3)]);
    expect(s.longestStreak).toBe(4);
    expect(s.week.map((d: { state: string }) => d.state)).toEqual(["missed", "missed", "written", "rest", "written", "written", "written"]);
    // Moods newest first: 2, 3, 5, 4, 4, 4: the newest (2) is below the oldest (4).
    expect(s.moodTrend).toBe("declining");
    expect(s.weeklyGoals).toEqual({ goal: 7, reflectionDays: 4, aiInsightDays: null });
    expect(s.assessments).toEqual({ count: 1, complete: false });

    expect(s.moodSeries).toHaveLength(30);
    const day = (age: number) => s.moodSeries[29 - age];
    expect(day(0)).toEqual({ date: s.today, entries: 1, mood: 2 });
    expect(day(1)).toEqual({ date: addDays(s.today, -1), entries: 2, mood: 4 });
    expect(day(3)).toEqual({ date: addDays(s.today, -3), entries: 0, mood: null });
    expect(day(4)).toMatchObject({ entries: 1, mood: null });
    expect(day(10)).toMatchObject({ entries: 1, mood: 4 });
  });

  it("counts a streak over the whole history, longer than the chart", async () => {
    const { token, user } = await userInZone();
    for (let age = 0; age < 40; age++) await seedEntry(user.id, at(age), 3);
    await seedEntry(user.id, at(41), 3);
    await seedEntry(user.id, at(44), 3);
    const res = await api("/api/dashboard/summary", { token });
    // Day 40 is a rest day; 42 and 43 end the run.
    expect(res.json.streak).toBe(41);
    expect(res.json.strictStreak).toBe(40);
    expect(res.json.restDays).toEqual([addDays(res.json.today, -40)]);
    expect(res.json.weeklyGoals.reflectionDays).toBe(7);
    expect(res.json.moodTrend).toBe("stable");
  });

  it("the mood trend compares days: moods minutes apart are no trend, a later day is", async () => {
    const { token, user } = await userInZone();
    await seedEntry(user.id, at(0, -0.1), 1);
    await seedEntry(user.id, at(0), 5);
    expect((await api("/api/dashboard/summary", { token })).json.moodTrend).toBeNull();
    // Yesterday's 3 against today's average of 3: stable, not 'Needs Attention'.
    await seedEntry(user.id, at(1), 3);
    expect((await api("/api/dashboard/summary", { token })).json.moodTrend).toBe("stable");
    await seedEntry(user.id, at(2), 1);
    expect((await api("/api/dashboard/summary", { token })).json.moodTrend).toBe("improving");
  });

  it("shows the AI-insights goal to paid tiers, in days out of 7", async () => {
    const { token, user } = await userInZone("premium");
    const today = localDateKey(Date.now(), ZONE);
    const insert = env.DB.prepare("INSERT INTO daily_insights (id, user_id, local_date, slot, insight, category) VALUES (?1, ?2, ?3, ?4, 'x', 'y')");
    for (const [age, slot] of [
      [0, "morning"],
      [0, "evening"],
      [3, "morning"],
      [9, "morning"],
    ] as const) {
      await insert.bind(crypto.randomUUID(), user.id, addDays(today, -age), slot).run();
    }
    const res = await api("/api/dashboard/summary", { token });
    expect(res.json.weeklyGoals.aiInsightDays).toBe(2);
  });
});
