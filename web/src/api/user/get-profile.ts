import { request } from "../client";

/** GET /api/user/profile: the signed-in person as the server has them now. */
export const getProfile = () => request({ path: "/api/user/profile", response: "user" });
