import { describe, expect, it } from "vitest";
import { SAMPLE_PREVIEW_CHARS, SAMPLE_RESPONSE, SAMPLE_RESPONSE_PREVIEW, truncateAtWord } from "./coach-sample";

const ellipses = (s: string) => (s.match(/…|\.\.\./g) ?? []).length;

describe("truncateAtWord", () => {
  it("returns text that fits unchanged", () => {
    expect(truncateAtWord("  Short and sweet.  ", 40)).toBe("Short and sweet.");
    expect(truncateAtWord("Exactly ten", 11)).toBe("Exactly ten");
  });

  it("cuts at a word boundary, never inside a word, with one ellipsis", () => {
    const out = truncateAtWord("The quick brown fox jumps over the lazy dog", 17);
    expect(out).toBe("The quick brown…");
    expect([...out].length).toBeLessThanOrEqual(17);
  });

  it("keeps a word that ends exactly at the cut", () => {
    expect(truncateAtWord("The quick brown fox", 16)).toBe("The quick brown…");
  });

  it("never doubles an ellipsis already in the text", () => {
    expect(truncateAtWord("I waited... and waited for the bus", 12)).toBe("I waited…");
    expect(truncateAtWord("I waited… and waited for the bus", 11)).toBe("I waited…");
    expect(truncateAtWord("Well... then something else happened", 9)).toBe("Well…");
  });

  it("drops trailing punctuation and line breaks before the ellipsis", () => {
    expect(truncateAtWord("First, second; third. Fourth", 22)).toBe("First, second; third…");
    expect(truncateAtWord("One paragraph.\n\nAnother one here", 17)).toBe("One paragraph…");
  });

  it("counts code points, so an emoji is never split", () => {
    const out = truncateAtWord("calm 😊😊😊😊 days ahead", 8);
    expect(out).toBe("calm…");
    expect(truncateAtWord("😊😊😊😊😊😊", 4)).toBe("😊😊😊…");
  });

  it("cuts a single over-long word only when there is no space to go back to", () => {
    expect(truncateAtWord("Supercalifragilistic", 6)).toBe("Super…");
  });
});

describe("the dashboard's sample response preview", () => {
  it("is the start of the response, cut at a word with exactly one ellipsis", () => {
    expect(SAMPLE_RESPONSE.length).toBeGreaterThan(SAMPLE_PREVIEW_CHARS);
    expect([...SAMPLE_RESPONSE_PREVIEW].length).toBeLessThanOrEqual(SAMPLE_PREVIEW_CHARS);
    expect(SAMPLE_RESPONSE_PREVIEW.endsWith("…")).toBe(true);
    expect(ellipses(SAMPLE_RESPONSE_PREVIEW)).toBe(1);
    expect(SAMPLE_RESPONSE_PREVIEW).toMatch(/\p{L}…$/u); // ends on a word, not on punctuation or a list number
    const kept = SAMPLE_RESPONSE_PREVIEW.slice(0, -1);
    expect(SAMPLE_RESPONSE.startsWith(kept)).toBe(true);
    // The next character of the full text ends a word (a space or punctuation), so no word is cut.
    expect(SAMPLE_RESPONSE.slice(kept.length, kept.length + 1)).toMatch(/[\s.,;:!?]/);
  });
});
