import type { User } from "@shared/contract/auth";
import type {
  CreateSubscriptionResponse,
  SubscriptionStatusResponse,
  UpdateSubscriptionTierResponse,
} from "@shared/contract/billing";
import type { PaidTier } from "@shared/plans";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@/lib/api";

export const STATUS_KEY = ["/api/subscription-status"] as const;

/** GET /api/subscription-status, only when signed in (spec section 7). */
export function useSubscriptionStatus(enabled: boolean) {
  return useQuery<SubscriptionStatusResponse>({ queryKey: STATUS_KEY, enabled });
}

export function useCreateSubscription() {
  return useMutation({
    mutationFn: (priceId: string) => apiRequest<CreateSubscriptionResponse>("POST", "/api/create-subscription", { priceId }),
    // The server may have learnt meanwhile that the trial was used: the cards follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export const claimTier = (subscriptionId: string, tier: PaidTier) =>
  apiRequest<UpdateSubscriptionTierResponse>("POST", "/api/update-subscription-tier", { subscriptionId, tier });

/** After a payment: status and profile are read again (spec step 6). */
export async function refreshAfterPayment(updateUser: (user: User) => void) {
  await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const user = await apiRequest<User>("GET", "/api/user/profile");
  updateUser(user);
}

/** The attempt being paid, kept for the return from a redirecting payment method (3-D Secure, bank pages). */
const PENDING_KEY = "pending_subscription";
export interface PendingSubscription {
  subscriptionId: string;
  tier: PaidTier;
}
export const savePending = (p: PendingSubscription) => sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
export const clearPending = () => sessionStorage.removeItem(PENDING_KEY);
export function readPending(): PendingSubscription | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? "null") as PendingSubscription | null;
    return value && typeof value.subscriptionId === "string" && (value.tier === "premium" || value.tier === "pro") ? value : null;
  } catch {
    return null;
  }
}
