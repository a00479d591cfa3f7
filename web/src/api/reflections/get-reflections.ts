import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/reflections: the person's weekly and monthly reflections, newest first (Premium and Pro). */
export const reflectionsQuery = () => readQuery(queryKeys.reflections, "reflections");

export function useReflections(enabled: boolean) {
  return useQuery({ ...reflectionsQuery(), enabled });
}
