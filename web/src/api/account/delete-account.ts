import type { DeleteAccountRequest } from "@shared/contract/account";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** DELETE /api/account: everything goes, after the password is checked. */
export const deleteAccount = (body: DeleteAccountRequest) => request({ method: "DELETE", path: "/api/account", body, response: "accountDeleted" });

export const useDeleteAccount = (options?: MutationOptions<typeof deleteAccount>) => useMutation({ ...options, mutationFn: deleteAccount });
