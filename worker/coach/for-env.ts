import { createCoach, type Coach } from "./index";
import type { Env } from "../env";

/** The coach every route uses: one place decides the provider. */
export const coachFor = (env: Env): Coach => createCoach(env);
