// Is this upload really a PNG, and what do we store of it? Checked by its bytes, not its name or
// Content-Type; stored as a fresh encoding of its pixels only. A PNG may carry any number of
// ancillary chunks (text, private chunks, bytes after the image data), and a public link that
// serves them serves whatever someone hid there (HTML, another file). Re-encoding keeps the image
// and nothing else. docs/decisions/0073-snapshot-images-re-encoded.md
import { convertIndexedToRgb, decode, encode, type DecodedPng } from "fast-png";
import { Unzlib } from "fflate";

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Browsers refuse canvases larger than this on a side (the app's snapshot canvas is 600x400). */
export const MAX_PNG_SIDE = 16384;
/**
 * Decoding holds every pixel in memory (a Worker has 128 MB): 4 megapixels is 16 MB as RGBA, far
 * above a 600x400 snapshot even at 3x screen density.
 */
export const MAX_PNG_PIXELS = 4_000_000;

export type PngCheck = { ok: true; width: number; height: number } | { ok: false; reason: string };
export type CleanPng = { ok: true; width: number; height: number; png: Uint8Array } | { ok: false; reason: string };

const ascii = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const NOT_PNG = "The file is not a PNG image.";
const UNREADABLE = "The PNG image could not be read.";

/** Signature, a well-formed IHDR first (13 bytes, sane size, bit depth and colour type) and IEND last. */
export function checkPng(bytes: Uint8Array): PngCheck {
  const notPng = { ok: false as const, reason: NOT_PNG };
  if (bytes.length < 8 + 25 + 12) return notPng;
  for (let i = 0; i < SIGNATURE.length; i++) if (bytes[i] !== SIGNATURE[i]) return notPng;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(8) !== 13 || ascii(bytes, 12) !== "IHDR") return notPng;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24]!;
  const colour = bytes[25]!;
  if (width === 0 || height === 0 || width > MAX_PNG_SIDE || height > MAX_PNG_SIDE) {
    return { ok: false, reason: `The image must be between 1 and ${MAX_PNG_SIDE} pixels on each side.` };
  }
  if (![1, 2, 4, 8, 16].includes(depth) || ![0, 2, 3, 4, 6].includes(colour)) return notPng;
  const end = bytes.length - 12;
  if (view.getUint32(end) !== 0 || ascii(bytes, end + 4) !== "IEND") return { ok: false, reason: "The PNG image is incomplete." };
  return { ok: true, width, height };
}

interface Chunk {
  type: string;
  data: Uint8Array;
  /** The whole chunk as uploaded: length, type, data and CRC. */
  raw: Uint8Array;
}

/** Every chunk after the signature, or null when a length runs past the end. */
function chunksOf(bytes: Uint8Array): Chunk[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    if (at + 12 + length > bytes.length) return null;
    const type = ascii(bytes, at + 4);
    chunks.push({ type, data: bytes.subarray(at + 8, at + 8 + length), raw: bytes.subarray(at, at + 12 + length) });
    at += 12 + length;
    if (type === "IEND") return chunks;
  }
  return null;
}

/**
 * Inflates the image data in small steps and stops as soon as it is larger than the image can be,
 * so a few KB that inflate to gigabytes (a decompression bomb) are refused without being held.
 */
function inflatesWithin(idat: Uint8Array[], maxBytes: number): boolean {
  let total = 0;
  let ended = false;
  const inflater = new Unzlib((chunk, final) => {
    total += chunk.length;
    if (total > maxBytes) throw new RangeError("image data larger than its size allows");
    if (final) ended = true;
  });
  // Deflate inflates at most about 1032:1, so an 8 KB step holds at most about 8 MB at once.
  const STEP = 8 * 1024;
  try {
    for (const data of idat) for (let i = 0; i < data.length; i += STEP) inflater.push(data.subarray(i, i + STEP));
    inflater.push(new Uint8Array(0), true);
  } catch {
    return false;
  }
  return ended || total > 0;
}

/** Raw bytes of the filtered scanlines of a non-interlaced image, plus room for Adam7's extra filter bytes. */
function rawSizeBound(width: number, height: number, depth: number, colour: number): number {
  const bitsPerPixel = depth * CHANNELS[colour]!;
  return height * (1 + Math.ceil((width * bitsPerPixel) / 8)) + 8 * (height + 8) + 1024;
}

/** The decoded pixels in a form the encoder writes as they are: indexed colour becomes RGB(A). */
function encodable(image: DecodedPng) {
  if (image.palette) {
    return { width: image.width, height: image.height, data: convertIndexedToRgb(image), depth: 8 as const, channels: image.palette[0]!.length };
  }
  return { width: image.width, height: image.height, data: image.data, depth: image.depth, channels: image.channels };
}

/**
 * Checks the PNG, then decodes its image chunks (IHDR, PLTE, tRNS, IDAT) and encodes the pixels
 * again: the result holds IHDR, IDAT and IEND and nothing the upload carried besides its pixels.
 */
export function reencodePng(bytes: Uint8Array): CleanPng {
  const header = checkPng(bytes);
  if (!header.ok) return header;
  const { width, height } = header;
  if (width * height > MAX_PNG_PIXELS) {
    return { ok: false, reason: `The image is too large: at most ${MAX_PNG_PIXELS.toLocaleString("en-US")} pixels.` };
  }
  const chunks = chunksOf(bytes);
  if (!chunks) return { ok: false, reason: "The PNG image is incomplete." };
  const kept = chunks.filter((c) => c.type === "IHDR" || c.type === "PLTE" || c.type === "tRNS" || c.type === "IDAT");
  const idat = kept.filter((c) => c.type === "IDAT").map((c) => c.data);
  if (idat.length === 0 || !inflatesWithin(idat, rawSizeBound(width, height, bytes[24]!, bytes[25]!))) return { ok: false, reason: UNREADABLE };

  // Only the image chunks reach the decoder (with their CRCs as uploaded, which it checks): no
  // text, colour profiles or private chunks to parse.
  const end = chunks.at(-1)!;
  const stripped = new Uint8Array(8 + [...kept, end].reduce((n, c) => n + c.raw.length, 0));
  stripped.set(SIGNATURE, 0);
  let at = 8;
  for (const c of [...kept, end]) {
    stripped.set(c.raw, at);
    at += c.raw.length;
  }
  try {
    const image = decode(stripped, { checkCrc: true });
    return { ok: true, width, height, png: encode(encodable(image)) };
  } catch {
    return { ok: false, reason: UNREADABLE };
  }
}
