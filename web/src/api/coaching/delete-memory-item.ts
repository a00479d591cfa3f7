import { request } from "../client";

/** DELETE /api/coaching/memory/{id}: Mindy forgets one thing; the answer is the whole memory. */
export const deleteMemoryItem = (id: string) => request({ method: "DELETE", path: `/api/coaching/memory/${encodeURIComponent(id)}`, response: "coachMemory" });
