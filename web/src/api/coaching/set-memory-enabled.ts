import type { MemorySettingsRequest } from "@shared/contract/coaching";
import { request } from "../client";

/** PUT /api/coaching/memory/settings: memory on or off; the answer is the whole memory. */
export const setMemoryEnabled = (enabled: boolean) =>
  request({ method: "PUT", path: "/api/coaching/memory/settings", body: { enabled } satisfies MemorySettingsRequest, response: "coachMemory" });
