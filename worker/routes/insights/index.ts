import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const insightRoutes = new Hono<AppEnv>();
