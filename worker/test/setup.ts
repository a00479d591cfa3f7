import { applyD1Migrations } from "cloudflare:test";
import { env } from "./helpers";

// The real migrations, applied to the test run's local D1 (idempotent across files).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
