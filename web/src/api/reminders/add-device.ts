import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** POST /api/reminders/subscriptions: this browser's push subscription gets the reminders. */
export const addDevice = (body: PushSubscriptionJSON) => request({ method: "POST", path: "/api/reminders/subscriptions", body, response: "reminders", changes: ["reminders"] });

export const useAddDevice = (options?: MutationOptions<typeof addDevice>) => useMutation({ ...options, mutationFn: addDevice });
