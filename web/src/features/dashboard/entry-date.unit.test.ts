import { describe, expect, it } from "vitest";
import { entryDate } from "./entry-date";

describe("entryDate", () => {
  it("formats like 'MMMM d, yyyy at h:mm a' in local time", () => {
    const d = new Date(2025, 2, 12, 15, 4);
    expect(entryDate(d.toISOString())).toBe("March 12, 2025 at 3:04 PM");
  });
  it("says 'Unknown date' without a usable date", () => {
    expect(entryDate(undefined)).toBe("Unknown date");
    expect(entryDate("")).toBe("Unknown date");
    expect(entryDate("not a date")).toBe("Unknown date");
  });
});
