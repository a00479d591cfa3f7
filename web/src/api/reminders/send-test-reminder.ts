import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/reminders/test: one reminder to every device now. */
export const sendTestReminder = () => request({ method: "POST", path: "/api/reminders/test", response: "testReminder" });

export const useSendTestReminder = (options?: MutationOptions<typeof sendTestReminder>) => useMutation({ ...options, mutationFn: sendTestReminder });
