import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const assessmentRoutes = new Hono<AppEnv>();
