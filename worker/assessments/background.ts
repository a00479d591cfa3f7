// Model work that runs after the response has gone (c.executionCtx.waitUntil, then ASSESSMENT_QUEUE
// for retries): the analysis after an assessment is submitted, the enhanced plan after the
// follow-up answers. Failures are logged (never the person's text) and retried with backoff.
import { and, eq, isNull } from "drizzle-orm";
import type { UserRow } from "../app-env";
import type { Coach } from "../coach";
import { getDb, schema } from "../db/client";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";
import { logError } from "../lib/log";
import { chargeModelCall } from "../coach/model-budget";
import { FALLBACK_ANALYSIS_COMPLETE } from "../../shared/ai-results";
import { QUESTION_BY_ID } from "../../shared/assessment-catalogue";
import { BACKGROUND_PENDING_MS } from "../../shared/contract/assessments";
import type { AssessmentJob } from "../../shared/jobs";
import { pendingMarker } from "./pending-marker";
import { screenAnswers } from "./safety";

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

/** Waits before each retry of a failed analysis or plan (seconds): then it gives up. */
export const RETRY_DELAYS_S = [30, 120, 480] as const;

const isFreeTextQuestion = (id: string) => QUESTION_BY_ID[id]?.type === "textarea";

/**
 * One try at an assessment's analysis or plan, in the background. `marker` is what the column
 * holds while this try is due (null: nothing yet, for a first analysis); the result is written
 * only over it. A model failure schedules the next try on ASSESSMENT_QUEUE with a growing delay
 * (the column then holds a retry marker, and the page says it is still being worked on); after
 * the last, the person gets the fallback: the general analysis, or the plan written without a model.
 */
export async function writeBackground(env: Env, coach: Coach, job: AssessmentJob): Promise<void> {
  const db = getDb(env.DB);
  const column = job.kind === "analysis" ? schema.assessments.aiAnalysis : schema.assessments.enhancedPlan;
  const ours = and(eq(schema.assessments.id, job.assessmentId), job.marker === null ? isNull(column) : eq(column, job.marker));
  const row = await db.query.assessments.findFirst({ where: ours });
  if (!row) return; // written, replaced or deleted meanwhile
  const set = (text: string) =>
    db
      .update(schema.assessments)
      .set(job.kind === "analysis" ? { aiAnalysis: text } : { enhancedPlan: text })
      .where(ours)
      .returning({ id: schema.assessments.id });

  const responses = (await screenAnswers(row.responses, isFreeTextQuestion)).forModel;
  const followUps = job.kind === "plan" ? (await screenAnswers(row.followUpResponses ?? {}, () => true)).forModel : {};
  let result: unknown = null;
  try {
    result = job.kind === "analysis" ? await coach.analyseAssessment(responses) : await coach.enhancedPlan(responses, followUps, row.followUpQuestions ?? []);
  } catch (err) {
    logError({ where: `assessment ${job.kind}`, level: "warn", note: `try ${job.attempt + 1} for ${job.assessmentId} threw` }, err);
  }
  if (result !== null) {
    await set(JSON.stringify(result));
    return;
  }
  const delay = RETRY_DELAYS_S[job.attempt];
  if (delay !== undefined && env.ASSESSMENT_QUEUE) {
    const now = Date.now();
    const marker = pendingMarker(now, { until: now + delay * 1000 + BACKGROUND_PENDING_MS, retry: job.attempt + 1 });
    if ((await set(marker)).length === 0) return;
    await env.ASSESSMENT_QUEUE.send({ ...job, attempt: job.attempt + 1, marker } satisfies AssessmentJob, { delaySeconds: delay });
    return;
  }
  logError({ where: `assessment ${job.kind}`, level: "warn", note: `gave up on ${job.assessmentId} after ${job.attempt + 1} tries; the fallback is stored` });
  await set(JSON.stringify(job.kind === "analysis" ? FALLBACK_ANALYSIS_COMPLETE : coach.planWithoutModel(responses, followUps)));
}

/** ASSESSMENT_QUEUE's consumer: each message is one scheduled retry. */
export async function consumeAssessmentJobs(batch: MessageBatch<AssessmentJob>, env: Env, coach: Coach): Promise<void> {
  for (const message of batch.messages) {
    try {
      await writeBackground(env, coach, message.body);
      message.ack();
    } catch (err) {
      // D1 unreachable, say: the queue delivers it again (max_retries in wrangler.toml).
      logError({ where: "assessment job", note: `the ${message.body.kind} job for ${message.body.assessmentId} failed` }, err);
      message.retry();
    }
  }
}
