import { request } from "../client";

/** POST /api/imports/{id}/confirm: the previewed import starts in the background. */
export const confirmImport = (id: string) => request({ method: "POST", path: `/api/imports/${encodeURIComponent(id)}/confirm`, response: "importStatus", changes: ["imports"] });
