// Synthesises the ambient tracks (once) and puts them into local R2 under audio/{id}.mp3.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { root, run } from "./lib/env.mjs";

export async function seedAudio(persistTo) {
  const generator = `${root}/scripts/audio/generate.mjs`;
  if (!existsSync(generator)) return;
  const { generateAll } = await import(generator);
  const manifest = await generateAll();
  const state = persistTo ?? `${root}/.wrangler/state`;
  mkdirSync(state, { recursive: true });
  const marker = `${state}/audio-seeded.json`;
  const fingerprint = JSON.stringify(manifest.map((t) => [t.id, t.bytes]));
  if (existsSync(marker) && readFileSync(marker, "utf8") === fingerprint) return;
  console.log("Putting the ambient audio into local R2...");
  for (const track of manifest) {
    run("wrangler", ["r2", "object", "put", `clearday-media/audio/${track.id}.mp3`, "--file", track.path, "--content-type", "audio/mpeg", "--local", ...(persistTo ? ["--persist-to", persistTo] : [])], { quiet: true });
  }
  writeFileSync(marker, fingerprint);
}

if (import.meta.url === `file://${process.argv[1]}`) await seedAudio(process.argv[2]);
