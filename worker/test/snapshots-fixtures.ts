// Test images for the snapshot checks (pure: used by unit and Worker tests).

/** A minimal PNG skeleton: signature, IHDR, (fake) IDAT, IEND. CRCs are not checked by checkPng. */
export function fakePng(width = 600, height = 400): Uint8Array {
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

/** The first bytes of a JPEG (JFIF), padded: what a renamed .jpg looks like. */
export function fakeJpeg(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}
