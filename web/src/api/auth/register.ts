import type { RegisterRequest } from "@shared/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/auth/register: a token and the new user. */
export const register = (body: RegisterRequest) => request({ method: "POST", path: "/api/auth/register", body, response: "auth" });

export const useRegister = (options?: MutationOptions<typeof register>) => useMutation({ ...options, mutationFn: register });
