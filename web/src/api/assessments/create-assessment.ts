import type { CreateAssessmentRequest } from "@shared/contract/assessments";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/assessments: the answers of every section; the analysis is written in the background. */
export const createAssessment = (body: CreateAssessmentRequest) => request({ method: "POST", path: "/api/assessments", body, response: "assessment", changes: ["assessments"] });

export const useCreateAssessment = (options?: MutationOptions<typeof createAssessment>) => useMutation({ ...options, mutationFn: createAssessment });
