import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { dashboardSummary } from "../../dashboard/summary";

export const dashboardRoutes = new Hono<AppEnv>();
dashboardRoutes.use("*", requireUser);

/** Counts, streak, mood trend, weekly goals and the 30-day mood chart, in one small answer. */
dashboardRoutes.get("/summary", async (c) => c.json(await dashboardSummary(c.env.DB, c.get("user"))));
