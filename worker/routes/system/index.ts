import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { publicConfig } from "../../lib/public-config";

export const systemRoutes = new Hono<AppEnv>();

systemRoutes.get("/health", (c) => c.json({ ok: true }));

/** What the client may know about this server: nothing secret. */
systemRoutes.get("/config", (c) => c.json(publicConfig(c.env)));
