import { describe, expect, it } from "vitest";
import { addDays, computeStreak, daysBetween, daysInLastWeek, localDateKey, localDays, localHour, moodTrend, startOfLocalDay, streakFromDays } from "./progress";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2025-03-12 15:00 UTC: a Wednesday afternoon in London and New York.
const NOW = Date.UTC(2025, 2, 12, 15, 0, 0);

describe("streak", () => {
  it("is 1 with an entry today only", () => {
    expect(computeStreak([NOW - HOUR], NOW, "UTC")).toBe(1);
  });

  it("is 2 with entries yesterday and today", () => {
    expect(computeStreak([NOW - HOUR, NOW - DAY], NOW, "UTC")).toBe(2);
  });

  it("stops at a gap", () => {
    // today, yesterday, then nothing the day before: 3 and 4 days ago do not count.
    expect(computeStreak([NOW, NOW - DAY, NOW - 3 * DAY, NOW - 4 * DAY], NOW, "UTC")).toBe(2);
  });

  it("is 0 when the newest entry is older than today", () => {
    expect(computeStreak([NOW - DAY, NOW - 2 * DAY], NOW, "UTC")).toBe(0);
    expect(computeStreak([], NOW, "UTC")).toBe(0);
  });

  it("counts two entries on one day as one day", () => {
    expect(computeStreak([NOW - HOUR, NOW - 2 * HOUR], NOW, "UTC")).toBe(1);
    expect(computeStreak([NOW - HOUR, NOW - 2 * HOUR, NOW - DAY, NOW - DAY - HOUR], NOW, "UTC")).toBe(2);
  });

  it("counts days in the person's own time zone", () => {
    // 2025-03-12 03:00 UTC is still 2025-03-11 (23:00) in New York.
    const now = Date.UTC(2025, 2, 12, 3, 0, 0);
    const lateEvening = Date.UTC(2025, 2, 12, 2, 0, 0); // 22:00 on the 11th in New York
    const dayBefore = Date.UTC(2025, 2, 11, 1, 0, 0); // 21:00 on the 10th in New York
    expect(computeStreak([lateEvening, dayBefore], now, "America/New_York")).toBe(2);
    // In UTC both the entry and "now" are on the 12th, and the other entry is on the 11th.
    expect(computeStreak([lateEvening, dayBefore], now, "UTC")).toBe(2);
    // An entry at 23:30 UTC on the 11th is the 12th in Tokyo; "now" (03:00 UTC on the 12th) is the 12th there too.
    expect(computeStreak([Date.UTC(2025, 2, 11, 23, 30)], now, "Asia/Tokyo")).toBe(1);
    // ...but in Los Angeles that entry was the 11th (16:30) and now is the 11th (20:00): also today.
    expect(computeStreak([Date.UTC(2025, 2, 11, 23, 30)], now, "America/Los_Angeles")).toBe(1);
    // The same two instants a day apart in UTC fall on one day in Tokyo: 1, not 2.
    const tokyoMorning = Date.UTC(2025, 2, 12, 0, 30); // 09:30 on the 12th in Tokyo, the 12th in UTC
    const tokyoSameDay = Date.UTC(2025, 2, 11, 16, 0); // 01:00 on the 12th in Tokyo, the 11th in UTC
    expect(computeStreak([tokyoMorning, tokyoSameDay], now, "UTC")).toBe(2);
    expect(computeStreak([tokyoMorning, tokyoSameDay], now, "Asia/Tokyo")).toBe(1);
  });

  it("is counted across a daylight-saving change", () => {
    // Europe/London springs forward on 2025-03-30: that day has 23 hours.
    const now = Date.UTC(2025, 2, 31, 8, 0);
    const entries = [now, Date.UTC(2025, 2, 30, 22, 30) /* 23:30 BST on the 30th */, Date.UTC(2025, 2, 29, 23, 30) /* 23:30 GMT on the 29th */];
    expect(computeStreak(entries, now, "Europe/London")).toBe(3);
  });

  it("ignores days after today", () => {
    expect(streakFromDays(["2025-03-13", "2025-03-12", "2025-03-11"], "2025-03-12")).toBe(2);
  });
});

describe("mood trend", () => {
  const ZONE = "Europe/Berlin";
  // Noon in Berlin, `age` days before 2025-03-14, plus `minutes`.
  const at = (age: number, minutes = 0) => Date.UTC(2025, 2, 14 - age, 11, minutes);
  const e = (mood: number | null, age: number, minutes = 0) => ({ mood, createdAt: at(age, minutes) });

  it("is hidden until two days have a mood", () => {
    expect(moodTrend([], ZONE)).toBeNull();
    expect(moodTrend([e(4, 0)], ZONE)).toBeNull();
    expect(moodTrend([e(4, 0), e(null, 1), { mood: undefined, createdAt: at(2) }], ZONE)).toBeNull();
  });

  it("two entries minutes apart on one day are no trend, however different", () => {
    expect(moodTrend([e(1, 0, 5), e(5, 0)], ZONE)).toBeNull();
    expect(moodTrend([e(5, 0, 30), e(1, 0, 2), e(4, 0)], ZONE)).toBeNull();
  });

  it("compares the newest day with the oldest: higher improving, lower declining, equal stable", () => {
    expect(moodTrend([e(4, 0), e(1, 1), e(2, 2)], ZONE)).toBe("improving");
    expect(moodTrend([e(2, 0), e(5, 1), e(5, 2), e(4, 3)], ZONE)).toBe("declining");
    expect(moodTrend([e(3, 0), e(1, 1), e(5, 2), e(3, 3)], ZONE)).toBe("stable");
  });

  it("a day counts once, as the average of its moods; under half a step apart is stable", () => {
    // Today 1 and 5 (average 3) against yesterday's 3: stable, not 'Needs Attention'.
    expect(moodTrend([e(1, 0, 30), e(5, 0), e(3, 1)], ZONE)).toBe("stable");
    // Today 2 and 3 (2.5) against 3: half a step down.
    expect(moodTrend([e(2, 0, 30), e(3, 0), e(3, 1)], ZONE)).toBe("declining");
    // Today 3, 4 and 3 (3.3) against 3: less than half a step.
    expect(moodTrend([e(3, 0, 30), e(4, 0), e(3, 0, -60), e(3, 1)], ZONE)).toBe("stable");
  });

  it("uses the latest 7 days with a mood and skips entries without one", () => {
    const entries = [e(4, 0), e(null, 1), e(3, 2), e(3, 3), e(3, 4), e(3, 5), e(3, 6), e(5, 7), e(1, 8)];
    // The 7th day with a mood is age 7 (5); age 8 (1) is outside the window.
    expect(moodTrend(entries, ZONE)).toBe("declining");
  });

  it("days are the person's own: 23:30 and 00:30 in Berlin are two days", () => {
    const late = Date.UTC(2025, 2, 13, 22, 30); // 23:30 on the 13th in Berlin (UTC+1)
    const early = Date.UTC(2025, 2, 13, 23, 30); // 00:30 on the 14th
    expect(
      moodTrend(
        [
          { mood: 4, createdAt: early },
          { mood: 2, createdAt: late },
        ],
        ZONE,
      ),
    ).toBe("improving");
    expect(
      moodTrend(
        [
          { mood: 4, createdAt: early },
          { mood: 2, createdAt: late },
        ],
        "UTC",
      ),
    ).toBeNull();
  });
});

describe("dates", () => {
  it("formats local dates and hours", () => {
    expect(localDateKey(NOW, "UTC")).toBe("2025-03-12");
    expect(localDateKey(Date.UTC(2025, 2, 12, 23, 0), "Asia/Tokyo")).toBe("2025-03-13");
    expect(localHour(Date.UTC(2025, 2, 12, 1, 0), "Asia/Kolkata")).toBe(6);
    expect(localDateKey(NOW, "Not/AZone")).toBe("2025-03-12");
  });

  it("finds the start of a local day, also on DST days", () => {
    expect(startOfLocalDay("2025-03-12", "UTC")).toBe(Date.UTC(2025, 2, 12));
    expect(startOfLocalDay("2025-03-12", "America/New_York")).toBe(Date.UTC(2025, 2, 12, 4));
    expect(startOfLocalDay("2025-03-09", "America/New_York")).toBe(Date.UTC(2025, 2, 9, 5));
    expect(startOfLocalDay("2025-03-10", "America/New_York")).toBe(Date.UTC(2025, 2, 10, 4));
    expect(startOfLocalDay("2025-03-12", "Asia/Kolkata")).toBe(Date.UTC(2025, 2, 11, 18, 30));
  });

  it("counts calendar days", () => {
    expect(daysBetween("2025-02-28", "2025-03-01")).toBe(1);
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysInLastWeek(["2025-03-12", "2025-03-06", "2025-03-05", "2025-03-13"], "2025-03-12")).toBe(2);
  });
});

describe("local days", () => {
  it("lists consecutive days with exact boundaries across DST", () => {
    const days = localDays("2025-03-11", "America/New_York", 0, 4);
    expect(days.map((d) => d.key)).toEqual(["2025-03-11", "2025-03-10", "2025-03-09", "2025-03-08"]);
    for (const d of days) {
      expect(d.start).toBe(startOfLocalDay(d.key, "America/New_York"));
      expect(d.end).toBe(startOfLocalDay(addDays(d.key, 1), "America/New_York"));
    }
    // The spring-forward day is 23 hours long.
    expect(days[2]!.end - days[2]!.start).toBe(23 * HOUR);
    expect(localDays("2025-11-03", "Europe/London", 5, 2).map((d) => d.key)).toEqual(["2025-10-29", "2025-10-28"]);
    const fallBack = localDays("2025-10-27", "Europe/London", 0, 2);
    expect(fallBack[1]!.end - fallBack[1]!.start).toBe(25 * HOUR);
  });
});
