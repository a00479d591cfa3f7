// Synthesises the ambient tracks (once) and puts them into local R2 under audio/{id}.mp3.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { root, run } from "./lib/env.mjs";

export async function seedAudio(persistTo) {
  // Synthesis is skipped when the outputs are current (about 12 s the first time).
  const gen = spawnSync(process.execPath, [`${root}/scripts/audio/generate.mjs`], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (gen.status !== 0) throw new Error("audio generation failed");
  const out = `${root}/scripts/audio/out`;
  const manifest = JSON.parse(readFileSync(`${out}/manifest.json`, "utf8")).tracks.map((t) => ({ ...t, path: `${out}/${t.file}` }));
  const state = persistTo ?? `${root}/.wrangler/state`;
  mkdirSync(state, { recursive: true });
  const marker = `${state}/audio-seeded.json`;
  const fingerprint = JSON.stringify(manifest.map((t) => [t.id, t.bytes]));
  if (existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) return;
  console.log("Putting the ambient audio into local R2...");
  for (const track of manifest) {
    run(
      "wrangler",
      [
        "r2",
        "object",
        "put",
        `clearday-media/audio/${track.id}.mp3`,
        "--file",
        track.path,
        "--content-type",
        "audio/mpeg",
        "--local",
        ...(persistTo ? ["--persist-to", persistTo] : []),
      ],
      { quiet: true },
    );
  }
  writeFileSync(marker, fingerprint);
}

if (import.meta.url === `file://${process.argv[1]}`) await seedAudio(process.argv[2]);
