import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/account/logout-everywhere: every token ends; the answer holds this device's new one. */
export const logoutEverywhere = () => request({ method: "POST", path: "/api/account/logout-everywhere", response: "sessionRenewed" });

export const useLogoutEverywhere = (options?: MutationOptions<typeof logoutEverywhere>) => useMutation({ ...options, mutationFn: logoutEverywhere });
