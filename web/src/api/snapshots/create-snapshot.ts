import { request } from "../client";

/** POST /api/snapshots with the PNG itself as the body: a public link to the image. */
export const createSnapshot = (png: Blob) => request({ method: "POST", path: "/api/snapshots", body: png, response: "snapshot" });
