import { applyD1Migrations, env } from "cloudflare:test";

// The real migrations, applied to the test run's local D1 (idempotent across files).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
