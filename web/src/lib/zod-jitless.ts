// Without this zod probes `new Function` once to decide whether to compile its parsers, and our CSP
// (no 'unsafe-eval') reports that probe as a violation. zod keeps its settings (what `z.config()`
// changes) in this global and adopts an existing one, so setting it here, before zod has loaded,
// costs the entry chunk nothing. zod-jitless.unit.test.ts checks zod still reads it.
const ZOD_CONFIG_GLOBAL = "__zod_globalConfig";

export function makeZodJitless(): void {
  const global = globalThis as Record<string, unknown>;
  global[ZOD_CONFIG_GLOBAL] = { ...(global[ZOD_CONFIG_GLOBAL] as object | undefined), jitless: true };
}
