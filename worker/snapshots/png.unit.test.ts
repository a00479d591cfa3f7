import { decode, encode } from "fast-png";
import { zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { chunkTypes, fakePixels, fakePng, includesBytes, pngSkeleton, pngWith, withChunks } from "../test/snapshots-fixtures";
import { MAX_PNG_PIXELS, checkPng, reencodePng } from "./png";

const HTML = new TextEncoder().encode("<html><body><script>alert(document.cookie)</script></body></html>");
const junk = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 7919) & 255);

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

describe("reencodePng", () => {
  it("keeps the pixels and drops HTML and 52 KB of junk carried between IHDR and IEND", () => {
    const dirty = withChunks(fakePng(), [
      { type: "tEXt", data: new Uint8Array([...new TextEncoder().encode("Comment\0"), ...HTML]) },
      { type: "jUNk", data: junk(52 * 1024) },
    ]);
    expect(chunkTypes(dirty)).toEqual(["IHDR", "tEXt", "jUNk", "IDAT", "IEND"]);
    const clean = reencodePng(dirty);
    if (!clean.ok) throw new Error(clean.reason);
    expect(chunkTypes(clean.png)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(includesBytes(clean.png, HTML)).toBe(false);
    expect(clean.png.length).toBeLessThan(dirty.length - 52 * 1024);
    expect(decode(clean.png).data).toEqual(fakePixels());
  });

  it("drops bytes hidden after the image data's end (inside IDAT's zlib stream)", () => {
    const pixels = fakePixels(40, 30);
    const scanlines = new Uint8Array(30 * (1 + 40 * 4)); // filter byte 0, then the row
    for (let y = 0; y < 30; y++) scanlines.set(pixels.subarray(y * 160, (y + 1) * 160), y * 161 + 1);
    const dirty = pngWith(40, 30, [{ type: "IDAT", data: new Uint8Array([...zlibSync(scanlines), ...HTML]) }]);
    const clean = reencodePng(dirty);
    if (!clean.ok) throw new Error(clean.reason);
    expect(includesBytes(clean.png, HTML)).toBe(false);
    expect(decode(clean.png).data).toEqual(pixels);
  });

  it("turns indexed colour into RGB and keeps 16-bit and greyscale images as they are", () => {
    const grey16 = encode({ width: 3, height: 2, data: new Uint16Array([0, 1000, 65535, 5, 6, 7]), channels: 1, depth: 16 });
    const g = reencodePng(grey16);
    if (!g.ok) throw new Error(g.reason);
    expect(decode(g.png)).toMatchObject({ depth: 16, channels: 1, data: new Uint16Array([0, 1000, 65535, 5, 6, 7]) });

    const indexed = encode({
      width: 2,
      height: 2,
      data: new Uint8Array([0, 1, 1, 0]),
      channels: 1,
      depth: 8,
      palette: [
        [255, 0, 0],
        [0, 0, 255],
      ],
    });
    const i = reencodePng(indexed);
    if (!i.ok) throw new Error(i.reason);
    expect(decode(i.png)).toMatchObject({ channels: 3, data: new Uint8Array([255, 0, 0, 0, 0, 255, 0, 0, 255, 255, 0, 0]) });
  });

  it("refuses a decompression bomb: a tiny image whose data inflates far past its size", () => {
    const bomb = zlibSync(new Uint8Array(64 * 1024 * 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(reencodePng(pngWith(1, 1, [{ type: "IDAT", data: bomb }]))).toEqual({ ok: false, reason: "The PNG image could not be read." });
  });

  it("refuses images over the pixel budget before decoding, and a corrupted image", () => {
    const side = Math.ceil(Math.sqrt(MAX_PNG_PIXELS)) + 1;
    const big = reencodePng(pngSkeleton(side, side));
    expect(big.ok).toBe(false);
    const corrupt = fakePng(50, 50);
    corrupt[45] = corrupt[45]! ^ 0xff; // inside IDAT: the CRC no longer matches
    expect(reencodePng(corrupt).ok).toBe(false);
    expect(reencodePng(pngSkeleton(10, 10)).ok).toBe(false); // an empty IDAT
  });
});
