import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const snapshotRoutes = new Hono<AppEnv>();
