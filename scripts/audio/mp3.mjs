// MP3 encoding of a seamless loop with @breezystack/lamejs, plus a LAME "Info" tag so players
// can play it gaplessly.
//
// An MP3 decoder outputs ENCODER_DELAY + DECODER_DELAY samples of priming before the first input
// sample, and the last frame is padded. Without help a looping player would hear that as a tiny
// gap. So:
//   1. The encoder gets some of the loop's end before its start (PRE_ROLL) and some of its start
//      after its end (POST_ROLL): the encoder sees real audio on both sides of the seam, so the
//      first and last decoded samples are as clean as any others.
//   2. A LAME/Xing "Info" frame (a valid silent frame) is put first, carrying encoder delay and
//      padding such that a gapless decoder (FFmpeg / Chrome, Firefox, Safari, foobar...) keeps
//      exactly the N loop samples. The numbers are in the manifest too, for Web Audio players
//      (loopStart/loopEnd).

import { Mp3Encoder } from "@breezystack/lamejs";

export const ENCODER_DELAY = 576; // LAME's encoder delay (measured for lamejs: 576 + 529 = 1105)
export const DECODER_DELAY = 529; // mpg123/FFmpeg/libmad decoder delay
export const PRE_ROLL = 1152;
export const POST_ROLL = 2304;
const SAMPLES_PER_FRAME = 1152; // MPEG-1 Layer III
const BITRATES = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44100, 48000, 32000];

/** CRC-16/ARC (poly 0x8005 reflected, init 0), the CRC of the LAME tag. */
export function crc16(bytes, crc = 0) {
  for (let i = 0; i < bytes.length; i++) {
    crc ^= bytes[i];
    for (let b = 0; b < 8; b++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

/** Float samples in [-1, 1] to 16-bit with deterministic TPDF dither. */
export function toInt16(samples, seed = 1) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.round(samples[i] * 32767 + (rand() - rand()));
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** Parses a Layer III frame header at `off`; returns null if there is none. */
export function frameHeader(bytes, off) {
  if (off + 4 > bytes.length || bytes[off] !== 0xff || (bytes[off + 1] & 0xfe) !== 0xfa) return null; // MPEG-1 Layer III
  const bitrate = BITRATES[bytes[off + 2] >> 4];
  const sampleRate = SAMPLE_RATES[(bytes[off + 2] >> 2) & 3];
  if (!bitrate || !sampleRate) return null;
  const padding = (bytes[off + 2] >> 1) & 1;
  const mono = bytes[off + 3] >> 6 === 3;
  return { bitrate, sampleRate, mono, length: Math.floor((144000 * bitrate) / sampleRate) + padding };
}

/** Counts the audio frames of an MP3 stream (no ID3 or Info frame expected). */
export function countFrames(bytes) {
  let off = 0;
  let frames = 0;
  while (off < bytes.length) {
    const h = frameHeader(bytes, off);
    if (!h) throw new Error(`MP3 stream lost sync at byte ${off}`);
    off += h.length;
    frames++;
  }
  return frames;
}

/**
 * Builds the LAME "Info" frame (CBR) for a stream whose first frame header is `first`.
 * @param {Uint8Array} stream the audio frames that will follow
 */
function infoFrame(stream, { frames, delay, padding, kbps }) {
  const h = frameHeader(stream, 0);
  if (!h) throw new Error("encoder output does not start with a frame");
  const len = Math.floor((144000 * h.bitrate) / h.sampleRate); // no padding slot
  const f = new Uint8Array(len);
  f[0] = stream[0];
  f[1] = stream[1] | 0x01; // no CRC protection
  f[2] = stream[2] & ~0x02; // no padding slot
  f[3] = stream[3];
  let o = 4 + (h.mono ? 17 : 32); // side information stays zero: the frame decodes as silence
  const u32 = (v) => {
    f[o++] = (v >>> 24) & 255;
    f[o++] = (v >>> 16) & 255;
    f[o++] = (v >>> 8) & 255;
    f[o++] = v & 255;
  };
  const ascii = (s) => {
    for (const ch of s) f[o++] = ch.charCodeAt(0);
  };
  const totalBytes = len + stream.length;
  ascii("Info");
  u32(0x0f); // frames, bytes, TOC and quality fields present
  u32(frames);
  u32(totalBytes);
  for (let i = 0; i < 100; i++) f[o++] = Math.min(255, Math.floor((i * 256) / 100)); // CBR: linear TOC
  u32(0); // quality
  const lameStart = o;
  ascii("LAME3.100");
  f[o++] = 0x01; // tag revision 0, VBR method 1 = CBR
  f[o++] = 0; // lowpass unknown
  u32(0); // peak amplitude unknown
  o += 2; // radio replay gain
  o += 2; // audiophile replay gain
  f[o++] = 0; // encoding flags, ATH type
  f[o++] = Math.min(255, kbps); // bitrate
  if (delay > 0xfff || padding > 0xfff || padding < 0) throw new Error(`delay/padding out of range: ${delay}/${padding}`);
  f[o++] = delay >> 4;
  f[o++] = ((delay & 0xf) << 4) | (padding >> 8);
  f[o++] = padding & 0xff;
  f[o++] = 0x40; // source sample rate 44.1 kHz, no noise shaping, mono
  f[o++] = 0; // MP3 gain
  o += 2; // surround info, preset
  u32(totalBytes); // music length, including this frame
  const musicCrc = crc16(stream);
  f[o++] = musicCrc >> 8;
  f[o++] = musicCrc & 0xff;
  const tagCrc = crc16(f.subarray(0, o));
  f[o++] = tagCrc >> 8;
  f[o++] = tagCrc & 0xff;
  if (o - lameStart !== 36) throw new Error("LAME tag has the wrong size");
  return f;
}

/**
 * Encodes a loop (mono Float32 PCM) to a gapless-looping MP3.
 * @returns {{ bytes: Uint8Array, frames: number, delay: number, padding: number, samples: number }}
 */
export function encodeLoopMp3(samples, { sampleRate, kbps, ditherSeed = 1 }) {
  const n = samples.length;
  const pcm = toInt16(samples, ditherSeed);
  const input = new Int16Array(PRE_ROLL + n + POST_ROLL);
  for (let i = 0; i < input.length; i++) input[i] = pcm[(((i - PRE_ROLL) % n) + n) % n];
  const enc = new Mp3Encoder(1, sampleRate, kbps);
  const chunks = [];
  const step = SAMPLES_PER_FRAME * 64;
  for (let i = 0; i < input.length; i += step) chunks.push(enc.encodeBuffer(input.subarray(i, i + step)));
  chunks.push(enc.flush());
  const total = chunks.reduce((s, c) => s + c.length, 0);
  const stream = new Uint8Array(total);
  let off = 0;
  for (const c of chunks) {
    stream.set(c, off);
    off += c.length;
  }
  const frames = countFrames(stream);
  // A gapless decoder drops delay + DECODER_DELAY samples at the start and padding - DECODER_DELAY
  // at the end, keeping frames * 1152 - delay - padding samples: exactly the loop.
  const delay = ENCODER_DELAY + PRE_ROLL;
  const padding = frames * SAMPLES_PER_FRAME - delay - n;
  const info = infoFrame(stream, { frames, delay, padding, kbps });
  const bytes = new Uint8Array(info.length + stream.length);
  bytes.set(info, 0);
  bytes.set(stream, info.length);
  return { bytes, frames, delay, padding, samples: n };
}

/** Reads the gapless numbers back from a file made by encodeLoopMp3 (FFmpeg's reading of the tag). */
export function readLameTag(bytes) {
  const h = frameHeader(bytes, 0);
  if (!h) return null;
  let o = 4 + (h.mono ? 17 : 32);
  const tag = String.fromCharCode(...bytes.subarray(o, o + 4));
  if (tag !== "Info" && tag !== "Xing") return null;
  const u32 = (p) => ((bytes[p] << 24) | (bytes[p + 1] << 16) | (bytes[p + 2] << 8) | bytes[p + 3]) >>> 0;
  const flags = u32(o + 4);
  o += 8;
  let frames = null;
  let totalBytes = null;
  if (flags & 1) ((frames = u32(o)), (o += 4));
  if (flags & 2) ((totalBytes = u32(o)), (o += 4));
  if (flags & 4) o += 100;
  if (flags & 8) o += 4;
  const lame = o;
  const version = String.fromCharCode(...bytes.subarray(lame, lame + 9));
  const v = (bytes[lame + 21] << 16) | (bytes[lame + 22] << 8) | bytes[lame + 23];
  const crcOk = crc16(bytes.subarray(0, lame + 34)) === ((bytes[lame + 34] << 8) | bytes[lame + 35]);
  return { frameLength: h.length, frames, totalBytes, version, delay: v >> 12, padding: v & 0xfff, crcOk };
}
