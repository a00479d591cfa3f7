import type { ChangePasswordRequest } from "@shared/contract/account";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/account/password: every older token ends; the answer holds this device's new one. */
export const changePassword = (body: ChangePasswordRequest) => request({ method: "POST", path: "/api/account/password", body, response: "sessionRenewed" });

export const useChangePassword = (options?: MutationOptions<typeof changePassword>) => useMutation({ ...options, mutationFn: changePassword });
