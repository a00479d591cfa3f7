// Test images for the snapshot checks (pure: used by unit and Worker tests).
import { encode } from "fast-png";

/** The RGBA pixels fakePng encodes: a gradient, so a re-encoding that loses pixels shows. */
export function fakePixels(width = 600, height = 400): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x & 255;
      data[i + 1] = y & 255;
      data[i + 2] = (x + y) & 255;
      data[i + 3] = 255;
    }
  }
  return data;
}

/**
 * A real PNG (signature, IHDR, IDAT, IEND with valid CRCs). Sides up to 16384 are written as a
 * header only when the pixels would be absurd to allocate (the size checks refuse them first).
 */
export function fakePng(width = 600, height = 400): Uint8Array {
  if (width > 0 && height > 0 && width * height <= 4_000_000) return encode({ width, height, data: fakePixels(width, height), channels: 4, depth: 8 });
  return pngSkeleton(width, height);
}

/** Signature, IHDR of the given size, an empty IDAT and IEND (CRCs not valid): for header checks. */
export function pngSkeleton(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(8 + 25 + 12 + 12);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const v = new DataView(bytes.buffer);
  v.setUint32(8, 13);
  bytes.set([73, 72, 68, 82], 12); // IHDR
  v.setUint32(16, width);
  v.setUint32(20, height);
  bytes[24] = 8;
  bytes[25] = 6;
  v.setUint32(33, 0);
  bytes.set([73, 68, 65, 84], 37); // empty IDAT
  const end = bytes.length - 12;
  v.setUint32(end, 0);
  bytes.set([73, 69, 78, 68], end + 4); // IEND
  return bytes;
}

const IEND_CHUNK = [0, 0, 0, 0, 73, 69, 78, 68, 0xae, 0x42, 0x60, 0x82];

/** Signature and IHDR of a real w x h RGBA PNG, then the given chunks, then IEND. */
export function pngWith(width: number, height: number, chunks: { type: string; data: Uint8Array }[]): Uint8Array {
  const header = encode({ width, height, data: new Uint8Array(width * height * 4), channels: 4, depth: 8 }).subarray(0, 8 + 25);
  return withChunks(new Uint8Array([...header, ...IEND_CHUNK]), chunks);
}

/** The chunk types of a PNG, in order. */
export function chunkTypes(png: Uint8Array): string[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const types: string[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    types.push(String.fromCharCode(...png.subarray(at + 4, at + 8)));
    at += 12 + length;
  }
  return types;
}

/** The PNG with extra chunks inserted right after IHDR (each with a valid CRC, as a careful attacker would write them). */
export function withChunks(png: Uint8Array, extra: { type: string; data: Uint8Array }[]): Uint8Array {
  const afterIhdr = 8 + 25;
  const parts = extra.map(({ type, data }) => {
    const chunk = new Uint8Array(12 + data.length);
    const view = new DataView(chunk.buffer);
    view.setUint32(0, data.length);
    for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
    chunk.set(data, 8);
    view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
    return chunk;
  });
  const out = new Uint8Array(png.length + parts.reduce((n, p) => n + p.length, 0));
  out.set(png.subarray(0, afterIhdr), 0);
  let at = afterIhdr;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  out.set(png.subarray(afterIhdr), at);
  return out;
}

/** Whether needle occurs in hay. */
export function includesBytes(hay: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** The first bytes of a JPEG (JFIF), padded: what a renamed .jpg looks like. */
export function fakeJpeg(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}
