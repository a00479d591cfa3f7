import type { LoginRequest } from "@shared/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/auth/login: a token and the user. */
export const login = (body: LoginRequest) => request({ method: "POST", path: "/api/auth/login", body, response: "auth" });

export const useLogin = (options?: MutationOptions<typeof login>) => useMutation({ ...options, mutationFn: login });
