import type { MemoryItemEdit } from "@shared/contract/coaching";
import { request } from "../client";

/** PATCH /api/coaching/memory/{id}: new wording for one memory; the answer is the whole memory. */
export const editMemoryItem = ({ id, text }: { id: string } & MemoryItemEdit) =>
  request({ method: "PATCH", path: `/api/coaching/memory/${encodeURIComponent(id)}`, body: { text } satisfies MemoryItemEdit, response: "coachMemory" });
