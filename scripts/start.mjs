// `npm start`: build the SPA, migrate local D1, seed the audio into local R2, and serve
// everything from one local Worker in workerd at http://localhost:8787 (PORT overrides).
import { applyMigrations, buildWeb, ensureDevVars, requireNode22, startWorker } from "./lib/env.mjs";
import { seedAudio } from "./seed-audio.mjs";

requireNode22();
const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
console.log("Building the web app...");
buildWeb();
console.log("Applying database migrations...");
applyMigrations();
await seedAudio();
console.log(`Starting Clearday at http://localhost:${port}`);
const worker = startWorker({ port });
const stop = () => worker.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.on("exit", (code) => process.exit(code ?? 0));
