// /api/insights: today's daily insights. Reading them, and making them now for someone the morning
// job has not reached yet, is worker/insights/daily.ts (todaysInsights).
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { todaysInsights } from "../../insights/daily";

export const insightRoutes = new Hono<AppEnv>();
insightRoutes.use("*", requireUser);

insightRoutes.get("/daily", async (c) => c.json(await todaysInsights(c.env, c.get("user"))));
