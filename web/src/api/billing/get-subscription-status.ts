import { useQuery } from "@tanstack/react-query";
import { readQuery } from "../client";
import { queryKeys } from "../keys";

/** GET /api/subscription-status, only when signed in. */
export const subscriptionStatusQuery = () => readQuery(queryKeys.subscriptionStatus, "subscriptionStatus");

export const useSubscriptionStatus = (enabled: boolean) => useQuery({ ...subscriptionStatusQuery(), enabled });
