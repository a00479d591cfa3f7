import { request } from "../client";

/** POST /api/auth/logout: ends this token on the server. */
export const logout = () => request({ method: "POST", path: "/api/auth/logout", response: "message" });
