import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const coachingRoutes = new Hono<AppEnv>();

/** POST /api/chat: the home page's open chat (no memory). */
export const openChatRoutes = new Hono<AppEnv>();
