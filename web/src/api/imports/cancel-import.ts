import { request } from "../client";

/** DELETE /api/imports/{id}: a preview not wanted is forgotten. */
export const cancelImport = (id: string) => request({ method: "DELETE", path: `/api/imports/${encodeURIComponent(id)}`, response: "message" });
