import { describe, expect, it } from "vitest";
import { EMOJI_CATEGORIES } from "./emojis";
import { insertAtCursor, type CaretField } from "./insert-at-cursor";

function fakeTextarea(value: string, start: number | null, end: number | null = start) {
  const field = {
    value,
    selectionStart: start,
    selectionEnd: end,
    focused: false,
    focus() {
      field.focused = true;
    },
    setSelectionRange(s: number, e: number) {
      field.selectionStart = s;
      field.selectionEnd = e;
    },
  };
  return field satisfies CaretField;
}

describe("insertAtCursor", () => {
  it("inserts at the caret and puts the caret after the emoji, with focus", () => {
    const t = fakeTextarea("Hello world", 5);
    expect(insertAtCursor(t, "😊")).toBe("Hello😊 world");
    expect(t.value).toBe("Hello😊 world");
    expect(t.selectionStart).toBe(7); // "😊" is two UTF-16 units
    expect(t.selectionEnd).toBe(7);
    expect(t.focused).toBe(true);
  });

  it("replaces the selection", () => {
    const t = fakeTextarea("I feel sad today", 7, 10);
    expect(insertAtCursor(t, "🌧️")).toBe("I feel 🌧️ today");
    expect(t.selectionStart).toBe(7 + "🌧️".length);
  });

  it("appends when there is no caret, and handles an empty field", () => {
    const t = fakeTextarea("abc", null);
    expect(insertAtCursor(t, "✨")).toBe("abc✨");
    expect(t.selectionStart).toBe(4);
    const empty = fakeTextarea("", 0);
    expect(insertAtCursor(empty, "🙂")).toBe("🙂");
    expect(empty.selectionEnd).toBe(2);
  });

  it("clamps a stale caret beyond the end", () => {
    const t = fakeTextarea("ab", 10, 12);
    expect(insertAtCursor(t, "x")).toBe("abx");
    expect(t.selectionStart).toBe(3);
  });
});

describe("emoji categories", () => {
  it("has the picker's four tabs and their counts, starting on emotions, without duplicates", () => {
    expect(EMOJI_CATEGORIES.map((c) => [c.id, c.emojis.length])).toEqual([
      ["emotions", 26],
      ["nature", 18],
      ["wellness", 25],
      ["activities", 18],
    ]);
    for (const c of EMOJI_CATEGORIES) expect(new Set(c.emojis).size).toBe(c.emojis.length);
  });
});
