import { Hono } from "hono";
import type { AppEnv } from "../../app-env";

export const billingRoutes = new Hono<AppEnv>();
