import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/coaching/sessions: saved sessions, newest first. */
export const coachingSessionsQuery = () => readQuery(queryKeys.coachingSessions, "coachingSessions");

/** Free users never request them. */
export const useCoachingSessions = (enabled: boolean) => useQuery({ ...coachingSessionsQuery(), enabled });
