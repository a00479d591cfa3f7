// Model work that runs after the response has gone (c.executionCtx.waitUntil): the analysis after
// an assessment is submitted, the enhanced plan after the follow-up answers. Failures are logged
// (never the person's text) and leave the row for the results screen's fallback.
import { and, eq } from "drizzle-orm";
import type { UserRow } from "../../app-env";
import type { Coach } from "../../coach";
import { getDb, schema } from "../../db/client";
import type { Env } from "../../env";
import { HttpError } from "../../lib/http-error";
import { logError } from "../../lib/log";
import { chargeModelCall } from "../../lib/model-budget";
import type { AssessmentAnswer } from "../../shared/assessment-catalogue";


/**
 * Counts a model call against the person's daily budget (the offline coach is not a model).
 * Returns false when the budget is spent: the caller then skips the model, it never loses answers.
 */
export async function chargeIfModel(env: Env, coach: Coach, user: UserRow): Promise<boolean> {
  if (coach.provider === "offline") return true;
  try {
    await chargeModelCall(env, user);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) return false;
    throw err;
  }
}

export async function writeAnalysis(env: Env, coach: Coach, id: string, responses: Record<string, AssessmentAnswer>): Promise<void> {
  try {
    const analysis = await coach.analyseAssessment(responses);
    await getDb(env.DB).update(schema.assessments).set({ aiAnalysis: JSON.stringify(analysis) }).where(eq(schema.assessments.id, id));
  } catch (err) {
    logError({ where: "assessment analysis", note: `the analysis of ${id} failed; the results screen shows the fallback` }, err);
  }
}

export async function writePlan(
  env: Env,
  coach: Coach,
  id: string,
  responses: Record<string, AssessmentAnswer>,
  followUps: Record<string, string>,
  marker: string,
): Promise<void> {
  try {
    const plan = await coach.enhancedPlan(responses, followUps);
    // Only replaces our own pending marker, so a late job never overwrites anything newer.
    await getDb(env.DB)
      .update(schema.assessments)
      .set({ enhancedPlan: JSON.stringify(plan) })
      .where(and(eq(schema.assessments.id, id), eq(schema.assessments.enhancedPlan, marker)));
  } catch (err) {
    logError({ where: "assessment plan", note: `the enhanced plan of ${id} failed; the plan page shows the general plan` }, err);
  }
}
