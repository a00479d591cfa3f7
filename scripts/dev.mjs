// `npm run dev`: Vite with hot reload for the SPA and the Worker in workerd beside it
// (Cloudflare's Vite plugin), on the same local D1/KV/R2 state as `npm start`.
import { spawn } from "node:child_process";
import { ensureNode22 } from "./lib/bootstrap.mjs";

await ensureNode22();
const { applyMigrations, ensureDevVars, root } = await import("./lib/env.mjs");
const { seedAudio } = await import("./seed-audio.mjs");

ensureDevVars();
applyMigrations();
await seedAudio();
const vite = spawn(`${root}/node_modules/.bin/vite`, ["--port", process.env.PORT ?? "5173"], { cwd: root, stdio: "inherit" });
vite.on("exit", (code) => process.exit(code ?? 0));
process.on("SIGINT", () => vite.kill("SIGINT"));
