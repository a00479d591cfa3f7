import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/assessments/{id}/follow-up-questions: made once, then stored with the assessment. */
export const createFollowUpQuestions = (assessmentId: string) =>
  request({
    method: "POST",
    path: `/api/assessments/${encodeURIComponent(assessmentId)}/follow-up-questions`,
    response: "followUpQuestions",
    changes: ["assessments"],
  });

export const useCreateFollowUpQuestions = (options?: MutationOptions<typeof createFollowUpQuestions>) => useMutation({ ...options, mutationFn: createFollowUpQuestions });
