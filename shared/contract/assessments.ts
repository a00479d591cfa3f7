// Payloads of /api/assessments: one zod schema per request and response, shared by the Worker
// (validation) and the web app (types). Answers are checked against the question catalogue
// (validateResponses) so every message names the question.
import { z } from "zod";
import { SAFETY_LEVELS } from "../safety-levels";
import { EnhancedPlanSchema, FollowUpQuestionSchema } from "../ai-results";
import { MAX_FREE_TEXT, validateResponses, type AssessmentAnswer } from "../assessment-catalogue";

/** Free users see this many recommendations and focus areas; paid tiers see all (spec part 1, section 2). */
export const FREE_PREVIEW = { recommendations: 2, coachingFocus: 3 } as const;

/**
 * How long after submitting an analysis (or plan) still counts as "being written". The model call
 * has a 25 s limit; after this the background work is taken as lost and the fallback is shown.
 */
export const BACKGROUND_PENDING_MS = 90_000;

// ---------------------------------------------------------------------------------------------
// Requests

/** POST /api/assessments. A draft (isComplete false) may be partial; a complete one must answer everything. */
export const createAssessmentRequest = z
  .object({
    responses: z.unknown(),
    isComplete: z.boolean({ error: "isComplete must be true or false" }).optional().default(false),
  })
  .superRefine((body, ctx) => {
    const problem = validateResponses(body.responses, { requireAll: body.isComplete });
    if (problem) {
      // The catalogue's message already starts with the question id ("work_values: ..."): keep it whole.
      ctx.addIssue({ code: "custom", message: problem.questionId ? `responses.${problem.message}` : problem.message, path: [] });
    }
  })
  .transform((body) => ({ responses: body.responses as Record<string, AssessmentAnswer>, isComplete: body.isComplete }));
export type CreateAssessmentRequest = z.input<typeof createAssessmentRequest>;

/** POST /api/assessments/{id}/follow-up-responses: text answers keyed by follow-up question id. */
export const followUpResponsesRequest = z.object({
  responses: z.record(
    z.string(),
    z
      .string({ error: "each answer must be text" })
      .max(MAX_FREE_TEXT, `each answer must be at most ${MAX_FREE_TEXT} characters`)
      .refine((s) => s.trim() !== "", "an answer is required"),
    { error: "responses must be an object keyed by follow-up question id" },
  ),
});
export type FollowUpResponsesRequest = z.input<typeof followUpResponsesRequest>;

// ---------------------------------------------------------------------------------------------
// Responses

/**
 * pending: the background work is still running (show 'Generating...' and poll);
 * retrying: a try failed and another is scheduled (say it is still being worked on, and poll);
 * ready: the result is stored; missing: it was never written (show the fallback);
 * none: there is nothing to write yet (no follow-up answers for a plan).
 */
const backgroundStatus = z.enum(["pending", "retrying", "ready", "missing", "none"]);
export type BackgroundStatus = z.infer<typeof backgroundStatus>;

export const assessmentItem = z.object({
  id: z.string(),
  isComplete: z.boolean(),
  responses: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  /**
   * JSON text of the parsed analysis (spec shape). For free tiers the server trims it to the
   * preview (FREE_PREVIEW) and says how much it held back in `previewHidden`.
   */
  aiAnalysis: z.string().nullable(),
  analysisStatus: backgroundStatus,
  /** "full" for premium and pro, and for anyone whose answers raised a safety concern (no upsell). */
  analysisAccess: z.enum(["full", "preview"]),
  previewHidden: z.object({ recommendations: z.number().int(), coachingFocus: z.number().int() }).nullable(),
  followUpQuestions: z.array(FollowUpQuestionSchema).nullable(),
  followUpResponses: z.record(z.string(), z.string()).nullable(),
  enhancedPlan: EnhancedPlanSchema.nullable(),
  planStatus: backgroundStatus,
  safetyLevel: z.enum(SAFETY_LEVELS),
  /** The crisis-resource region to show, only when an answer was flagged acute. */
  crisisRegion: z.enum(["US", "CA", "GB", "IE", "AU", "OTHER"]).nullable(),
  completedAt: z.string(),
});
export type AssessmentItem = z.infer<typeof assessmentItem>;

/** GET /api/assessments: the person's own, oldest first (the latest is last). */
export const assessmentList = z.array(assessmentItem);

/** POST /api/assessments/{id}/follow-up-questions */
export const followUpQuestionsResponse = z.object({ questions: z.array(FollowUpQuestionSchema) });
