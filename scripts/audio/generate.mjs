#!/usr/bin/env node
// Renders the four ambient loops (synth.mjs) and encodes them to MP3 (mp3.mjs) into
// scripts/audio/out/{id}.mp3, with scripts/audio/out/manifest.json describing them.
//
//   node scripts/audio/generate.mjs            # skips when the outputs are up to date
//   node scripts/audio/generate.mjs --force    # always regenerates
//   node scripts/audio/generate.mjs rain ocean # only these tracks (implies regenerating them)
//
// "Up to date" means: the manifest's synthVersion equals the hash of the audio sources
// (synth.mjs, tracks.mjs, mp3.mjs, this file) and every listed file exists with its size.

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { encodeLoopMp3, readLameTag } from "./mp3.mjs";
import { SYNTH_VERSION, renderTrack } from "./synth.mjs";
import { TRACKS } from "./tracks.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, "out");
const manifestPath = join(outDir, "manifest.json");

function sourcesVersion() {
  const h = createHash("sha256");
  for (const f of ["synth.mjs", "tracks.mjs", "mp3.mjs", "generate.mjs"]) h.update(readFileSync(join(here, f)));
  return `${SYNTH_VERSION}-${h.digest("hex").slice(0, 12)}`;
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    return null;
  }
}

function upToDate(manifest, version, id) {
  const entry = manifest?.tracks?.find((t) => t.id === id);
  if (!entry || entry.synthVersion !== version) return false;
  const file = join(outDir, entry.file);
  return existsSync(file) && statSync(file).size === entry.bytes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const only = args.filter((a) => !a.startsWith("--"));
  for (const id of only) if (!TRACKS.some((t) => t.id === id)) throw new Error(`unknown track '${id}'`);

  mkdirSync(outDir, { recursive: true });
  const version = sourcesVersion();
  const previous = readManifest();
  const started = performance.now();
  const entries = [];
  let made = 0;

  for (const track of TRACKS) {
    const wanted = only.length === 0 || only.includes(track.id);
    const file = `${track.id}.mp3`;
    if (!force && !(wanted && only.length > 0) && upToDate(previous, version, track.id)) {
      const entry = previous.tracks.find((t) => t.id === track.id);
      entries.push(entry);
      console.log(`${track.id.padEnd(10)} up to date   ${kb(entry.bytes).padStart(7)}  ${entry.seconds} s loop`);
      continue;
    }
    if (!wanted) {
      // Not asked for and not up to date: keep whatever there is (its synthVersion tells it is old).
      const entry = previous?.tracks?.find((t) => t.id === track.id);
      if (entry) entries.push(entry);
      continue;
    }
    const t0 = performance.now();
    const pcm = renderTrack(track.id);
    const t1 = performance.now();
    const mp3 = encodeLoopMp3(pcm.samples, { sampleRate: pcm.sampleRate, kbps: track.kbps, ditherSeed: track.seed });
    const tag = readLameTag(mp3.bytes);
    if (!tag?.crcOk || tag.delay !== mp3.delay || tag.padding !== mp3.padding) throw new Error(`${track.id}: bad LAME tag`);
    writeFileSync(join(outDir, file), mp3.bytes);
    const t2 = performance.now();
    made++;
    const seconds = pcm.samples.length / pcm.sampleRate;
    entries.push({
      id: track.id,
      name: track.name,
      duration: track.duration,
      file,
      bytes: mp3.bytes.length,
      seconds,
      sampleRate: pcm.sampleRate,
      samples: pcm.samples.length,
      kbps: track.kbps,
      // Gapless numbers (also in the file's LAME tag): decoded sample index of the loop's first
      // sample for a decoder that does not read the tag, i.e. delay + 529 + 1152 (the Info frame).
      encoderDelay: mp3.delay,
      encoderPadding: mp3.padding,
      loopStartUntrimmed: mp3.delay + 529 + 1152,
      lufs: Math.round(pcm.lufs * 10) / 10,
      peak: Math.round(pcm.peak * 1000) / 1000,
      synthVersion: version,
    });
    console.log(
      `${track.id.padEnd(10)} ${kb(mp3.bytes.length).padStart(7)}  ${seconds} s loop  ${track.kbps} kbps  ` +
        `${pcm.lufs.toFixed(1)} LUFS  peak ${pcm.peak.toFixed(2)}  synth ${((t1 - t0) / 1000).toFixed(1)} s + mp3 ${((t2 - t1) / 1000).toFixed(1)} s`,
    );
  }

  if (made > 0 || !previous) writeFileSync(manifestPath, `${JSON.stringify({ synthVersion: version, tracks: entries }, null, 2)}\n`);
  console.log(`${made} generated, ${entries.length - made} kept, in ${((performance.now() - started) / 1000).toFixed(1)} s -> ${outDir}`);
}

main();
