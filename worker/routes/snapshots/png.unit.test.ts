import { describe, expect, it } from "vitest";
import { fakePng } from "../../test/snapshots-fixtures";
import { checkPng } from "./png";

describe("checkPng", () => {
  it("accepts a PNG and reads its size", () => {
    expect(checkPng(fakePng(600, 400))).toEqual({ ok: true, width: 600, height: 400 });
  });

  it("rejects a JPEG, whatever its name", () => {
    const jpeg = new Uint8Array(100);
    jpeg.set([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
    expect(checkPng(jpeg).ok).toBe(false);
  });

  it("rejects a PNG signature without IHDR, a truncated file and absurd sizes", () => {
    const noIhdr = fakePng();
    noIhdr[12] = 0x58;
    expect(checkPng(noIhdr).ok).toBe(false);
    expect(checkPng(fakePng().slice(0, 40)).ok).toBe(false);
    expect(checkPng(fakePng().slice(0, -12)).ok).toBe(false);
    expect(checkPng(fakePng(0, 400)).ok).toBe(false);
    expect(checkPng(fakePng(20000, 400)).ok).toBe(false);
  });
});
