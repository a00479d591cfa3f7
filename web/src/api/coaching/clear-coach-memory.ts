import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** DELETE /api/coaching/memory: Mindy forgets; the answer is the emptied view. */
export const clearCoachMemory = () => request({ method: "DELETE", path: "/api/coaching/memory", response: "coachMemory", changes: ["coaching"] });

export const useClearCoachMemory = (options?: MutationOptions<typeof clearCoachMemory>) => useMutation({ ...options, mutationFn: clearCoachMemory });
