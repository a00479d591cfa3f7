import { describe, expect, it } from "vitest";
import { parseRange } from "./range";

describe("parseRange", () => {
  it.each([
    [null, { kind: "none" }],
    ["bytes=0-99", { kind: "range", offset: 0, length: 100 }],
    ["bytes=10-", { kind: "range", offset: 10, length: 990 }],
    ["bytes=-10", { kind: "range", offset: 990, length: 10 }],
    ["bytes=-5000", { kind: "range", offset: 0, length: 1000 }],
    ["bytes=500-99999", { kind: "range", offset: 500, length: 500 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=9-3", { kind: "none" }],
    ["bytes=0-1,5-9", { kind: "none" }],
    ["bytes=-", { kind: "none" }],
    ["items=0-1", { kind: "none" }],
  ] as const)("%s of 1000 bytes", (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
