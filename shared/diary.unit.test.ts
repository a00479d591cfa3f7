import { describe, expect, it } from "vitest";
import { composeEntryContent, snapshotFileName, splitEntryContent, toDiaryPrompts, truncateSnapshotText } from "./diary";

describe("content composition", () => {
  const prompt = { title: "Today's Win", prompt: "What went well today?" };

  it("title and prompt joined with a colon, a blank line, then the trimmed text, from every surface", () => {
    expect(composeEntryContent(prompt, "  I finished the report.\n")).toBe("Today's Win: What went well today?\n\nI finished the report.");
  });

  it("without a prompt: just the text", () => {
    expect(composeEntryContent(null, " hi ")).toBe("hi");
  });

  it("splits back into header and body, keeping the body's own blank lines", () => {
    const content = composeEntryContent(prompt, "one\n\ntwo");
    expect(splitEntryContent(content)).toEqual({ title: "Today's Win", prompt: "What went well today?", body: "one\n\ntwo" });
    // Entries the overlay saved before the formats were one.
    expect(splitEntryContent("Today's Win — What went well today?\n\nx").title).toBe("Today's Win");
    expect(splitEntryContent("no header here\n\nsecond")).toEqual({ title: null, prompt: null, body: "no header here\n\nsecond" });
  });
});

describe("AI prompts", () => {
  it("names untitled prompts 'Personal Reflection {n}' and cycles five icons", () => {
    const out = toDiaryPrompts([{ prompt: "a" }, { title: "Named", prompt: "b" }, { prompt: "c" }, { prompt: "d" }, { prompt: "e" }, { title: " ", prompt: "f" }]);
    expect(out.map((p) => p.title)).toEqual(["Personal Reflection 1", "Named", "Personal Reflection 3", "Personal Reflection 4", "Personal Reflection 5", "Personal Reflection 6"]);
    expect(out.map((p) => p.icon)).toEqual(["sun", "heart", "star", "moon", "pen", "sun"]);
  });
});

describe("snapshot text", () => {
  it("keeps text of 280 characters or fewer", () => {
    expect(truncateSnapshotText("a".repeat(280))).toBe("a".repeat(280));
  });

  it("cuts longer text to 280 characters, 3 of them an ellipsis", () => {
    const out = truncateSnapshotText("b".repeat(281));
    expect(out).toBe(`${"b".repeat(277)}...`);
    expect(out).toHaveLength(280);
  });

  it("never splits an emoji", () => {
    const out = truncateSnapshotText("😀".repeat(300));
    expect(Array.from(out)).toHaveLength(280);
    expect(out.endsWith("😀...")).toBe(true);
  });

  it("names the file by the local date", () => {
    expect(snapshotFileName(new Date(2025, 0, 5, 23, 0))).toBe("journal-snapshot-2025-01-05.png");
    expect(snapshotFileName(new Date(2025, 0, 5), "jpg")).toBe("journal-snapshot-2025-01-05.jpg");
  });
});
