// "What Mindy remembers" (premium and pro): the person sees every item, edits or deletes any of
// them, clears them all, or switches memory off. Every answer is the memory as it now stands.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { requirePaid } from "../../billing/tier-gate";
import { screen } from "../../coach/guard";
import { COACH_NAME } from "../../../shared/brand";
import { memoryItemEdit, memoryItemIdSchema, memorySettingsRequest } from "../../../shared/contract/coaching";
import { HttpError, notFound } from "../../lib/http-error";
import { jsonBody, parseWith } from "../../lib/validate";
import { clearMemory, deleteItem, editItem, memoryView, setEnabled } from "../../chat/memory-store";

export const memoryRoutes = new Hono<AppEnv>();

const GONE = "That memory was not found. It may have been deleted already.";

function paidUser(c: AppContext) {
  const user = c.get("user");
  requirePaid(user, "Coach memory");
  return user;
}

memoryRoutes.get("/", async (c) => {
  const user = paidUser(c);
  return c.json(await memoryView(c.env.DB, user.id));
});

memoryRoutes.delete("/", async (c) => {
  const user = paidUser(c);
  // Clearing keeps the time, so diary entries written before it and turns already under way stay out.
  await clearMemory(c.env.DB, user.id, Date.now());
  return c.json(await memoryView(c.env.DB, user.id));
});

memoryRoutes.put("/settings", async (c) => {
  const user = paidUser(c);
  const { enabled } = await jsonBody(c, memorySettingsRequest);
  await setEnabled(c.env.DB, user.id, enabled, Date.now());
  return c.json(await memoryView(c.env.DB, user.id));
});

memoryRoutes.patch("/:id", async (c) => {
  const user = paidUser(c);
  const id = parseWith(memoryItemIdSchema, c.req.param("id"));
  const { text } = await jsonBody(c, memoryItemEdit);
  // What the person writes here reaches the coach in every later turn, so it is screened like a
  // message: words of a crisis are never kept in memory (they belong in a conversation, now).
  if (screen(text).level === "acute") {
    throw new HttpError(
      422,
      `${COACH_NAME} can't keep this in memory. If you're going through something hard right now, please tell ${COACH_NAME} in the chat or use SOS for support.`,
    );
  }
  if (!(await editItem(c.env.DB, user.id, id, text, Date.now()))) throw notFound(GONE);
  return c.json(await memoryView(c.env.DB, user.id));
});

memoryRoutes.delete("/:id", async (c) => {
  const user = paidUser(c);
  const id = parseWith(memoryItemIdSchema, c.req.param("id"));
  if (!(await deleteItem(c.env.DB, user.id, id))) throw notFound(GONE);
  return c.json(await memoryView(c.env.DB, user.id));
});
