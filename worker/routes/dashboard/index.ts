import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const dashboardRoutes = new Hono<AppEnv>();
