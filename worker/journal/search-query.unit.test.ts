import { describe, expect, it } from "vitest";
import { HIGHLIGHT_END as E, HIGHLIGHT_START as S, MAX_SEARCH_TERMS, splitHighlights } from "../../shared/journal-search";
import { matchExpression, parseSearch, searchFingerprint } from "./search-query";

const OWNER = "0b6f9a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("parseSearch", () => {
  it.each<[string, Array<[string, boolean]>]>([
    ["walk", [["walk", false]]],
    [
      "quiet morning",
      [
        ["quiet", false],
        ["morning", false],
      ],
    ],
    ['"quiet morning"', [["quiet morning", false]]],
    ['"new yor"*', [["new yor", true]]],
    ["garden*", [["garden", true]]],
    ["well-being", [["well being", false]]],
    ['"unbalanced', [["unbalanced", false]]],
    ["AND OR NOT", []],
    ["NEAR(", []],
    [
      "NEAR(walk rain, 2)",
      [
        ["walk", false],
        ["rain", false],
        ["2", false],
      ],
    ],
    ["*", []],
    ["col:x", [["col x", false]]],
    [
      "^walk -rain (sun)",
      [
        ["walk", false],
        ["rain", false],
        ["sun", false],
      ],
    ],
    [
      "and or",
      [
        ["and", false],
        ["or", false],
      ],
    ],
    ['"rock AND roll"', [["rock AND roll", false]]],
    ["café", [["café", false]]],
    ["cafe\u0301", [["café", false]]],
    ["", []],
    ['""', []],
  ])("%j", (text, expected) => {
    expect(parseSearch(text).map((t) => [t.tokens.join(" "), t.prefix])).toEqual(expected);
  });

  it("keeps at most MAX_SEARCH_TERMS terms", () => {
    expect(parseSearch(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "))).toHaveLength(MAX_SEARCH_TERMS);
  });
});

describe("matchExpression", () => {
  it("scopes to the owner and quotes every term in the content column", () => {
    expect(matchExpression(OWNER, parseSearch('walk "quiet morning" gard*'))).toBe(
      'owner : "0b6f9a3e1c2d4e5f8a9b0c1d2e3f4a5b" AND content : "walk" AND content : "quiet morning" AND content : "gard"*',
    );
  });

  it("is null when nothing is left to search for", () => {
    expect(matchExpression(OWNER, parseSearch("AND * ()"))).toBeNull();
  });

  it("never lets a double quote through unescaped", () => {
    const expr = matchExpression(OWNER, [{ tokens: ['a"b'], prefix: false }])!;
    expect(expr).toContain('"a""b"');
  });
});

describe("searchFingerprint", () => {
  it("is the same for the same search and differs for another", () => {
    expect(searchFingerprint(parseSearch("Walk  rain"))).toBe(searchFingerprint(parseSearch("walk rain")));
    expect(searchFingerprint(parseSearch("walk rain"))).not.toBe(searchFingerprint(parseSearch("walk rai*")));
  });
});

describe("splitHighlights", () => {
  it("splits a snippet into plain and highlighted runs", () => {
    expect(splitHighlights(`…went for a ${S}walk${E} after ${S}dinner${E}`)).toEqual([
      { text: "…went for a ", highlight: false },
      { text: "walk", highlight: true },
      { text: " after ", highlight: false },
      { text: "dinner", highlight: true },
    ]);
  });

  it("drops stray markers and keeps markup as text", () => {
    expect(splitHighlights(`${E}<b>x</b>${S}${S}y`)).toEqual([
      { text: "<b>x</b>", highlight: false },
      { text: "y", highlight: true },
    ]);
    expect(splitHighlights("")).toEqual([]);
  });
});
