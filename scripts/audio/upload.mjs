#!/usr/bin/env node
// Puts the ambient tracks into the PRODUCTION R2 bucket, where GET /api/audio/{id} serves them.
//
//   npx wrangler login            # once: uploading needs your Cloudflare account
//   npm run audio:upload          # synthesises the tracks if needed, then uploads all four
//   npm run audio:upload -- --dry-run   # prints the wrangler commands without running them
//
// Each file goes to clearday-media/audio/{id}.mp3 (bucket_name of the MEDIA binding in
// wrangler.toml) with Content-Type audio/mpeg. Run it again after `npm run audio:generate --force`
// changes a track: the Worker's ETag follows the new bytes. Local R2 needs nothing of this:
// `npm start` and the e2e runner seed it themselves (scripts/seed-audio.mjs).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root, run } from "../lib/env.mjs";

const BUCKET = "clearday-media";
const dryRun = process.argv.includes("--dry-run");

const gen = spawnSync(process.execPath, [join(root, "scripts/audio/generate.mjs")], { cwd: root, stdio: "inherit" });
if (gen.status !== 0) {
  console.error("Audio synthesis failed; nothing was uploaded.");
  process.exit(1);
}

const out = join(root, "scripts/audio/out");
const { tracks } = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
for (const track of tracks) {
  const args = ["r2", "object", "put", `${BUCKET}/audio/${track.id}.mp3`, "--file", join(out, track.file), "--content-type", "audio/mpeg", "--remote"];
  console.log(`${dryRun ? "[dry run] " : ""}wrangler ${args.join(" ")}  (${Math.round(track.bytes / 1024)} KB)`);
  if (!dryRun) run("wrangler", args);
}
console.log(dryRun ? "Dry run: nothing uploaded." : `Uploaded ${tracks.length} tracks to ${BUCKET}/audio/.`);
