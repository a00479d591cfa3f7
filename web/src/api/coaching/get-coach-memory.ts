import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/coaching/memory: "What Mindy remembers". */
export const coachMemoryQuery = () => readQuery(queryKeys.coachMemory, "coachMemory");

export const useCoachMemory = (enabled: boolean) => useQuery({ ...coachMemoryQuery(), enabled });
