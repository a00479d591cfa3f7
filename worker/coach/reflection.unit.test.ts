import { describe, expect, it } from "vitest";
import { periodsEndingOn } from "../../shared/reflection-periods";
import { offlineReflectionThemes, quoteFrom } from "./offline/reflection";
import { keepVerbatim, mergeThemes } from "./reflection";

const ENTRIES = [
  {
    id: "a",
    content: "Morning Reflection: How are you?\n\nWork was hectic today  and the deadline pressure is real, honestly more than I expected when I took the role last spring.",
  },
  { id: "b", content: "Slept badly again, awake at 3am. Then a calm walk." },
];

describe("quotes", () => {
  it("are slices of the entry (spacing kept), cut to a short window around the theme's words", () => {
    const q = quoteFrom(ENTRIES[0]!.content, [/deadline/giu]);
    expect(q).not.toBeNull();
    expect(ENTRIES[0]!.content).toContain(q!);
    expect(q!.split(/\s+/).length).toBeLessThanOrEqual(18);
    expect(q).toContain("deadline");
    expect(q).not.toContain("Morning Reflection"); // the saved prompt header is not the person's words
  });

  it("offline themes: 2 to 4, every quote a substring of the entry it links to", () => {
    const themes = offlineReflectionThemes(ENTRIES);
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.length).toBeLessThanOrEqual(4);
    for (const t of themes) expect(ENTRIES.find((e) => e.id === t.entryId)!.content).toContain(t.quote);
  });

  it("a model's quote is kept only if it is verbatim in the entry it names", () => {
    const kept = keepVerbatim(
      [
        { label: "Sleep", entryId: "b", quote: "“awake at 3am”" },
        { label: "Work", entryId: "a", quote: "work was hectic today" }, // case changed
        { label: "Walk", entryId: "a", quote: "Then a calm walk." }, // another entry's words
        { label: "Made up", entryId: "zzz", quote: "Then a calm walk." },
      ],
      ENTRIES,
    );
    expect(kept).toEqual([{ label: "Sleep", entryId: "b", quote: "awake at 3am" }]);
    const merged = mergeThemes(kept, offlineReflectionThemes(ENTRIES));
    expect(merged.length).toBeGreaterThanOrEqual(2);
    expect(merged[0]).toEqual(kept[0]);
  });
});

describe("periods", () => {
  it("a Sunday ends a week, a month's last day ends the month, both on a Sunday that ends a month", () => {
    expect(periodsEndingOn("2031-06-14")).toEqual([]);
    expect(periodsEndingOn("2031-06-15")).toEqual([{ period: "week", start: "2031-06-09", end: "2031-06-15" }]);
    expect(periodsEndingOn("2031-06-30")).toEqual([{ period: "month", start: "2031-06-01", end: "2031-06-30" }]);
    expect(periodsEndingOn("2028-02-29")).toEqual([{ period: "month", start: "2028-02-01", end: "2028-02-29" }]);
    expect(periodsEndingOn("2031-08-31").map((p) => p.period)).toEqual(["week", "month"]);
  });
});
