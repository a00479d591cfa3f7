// Weekly and monthly reflections (Premium and Pro; decision 0112). The queue writes them; these
// routes only read (worker/reflections/read.ts), and only the person's own: another person's id is
// a 404, like a made-up one.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requirePaid } from "../../billing/tier-gate";
import { listReflections, readReflection } from "../../reflections/read";

const FEATURE = "Weekly and monthly reflections";

export const reflectionRoutes = new Hono<AppEnv>();
reflectionRoutes.use("*", requireUser);

/** Newest first; at the same end date (a Sunday that ends a month) the month comes first. */
reflectionRoutes.get("/", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  return c.json(await listReflections(c.env.DB, user.id));
});

/** One reflection, with the entries its quotes link to. A quote whose entry was deleted is left out. */
reflectionRoutes.get("/:id", async (c) => {
  const user = c.get("user");
  requirePaid(user, FEATURE);
  return c.json(await readReflection(c.env.DB, user.id, c.req.param("id")));
});
