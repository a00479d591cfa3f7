import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/reminders: the reminder settings and how many devices get them. */
export const remindersQuery = () => readQuery(queryKeys.reminders, "reminders");

export const useReminders = () => useQuery(remindersQuery());
