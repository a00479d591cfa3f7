import type { User } from "@shared/contract/auth";
import type { PaidTier } from "@shared/plans";
import { updateSubscriptionTier } from "@/api/billing/update-subscription-tier";
import { invalidate } from "@/api/client";
import { getProfile } from "@/api/user/get-profile";

export const claimTier = (subscriptionId: string, tier: PaidTier) => updateSubscriptionTier({ subscriptionId, tier });

/** After a payment: status and profile are read again (even when the claim failed and the webhook will finish it). */
export async function refreshAfterPayment(updateUser: (user: User) => void) {
  await invalidate(["tier"]);
  updateUser(await getProfile());
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
