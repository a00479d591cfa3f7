import type { FollowUpResponsesRequest } from "@shared/contract/assessments";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

interface Input extends FollowUpResponsesRequest {
  assessmentId: string;
}

/** POST /api/assessments/{id}/follow-up-responses: the answered assessment; the plan is written in the background. */
export const submitFollowUpResponses = ({ assessmentId, responses }: Input) =>
  request({
    method: "POST",
    path: `/api/assessments/${encodeURIComponent(assessmentId)}/follow-up-responses`,
    body: { responses } satisfies FollowUpResponsesRequest,
    response: "assessment",
    changes: ["assessments"],
  });

export const useSubmitFollowUpResponses = (options?: MutationOptions<typeof submitFollowUpResponses>) => useMutation({ ...options, mutationFn: submitFollowUpResponses });
