import type { CreateSubscriptionRequest } from "@shared/contract/billing";
import { useMutation } from "@tanstack/react-query";
import { request, type MutationOptions } from "../client";

/**
 * POST /api/create-subscription: the client secret the payment form confirms. The server may have
 * learnt meanwhile that the trial was used, so the subscription status is read again.
 */
export const createSubscription = (body: CreateSubscriptionRequest) =>
  request({ method: "POST", path: "/api/create-subscription", body, response: "subscriptionCreated", changes: ["subscription"] });

export const useCreateSubscription = (options?: MutationOptions<typeof createSubscription>) => useMutation({ ...options, mutationFn: createSubscription });
