import { describe, expect, it } from "vitest";
import { daysFromQuarters } from "./writing-days";

const q = (iso: string) => Math.floor(Date.parse(iso) / 900_000);

describe("local days from quarter-hour buckets", () => {
  it("puts each entry on its local day through both daylight-saving changes", () => {
    const times = [
      "2031-03-08T23:45:00-05:00", // New York, the evening before spring forward
      "2031-03-09T00:00:00-05:00", // its first minute
      "2031-03-09T23:45:00-04:00", // after the change: still the 9th
      "2031-11-02T00:30:00-04:00", // fall back day, before the change
      "2031-11-02T23:45:00-05:00", // and its last quarter hour, after it
      "2031-11-03T00:00:00-05:00",
    ];
    expect([...daysFromQuarters(times.map(q), "America/New_York")]).toEqual(["2031-03-08", "2031-03-09", "2031-11-02", "2031-11-03"]);
  });

  it("handles zones whose midnight is not on the hour (Kolkata +05:30, Kathmandu +05:45)", () => {
    expect([...daysFromQuarters([q("2031-01-01T23:45:00+05:30"), q("2031-01-02T00:00:00+05:30")], "Asia/Kolkata")]).toEqual(["2031-01-01", "2031-01-02"]);
    expect([...daysFromQuarters([q("2031-01-01T23:45:00+05:45"), q("2031-01-02T00:00:00+05:45")], "Asia/Kathmandu")]).toEqual(["2031-01-01", "2031-01-02"]);
  });
});
