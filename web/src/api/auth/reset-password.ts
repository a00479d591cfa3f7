import type { ResetPasswordRequest } from "@shared/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/auth/reset-password: sets the new password and signs in (every older token has ended). */
export const resetPassword = (body: ResetPasswordRequest) => request({ method: "POST", path: "/api/auth/reset-password", body, response: "auth" });

export const useResetPassword = (options?: MutationOptions<typeof resetPassword>) => useMutation({ ...options, mutationFn: resetPassword });
