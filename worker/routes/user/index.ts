import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { toUser } from "../../auth/serialize";
import { getDb, schema } from "../../db/client";
import { jsonBody } from "../../lib/validate";
import { updateProfileRequest } from "../../../shared/contract/user";

export const userRoutes = new Hono<AppEnv>();
userRoutes.use("*", requireUser);

userRoutes.get("/profile", (c) => c.json(toUser(c.get("user"))));

userRoutes.patch("/profile", async (c) => {
  const changes = await jsonBody(c, updateProfileRequest);
  // Nothing to change (`{}`): the profile as it is (an empty UPDATE would throw).
  if (Object.keys(changes).length === 0) return c.json(toUser(c.get("user")));
  const [user] = await getDb(c.env.DB)
    .update(schema.users)
    .set(changes)
    .where(eq(schema.users.id, c.get("user").id))
    .returning();
  return c.json(toUser(user ?? c.get("user")));
});
