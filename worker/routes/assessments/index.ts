// /api/assessments: the life assessment, its follow-up questions and answers (spec part 1, sections 3-7).
// The storing, screening and charging are worker/assessments/store.ts.
import { Hono } from "hono";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { jsonBody } from "../../lib/validate";
import { createAssessmentRequest, followUpResponsesRequest } from "../../../shared/contract/assessments";
import { toItem, type AssessmentRow } from "../../assessments/serialize";
import { answerFollowUp, createAssessment, followUpQuestionsFor, listAssessments, ownAssessment } from "../../assessments/store";

export const assessmentRoutes = new Hono<AppEnv>();
assessmentRoutes.use("*", requireUser);

const item = (c: AppContext, row: AssessmentRow, user: UserRow) => toItem(row, user, regionFor(c, user));
const waitUntil = (c: AppContext) => (p: Promise<unknown>) => c.executionCtx.waitUntil(p);

assessmentRoutes.get("/", async (c) => {
  const user = c.get("user");
  const rows = await listAssessments(c.env.DB, user.id);
  const region = regionFor(c, user);
  return c.json(rows.map((row) => toItem(row, user, region)));
});

assessmentRoutes.post("/", async (c) => {
  const user = c.get("user");
  const body = await jsonBody(c, createAssessmentRequest);
  await limitRate(c.env.DB, "assessmentSubmit", user.id);
  const row = await createAssessment(c.env, user, body, regionFor(c, user), waitUntil(c));
  return c.json(item(c, row, user), 201);
});

assessmentRoutes.post("/:id/follow-up-questions", async (c) => {
  const user = c.get("user");
  const row = await ownAssessment(c.env.DB, user.id, c.req.param("id"));
  return c.json({ questions: await followUpQuestionsFor(c.env, user, row) });
});

assessmentRoutes.post("/:id/follow-up-responses", async (c) => {
  const user = c.get("user");
  const row = await ownAssessment(c.env.DB, user.id, c.req.param("id"));
  const { responses } = await jsonBody(c, followUpResponsesRequest);
  const updated = await answerFollowUp(c.env, user, row, responses, regionFor(c, user), waitUntil(c));
  return c.json(item(c, updated, user));
});
