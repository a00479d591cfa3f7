import type { AiPromptsRequest } from "@shared/contract/journal";
import { queryOptions } from "@tanstack/react-query";
import { request } from "../client";
import { queryKeys } from "../keys";

/** POST /api/journal/ai-prompts, read as a query: prompts made from the newest entries (paid tiers). */
export const aiPromptsQuery = (userId: string, recentEntries: AiPromptsRequest["recentEntries"]) =>
  queryOptions({
    queryKey: queryKeys.aiPrompts(userId),
    queryFn: ({ signal }) => request({ method: "POST", path: "/api/journal/ai-prompts", body: { recentEntries } satisfies AiPromptsRequest, response: "aiPrompts", signal }),
  });
