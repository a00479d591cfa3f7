// /api/user/profile: the person's name, time zone and crisis region. The update is worker/account/profile.ts.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { updateProfile } from "../../account/profile";
import { requireUser } from "../../auth/middleware";
import { toUser } from "../../auth/serialize";
import { jsonBody } from "../../lib/validate";
import { updateProfileRequest } from "../../../shared/contract/user";

export const userRoutes = new Hono<AppEnv>();
userRoutes.use("*", requireUser);

userRoutes.get("/profile", (c) => c.json(toUser(c.get("user"))));

userRoutes.patch("/profile", async (c) => {
  const changes = await jsonBody(c, updateProfileRequest);
  return c.json(toUser(await updateProfile(c.env.DB, c.get("user"), changes)));
});
