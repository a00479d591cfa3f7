// The life assessment in D1: the person's list, a new assessment (screened, charged, then stored),
// the follow-up questions (asked once, stored once) and their answers. The routes are
// /api/assessments (routes/assessments); the model work after the response is background.ts.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { UserRow } from "../app-env";
import { coachFor } from "../coach/for-env";
import { chargeModelCall } from "../coach/model-budget";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { badRequest, conflict, notFound } from "../lib/http-error";
import { isUuid, newId } from "../lib/ids";
import { higherLevel } from "../safety";
import { recordSafetyEvent, screenPersonText } from "../safety/store";
import { FALLBACK_ANALYSIS_COMPLETE, FollowUpQuestionListSchema } from "../../shared/ai-results";
import { QUESTION_BY_ID } from "../../shared/assessment-catalogue";
import type { createAssessmentRequest, followUpResponsesRequest } from "../../shared/contract/assessments";
import type { CrisisRegion } from "../../shared/crisis-resources";
import type { z } from "zod";
import { chargeIfModel, writeBackground } from "./background";
import { pendingMarker } from "./pending-marker";
import { screenAnswers } from "./safety";
import type { AssessmentRow } from "./serialize";

type WaitUntil = (p: Promise<unknown>) => void;

const isFreeTextQuestion = (id: string) => QUESTION_BY_ID[id]?.type === "textarea";

/** The screen for a person's new answers: local, plus the safety model's second opinion where there is one. */
const personScreen = (env: Env, waitUntil: WaitUntil) => (text: string) => screenPersonText(env, text, waitUntil);

/** The person's assessments, oldest first. */
export async function listAssessments(d1: D1Database, userId: string): Promise<AssessmentRow[]> {
  return getDb(d1)
    .select()
    .from(schema.assessments)
    .where(eq(schema.assessments.userId, userId))
    .orderBy(asc(schema.assessments.completedAt), asc(sql`rowid`));
}

/** The person's own assessment, or 404 (another person's id looks exactly like a missing one). */
export async function ownAssessment(d1: D1Database, userId: string, id: string): Promise<AssessmentRow> {
  if (!isUuid(id)) throw notFound("Assessment not found.");
  const row = await getDb(d1).query.assessments.findFirst({
    where: and(eq(schema.assessments.id, id), eq(schema.assessments.userId, userId)),
  });
  if (!row) throw notFound("Assessment not found.");
  return row;
}

export function requireComplete(row: AssessmentRow) {
  if (!row.isComplete) throw conflict("Please finish your assessment before the follow-up questions.");
}

/**
 * Screens the answers, charges the model budget when the assessment is complete, stores the row
 * (with the fallback analysis when the budget is spent), records a safety event and starts the
 * analysis in the background.
 */
export async function createAssessment(
  env: Env,
  user: UserRow,
  body: z.output<typeof createAssessmentRequest>,
  region: CrisisRegion,
  waitUntil: WaitUntil,
): Promise<AssessmentRow> {
  const screened = await screenAnswers(body.responses, isFreeTextQuestion, personScreen(env, waitUntil));
  const coach = coachFor(env);
  // Charged before the row exists, so the fallback can be stored with it when the budget is spent.
  const mayCallModel = body.isComplete ? await chargeIfModel(env, coach, user) : false;

  const [row] = await getDb(env.DB)
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
    await recordSafetyEvent(env.DB, { userId: user.id, screened: screened.worst, source: "assessment", region });
  }
  // The analysis is written in the background: the person sees 'Assessment Complete!' at once.
  if (body.isComplete && mayCallModel) waitUntil(writeBackground(env, coach, { kind: "analysis", assessmentId: row.id, attempt: 0, marker: null }));
  return row;
}

/** The follow-up questions of a complete assessment: the stored ones, else asked of the coach and stored once. */
export async function followUpQuestionsFor(env: Env, user: UserRow, row: AssessmentRow): Promise<NonNullable<AssessmentRow["followUpQuestions"]>> {
  requireComplete(row);
  if (row.followUpQuestions) return row.followUpQuestions;

  const coach = coachFor(env);
  const { forModel } = await screenAnswers(row.responses, isFreeTextQuestion);
  // Asked on request (the screen waits for it), so an exhausted budget is a 429 the screen handles.
  if (coach.provider !== "offline") await chargeModelCall(env, user);
  const questions = FollowUpQuestionListSchema.parse(await coach.followUpQuestions(forModel));

  const db = getDb(env.DB);
  // Stored once: if two requests race, the first write wins and both return the stored questions.
  await db
    .update(schema.assessments)
    .set({ followUpQuestions: questions })
    .where(and(eq(schema.assessments.id, row.id), isNull(schema.assessments.followUpQuestions)));
  const stored = await db.query.assessments.findFirst({ where: eq(schema.assessments.id, row.id), columns: { followUpQuestions: true } });
  return stored?.followUpQuestions ?? questions;
}

/**
 * Stores the answers to the follow-up questions (each question answered, nothing else, once),
 * records a safety event and starts the enhanced plan in the background, or clears the pending
 * marker when the budget is spent. Returns the updated row.
 */
export async function answerFollowUp(
  env: Env,
  user: UserRow,
  row: AssessmentRow,
  responses: z.output<typeof followUpResponsesRequest>["responses"],
  region: CrisisRegion,
  waitUntil: WaitUntil,
): Promise<AssessmentRow> {
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

  const screened = await screenAnswers(responses, () => true, personScreen(env, waitUntil));
  const marker = pendingMarker(Date.now());
  const db = getDb(env.DB);
  const [updated] = await db
    .update(schema.assessments)
    .set({ followUpResponses: responses, enhancedPlan: marker, safetyLevel: higherLevel(row.safetyLevel, screened.level) })
    .where(and(eq(schema.assessments.id, row.id), isNull(schema.assessments.followUpResponses)))
    .returning();
  if (!updated) throw conflict("You've already answered the follow-up questions for this assessment.");

  if (screened.level !== "none") {
    await recordSafetyEvent(env.DB, { userId: user.id, screened: screened.worst, source: "follow-up", region });
  }
  const coach = coachFor(env);
  if (await chargeIfModel(env, coach, user)) {
    waitUntil(writeBackground(env, coach, { kind: "plan", assessmentId: row.id, attempt: 0, marker }));
  } else {
    // Budget spent: no personal plan; the page shows the general 30-day plan.
    await db
      .update(schema.assessments)
      .set({ enhancedPlan: null })
      .where(and(eq(schema.assessments.id, row.id), eq(schema.assessments.enhancedPlan, marker)));
    updated.enhancedPlan = null;
  }
  return updated;
}
