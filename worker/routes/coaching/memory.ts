// "What Mindy remembers" (premium and pro): the person sees every item, edits or deletes any of
// them, clears them all, or switches memory off. Every answer is the memory as it now stands.
// The items, and the screen of an edited one, are worker/chat/memory-store.ts.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../../app-env";
import { requirePaid } from "../../billing/tier-gate";
import { memoryItemEdit, memoryItemIdSchema, memorySettingsRequest } from "../../../shared/contract/coaching";
import { notFound } from "../../lib/http-error";
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
  if (!(await editItem(c.env.DB, user.id, id, text, Date.now()))) throw notFound(GONE);
  return c.json(await memoryView(c.env.DB, user.id));
});

memoryRoutes.delete("/:id", async (c) => {
  const user = paidUser(c);
  const id = parseWith(memoryItemIdSchema, c.req.param("id"));
  if (!(await deleteItem(c.env.DB, user.id, id))) throw notFound(GONE);
  return c.json(await memoryView(c.env.DB, user.id));
});
