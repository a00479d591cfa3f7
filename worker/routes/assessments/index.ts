// /api/assessments: the life assessment, its follow-up questions and answers (spec part 1, sections 3-7).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppContext, AppEnv, UserRow } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { getDb, schema } from "../../db/client";
import { coachFor } from "../../coach/for-env";
import { badRequest, conflict, notFound } from "../../lib/http-error";
import { isUuid, newId } from "../../lib/ids";
import { chargeModelCall } from "../../coach/model-budget";
import { limitRate } from "../../lib/rate-limits";
import { regionFor } from "../../lib/region";
import { higherLevel } from "../../safety";
import { recordSafetyEvent, screenPersonText } from "../../safety/store";
import { jsonBody } from "../../lib/validate";
import { FALLBACK_ANALYSIS_COMPLETE, FollowUpQuestionListSchema } from "../../../shared/ai-results";
import { QUESTION_BY_ID } from "../../../shared/assessment-catalogue";
import { createAssessmentRequest, followUpResponsesRequest } from "../../../shared/contract/assessments";
import { chargeIfModel, writeBackground } from "../../assessments/background";
import { pendingMarker } from "../../assessments/pending-marker";
import { screenAnswers } from "../../assessments/safety";
import { toItem, type AssessmentRow } from "../../assessments/serialize";

export const assessmentRoutes = new Hono<AppEnv>();
assessmentRoutes.use("*", requireUser);

const isFreeTextQuestion = (id: string) => QUESTION_BY_ID[id]?.type === "textarea";

/** The person's own assessment, or 404 (another person's id looks exactly like a missing one). */
async function ownAssessment(c: AppContext, id: string): Promise<AssessmentRow> {
  if (!isUuid(id)) throw notFound("Assessment not found.");
  const row = await getDb(c.env.DB).query.assessments.findFirst({
    where: and(eq(schema.assessments.id, id), eq(schema.assessments.userId, c.get("user").id)),
  });
  if (!row) throw notFound("Assessment not found.");
  return row;
}

function requireComplete(row: AssessmentRow) {
  if (!row.isComplete) throw conflict("Please finish your assessment before the follow-up questions.");
}

const item = (c: AppContext, row: AssessmentRow, user: UserRow) => toItem(row, user, regionFor(c, user));

assessmentRoutes.get("/", async (c) => {
  const user = c.get("user");
  const rows = await getDb(c.env.DB)
    .select()
    .from(schema.assessments)
    .where(eq(schema.assessments.userId, user.id))
    .orderBy(asc(schema.assessments.completedAt), asc(sql`rowid`));
  const region = regionFor(c, user);
  return c.json(rows.map((row) => toItem(row, user, region)));
});

assessmentRoutes.post("/", async (c) => {
  const user = c.get("user");
  const body = await jsonBody(c, createAssessmentRequest);
  await limitRate(c.env.DB, "assessmentSubmit", user.id);
  const screened = await screenAnswers(body.responses, isFreeTextQuestion, personScreen(c));
  const coach = coachFor(c.env);
  // Charged before the row exists, so the fallback can be stored with it when the budget is spent.
  const mayCallModel = body.isComplete ? await chargeIfModel(c.env, coach, user) : false;

  const [row] = await getDb(c.env.DB)
    .insert(schema.assessments)
    .values({
      id: newId(),
      userId: user.id,
      responses: body.responses,
      isComplete: body.isComplete,
      safetyLevel: screened.level,
      ...(body.isComplete && !mayCallModel ? { aiAnalysis: JSON.stringify(FALLBACK_ANALYSIS_COMPLETE) } : {}),
    })
    .returning();
  if (!row) throw new Error("the assessment insert returned no row");

  if (screened.level !== "none") {
    await recordSafetyEvent(c.env.DB, { userId: user.id, screened: screened.worst, source: "assessment", region: regionFor(c, user) });
  }
  // The analysis is written in the background: the person sees 'Assessment Complete!' at once.
  if (body.isComplete && mayCallModel) c.executionCtx.waitUntil(writeBackground(c.env, coach, { kind: "analysis", assessmentId: row.id, attempt: 0, marker: null }));
  return c.json(item(c, row, user), 201);
});

assessmentRoutes.post("/:id/follow-up-questions", async (c) => {
  const user = c.get("user");
  const row = await ownAssessment(c, c.req.param("id"));
  requireComplete(row);
  if (row.followUpQuestions) return c.json({ questions: row.followUpQuestions });

  const coach = coachFor(c.env);
  const { forModel } = await screenAnswers(row.responses, isFreeTextQuestion);
  // Asked on request (the screen waits for it), so an exhausted budget is a 429 the screen handles.
  if (coach.provider !== "offline") await chargeModelCall(c.env, user);
  const questions = FollowUpQuestionListSchema.parse(await coach.followUpQuestions(forModel));

  const db = getDb(c.env.DB);
  // Stored once: if two requests race, the first write wins and both return the stored questions.
  await db
    .update(schema.assessments)
    .set({ followUpQuestions: questions })
    .where(and(eq(schema.assessments.id, row.id), isNull(schema.assessments.followUpQuestions)));
  const stored = await db.query.assessments.findFirst({ where: eq(schema.assessments.id, row.id), columns: { followUpQuestions: true } });
  return c.json({ questions: stored?.followUpQuestions ?? questions });
});

assessmentRoutes.post("/:id/follow-up-responses", async (c) => {
  const user = c.get("user");
  const row = await ownAssessment(c, c.req.param("id"));
  const { responses } = await jsonBody(c, followUpResponsesRequest);
  requireComplete(row);
  const questions = row.followUpQuestions;
  if (!questions) throw conflict("There are no follow-up questions for this assessment yet.");
  if (row.followUpResponses) throw conflict("You've already answered the follow-up questions for this assessment.");

  const ids = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(responses)) {
    if (!ids.has(key)) throw badRequest(`responses.${key}: not one of this assessment's follow-up questions`);
  }
  for (const q of questions) {
    if (!Object.hasOwn(responses, q.id)) throw badRequest(`responses.${q.id}: an answer is required`);
  }

  const screened = await screenAnswers(responses, () => true, personScreen(c));
  const marker = pendingMarker(Date.now());
  const db = getDb(c.env.DB);
  const [updated] = await db
    .update(schema.assessments)
    .set({ followUpResponses: responses, enhancedPlan: marker, safetyLevel: higherLevel(row.safetyLevel, screened.level) })
    .where(and(eq(schema.assessments.id, row.id), isNull(schema.assessments.followUpResponses)))
    .returning();
  if (!updated) throw conflict("You've already answered the follow-up questions for this assessment.");

  if (screened.level !== "none") {
    await recordSafetyEvent(c.env.DB, { userId: user.id, screened: screened.worst, source: "follow-up", region: regionFor(c, user) });
  }
  const coach = coachFor(c.env);
  if (await chargeIfModel(c.env, coach, user)) {
    c.executionCtx.waitUntil(writeBackground(c.env, coach, { kind: "plan", assessmentId: row.id, attempt: 0, marker }));
  } else {
    // Budget spent: no personal plan; the page shows the general 30-day plan.
    await db
      .update(schema.assessments)
      .set({ enhancedPlan: null })
      .where(and(eq(schema.assessments.id, row.id), eq(schema.assessments.enhancedPlan, marker)));
    updated.enhancedPlan = null;
  }
  return c.json(item(c, updated, user));
});

/** The screen for a person's new answers: local, plus the safety model's second opinion where there is one. */
function personScreen(c: AppContext) {
  return (text: string) => screenPersonText(c.env, text, (p) => c.executionCtx.waitUntil(p));
}
