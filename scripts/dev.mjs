// `npm run dev`: Vite with hot reload for the SPA and the Worker in workerd beside it
// (Cloudflare's Vite plugin), on the same local D1/KV/R2 state as `npm start`.
import { spawn } from "node:child_process";
import { applyMigrations, ensureDevVars, requireNode22, root } from "./lib/env.mjs";
import { seedAudio } from "./seed-audio.mjs";

requireNode22();
ensureDevVars();
applyMigrations();
await seedAudio();
const vite = spawn(`${root}/node_modules/.bin/vite`, ["--port", process.env.PORT ?? "5173"], { cwd: root, stdio: "inherit" });
vite.on("exit", (code) => process.exit(code ?? 0));
process.on("SIGINT", () => vite.kill("SIGINT"));
