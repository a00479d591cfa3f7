// Is this upload really a PNG? Checked by its bytes, not its name or Content-Type.
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Browsers refuse canvases larger than this on a side (the spec caps the snapshot canvas too). */
export const MAX_PNG_SIDE = 16384;

export type PngCheck = { ok: true; width: number; height: number } | { ok: false; reason: string };

const ascii = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

/** Signature, a well-formed IHDR first (13 bytes, sane size, bit depth and colour type) and IEND last. */
export function checkPng(bytes: Uint8Array): PngCheck {
  const notPng = { ok: false as const, reason: "The file is not a PNG image." };
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
