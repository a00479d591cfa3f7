import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const audioRoutes = new Hono<AppEnv>();
