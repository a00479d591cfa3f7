import type { ReminderSettings } from "@shared/contract/reminders";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** PUT /api/reminders: times, days, whether a written day is skipped, on or off. */
export const saveReminders = (body: ReminderSettings) => request({ method: "PUT", path: "/api/reminders", body, response: "reminders", changes: ["reminders"] });

export const useSaveReminders = (options?: MutationOptions<typeof saveReminders>) => useMutation({ ...options, mutationFn: saveReminders });
