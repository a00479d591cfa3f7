import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/reflections/{id}: one reflection, with the entries its quotes link to. */
export function useReflection(id: string | null) {
  return useQuery({ ...readQuery(queryKeys.reflection(id ?? ""), "reflection"), enabled: id !== null });
}
