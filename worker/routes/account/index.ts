// /api/account: the person's control over their account and data. Name, time zone and crisis
// region are changed with PATCH /api/user/profile. docs/decisions/0040 to 0042. The password and
// session changes are worker/account/credentials.ts, deletion and export the rest of worker/account.
import { Hono } from "hono";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { appOrigin } from "../../lib/deployment";
import { limitRate } from "../../lib/rate-limits";
import { jsonBody } from "../../lib/validate";
import { PRODUCT_NAME } from "../../../shared/brand";
import { LOGGED_OUT_EVERYWHERE_MESSAGE, changePasswordRequest, deleteAccountRequest, type DeleteAccountResponse } from "../../../shared/contract/account";
import { changePassword, renewSession, requireCurrentPassword } from "../../account/credentials";
import { deleteAccount } from "../../account/delete";
import { buildExport } from "../../account/export";
import { diaryMarkdown } from "../../account/markdown";

export const accountRoutes = new Hono<AppEnv>();
accountRoutes.use("*", requireUser);

/** A stolen token must not become a password-guessing machine: checks are counted per person. */
async function checkPassword(c: AppContext, user: UserRow, password: string): Promise<void> {
  await limitRate(c.env.DB, "passwordCheck", user.id);
  await requireCurrentPassword(user, password);
}

accountRoutes.post("/password", async (c) => {
  const { currentPassword, newPassword } = await jsonBody(c, changePasswordRequest);
  const user = c.get("user");
  await checkPassword(c, user, currentPassword);
  return c.json(await changePassword(c.env, user, currentPassword, newPassword));
});

/** This device stays signed in (with a fresh token); every other token ends. */
accountRoutes.post("/logout-everywhere", async (c) => c.json(await renewSession(c.env, c.get("user"), {}, LOGGED_OUT_EVERYWHERE_MESSAGE)));

const fileDate = (now: number) => new Date(now).toISOString().slice(0, 10);
const attachment = (name: string) => `attachment; filename="${name}"`;
const slug = PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, "-");

async function exportFor(c: AppContext) {
  const user = c.get("user");
  await limitRate(c.env.DB, "export", user.id);
  // Production without APP_URL: relative links. An export is never refused for want of an address.
  const origin = appOrigin(c.env, c.req.url) ?? "";
  return buildExport(c.env.DB, user, origin);
}

accountRoutes.get("/export", async (c) => {
  const data = await exportFor(c);
  c.header("Content-Disposition", attachment(`${slug}-export-${fileDate(Date.parse(data.exportedAt))}.json`));
  return c.body(JSON.stringify(data, null, 2), 200, { "Content-Type": "application/json; charset=utf-8" });
});

accountRoutes.get("/export.md", async (c) => {
  const data = await exportFor(c);
  c.header("Content-Disposition", attachment(`${slug}-diary-${fileDate(Date.parse(data.exportedAt))}.md`));
  return c.body(diaryMarkdown(data), 200, { "Content-Type": "text/markdown; charset=utf-8" });
});

accountRoutes.delete("/", async (c) => {
  const { password } = await jsonBody(c, deleteAccountRequest);
  const user = c.get("user");
  await checkPassword(c, user, password);
  const { subscriptionCancelled } = await deleteAccount(c.env, user);
  const body: DeleteAccountResponse = {
    message: `Your ${PRODUCT_NAME} account and everything in it have been deleted${subscriptionCancelled ? ", and your subscription has been cancelled" : ""}. You've been signed out on every device.`,
    subscriptionCancelled,
  };
  return c.json(body);
});
