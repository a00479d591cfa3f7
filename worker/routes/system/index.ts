import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { missingConfiguration } from "../../lib/deployment";
import { publicConfig } from "../../lib/public-config";

export const systemRoutes = new Hono<AppEnv>();

/**
 * 200 { ok: true } when the server has what it needs. In production a missing email provider or
 * APP_URL is a 503 naming the settings (names only), so a monitor sees that password resets and
 * links cannot work.
 */
systemRoutes.get("/health", (c) => {
  const missing = missingConfiguration(c.env);
  if (missing.length === 0) return c.json({ ok: true });
  return c.json({ ok: false, message: `Missing configuration: ${missing.join(", ")}.`, missingConfiguration: missing }, 503);
});

/** What the client may know about this server: nothing secret. */
systemRoutes.get("/config", (c) => c.json(publicConfig(c.env)));
