import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const journalRoutes = new Hono<AppEnv>();
