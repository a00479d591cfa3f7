import { request } from "../client";

/** DELETE /api/snapshots/{id}: the link stops working. */
export const deleteSnapshot = (id: string) => request({ method: "DELETE", path: `/api/snapshots/${encodeURIComponent(id)}`, response: "message" });
