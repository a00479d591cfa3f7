import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppContext, AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { requirePaid } from "../../billing/tier-gate";
import { CoachUnavailableError, type ChatTurn } from "../../coach";
import { coachFor } from "../../coach/for-env";
import { HttpError } from "../../lib/http-error";
import { logError } from "../../lib/log";
import { limitRate } from "../../lib/rate-limits";
import { logPlace } from "../../lib/request-info";
import { regionFor } from "../../lib/region";
import { parseWith, jsonBody } from "../../lib/validate";
import { chatRequest, openChatRequest, sessionIdSchema, type ChatResponse } from "../../../shared/contract/coaching";
import { memoryRoutes } from "./memory";
import { completeTurn, deleteSession, listSessions, prepareTurn, type PreparedTurn } from "../../chat/turn";

const UNAVAILABLE = "Mindy couldn't finish that reply. Nothing was saved; please send your message again in a moment.";

export const coachingRoutes = new Hono<AppEnv>();
/** POST /api/chat: the home page's open chat (no memory). */
export const openChatRoutes = new Hono<AppEnv>();

coachingRoutes.use("*", requireUser);
openChatRoutes.use("*", requireUser);

const wantsStream = (c: AppContext) => (c.req.header("Accept") ?? "").includes("text/event-stream");

/** A per-minute cap on chat requests, separate from the daily model budget (which only counts model replies). */
async function limitBurst(c: AppContext) {
  await limitRate(c.env.DB, "chatBurst", c.get("user").id);
}

async function chat(c: AppContext, message: string, sessionId: string | null, remember: boolean, recent: ChatTurn[] = []) {
  await limitBurst(c);
  const user = c.get("user");
  const coach = coachFor(c.env);
  const turn = await prepareTurn(c.env, coach, { user, message, sessionId, remember, recent, region: regionFor(c, user) });
  if (wantsStream(c)) return streamTurn(c, turn);
  const result =
    turn.fixed ??
    (await coach.reply(turn.input).catch((err: unknown) => {
      throw err instanceof CoachUnavailableError ? new HttpError(503, UNAVAILABLE) : err;
    }));
  return c.json(await completeTurn(c.env, turn, result));
}

/** Proxies and browsers may close a silent connection; a comment line is ignored by SSE readers. */
export const SSE_KEEPALIVE_MS = 10_000;

/** SSE: `delta` events as the reply arrives, then `done` (stored) or `error` (503, nothing stored). */
function streamTurn(c: AppContext, turn: PreparedTurn) {
  const coach = coachFor(c.env);
  c.header("Cache-Control", "no-store");
  const every = Number(c.env.SSE_KEEPALIVE_MS) > 0 ? Number(c.env.SSE_KEEPALIVE_MS) : SSE_KEEPALIVE_MS;
  return streamSSE(c, async (sse) => {
    // At once (the response starts while the model thinks), then while nothing else is sent.
    const keepAlive = () => void sse.write(": keep-alive\n\n").catch(() => {});
    keepAlive();
    const beat = setInterval(keepAlive, every);
    try {
      if (turn.reminder) await sse.writeSSE({ event: "delta", data: JSON.stringify({ text: `${turn.reminder}\n\n` }) });
      const stream = turn.fixed ? { chunks: [turn.fixed.text], result: Promise.resolve(turn.fixed) } : coach.replyStream(turn.input);
      for await (const text of stream.chunks) await sse.writeSSE({ event: "delta", data: JSON.stringify({ text }) });
      const result = await stream.result;
      const done: ChatResponse = await completeTurn(c.env, turn, result);
      await sse.writeSSE({ event: "done", data: JSON.stringify(done) });
    } catch (err) {
      const status = err instanceof HttpError ? err.status : 503;
      const message = err instanceof HttpError ? err.message : UNAVAILABLE;
      if (!(err instanceof CoachUnavailableError) && !(err instanceof HttpError)) logError(logPlace(c, "the chat stream failed"), err);
      await sse.writeSSE({ event: "error", data: JSON.stringify({ message, status }) });
    } finally {
      clearInterval(beat);
    }
  });
}

coachingRoutes.post("/chat", async (c) => {
  const body = await jsonBody(c, chatRequest);
  return chat(c, body.message, body.sessionId ?? null, true, body.history);
});

openChatRoutes.post("/", async (c) => {
  const body = await jsonBody(c, openChatRequest);
  return chat(c, body.message, null, false, body.history);
});

coachingRoutes.get("/sessions", async (c) => {
  const user = c.get("user");
  requirePaid(user, "Saved sessions");
  return c.json(await listSessions(c.env.DB, user.id));
});

coachingRoutes.delete("/sessions/:id", async (c) => {
  const user = c.get("user");
  requirePaid(user, "Saved sessions");
  const id = parseWith(sessionIdSchema, c.req.param("id"));
  await deleteSession(c.env.DB, user.id, id);
  return c.json({ message: "Session deleted" });
});

coachingRoutes.route("/memory", memoryRoutes);
