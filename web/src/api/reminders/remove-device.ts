import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/** DELETE /api/reminders/subscriptions: this browser stops getting reminders. */
export const removeDevice = (endpoint: string) =>
  request({ method: "DELETE", path: "/api/reminders/subscriptions", body: { endpoint }, response: "reminders", changes: ["reminders"] });

export const useRemoveDevice = (options?: MutationOptions<typeof removeDevice>) => useMutation({ ...options, mutationFn: removeDevice });
