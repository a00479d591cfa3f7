import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { ensureDailyInsights, type InsightRow } from "../../jobs/daily-insights";
import { coachFor } from "../../coach/for-env";
import { HttpError } from "../../lib/http-error";
import { chargeModelCall } from "../../coach/model-budget";
import type { DailyInsightItem } from "../../../shared/contract/dashboard";
import { localDateKey, safeTimeZone } from "../../../shared/progress";

export const insightRoutes = new Hono<AppEnv>();
insightRoutes.use("*", requireUser);

const toItem = (r: InsightRow): DailyInsightItem => ({
  id: r.id,
  insight: r.insight,
  category: r.category,
  slot: r.slot,
  localDate: r.local_date,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Today's insights for the person's local date. The morning job normally made them; someone it has
 * not reached yet (a new account, or before 06:00 local) gets them made now, once: later calls find
 * them stored. The model budget is charged only when the coach is actually asked.
 */
insightRoutes.get("/daily", async (c) => {
  const user = c.get("user");
  const localDate = localDateKey(Date.now(), safeTimeZone(user.timeZone));
  try {
    const result = await ensureDailyInsights(c.env, coachFor(c.env), user.id, localDate, {
      beforeCoach: () => chargeModelCall(c.env, user),
      readBack: true,
    });
    return c.json(result.status === "no-user" ? [] : result.rows.map(toItem));
  } catch (err) {
    // Over today's model budget: the dashboard still loads, just without insights for now.
    if (err instanceof HttpError && err.status === 429) return c.json([]);
    throw err;
  }
});
