// /api/auth: sign-up, sign-in, password reset and sign-out. The accounts are worker/auth/accounts.ts,
// the reset link worker/auth/password-reset.ts; the rate limits are applied here.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { createAccount, signIn } from "../../auth/accounts";
import { requireUser } from "../../auth/middleware";
import { resetPassword, sendResetLink } from "../../auth/password-reset";
import { toUser } from "../../auth/serialize";
import { issueToken, revokeToken } from "../../auth/tokens";
import { authLimit, beginSignIn } from "../../auth/sign-in-guard";
import { RESET_EMAIL_NOT_CONFIGURED, missingConfiguration, requireAppOrigin } from "../../lib/deployment";
import { HttpError } from "../../lib/http-error";
import { logError } from "../../lib/log";
import { limitRate } from "../../lib/rate-limits";
import { clientAddress, logPlace } from "../../lib/request-info";
import { jsonBody } from "../../lib/validate";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from "../../../shared/contract/auth";

export const authRoutes = new Hono<AppEnv>();

/** Per address and per email, so neither one machine nor one target inbox can be hammered. Sign-in has its own guard. */
async function limitAuth(c: AppContext, action: string, email?: string) {
  const limit = authLimit(c.env);
  await limitRate(c.env.DB, "auth", `${action}:ip:${clientAddress(c)}`, { limit });
  if (email) await limitRate(c.env.DB, "auth", `${action}:email:${email}`, { limit });
}

authRoutes.post("/register", async (c) => {
  const body = await jsonBody(c, registerRequest);
  await limitAuth(c, "register", body.email);
  const user = await createAccount(c.env, clientAddress(c), body);
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) }, 201);
});

authRoutes.post("/login", async (c) => {
  const body = await jsonBody(c, loginRequest);
  const attempt = await beginSignIn(c, body.email);
  const user = await signIn(c.env, attempt, body.email, body.password);
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) });
});

authRoutes.post("/forgot-password", async (c) => {
  const { email } = await jsonBody(c, forgotPasswordRequest);
  const missing = missingConfiguration(c.env);
  if (missing.length > 0) {
    // Only the fact: no email, no link. /api/health names what is missing.
    logError({ ...logPlace(c), note: `password reset email is not configured (${missing.join(", ")}); answered 503` });
    throw new HttpError(503, RESET_EMAIL_NOT_CONFIGURED);
  }
  await limitAuth(c, "forgot", email);
  await sendResetLink(
    c.env,
    email,
    () => requireAppOrigin(c),
    (p) => c.executionCtx.waitUntil(p),
  );
  return c.json({ message: FORGOT_PASSWORD_MESSAGE });
});

authRoutes.post("/reset-password", async (c) => {
  const body = await jsonBody(c, resetPasswordRequest);
  await limitAuth(c, "reset");
  const user = await resetPassword(c.env, body.token, body.password);
  return c.json({ token: await issueToken(c.env, user.id, user.tokenVersion), user: toUser(user) });
});

authRoutes.post("/logout", requireUser, async (c) => {
  await revokeToken(c.env, c.get("claims"));
  return c.json({ message: "Signed out." });
});
