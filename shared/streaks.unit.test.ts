import { describe, expect, it } from "vitest";
import { addDays, localDateKey } from "./progress";
import { computeStreaks, weekDots } from "./streaks";

const TODAY = "2031-03-20";
/** Days before today, from a pattern read oldest to newest: W written, . missed; the last is today. */
function days(pattern: string, today = TODAY): string[] {
  const out: string[] = [];
  [...pattern].forEach((ch, i) => {
    if (ch === "W") out.push(addDays(today, i - (pattern.length - 1)));
  });
  return out;
}

describe("streaks with rest days", () => {
  it.each([
    // pattern (oldest ... today), current, longest, strict, rest days (ages)
    ["", 0, 0, 0, []],
    ["W", 1, 1, 1, []],
    ["WWW", 3, 3, 3, []],
    ["WWW.", 3, 3, 0, []], // today still open: the run stands
    ["WW.W", 3, 3, 1, [1]], // one missed day: a rest day
    ["WW..", 2, 2, 0, [1]], // yesterday missed, today open: yesterday is a rest day for now
    ["WW...", 0, 2, 0, []], // two missed days in a row end it
    ["WW..W", 1, 2, 1, []],
    ["W.WWWWWW.W", 8, 8, 1, [1, 8]], // rest days 7 days apart: both forgiven
    ["W.WWWWW.W", 6, 6, 1, [1]], // 6 days apart: the run restarts after the older rest day
    ["WWWW.W.W", 2, 5, 1, [1]],
  ])("%s: current %i, longest %i, strict %i", (pattern, current, longest, strict, restAges) => {
    const s = computeStreaks(days(pattern), TODAY);
    expect(s).toEqual({ current, longest, strict, restDays: (restAges as number[]).map((a) => addDays(TODAY, -a)) });
  });

  it("keeps the longest run from the past", () => {
    const s = computeStreaks([...days("WWWWWWWWWW...WW.")], TODAY);
    expect(s.longest).toBe(10);
    expect(s.current).toBe(2);
  });

  it("ignores days after today (a change of time zone)", () => {
    expect(computeStreaks([...days("WW"), addDays(TODAY, 1)], TODAY).current).toBe(2);
  });

  it("shows this week's dots, oldest first: written, rest, missed and today still open", () => {
    const written = days("W...W.WW.");
    const s = computeStreaks(written, TODAY);
    expect(weekDots(written, TODAY, s.restDays).map((d) => d.state)).toEqual(["missed", "missed", "written", "rest", "written", "written", "open"]);
    expect(weekDots(written, TODAY, s.restDays)[0]!.date).toBe(addDays(TODAY, -6));
  });
});

describe("streak days across time zones and daylight saving", () => {
  // Entries at the same instants fall on different local days in different zones.
  const at = (iso: string) => Date.parse(iso);

  it("counts the local calendar day of each entry: a late entry in New York is the next day in UTC", () => {
    const entries = ["2031-03-17T23:30:00-04:00", "2031-03-19T23:30:00-04:00", "2031-03-20T08:00:00-04:00"].map(at);
    const ny = computeStreaks(
      entries.map((t) => localDateKey(t, "America/New_York")),
      TODAY,
    );
    expect(ny).toMatchObject({ current: 3, restDays: ["2031-03-18"] });
    // In UTC the same instants are the 18th, 20th and 20th: two days, with the 19th a rest day.
    const utc = computeStreaks(
      entries.map((t) => localDateKey(t, "UTC")),
      TODAY,
    );
    expect(utc).toMatchObject({ current: 2, restDays: ["2031-03-19"] });
  });

  it("spring forward: a 23-hour day is still one day, with no gap", () => {
    // New York moves its clocks on Sunday 9 March 2031 (02:00 -> 03:00).
    const entries = ["2031-03-08T23:50:00-05:00", "2031-03-09T23:50:00-04:00", "2031-03-10T00:10:00-04:00"].map(at);
    const keys = entries.map((t) => localDateKey(t, "America/New_York"));
    expect(keys).toEqual(["2031-03-08", "2031-03-09", "2031-03-10"]);
    expect(computeStreaks(keys, "2031-03-10")).toMatchObject({ current: 3, strict: 3, restDays: [] });
  });

  it("fall back: a 25-hour day with two entries an hour apart on the clock is one day", () => {
    // London moves back on Sunday 26 October 2031 (02:00 BST -> 01:00 GMT).
    const entries = ["2031-10-25T12:00:00+01:00", "2031-10-26T00:30:00+01:00", "2031-10-26T23:30:00+00:00", "2031-10-28T09:00:00+00:00"].map(at);
    const keys = entries.map((t) => localDateKey(t, "Europe/London"));
    expect(keys).toEqual(["2031-10-25", "2031-10-26", "2031-10-26", "2031-10-28"]);
    expect(computeStreaks(keys, "2031-10-28")).toMatchObject({ current: 3, strict: 1, restDays: ["2031-10-27"] });
  });

  it("a zone across the date line: the same instant is a day apart in Auckland and Honolulu", () => {
    const t = at("2031-03-20T10:00:00Z");
    expect(localDateKey(t, "Pacific/Auckland")).toBe("2031-03-20"); // 23:00 on the 20th
    expect(localDateKey(t, "Pacific/Honolulu")).toBe("2031-03-20"); // 00:00 on the 20th
    const hours = [-11, -12, -36].map((h) => t + h * 3_600_000);
    expect(
      computeStreaks(
        hours.map((x) => localDateKey(x, "Pacific/Auckland")),
        "2031-03-20",
      ),
    ).toMatchObject({ current: 2 });
  });
});
