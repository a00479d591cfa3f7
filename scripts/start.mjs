// `npm start`: build the SPA, migrate local D1, seed the audio into local R2, and serve
// everything from one local Worker in workerd at http://localhost:8787 (PORT overrides).
// On an older Node it first provides Node 22 and runs again under it (lib/bootstrap.mjs).
import { ensureNode22, say } from "./lib/bootstrap.mjs";

await ensureNode22();
const { applyMigrations, buildWeb, ensureDevVars, startWorker } = await import("./lib/env.mjs");
const { seedAudio } = await import("./seed-audio.mjs");

const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
say("Building the web app");
buildWeb();
say("Applying the database migrations");
applyMigrations();
await seedAudio();
say(`Starting Clearday at http://localhost:${port}`);
const worker = startWorker({ port });
const stop = () => worker.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.on("exit", (code) => process.exit(code ?? 0));
