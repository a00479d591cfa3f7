import type { UpdateProfileRequest } from "@shared/contract/user";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** PATCH /api/user/profile: name, time zone, crisis region. The answer is the updated user. */
export const updateProfile = (body: UpdateProfileRequest) => request({ method: "PATCH", path: "/api/user/profile", body, response: "user", changes: ["profile"] });

export const useUpdateProfile = (options?: MutationOptions<typeof updateProfile>) => useMutation({ ...options, mutationFn: updateProfile });
