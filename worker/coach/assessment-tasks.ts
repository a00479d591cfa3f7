// The assessment's model tasks: the analysis, the follow-up questions and the enhanced plan. Free-text
// answers flagged acute are withheld from the model and from quoting.
import {
  AssessmentAnalysisSchema,
  EnhancedPlanSchema,
  FollowUpQuestionListSchema,
  type AssessmentAnalysis,
  type EnhancedPlan,
  type FollowUpQuestion,
} from "../../shared/ai-results";
import { QUESTION_BY_ID } from "../../shared/assessment-catalogue";
import { isAcute } from "./guard";
import { MAX_OUTPUT_TOKENS, callStructured } from "./model-call";
import { ModelAnalysis, ModelFollowUps, ModelPlan, normaliseAnalysis, normaliseFollowUps, normalisePlan } from "./normalise";
import { offlineAnalysis, offlineFollowUps, offlinePlan } from "./offline/assessment";
import { ANALYSIS_TASK, FOLLOW_UPS_TASK, PLAN_TASK, asUserText } from "./prompts";
import { cleanText, oneLine } from "./text";
import type { AssessmentResponses, FollowUpAnswers } from "./types";
import type { ModelSettings } from "./model-call";

const FREE_TEXT_QUESTIONS = new Set(["relationship_patterns", "career_goals", "career_obstacles", "growth_areas"]);

/** Free-text answers flagged acute are withheld (from the model and from quoting). */
function withoutAcuteAnswers(responses: AssessmentResponses): AssessmentResponses {
  const out: AssessmentResponses = {};
  for (const [id, answer] of Object.entries(responses ?? {})) {
    if (typeof answer === "string" && FREE_TEXT_QUESTIONS.has(id) && isAcute(answer)) out[id] = "";
    else out[id] = answer;
  }
  return out;
}

function responsesAsData(responses: AssessmentResponses): string {
  const lines: string[] = [];
  for (const [id, answer] of Object.entries(responses ?? {})) {
    const q = QUESTION_BY_ID[id];
    if (!q || answer === undefined) continue;
    const value = Array.isArray(answer) ? answer.filter((x) => typeof x === "string").join("; ") : typeof answer === "string" ? answer : "";
    const clean = cleanText(value, 2000);
    if (!clean) continue;
    lines.push(`Q: ${q.question}\nA: ${asUserText(clean)}`);
  }
  return lines.length > 0 ? `The person's life assessment answers:\n\n${lines.join("\n\n")}` : "The person left the assessment blank.";
}

/** Each follow-up answer under the question it answers (an answer means little without it). */
function followUpsAsData(answers: FollowUpAnswers, questions: readonly FollowUpQuestion[]): string {
  const asked = new Map(questions.map((q) => [q.id, q.question]));
  const lines: string[] = [];
  for (const [id, answer] of Object.entries(answers ?? {})) {
    if (typeof answer !== "string") continue;
    const clean = cleanText(answer, 2000);
    if (!clean || isAcute(clean)) continue;
    const question = asked.get(id);
    lines.push(`${question ? `Question: ${oneLine(cleanText(question, 400))}` : "Question: (not available)"}\nTheir answer: ${asUserText(clean)}`);
  }
  return lines.length > 0 ? `Their follow-up answers:\n\n${lines.join("\n\n")}` : "They gave no follow-up answers.";
}

export function createAssessmentTasks(settings: ModelSettings) {
  const { model, timeoutMs, schemaInPrompt } = settings;

  async function analyseAssessment(responses: AssessmentResponses): Promise<AssessmentAnalysis | null> {
    const safe = withoutAcuteAnswers(responses);
    if (!model) return AssessmentAnalysisSchema.parse(offlineAnalysis(safe));
    const r = await callStructured({
      operation: "analyseAssessment",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.analyseAssessment,
      schemaInPrompt,
      task: ANALYSIS_TASK,
      data: responsesAsData(safe),
      modelSchema: ModelAnalysis,
      normalise: normaliseAnalysis,
      schema: AssessmentAnalysisSchema,
    });
    return r;
  }

  async function followUpQuestions(responses: AssessmentResponses): Promise<FollowUpQuestion[]> {
    const safe = withoutAcuteAnswers(responses);
    const fallback = () => FollowUpQuestionListSchema.parse(offlineFollowUps(safe));
    if (!model) return fallback();
    const r = await callStructured({
      operation: "followUpQuestions",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.followUpQuestions,
      schemaInPrompt,
      task: FOLLOW_UPS_TASK,
      data: responsesAsData(safe),
      modelSchema: ModelFollowUps,
      normalise: normaliseFollowUps,
      schema: FollowUpQuestionListSchema,
    });
    return r ?? fallback();
  }

  function safePlanInput(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers) {
    const safeAnswers: FollowUpAnswers = {};
    for (const [id, a] of Object.entries(followUpAnswers ?? {})) if (typeof a === "string" && !isAcute(a)) safeAnswers[id] = a;
    return { safe: withoutAcuteAnswers(responses), safeAnswers };
  }

  function planWithoutModel(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers): EnhancedPlan {
    const { safe, safeAnswers } = safePlanInput(responses, followUpAnswers);
    return EnhancedPlanSchema.parse(offlinePlan(safe, safeAnswers));
  }

  async function enhancedPlan(responses: AssessmentResponses, followUpAnswers: FollowUpAnswers, questions: readonly FollowUpQuestion[]): Promise<EnhancedPlan | null> {
    if (!model) return planWithoutModel(responses, followUpAnswers);
    const { safe, safeAnswers } = safePlanInput(responses, followUpAnswers);
    const r = await callStructured({
      operation: "enhancedPlan",
      model,
      timeoutMs,
      maxOutputTokens: MAX_OUTPUT_TOKENS.enhancedPlan,
      schemaInPrompt,
      task: PLAN_TASK,
      data: `${responsesAsData(safe)}\n\n${followUpsAsData(safeAnswers, Array.isArray(questions) ? questions : [])}`,
      modelSchema: ModelPlan,
      normalise: normalisePlan,
      schema: EnhancedPlanSchema,
    });
    return r;
  }

  return { analyseAssessment, followUpQuestions, enhancedPlan, planWithoutModel };
}
