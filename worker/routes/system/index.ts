import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { missingConfiguration } from "../../lib/deployment";
import { publicConfig } from "./public-config";
import { classifierStatus } from "../../safety";

export const systemRoutes = new Hono<AppEnv>();

/**
 * 200 { ok: true } when the server has what it needs. In production a missing email provider or
 * APP_URL is a 503 naming the settings (names only), so a monitor sees that password resets and
 * links cannot work. `safetyScreen` says whether the crisis screen runs with its learned layer or
 * on its rules alone (the layer's weights could not be read).
 */
systemRoutes.get("/health", (c) => {
  const safetyScreen = classifierStatus() === "ok" ? "rules and classifier" : "rules only";
  const missing = missingConfiguration(c.env);
  if (missing.length === 0) return c.json({ ok: true, safetyScreen });
  return c.json({ ok: false, safetyScreen, message: `Missing configuration: ${missing.join(", ")}.`, missingConfiguration: missing }, 503);
});

/** What the client may know about this server: nothing secret. */
systemRoutes.get("/config", (c) => c.json(publicConfig(c.env)));
