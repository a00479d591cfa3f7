import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { HttpError } from "./lib/http-error";
import { newId } from "./lib/ids";
import { isTransientD1Error } from "./db/transient";
import { logError } from "./lib/log";
import { logPlace } from "./lib/request-info";
import { SECURITY_HEADERS } from "./lib/security-headers";
import { accountRoutes } from "./routes/account";
import { assessmentRoutes } from "./routes/assessments";
import { audioRoutes } from "./routes/audio";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { coachingRoutes, openChatRoutes } from "./routes/coaching";
import { dashboardRoutes } from "./routes/dashboard";
import { insightRoutes } from "./routes/insights";
import { reflectionRoutes } from "./routes/reflections";
import { importRoutes } from "./routes/imports";
import { journalRoutes } from "./routes/journal";
import { reminderRoutes } from "./routes/reminders";
import { snapshotRoutes } from "./routes/snapshots";
import { systemRoutes } from "./routes/system";
import { userRoutes } from "./routes/user";

/** Larger than any valid body (a 2 MB snapshot), so over-long fields get a 400 that names them. */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

export const app = new Hono<AppEnv>().basePath("/api");

app.use("*", async (c, next) => {
  // Cloudflare's ray id ties our log line to the edge's; locally a random one.
  c.set("requestId", c.req.header("CF-Ray") ?? newId());
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

const defaultBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: "The request is too large." }, 413),
});
// An import upload has its own, larger limit (routes/imports).
app.use("*", (c, next) => (c.req.method === "POST" && c.req.path === "/api/imports" ? next() : defaultBodyLimit(c, next)));

app.route("/", systemRoutes);
app.route("/auth", authRoutes);
app.route("/user", userRoutes);
app.route("/account", accountRoutes);
app.route("/assessments", assessmentRoutes);
app.route("/journal", journalRoutes);
app.route("/snapshots", snapshotRoutes);
app.route("/coaching", coachingRoutes);
app.route("/chat", openChatRoutes);
app.route("/insights", insightRoutes);
app.route("/reflections", reflectionRoutes);
app.route("/dashboard", dashboardRoutes);
app.route("/audio", audioRoutes);
app.route("/reminders", reminderRoutes);
app.route("/imports", importRoutes);
// Billing keeps its documented flat paths: /api/create-subscription, /api/subscription-status, ...
app.route("/", billingRoutes);

app.notFound((c) => c.json({ message: `No API route for ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));

app.onError((err, c) => {
  if (err instanceof HttpError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ message: err.message }, err.status);
  }
  // Unknown failures: a redacted line for us, a plain message for the person, never a stack trace.
  logError(logPlace(c), err);
  if (isTransientD1Error(err)) {
    c.header("Retry-After", "2");
    return c.json({ message: "Clearday is busy for a moment. Please try again in a few seconds." }, 503);
  }
  return c.json({ message: "Something went wrong on our side. Please try again in a moment." }, 500);
});
