import type { ForgotPasswordRequest } from "@shared/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/auth/forgot-password: the same answer whether the address has an account or not. */
export const forgotPassword = (body: ForgotPasswordRequest) => request({ method: "POST", path: "/api/auth/forgot-password", body, response: "message" });

export const useForgotPassword = (options?: MutationOptions<typeof forgotPassword>) => useMutation({ ...options, mutationFn: forgotPassword });
