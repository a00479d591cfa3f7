import { createCoach, type Coach, type CreateCoachOptions } from "../coach";
import type { Env } from "../env";

let testOptions: CreateCoachOptions | null = null;

/**
 * Tests only: every route's coach uses these options (a mock model, a short timeout) until
 * reset with null. Worker integration tests run in the same isolate as the Worker.
 */
export function setCoachOptionsForTests(options: CreateCoachOptions | null): void {
  testOptions = options;
}

/** The coach every route uses: one place decides the provider. */
export const coachFor = (env: Env): Coach => createCoach(env, testOptions ?? {});
